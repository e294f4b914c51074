import { Check, ChevronDown } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useStableId } from '../../../islands/island-id';
import { type TemplateCategory, templateCategories } from '../../../shared/template-categories';
import { fillNodes } from '../../components/fill-nodes';
import { useMessages } from '../../i18n';

/** Undefined is "all categories", the first choice. */
type Choice = TemplateCategory | undefined;

interface CategoryFilterProps {
  selected: Choice;
  onSelect: (category: Choice) => void;
}

const choices: readonly Choice[] = [undefined, ...templateCategories];

const pill =
  'inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium transition-colors aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white';
const pillIdle =
  'border-stone-300 bg-white text-stone-700 hover:border-brand-400 hover:bg-brand-50';

/** Category buttons on wide screens; on phones one button opens the list and a pick closes it. */
export function CategoryFilter({ selected, onSelect }: CategoryFilterProps) {
  const m = useMessages('products').filter;
  const labels = useMessages('catalogue').categories;
  const labelOf = (category: Choice) => (category === undefined ? m.all : labels[category]);
  const [open, setOpen] = useState(false);
  const listId = useStableId('categories');
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const pickOnPhone = (category: Choice) => {
    onSelect(category);
    setOpen(false);
    toggleRef.current?.focus();
  };

  return (
    <>
      <div className="md:hidden">
        <button
          ref={toggleRef}
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((value) => !value)}
          className="flex min-h-12 w-full items-center justify-between gap-3 rounded-xl border border-stone-300 bg-white px-4 text-left text-base font-medium text-stone-900 hover:border-stone-400"
        >
          <span className="text-stone-600">
            {fillNodes(m.current, {
              category: <span className="text-stone-900">{labelOf(selected)}</span>,
            })}
          </span>
          <ChevronDown
            className={`size-5 shrink-0 text-stone-600 transition-transform ${open ? 'rotate-180' : ''}`}
            aria-hidden="true"
          />
        </button>
        <ul
          id={listId}
          hidden={!open}
          aria-label={m.list}
          className="mt-2 grid gap-1 rounded-xl border border-stone-200 bg-white p-2 shadow-lg"
        >
          {choices.map((category) => (
            <li key={labelOf(category)}>
              <button
                type="button"
                aria-pressed={category === selected}
                onClick={() => pickOnPhone(category)}
                className="flex min-h-11 w-full items-center justify-between rounded-lg px-3 text-left text-base text-stone-800 hover:bg-stone-100 aria-pressed:bg-brand-50 aria-pressed:font-semibold aria-pressed:text-brand-800"
              >
                {labelOf(category)}
                {category === selected ? (
                  <Check className="size-4 text-brand-700" aria-hidden="true" />
                ) : null}
              </button>
            </li>
          ))}
        </ul>
      </div>

      <div role="group" aria-label={m.group} className="hidden flex-wrap gap-2 md:flex">
        {choices.map((category) => (
          <button
            key={labelOf(category)}
            type="button"
            aria-pressed={category === selected}
            onClick={() => onSelect(category)}
            className={`${pill} ${category === selected ? '' : pillIdle}`}
          >
            {labelOf(category)}
          </button>
        ))}
      </div>
    </>
  );
}
