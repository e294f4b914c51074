import { formatMoney, kina } from '../../../shared/money';
import type { QuoteDetail } from '../../../shared/schemas/admin';
import { Section } from '../ui';

// The templates asked for, with their prices and the total.

export function Items({ quote }: { quote: QuoteDetail }) {
  return (
    <Section title="Items">
      <table className="w-full text-sm">
        <thead className="text-left text-xs tracking-wide text-stone-500 uppercase">
          <tr>
            <th scope="col" className="pb-2 font-semibold">
              Template
            </th>
            <th scope="col" className="pb-2 text-right font-semibold">
              Qty
            </th>
            <th scope="col" className="hidden pb-2 text-right font-semibold sm:table-cell">
              Each
            </th>
            <th scope="col" className="pb-2 text-right font-semibold">
              Total
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100 tabular-nums">
          {quote.items.map((item) => (
            <tr key={item.templateId}>
              <td className="py-2 pr-2 text-stone-950">
                {item.title}
                <span className="block text-xs text-stone-500 sm:hidden">
                  {formatMoney(kina(item.unitPrice))} each
                </span>
              </td>
              <td className="py-2 text-right">{item.quantity}</td>
              <td className="hidden py-2 text-right sm:table-cell">
                {formatMoney(kina(item.unitPrice))}
              </td>
              <td className="py-2 text-right font-medium text-stone-950">
                {formatMoney(kina(item.lineTotal))}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot className="tabular-nums">
          <tr className="border-t-2 border-stone-200">
            <th scope="row" className="pt-2 text-left font-semibold text-stone-950">
              Total
            </th>
            <td className="pt-2 text-right">{quote.totalItems}</td>
            <td className="hidden sm:table-cell" />
            <td className="pt-2 text-right text-base font-bold text-stone-950">
              {formatMoney(kina(quote.totalAmount))}
            </td>
          </tr>
        </tfoot>
      </table>
      <p className="mt-2 text-right text-xs text-stone-500">About US${quote.usdEstimate}</p>
    </Section>
  );
}
