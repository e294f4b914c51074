// An order's state is its money's state (issue 43, points 1 and 8): one function derives it from the
// quote's total and its invoices, for the server, the order page, the inbox and the mails.
// Money is integers of toea, never floating point.

import type { InvoiceKind } from './invoice';

/** One invoice as the order's money sees it: its total (GST in), what was paid on it, its credit note. */
export interface MoneyInvoice {
  kind: InvoiceKind;
  /** The invoice's total in toea. */
  total: number;
  /** Its due day (ISO). */
  dueAt: string;
  /** Cancelled by a credit note for its whole total. */
  cancelled: boolean;
  /** Sum of the payments recorded on it, in toea. */
  paid: number;
}

export const ORDER_MONEY_STATES = [
  'not-invoiced',
  'invoiced',
  'part-paid',
  'deposit-paid',
  'paid',
] as const;
export type OrderMoneyState = (typeof ORDER_MONEY_STATES)[number];

export interface OrderMoneyFigures {
  /** Every invoice ever issued on the order, cancelled ones included. */
  issued: number;
  /** Paid on invoices still standing. */
  paid: number;
  /** The credit notes' totals (a credit note cancels its invoice whole). */
  credited: number;
  /** Paid on invoices later cancelled: money the customer is owed back. */
  refundable: number;
  /** Still to pay on invoices standing: issued − paid − credited. */
  due: number;
  /** The order's value not yet on a standing invoice (a deposit's other half). */
  toInvoice: number;
  /** Everything the customer still owes: due + toInvoice. */
  toPay: number;
  /** The earliest due day of an invoice with something left to pay, if any. */
  nextDueAt: string | null;
}

export interface OrderMoney {
  state: OrderMoneyState;
  figures: OrderMoneyFigures;
}

/**
 * The order's state from its money. "paid" only when nothing is due and nothing is left to invoice;
 * "deposit-paid" when the deposit is paid and the balance is still to invoice or to pay;
 * "part-paid" when some money arrived on a standing invoice with something left on it.
 */
export function orderMoney(quoteTotal: number, invoices: readonly MoneyInvoice[]): OrderMoney {
  let issued = 0;
  let paid = 0;
  let credited = 0;
  let refundable = 0;
  let invoicedLive = 0;
  let nextDueAt: string | null = null;
  const live = invoices.filter((invoice) => !invoice.cancelled);
  for (const invoice of invoices) {
    issued += invoice.total;
    if (invoice.cancelled) {
      credited += invoice.total;
      refundable += invoice.paid;
      continue;
    }
    paid += invoice.paid;
    invoicedLive += invoice.total;
    if (invoice.paid < invoice.total && (nextDueAt === null || invoice.dueAt < nextDueAt))
      nextDueAt = invoice.dueAt;
  }
  const due = issued - paid - credited;
  const toInvoice = Math.max(0, quoteTotal - invoicedLive);
  const toPay = due + toInvoice;
  const figures: OrderMoneyFigures = {
    issued,
    paid,
    credited,
    refundable,
    due,
    toInvoice,
    toPay,
    nextDueAt,
  };

  let state: OrderMoneyState;
  if (live.length === 0) state = 'not-invoiced';
  else if (toPay === 0) state = 'paid';
  else if (live.some((invoice) => invoice.kind === 'deposit' && invoice.paid >= invoice.total))
    state = 'deposit-paid';
  else if (paid > 0) state = 'part-paid';
  else state = 'invoiced';
  return { state, figures };
}
