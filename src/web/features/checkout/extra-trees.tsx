import { Sprout } from 'lucide-react';
import { fill } from '../../../shared/i18n/format';
import { EXTRA_TREE_PRICE, formatMoney, treeContributionAmount, kina } from '../../../shared/money';
import { MAX_EXTRA_TREES } from '../../../shared/money';
import { fillNodes } from '../../components/fill-nodes';
import { useMessages } from '../../i18n';
import { QuantityControl } from './quantity-control';

interface ExtraTreesProps {
  extraTrees: number;
  treesFunded: number;
  onChange: (extraTrees: number) => void;
}

/** The pledge: one tree per template, plus extra trees at K5 each. Zero extra trees is "off". */
export function ExtraTrees({ extraTrees, treesFunded, onChange }: ExtraTreesProps) {
  const m = useMessages('checkout').trees;
  const on = extraTrees > 0;
  return (
    <div className="rounded-xl bg-brand-50 p-4 ring-1 ring-brand-100">
      <div className="flex items-start gap-3">
        <Sprout className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
        <div className="flex-1">
          <div className="flex items-center justify-between gap-3">
            <label
              htmlFor="extra-trees-switch"
              className="cursor-pointer font-semibold text-stone-950"
            >
              {m.label}
            </label>
            {/* The real checkbox covers the drawn switch, so a tap anywhere on it toggles. */}
            <span className="relative inline-flex h-11 w-14 shrink-0 items-center justify-center">
              <input
                id="extra-trees-switch"
                type="checkbox"
                role="switch"
                checked={on}
                aria-describedby="extra-trees-note"
                onChange={(event) => onChange(event.target.checked ? 1 : 0)}
                className="peer absolute inset-0 z-10 m-0 size-full cursor-pointer opacity-0"
              />
              <span
                aria-hidden="true"
                className="pointer-events-none relative inline-flex h-7 w-12 rounded-full bg-stone-500 transition-colors peer-checked:bg-brand-700 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500 after:absolute after:top-1 after:left-1 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5"
              />
            </span>
          </div>
          <p id="extra-trees-note" className="text-sm text-stone-700">
            {fill(m.note, { price: formatMoney(kina(EXTRA_TREE_PRICE)) })}
          </p>
          {on ? (
            <div className="mt-3 flex flex-wrap items-center gap-3">
              <QuantityControl
                value={extraTrees}
                max={MAX_EXTRA_TREES}
                onChange={(value) => onChange(Math.max(0, value))}
                inputLabel={m.quantity}
                decreaseLabel={m.fewer}
                increaseLabel={m.more}
                decreaseDisabled={extraTrees <= 1}
              />
              <span className="text-sm text-stone-700">
                {fillNodes(m.contribution, {
                  amount: (
                    <strong className="text-stone-950">
                      {formatMoney(kina(treeContributionAmount(extraTrees)))}
                    </strong>
                  ),
                })}
              </span>
            </div>
          ) : null}
          <p className="mt-3 text-sm text-stone-700">
            {fillNodes(m.funded, {
              count: <strong className="text-stone-950">{treesFunded}</strong>,
            })}
          </p>
        </div>
      </div>
    </div>
  );
}
