import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { useStableId } from '../../islands/island-id';
import type { FaqItem, Theme } from './theme';

/** Questions that open one at a time; selecting the open one closes it (spec section 4). */
export function FaqAccordion({ theme, items }: { theme: Theme; items: readonly FaqItem[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const baseId = useStableId('faq');
  return (
    <div className={`mx-auto max-w-3xl divide-y overflow-hidden ${theme.radius} ${theme.card.bg}`}>
      {items.map((item, index) => {
        const open = openIndex === index;
        const panelId = `${baseId}-panel-${index}`;
        const buttonId = `${baseId}-button-${index}`;
        return (
          <div key={item.question}>
            <h3 className={`${theme.card.heading}`}>
              <button
                id={buttonId}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex(open ? null : index)}
                className="flex min-h-14 w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold"
              >
                <span>{item.question}</span>
                <ChevronDown
                  aria-hidden="true"
                  className={`size-5 shrink-0 transition-transform ${theme.accent} ${open ? 'rotate-180' : ''}`}
                />
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!open}
              className={`px-5 pb-5 leading-7 ${theme.card.text}`}
            >
              {item.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}
