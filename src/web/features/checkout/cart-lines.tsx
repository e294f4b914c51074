import { Trash2 } from 'lucide-react';
import { fill } from '../../../shared/i18n/format';
import { formatMoney, kina } from '../../../shared/money';
import { Thumbnail } from '../../components/ui/thumbnail';
import { useMessages } from '../../i18n';
import type { Personalisation } from '../../../shared/personalisation';
import { PersonalisationNote } from './personalisation-note';
import type { CheckoutLine } from './quote-payload';
import { QuantityControl } from './quantity-control';

interface CartLinesProps {
  lines: readonly CheckoutLine[];
  maxQuantity: number;
  onQuantity: (id: number, quantity: number) => void;
  onRemove: (id: number) => void;
  onClear: () => void;
  /** What the visitor tried a template with, shown on its line; null for none. */
  personalisationOf: (slug: string) => Personalisation | null;
}

export function CartLines({
  lines,
  maxQuantity,
  onQuantity,
  onRemove,
  onClear,
  personalisationOf,
}: CartLinesProps) {
  const m = useMessages('checkout').lines;
  const categories = useMessages('catalogue').categories;
  return (
    <section aria-labelledby="cart-heading">
      <div className="flex items-center justify-between gap-4">
        <h2 id="cart-heading" className="text-xl font-semibold">
          {m.title}
        </h2>
        <button
          type="button"
          onClick={onClear}
          className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full px-4 text-sm font-semibold whitespace-nowrap text-red-700 transition-colors hover:bg-red-50"
        >
          <Trash2 className="size-4" aria-hidden="true" />
          {m.clear}
        </button>
      </div>
      <ul className="mt-4 divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
        {lines.map((line) => {
          const personalisation = personalisationOf(line.slug);
          return (
            <li
              key={line.id}
              aria-label={line.title}
              className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-3 p-4 sm:grid-cols-[auto_minmax(0,1fr)_auto] sm:items-center sm:p-5"
            >
              <Thumbnail
                src={line.image}
                srcSet={line.srcSet}
                sizes="8rem"
                alt=""
                width={128}
                height={80}
                className="h-14 w-[5.6rem] rounded-lg border border-stone-200 object-cover sm:h-20 sm:w-32"
              />
              <div className="min-w-0">
                <h3 className="font-semibold">{line.title}</h3>
                <p className="text-sm text-stone-600">{categories[line.category]}</p>
                {personalisation ? <PersonalisationNote personalisation={personalisation} /> : null}
                <p className="mt-1 text-sm text-stone-600">
                  {fill(m.each, { price: formatMoney(kina(line.priceNumeric)) })}
                </p>
              </div>
              <div className="col-span-2 flex flex-wrap items-center justify-between gap-3 sm:col-span-1 sm:justify-end">
                {/* Quiet: one copy is the usual; more is for a business with several sites (decision 087). */}
                <div className="flex items-center gap-2 text-sm text-stone-600">
                  <span aria-hidden="true">{m.copies}</span>
                  <QuantityControl
                    compact
                    value={line.quantity}
                    max={maxQuantity}
                    onChange={(quantity) => onQuantity(line.id, quantity)}
                    inputLabel={fill(m.quantity, { title: line.title })}
                    decreaseLabel={fill(m.decrease, { title: line.title })}
                    increaseLabel={fill(m.increase, { title: line.title })}
                  />
                </div>
                <p className="min-w-20 text-right text-lg font-bold text-stone-950 tabular-nums">
                  <span className="sr-only">{m.lineTotal}</span>
                  {formatMoney(kina(line.priceNumeric * line.quantity))}
                </p>
                <button
                  type="button"
                  onClick={() => onRemove(line.id)}
                  aria-label={fill(m.remove, { title: line.title })}
                  className="inline-flex size-11 items-center justify-center rounded-full text-stone-500 transition-colors hover:bg-red-50 hover:text-red-700"
                >
                  <Trash2 className="size-5" aria-hidden="true" />
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
