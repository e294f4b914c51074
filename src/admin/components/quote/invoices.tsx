import { useFetcher } from 'react-router';
import { type InvoiceKind, type InvoiceStatus, formatToea } from '../../../shared/invoice';
import { type AdminInvoice, type QuoteDetail, adminApi } from '../../../shared/schemas/admin';
import type { ActionResult } from '../../api';
import { formatTime } from '../../format';
import { Badge, Feedback, linkStyles, Section, smallButtonStyles } from '../ui';

// A won quote's invoices (decision 098): issued in two taps, each mailed with its PDF.

const KIND_LABELS: Record<InvoiceKind, string> = {
  full: 'Full payment',
  deposit: '50% deposit',
  balance: 'Balance',
};

const STATUS: Record<InvoiceStatus, { label: string; tone: string }> = {
  due: { label: 'Due', tone: 'bg-amber-50 text-amber-900 ring-amber-200' },
  overdue: { label: 'Overdue', tone: 'bg-red-50 text-red-800 ring-red-200' },
  'part-paid': { label: 'Part paid', tone: 'bg-sky-50 text-sky-900 ring-sky-200' },
  paid: { label: 'Paid', tone: 'bg-emerald-50 text-emerald-800 ring-emerald-200' },
  cancelled: { label: 'Cancelled', tone: 'bg-stone-100 text-stone-700 ring-stone-300' },
};

/** What may be issued next: the same rule the server keeps (repositories/invoices.ts). */
function nextKinds(quote: QuoteDetail): InvoiceKind[] {
  if (quote.status !== 'won') return [];
  const live = quote.invoices.filter((invoice) => invoice.status !== 'cancelled');
  if (live.length === 0) return ['full', 'deposit'];
  const hasDeposit = live.some((invoice) => invoice.kind === 'deposit');
  const hasBalance = live.some((invoice) => invoice.kind === 'balance');
  return hasDeposit && !hasBalance ? ['balance'] : [];
}

const BUTTON_LABELS: Record<InvoiceKind, string> = {
  full: 'Invoice in full',
  deposit: 'Invoice a 50% deposit',
  balance: 'Invoice the balance',
};

function InvoiceRow({ invoice }: { invoice: AdminInvoice }) {
  const status = STATUS[invoice.status];
  return (
    <li className="py-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold text-stone-950">{invoice.number}</span>
        <Badge tone={status.tone}>{status.label}</Badge>
      </div>
      <p className="mt-1 text-stone-700">
        {KIND_LABELS[invoice.kind]} · {formatToea(invoice.total)}
        {invoice.paid > 0 && <> · paid {formatToea(invoice.paid)}</>} · due{' '}
        {formatTime(invoice.dueAt)}
      </p>
      <p className="mt-1 text-stone-600">
        Issued by {invoice.issuedBy} {formatTime(invoice.issuedAt)} ·{' '}
        <a
          href={adminApi.invoicePdf(invoice.number)}
          target="_blank"
          rel="noreferrer"
          className={linkStyles}
        >
          PDF<span className="sr-only"> of {invoice.number}</span>
        </a>
      </p>
      {invoice.creditNote && (
        <p className="mt-1 text-stone-600">
          Cancelled by {invoice.creditNote.number}: {invoice.creditNote.reason}
        </p>
      )}
    </li>
  );
}

export function Invoices({ quote }: { quote: QuoteDetail }) {
  const fetcher = useFetcher<ActionResult>();
  const kinds = nextKinds(quote);
  if (quote.invoices.length === 0 && kinds.length === 0) return null;
  const busy = fetcher.state !== 'idle';
  const pending = busy ? String(fetcher.formData?.get('kind') ?? '') : '';
  return (
    <Section title="Invoices">
      {quote.invoices.length > 0 && (
        <ul aria-label="Invoices" className="mb-3 divide-y divide-stone-200">
          {quote.invoices.map((invoice) => (
            <InvoiceRow key={invoice.number} invoice={invoice} />
          ))}
        </ul>
      )}
      {kinds.length > 0 && (
        <>
          <p className="mb-2 text-sm text-stone-600">
            The invoice is mailed to {quote.customer.email} with its PDF, in the customer&apos;s
            language. Custom projects start with a 50% deposit; templates are paid in full.
          </p>
          <fetcher.Form method="post" className="flex flex-wrap gap-2">
            <input type="hidden" name="intent" value="invoice" />
            {kinds.map((kind) => (
              <button
                key={kind}
                type="submit"
                name="kind"
                value={kind}
                disabled={busy}
                className={
                  kind === kinds[0] ? smallButtonStyles.primary : smallButtonStyles.secondary
                }
              >
                {pending === kind ? 'Issuing…' : BUTTON_LABELS[kind]}
              </button>
            ))}
          </fetcher.Form>
        </>
      )}
      <Feedback fetcher={fetcher} />
    </Section>
  );
}
