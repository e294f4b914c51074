import { CircleCheck, FileDown } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { dayInPortMoresby, fill, formatDate } from '../../shared/i18n/format';
import type { Lang } from '../../shared/i18n/lang';
import { type InvoiceStatus, type PaymentRow, formatToea, paymentRows } from '../../shared/invoice';
import type { Toea } from '../../shared/money';
import type { CustomerInvoice } from '../../shared/schemas/invoice';
import type { invoice as englishInvoice } from '../../shared/words/en/invoice';
import { CopyButton } from './ui/copy-button';
import { formStatusStyles } from './ui/form-status';
import { buttonStyles } from './ui/styles';

// The invoice as its customer reads it (decisions 098, 111): on the page its link opens and, as a
// draft, in the inbox before staff issue it. Data and words come in as props, so both can show it.

export type InvoiceWords = typeof englishInvoice;

const STATUS_STYLES: Record<InvoiceStatus, string> = {
  due: 'bg-amber-50 text-amber-900 ring-amber-200',
  overdue: 'bg-red-50 text-red-800 ring-red-200',
  'part-paid': 'bg-sky-50 text-sky-900 ring-sky-200',
  paid: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  cancelled: 'bg-stone-100 text-stone-700 ring-stone-300',
};

/** What the customer types into their bank's form: these rows carry a copy button. */
const COPIED: readonly PaymentRow['field'][] = ['reference', 'accountNumber'];

/** What goes on the clipboard: an account number without its spaces, as banks' forms take it. */
export const copiedValue = (row: PaymentRow): string =>
  row.field === 'accountNumber' ? row.value.replace(/\s+/g, '') : row.value;

/** The reference and the account number first (they are copied), then the rest in their order. */
export const payRowsInOrder = (rows: readonly PaymentRow[]): PaymentRow[] => [
  ...COPIED.flatMap((field) => rows.filter((row) => row.field === field)),
  ...rows.filter((row) => !COPIED.includes(row.field)),
];

interface Props {
  invoice: CustomerInvoice;
  words: InvoiceWords;
  lang: Lang;
  /** The agency's name on a GST invoice and the phone to ask on: given by the page (decision 122). */
  agency: { legalName: string; phone: string };
  /** The PDF's address; none for a draft, which has no PDF yet. */
  pdfHref?: string | undefined;
  /** A draft shown to staff before it is issued: no status yet. */
  draft?: boolean;
  /** More ways forward under the PDF, such as a WhatsApp chat about this invoice. */
  children?: ReactNode;
}

/**
 * Leads with what to pay (issue 43, point 4): the amount due, the due day, the reference and the
 * account number to copy; then the lines and totals; then the PDF.
 */
export function InvoiceDocument({
  invoice,
  words: m,
  lang,
  agency,
  pdfHref,
  draft = false,
  children,
}: Props) {
  const date = (iso: string) => formatDate(lang, dayInPortMoresby(iso));
  const facts: [string, string][] = [
    [m.quote, invoice.quoteReference],
    [m.issued, date(invoice.issuedAt)],
    [m.due, date(invoice.dueAt)],
  ];
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start lg:gap-8">
      <PayNow invoice={invoice} words={m} date={date} />
      <section
        aria-labelledby="invoice-number"
        className="rounded-2xl border border-stone-200 bg-white p-5 sm:p-7 lg:col-start-1 lg:row-span-2 lg:row-start-1"
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
          {draft ? null : (
            <p
              className={`rounded-full px-3 py-1 text-sm font-semibold ring-1 ${STATUS_STYLES[invoice.status]}`}
            >
              <span className="sr-only">{m.status}: </span>
              {m.statuses[invoice.status]}
            </p>
          )}
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
        <Totals invoice={invoice} words={m} />
        {invoice.gst ? (
          <p className="mt-4 text-sm text-stone-600">
            {agency.legalName} · {m.tin} {invoice.gst.tin}
          </p>
        ) : null}
      </section>
      <div className="space-y-4 lg:col-start-2">
        {pdfHref ? (
          <a
            href={pdfHref}
            download={`${invoice.number}.pdf`}
            className={`${buttonStyles.secondary} w-full`}
          >
            <FileDown aria-hidden="true" className="size-4" />
            {m.pdf}
          </a>
        ) : null}
        {children}
        <p className="text-sm text-stone-600">
          {fill(m.questions, { phone: agency.phone, number: invoice.number })}
        </p>
      </div>
    </div>
  );
}

function Totals({ invoice, words: m }: { invoice: CustomerInvoice; words: InvoiceWords }) {
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

/** The top of the invoice: what to pay, by when and how; or that nothing is owed. */
function PayNow({
  invoice,
  words: m,
  date,
}: {
  invoice: CustomerInvoice;
  words: InvoiceWords;
  date: (iso: string) => string;
}) {
  const place = 'lg:col-start-2 lg:row-start-1';
  if (invoice.status === 'paid' || invoice.status === 'cancelled') {
    return (
      <section className={`rounded-2xl border p-5 sm:p-6 ${formStatusStyles.success} ${place}`}>
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
    );
  }
  const overdue = invoice.status === 'overdue';
  return (
    <section
      aria-labelledby="amount-due"
      className={`rounded-2xl border-2 border-brand-700 bg-white p-5 shadow-sm sm:p-6 ${place}`}
    >
      <h2 id="amount-due" className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
        {m.payNow.amountDue}
      </h2>
      <p className="mt-1 text-4xl font-bold tracking-tight text-stone-950 tabular-nums">
        {formatToea(invoice.balance)}
      </p>
      <p className="mt-2 flex flex-wrap items-baseline gap-x-2 text-stone-800">
        <span className="text-stone-600">{m.payNow.dueDay}</span>
        <strong className={overdue ? 'text-red-800' : 'text-stone-950'}>
          {date(invoice.dueAt)}
        </strong>
        {overdue ? <span className="text-sm text-red-800">({m.statuses.overdue})</span> : null}
      </p>
      {invoice.paid > 0 ? (
        <p className="mt-1 text-sm text-stone-600">
          {fill(m.payNow.paidSoFar, {
            paid: formatToea(invoice.paid),
            total: formatToea(invoice.total),
          })}
        </p>
      ) : null}
      <div className="mt-5 border-t border-stone-200 pt-4">
        <h3 className="font-bold">{m.howToPay.title}</h3>
        <p className="mt-1 text-sm text-stone-600">{m.intro}</p>
        <dl className="mt-2 divide-y divide-stone-200">
          {payRowsInOrder(paymentRows(invoice, m.howToPay)).map((row) =>
            COPIED.includes(row.field) ? (
              <CopyRow key={row.field} row={row} words={m.payNow} />
            ) : (
              <div key={row.field} className="py-2 text-sm">
                <dt className="text-stone-600">{row.label}</dt>
                <dd className="font-semibold break-words text-stone-950">{row.value}</dd>
              </div>
            ),
          )}
        </dl>
      </div>
    </section>
  );
}

/** A value to type into the bank's form: large, selectable text, and a button that copies it. */
function CopyRow({ row, words }: { row: PaymentRow; words: InvoiceWords['payNow'] }) {
  const shown = useRef<HTMLSpanElement>(null);
  return (
    <div className="py-2.5">
      <dt className="text-sm text-stone-600">{row.label}</dt>
      <dd className="mt-0.5 grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1">
        <span
          ref={shown}
          className="min-w-0 text-lg font-bold break-all text-stone-950 tabular-nums select-all"
        >
          {row.value}
        </span>
        <CopyButton text={copiedValue(row)} label={row.label} shown={shown} words={words} />
      </dd>
    </div>
  );
}
