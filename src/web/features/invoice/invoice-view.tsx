import { CircleCheck, FileDown } from 'lucide-react';
import { brand } from '../../../shared/brand';
import { dayInPortMoresby, fill, formatDate } from '../../../shared/i18n/format';
import {
  type InvoiceStatus,
  formatToea,
  invoiceLinkApi,
  paymentDetails,
} from '../../../shared/invoice';
import type { Toea } from '../../../shared/money';
import type { CustomerInvoice } from '../../../shared/schemas/invoice';
import { formStatusStyles } from '../../components/ui/form-status';
import { buttonStyles } from '../../components/ui/styles';
import { useLang, useMessages } from '../../i18n';
import { LinkState, tokenInAddress, useCustomerLink } from '../../lib/customer-link';
import { WhatsAppUs } from '../../lib/whatsapp-us';

const STATUS_STYLES: Record<InvoiceStatus, string> = {
  due: 'bg-amber-50 text-amber-900 ring-amber-200',
  overdue: 'bg-red-50 text-red-800 ring-red-200',
  'part-paid': 'bg-sky-50 text-sky-900 ring-sky-200',
  paid: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  cancelled: 'bg-stone-100 text-stone-700 ring-stone-300',
};

/**
 * The customer's invoice, opened from the link in its mail (decision 098): what to pay, by when
 * and how, and the PDF. The service worker keeps the last answer, so it opens offline once seen.
 */
export function InvoiceView() {
  const m = useMessages('invoice');
  const { view, load } = useCustomerLink<CustomerInvoice>(invoiceLinkApi.invoice);
  if (view.kind !== 'ready') return <LinkState view={view} words={m} onRetry={() => void load()} />;
  return <InvoiceDocument invoice={view.document} />;
}

function InvoiceDocument({ invoice }: { invoice: CustomerInvoice }) {
  const m = useMessages('invoice');
  const lang = useLang();
  const date = (iso: string) => formatDate(lang, dayInPortMoresby(iso));
  const token = tokenInAddress();
  const facts: [string, string][] = [
    [m.quote, invoice.quoteReference],
    [m.issued, date(invoice.issuedAt)],
    [m.due, date(invoice.dueAt)],
  ];
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <section
        aria-labelledby="invoice-number"
        className="rounded-2xl border border-stone-200 bg-white p-5 sm:p-7"
      >
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
              {invoice.gst ? m.taxInvoice : m.invoice} · {m.kinds[invoice.kind]}
            </p>
            <h2 id="invoice-number" className="mt-1 text-2xl font-bold tracking-tight">
              {invoice.number}
            </h2>
          </div>
          <p
            className={`rounded-full px-3 py-1 text-sm font-semibold ring-1 ${STATUS_STYLES[invoice.status]}`}
          >
            <span className="sr-only">{m.status}: </span>
            {m.statuses[invoice.status]}
          </p>
        </div>
        <dl className="mt-5 grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-4">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt className="text-stone-600">{label}</dt>
              <dd className="font-semibold text-stone-950">{value}</dd>
            </div>
          ))}
          <div>
            <dt className="text-stone-600">{m.billTo}</dt>
            <dd className="font-semibold break-words text-stone-950">
              {invoice.customerCompany || invoice.customerName}
            </dd>
          </div>
        </dl>
        <ul
          aria-label={m.linesLabel}
          className="mt-6 divide-y divide-stone-200 border-y border-stone-200"
        >
          {invoice.lines.map((line, index) => (
            <li key={index} className="flex items-start justify-between gap-4 py-3">
              <div>
                <p className="font-semibold text-stone-950">
                  {line.quantity} × {line.description}
                </p>
                {invoice.gst ? (
                  <p className="text-sm text-stone-600">
                    {fill(m.gstIncluded, { gst: formatToea(line.gst) })}
                  </p>
                ) : null}
              </div>
              <p className="font-semibold whitespace-nowrap tabular-nums">
                {formatToea(line.amount)}
              </p>
            </li>
          ))}
        </ul>
        <Totals invoice={invoice} />
        {invoice.gst ? (
          <p className="mt-4 text-sm text-stone-600">
            {brand.legalName} · {m.tin} {invoice.gst.tin}
          </p>
        ) : null}
      </section>
      <NextStep invoice={invoice} token={token} />
    </div>
  );
}

function Totals({ invoice }: { invoice: CustomerInvoice }) {
  const m = useMessages('invoice');
  const rows: [string, Toea, boolean][] = [];
  if (invoice.gst) {
    rows.push([m.net, invoice.net, false]);
    rows.push([
      fill(m.gstTotal, { rate: `${invoice.gst.rateBasisPoints / 100}%` }),
      invoice.gstTotal,
      false,
    ]);
  }
  rows.push([m.total, invoice.total, true]);
  if (invoice.paid > 0) rows.push([m.paid, invoice.paid, false]);
  if (invoice.status !== 'cancelled') rows.push([m.balance, invoice.balance, true]);
  return (
    <dl className="mt-4 space-y-1">
      {rows.map(([label, amount, strong]) => (
        <div key={label} className="flex items-baseline justify-between gap-4">
          <dt className={strong ? 'text-lg font-bold' : 'text-stone-700'}>{label}</dt>
          <dd
            className={`tabular-nums ${strong ? 'text-xl font-bold tracking-tight' : 'font-semibold'}`}
          >
            {formatToea(amount)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** What the customer does next: pay (how and by when), or nothing (paid, cancelled). */
function NextStep({ invoice, token }: { invoice: CustomerInvoice; token: string | undefined }) {
  const m = useMessages('invoice');
  const lang = useLang();
  const date = (iso: string) => formatDate(lang, dayInPortMoresby(iso));
  const bank = paymentDetails(invoice, m.howToPay);
  const settled = invoice.status === 'paid' || invoice.status === 'cancelled';
  return (
    <aside className="space-y-4">
      {settled ? (
        <section className={`rounded-2xl border p-5 sm:p-6 ${formStatusStyles.success}`}>
          <p className="flex items-center gap-2 font-bold">
            <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
            {invoice.status === 'paid'
              ? m.paidInFull
              : fill(m.cancelled, {
                  number: invoice.creditNote?.number ?? '',
                  date: date(invoice.creditNote?.issuedAt ?? invoice.issuedAt),
                })}
          </p>
        </section>
      ) : (
        <section
          aria-labelledby="how-to-pay"
          className="rounded-2xl border border-stone-200 bg-stone-50 p-5 sm:p-6"
        >
          <h2 id="how-to-pay" className="text-lg font-bold">
            {m.howToPay.title}
          </h2>
          <p className="mt-2 text-stone-800">
            {fill(m.howToPay.payBy, {
              amount: formatToea(invoice.balance),
              date: date(invoice.dueAt),
            })}
          </p>
          <dl className="mt-4 space-y-2 text-sm">
            {bank.map(([label, value]) => (
              <div key={label}>
                <dt className="text-stone-600">{label}</dt>
                <dd className="font-semibold break-words text-stone-950 select-all">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {token ? (
        <a
          href={invoiceLinkApi.pdf(token)}
          download={`${invoice.number}.pdf`}
          className={`${buttonStyles.secondary} w-full`}
        >
          <FileDown aria-hidden="true" className="size-4" />
          {m.pdf}
        </a>
      ) : null}
      <WhatsAppUs
        label={m.whatsApp.label}
        text={fill(m.whatsApp.aboutInvoice, {
          brand: brand.name,
          number: invoice.number,
          reference: invoice.quoteReference,
        })}
      />
      <p className="text-sm text-stone-600">
        {fill(m.questions, { phone: brand.phone.display, number: invoice.number })}
      </p>
    </aside>
  );
}
