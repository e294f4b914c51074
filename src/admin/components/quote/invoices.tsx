import { useState } from 'react';
import { useFetcher } from 'react-router';
import {
  CREDIT_REASONS,
  type CreditReason,
  type InvoiceKind,
  type InvoiceStatus,
  PAYMENT_METHODS,
  type PaymentMethod,
  formatToea,
} from '../../../shared/invoice';
import { toea } from '../../../shared/money';
import { type AdminInvoice, type QuoteDetail, adminApi } from '../../../shared/schemas/admin';
import { type ActionResult, currentSession } from '../../api';
import { formatTime } from '../../format';
import { DRAFT_TITLES, InvoiceDraftSheet } from './invoice-draft';
import {
  Badge,
  Feedback,
  MoneyBadge,
  inputStyles,
  labelStyles,
  linkStyles,
  Section,
  smallButtonStyles,
} from '../ui';

// A won quote's invoices (decision 098): each looked at as a draft, then issued and mailed with its
// PDF (decision 111).

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

/** An invoice staff may issue next, whether it is the one to issue now, and why (decision 111). */
export interface InvoiceChoice {
  kind: InvoiceKind;
  primary: boolean;
  note: string;
}

/**
 * What may be issued next, by the rule the server keeps: a full invoice or a deposit first, then
 * the balance of a deposit. The balance is offered as the next step once the deposit is paid;
 * before that staff may still choose it, as a secondary action that says so.
 */
export function invoiceChoices(quote: QuoteDetail): InvoiceChoice[] {
  if (quote.status !== 'won') return [];
  const live = quote.invoices.filter((invoice) => invoice.status !== 'cancelled');
  if (live.length === 0) {
    return [
      {
        kind: 'full',
        primary: true,
        note: 'Templates: the terms ask for the whole price before delivery.',
      },
      {
        kind: 'deposit',
        primary: false,
        note: 'Custom projects: half before work starts, the balance on completion.',
      },
    ];
  }
  const deposit = live.find((invoice) => invoice.kind === 'deposit');
  if (!deposit || live.some((invoice) => invoice.kind === 'balance')) return [];
  if (deposit.status === 'paid') {
    return [
      {
        kind: 'balance',
        primary: true,
        note: `Deposit ${deposit.number} is paid: the balance is due on completion, before the site goes live.`,
      },
    ];
  }
  return [
    {
      kind: 'balance',
      primary: false,
      note: `Deposit ${deposit.number} is not paid yet (${formatToea(toea(deposit.total - deposit.paid))} to pay): invoice the balance now only if you agreed it with the customer.`,
    },
  ];
}

const METHOD_LABELS: Record<PaymentMethod, string> = {
  'bank-transfer': 'Bank transfer',
  'mobile-money': 'Mobile money',
  cash: 'Cash',
  other: 'Other',
};

const REASON_LABELS: Record<CreditReason, string> = {
  technical: 'Technical issue (within 7 days)',
  duplicate: 'Duplicate purchase (within 24 hours)',
  other: 'Another reason (write it below)',
};

/** Today in Port Moresby, as a date input wants it. */
const todayInPng = () => new Date(Date.now() + 10 * 3_600_000).toISOString().slice(0, 10);

/** Money received on an open invoice: the balance is offered, a part payment typed over it. */
function PaymentForm({ invoice }: { invoice: AdminInvoice }) {
  const fetcher = useFetcher<ActionResult>();
  const busy = fetcher.state !== 'idle';
  const id = (name: string) => `${invoice.number}-${name}`;
  const balance = invoice.total - invoice.paid;
  return (
    <details className="mt-2 rounded-lg bg-stone-50 p-3">
      <summary className="cursor-pointer font-semibold text-stone-900">
        Record a payment<span className="sr-only"> on {invoice.number}</span>
      </summary>
      <fetcher.Form method="post" className="mt-3 grid gap-3 sm:grid-cols-2" key={invoice.paid}>
        <input type="hidden" name="intent" value="payment" />
        <input type="hidden" name="invoice" value={invoice.number} />
        <div>
          <label htmlFor={id('amount')} className={labelStyles}>
            Amount received (K)
          </label>
          <input
            id={id('amount')}
            name="amount"
            inputMode="decimal"
            defaultValue={(balance / 100).toFixed(2)}
            className={`${inputStyles} mt-1`}
          />
        </div>
        <div>
          <label htmlFor={id('paid-on')} className={labelStyles}>
            Day received
          </label>
          <input
            id={id('paid-on')}
            name="paidOn"
            type="date"
            defaultValue={todayInPng()}
            className={`${inputStyles} mt-1`}
          />
        </div>
        <div>
          <label htmlFor={id('method')} className={labelStyles}>
            Method
          </label>
          <select id={id('method')} name="method" className={`${inputStyles} mt-1`}>
            {PAYMENT_METHODS.map((method) => (
              <option key={method} value={method}>
                {METHOD_LABELS[method]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={id('reference')} className={labelStyles}>
            Bank’s reference
          </label>
          <input id={id('reference')} name="bankReference" className={`${inputStyles} mt-1`} />
        </div>
        <div className="sm:col-span-2">
          <button type="submit" disabled={busy} className={smallButtonStyles.primary}>
            {busy ? 'Recording…' : 'Record payment'}
          </button>
        </div>
      </fetcher.Form>
      <Feedback fetcher={fetcher} />
    </details>
  );
}

/** An owner cancels an invoice, only by a credit note that gives the reason. */
function CreditNoteForm({ invoice }: { invoice: AdminInvoice }) {
  const fetcher = useFetcher<ActionResult>();
  const busy = fetcher.state !== 'idle';
  const id = (name: string) => `${invoice.number}-credit-${name}`;
  return (
    <details className="mt-2 rounded-lg bg-stone-50 p-3">
      <summary className="cursor-pointer font-semibold text-stone-900">
        Cancel with a credit note<span className="sr-only"> for {invoice.number}</span>
      </summary>
      <fetcher.Form method="post" className="mt-3 grid gap-3">
        <input type="hidden" name="intent" value="credit-note" />
        <input type="hidden" name="invoice" value={invoice.number} />
        <div>
          <label htmlFor={id('reason')} className={labelStyles}>
            Reason
          </label>
          <select id={id('reason')} name="reason" className={`${inputStyles} mt-1`}>
            {CREDIT_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {REASON_LABELS[reason]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={id('note')} className={labelStyles}>
            Note
          </label>
          <input id={id('note')} name="note" className={`${inputStyles} mt-1`} />
        </div>
        <div>
          <button type="submit" disabled={busy} className={smallButtonStyles.secondary}>
            {busy ? 'Issuing…' : 'Issue credit note'}
          </button>
        </div>
      </fetcher.Form>
      <Feedback fetcher={fetcher} />
    </details>
  );
}

function InvoiceRow({ invoice }: { invoice: AdminInvoice }) {
  const status = STATUS[invoice.status];
  const open = invoice.status !== 'cancelled' && invoice.status !== 'paid';
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
      {invoice.payments.length > 0 && (
        <ul aria-label={`Payments on ${invoice.number}`} className="mt-1 text-stone-600">
          {invoice.payments.map((payment, index) => (
            <li key={index}>
              {formatToea(payment.amount)} on {payment.paidOn}, {METHOD_LABELS[payment.method]}
              {payment.bankReference && <> ({payment.bankReference})</>}, recorded by{' '}
              {payment.recordedBy}
            </li>
          ))}
        </ul>
      )}
      {invoice.creditNote && (
        <p className="mt-1 text-stone-600">
          Cancelled by {invoice.creditNote.number}: {invoice.creditNote.reason}
        </p>
      )}
      {open && <PaymentForm invoice={invoice} />}
      {invoice.status !== 'cancelled' && currentSession()?.role === 'owner' && (
        <CreditNoteForm invoice={invoice} />
      )}
    </li>
  );
}

/**
 * A paid order: when the template is due, and the form that records its delivery at the site's
 * address, which the customer is mailed and their order page links to (decision 110).
 */
function Delivery({ quote }: { quote: QuoteDetail }) {
  const fetcher = useFetcher<ActionResult>();
  if (!quote.paidAt && !quote.deliveredAt) return null;
  return (
    <div className="mt-3 border-t border-stone-200 pt-3 text-sm">
      {quote.deliveredAt ? (
        <p className="font-semibold text-emerald-800">
          Delivered {formatTime(quote.deliveredAt)}
          {quote.siteUrl && (
            <>
              {' '}
              at{' '}
              <a href={quote.siteUrl} target="_blank" rel="noreferrer" className={linkStyles}>
                {quote.siteUrl}
              </a>
            </>
          )}
        </p>
      ) : (
        <fetcher.Form method="post" className="grid gap-2">
          <input type="hidden" name="intent" value="delivered" />
          <p className="text-stone-700">
            Paid in full {quote.paidAt && formatTime(quote.paidAt)}
            {quote.deliveryDueAt && <> · deliver by {formatTime(quote.deliveryDueAt)}</>}
          </p>
          <label htmlFor="site-url" className={labelStyles}>
            Address of the delivered site
          </label>
          <div className="flex flex-wrap items-center gap-2">
            <input
              id="site-url"
              name="siteUrl"
              type="url"
              inputMode="url"
              placeholder="https://"
              aria-describedby="site-url-hint"
              className={`${inputStyles} min-w-0 flex-1`}
            />
            <button
              type="submit"
              disabled={fetcher.state !== 'idle'}
              className={smallButtonStyles.primary}
            >
              Mark delivered
            </button>
          </div>
          <p id="site-url-hint" className="text-stone-600">
            The customer is mailed this address in their language, and their order page links to it.
          </p>
        </fetcher.Form>
      )}
      <Feedback fetcher={fetcher} />
    </div>
  );
}

/**
 * Where the order's money stands (decision 109): what is still to pay on its invoices, its value
 * not yet invoiced (a deposit's other half) and the next due day. "Paid" only when nothing is left.
 */
function OrderMoney({ money }: { money: NonNullable<QuoteDetail['money']> }) {
  const parts = [
    money.due > 0 && `${formatToea(money.due)} to pay`,
    money.toInvoice > 0 && `${formatToea(money.toInvoice)} to invoice`,
    money.nextDueAt && `next due ${formatTime(money.nextDueAt)}`,
  ].filter(Boolean);
  return (
    <p className="mb-3 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-stone-700">
      <MoneyBadge state={money.state} />
      <span className="tabular-nums">
        {parts.length > 0 ? parts.join(' · ') : 'Nothing left to pay or to invoice'}
      </span>
    </p>
  );
}

/**
 * The links in mails already sent stop working (a mail to a wrong address, a shared phone), and
 * reminders carry none until staff put them back (decision 104).
 */
function RevokeLinks({ quote }: { quote: QuoteDetail }) {
  const fetcher = useFetcher<ActionResult>();
  const busy = fetcher.state !== 'idle';
  const offSince = quote.reminderLinksOffSince;
  return (
    <fetcher.Form
      method="post"
      className="mt-3 flex flex-wrap items-center justify-between gap-2 border-t border-stone-200 pt-3 text-sm"
    >
      <p className="text-stone-700">
        {offSince
          ? `Links revoked ${formatTime(offSince)}: reminders carry no links to the invoices or the order.`
          : 'Links to the invoices and the order, in mails already sent.'}
      </p>
      <div className="flex flex-wrap gap-2">
        {offSince && (
          <button
            type="submit"
            name="intent"
            value="reminder-links"
            disabled={busy}
            className={smallButtonStyles.secondary}
          >
            Put links back in reminders
          </button>
        )}
        <button
          type="submit"
          name="intent"
          value="revoke-customer-links"
          disabled={busy}
          className={smallButtonStyles.secondary}
        >
          {offSince ? 'Revoke links again' : 'Revoke links; reminders will carry none'}
        </button>
      </div>
      <Feedback fetcher={fetcher} className="w-full" />
    </fetcher.Form>
  );
}

/** Reminders of unpaid invoices go to this customer unless staff turn them off. */
function Reminders({ quote }: { quote: QuoteDetail }) {
  const fetcher = useFetcher<ActionResult>();
  const busy = fetcher.state !== 'idle';
  return (
    <fetcher.Form
      method="post"
      className="mt-3 flex flex-wrap items-center justify-between gap-2 border-t border-stone-200 pt-3 text-sm"
    >
      <input type="hidden" name="intent" value="reminders" />
      <input type="hidden" name="on" value={quote.remindersOff ? 'yes' : 'no'} />
      <p className="text-stone-700">
        {quote.remindersOff
          ? 'Payment reminders are off for this customer.'
          : 'Unpaid invoices are reminded by mail on the due day and 7 days later.'}
      </p>
      <button type="submit" disabled={busy} className={smallButtonStyles.secondary}>
        {quote.remindersOff ? 'Turn reminders on' : 'Turn reminders off'}
      </button>
      <Feedback fetcher={fetcher} className="w-full" />
    </fetcher.Form>
  );
}

export function Invoices({ quote }: { quote: QuoteDetail }) {
  const choices = invoiceChoices(quote);
  // The invoice being looked at before it goes, and what became of the last one issued.
  const [drafting, setDrafting] = useState<InvoiceKind | undefined>(undefined);
  const [issued, setIssued] = useState<ActionResult | undefined>(undefined);
  if (quote.invoices.length === 0 && choices.length === 0) return null;
  return (
    <Section title="Invoices">
      {quote.money && <OrderMoney money={quote.money} />}
      {quote.invoices.length > 0 && (
        <ul aria-label="Invoices" className="mb-3 divide-y divide-stone-200">
          {quote.invoices.map((invoice) => (
            <InvoiceRow key={invoice.number} invoice={invoice} />
          ))}
        </ul>
      )}
      {choices.length > 0 && (
        <div className="text-sm">
          <p className="mb-2 text-stone-600">
            You see each invoice as {quote.customer.email} will, before it is numbered and mailed
            with its PDF in the customer&apos;s language.
          </p>
          <ul className="grid gap-3">
            {choices.map((choice) => (
              <li key={choice.kind} className="grid justify-items-start gap-1">
                <button
                  type="button"
                  onClick={() => {
                    setIssued(undefined);
                    setDrafting(choice.kind);
                  }}
                  aria-describedby={`invoice-choice-${choice.kind}`}
                  className={
                    choice.primary ? smallButtonStyles.primary : smallButtonStyles.secondary
                  }
                >
                  {DRAFT_TITLES[choice.kind]}
                </button>
                <span id={`invoice-choice-${choice.kind}`} className="text-stone-600">
                  {choice.note}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {drafting && (
        <InvoiceDraftSheet
          quote={quote}
          kind={drafting}
          onClose={(result) => {
            setDrafting(undefined);
            if (result) setIssued(result);
          }}
        />
      )}
      <Feedback fetcher={{ state: 'idle', data: issued }} />
      <Delivery quote={quote} />
      {quote.invoices.length > 0 && <Reminders quote={quote} />}
      {quote.invoices.length > 0 && <RevokeLinks quote={quote} />}
    </Section>
  );
}
