import { useMessages } from '../../i18n';
import { PersonalisationNote } from './personalisation-note';
import type { SentItem } from './use-quote-request';

/** The confirmation's list: the templates asked for, each with what it was tried with. */
export function SentItems({ items }: { items: readonly SentItem[] }) {
  const m = useMessages('checkout');
  if (items.length === 0) return null;
  return (
    <div className="mt-3">
      <p className="text-sm font-semibold text-stone-800">{m.sent}</p>
      <ul className="mt-1 space-y-2">
        {items.map((item) => (
          <li key={item.id} className="text-sm text-stone-700">
            <span className="font-semibold text-stone-950">{item.title}</span>
            {item.quantity > 1 ? <span className="tabular-nums"> × {item.quantity}</span> : null}
            {item.personalisation ? (
              <PersonalisationNote personalisation={item.personalisation} />
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
