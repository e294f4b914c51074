import { Check, ExternalLink, FileDown } from 'lucide-react';
import { dayInPortMoresby, fill, formatDate } from '../../../shared/i18n/format';
import { formatToea } from '../../../shared/invoice';
import { formatMoney, kina } from '../../../shared/money';
import { orderLinkApi, orderNext } from '../../../shared/order';
import { orderMoneyText } from '../../../shared/order-money';
import type { CustomerOrder } from '../../../shared/schemas/order';
import { textLinkStyles } from '../../components/ui/styles';
import { useLang, useMessages } from '../../i18n';
import { LinkState, tokenInAddress, useCustomerLink } from '../../lib/customer-link';
import { WhatsAppUs } from '../../lib/whatsapp-us';
import { useSiteFacts } from '../../islands/page-content';

/**
 * The customer's order, opened from a link in our mails (issue 27, item 5): each step with its
 * date, what to do next, and the invoices with their PDFs. No account: the link is the key.
 */
export function OrderStatus() {
  const m = useMessages('order');
  const { view, load } = useCustomerLink<CustomerOrder>(orderLinkApi.order);
  if (view.kind !== 'ready') return <LinkState view={view} words={m} onRetry={() => void load()} />;
  return <OrderView order={view.document} />;
}

/** A site's address as people say it: no scheme, no trailing slash. */
const shownAddress = (url: string) => url.replace(/^https:\/\//, '').replace(/\/$/, '');

function OrderView({ order }: { order: CustomerOrder }) {
  const m = useMessages('order');
  const invoiceWords = useMessages('invoice');
  const { statuses } = invoiceWords;
  const facts = useSiteFacts();
  const lang = useLang();
  const date = (iso: string) => formatDate(lang, dayInPortMoresby(iso));
  const reached = Object.fromEntries(order.steps.map(({ step, at }) => [step, at]));
  const next = orderNext(reached, order.money.due);
  const token = tokenInAddress() ?? '';
  const nextText =
    next === 'wait-delivery'
      ? order.deliveryDueAt
        ? fill(m.next['wait-delivery'], { date: date(order.deliveryDueAt) })
        : m.customBuild
      : fill(m.next[next], { phone: facts.phone.display });
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <section
        aria-labelledby="order-reference"
        className="rounded-2xl border border-stone-200 bg-white p-5 sm:p-7"
      >
        <h2 id="order-reference" className="text-xl font-bold tracking-tight">
          {fill(m.reference, { reference: order.reference })}
        </h2>
        <p className="mt-1 text-stone-600">
          {order.customerName} · {fill(m.total, { amount: formatMoney(kina(order.totalAmount)) })}
        </p>
        <p
          className={`mt-3 rounded-lg px-3 py-2 font-semibold ${order.money.state === 'paid' ? 'bg-emerald-50 text-emerald-900' : 'bg-amber-50 text-amber-950'}`}
        >
          {orderMoneyText(m.money, order.money, { amount: formatToea, date })}
        </p>
        <ol aria-label={m.stepsLabel} className="mt-6">
          {order.steps.map(({ step, at }, index) => (
            <li key={step} className="relative flex gap-4 pb-6 last:pb-0">
              {index < order.steps.length - 1 && (
                <span
                  aria-hidden="true"
                  className={`absolute top-7 left-3.5 h-[calc(100%-1.75rem)] w-0.5 ${at ? 'bg-brand-600' : 'bg-stone-200'}`}
                />
              )}
              <span
                aria-hidden="true"
                className={`grid size-7 shrink-0 place-items-center rounded-full ${at ? 'bg-brand-700 text-white' : 'border-2 border-stone-300 bg-white'}`}
              >
                {at ? <Check className="size-4" /> : null}
              </span>
              <div>
                <p className={`font-semibold ${at ? 'text-stone-950' : 'text-stone-500'}`}>
                  {m.steps[step]}
                </p>
                <p className="text-sm text-stone-600">{at ? date(at) : m.notYet}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
      <aside className="space-y-4">
        <section
          aria-labelledby="order-next"
          className="rounded-2xl border border-stone-200 bg-stone-50 p-5 sm:p-6"
        >
          <h2 id="order-next" className="text-lg font-bold">
            {m.nextTitle}
          </h2>
          <p className="mt-2 text-stone-800">{nextText}</p>
          {order.siteUrl && (
            <p className="mt-3">
              <span className="block text-sm font-semibold text-stone-950">{m.site}</span>
              <a
                href={order.siteUrl}
                className={`${textLinkStyles} inline-flex items-center gap-1.5 break-all`}
              >
                {shownAddress(order.siteUrl)}
                <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
              </a>
            </p>
          )}
        </section>
        <WhatsAppUs
          number={facts.whatsappNumber}
          label={invoiceWords.whatsApp.label}
          text={fill(invoiceWords.whatsApp.aboutOrder, {
            brand: facts.name,
            reference: order.reference,
          })}
        />
        {order.invoices.length > 0 && (
          <section
            aria-labelledby="order-invoices"
            className="rounded-2xl border border-stone-200 bg-white p-5 sm:p-6"
          >
            <h2 id="order-invoices" className="text-lg font-bold">
              {m.invoicesLabel}
            </h2>
            <ul className="mt-3 space-y-3 text-sm">
              {order.invoices.map((invoice) => (
                <li key={invoice.number}>
                  <p className="font-semibold text-stone-950">
                    {fill(m.invoice, {
                      number: invoice.number,
                      status: statuses[invoice.status],
                      amount: formatToea(invoice.total),
                    })}
                  </p>
                  <a
                    href={orderLinkApi.invoicePdf(token, invoice.number)}
                    download={`${invoice.number}.pdf`}
                    className={`${textLinkStyles} mt-1 inline-flex items-center gap-1.5`}
                  >
                    <FileDown aria-hidden="true" className="size-4" />
                    {fill(m.pdf, { number: invoice.number })}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
      </aside>
    </div>
  );
}
