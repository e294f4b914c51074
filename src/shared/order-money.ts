// An order's state is its money's state (issue 43, points 1 and 8): one function derives it from the
// quote's total and its invoices, for the server, the order page, the inbox and the mails.
// Money is integers of toea, never floating point.

import { fill } from './i18n/format';
import type { InvoiceKind } from './invoice';
import { type Toea, toea } from './money';

/** One invoice as the order's money sees it: its total (GST in), what was paid on it, its credit note. */
export interface MoneyInvoice {
  kind: InvoiceKind;
  /** The invoice's total in toea. */
  total: Toea;
  /** Its due day (ISO). */
  dueAt: string;
  /** Cancelled by a credit note for its whole total. */
  cancelled: boolean;
  /** Sum of the payments recorded on it, in toea. */
  paid: Toea;
  /** When its last payment was recorded (ISO), if any: the paid order's time. */
  lastPaidAt?: string | null;
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
  issued: Toea;
  /** Paid on invoices still standing. */
  paid: Toea;
  /** The credit notes' totals (a credit note cancels its invoice whole). */
  credited: Toea;
  /** Paid on invoices later cancelled: money the customer is owed back. */
  refundable: Toea;
  /** Still to pay on invoices standing: issued − paid − credited. */
  due: Toea;
  /** The order's value not yet on a standing invoice (a deposit's other half). */
  toInvoice: Toea;
  /** Everything the customer still owes: due + toInvoice. */
  toPay: Toea;
  /** The earliest due day of an invoice with something left to pay, if any. */
  nextDueAt: string | null;
}

export interface OrderMoney {
  state: OrderMoneyState;
  figures: OrderMoneyFigures;
  /** When the order became paid (its standing invoices' last payment); null unless paid. */
  paidAt: string | null;
}

/**
 * The order's state from its money. "paid" only when nothing is due and nothing is left to invoice;
 * "deposit-paid" when the deposit is paid and the balance is still to invoice or to pay;
 * "part-paid" when some money arrived on a standing invoice with something left on it.
 */
export function orderMoney(quoteTotal: Toea, invoices: readonly MoneyInvoice[]): OrderMoney {
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
    issued: toea(issued),
    paid: toea(paid),
    credited: toea(credited),
    refundable: toea(refundable),
    due: toea(due),
    toInvoice: toea(toInvoice),
    toPay: toea(toPay),
    nextDueAt,
  };

  let state: OrderMoneyState;
  if (live.length === 0) state = 'not-invoiced';
  else if (toPay === 0) state = 'paid';
  else if (live.some((invoice) => invoice.kind === 'deposit' && invoice.paid >= invoice.total))
    state = 'deposit-paid';
  else if (paid > 0) state = 'part-paid';
  else state = 'invoiced';
  let paidAt: string | null = null;
  if (state === 'paid') {
    for (const invoice of live) {
      const at = invoice.lastPaidAt ?? null;
      if (at !== null && (paidAt === null || at > paidAt)) paidAt = at;
    }
  }
  return { state, figures, paidAt };
}

/** The order's money in words: the state as the words name it, with its amounts and day filled. */
export type OrderMoneyWords = Record<OrderMoneyState | 'deposit-paid-to-invoice', string>;

/**
 * The line that says where the order's money stands, for the order page and the mails: never
 * "paid" while anything is due or left to invoice. `date` writes a due day in the reader's language.
 */
export function orderMoneyText(
  words: OrderMoneyWords,
  money: { state: OrderMoneyState; due: Toea; toInvoice: Toea; nextDueAt: string | null },
  format: { amount: (amount: Toea) => string; date: (iso: string) => string },
): string {
  const key =
    money.state === 'deposit-paid' && money.due === 0 ? 'deposit-paid-to-invoice' : money.state;
  const amount = format.amount(money.due > 0 ? money.due : money.toInvoice);
  const date = money.nextDueAt === null ? '' : format.date(money.nextDueAt);
  return fill(words[key], { amount, date });
}
