import type { Kysely } from 'kysely';
import { type MoneyInvoice, type OrderMoney, orderMoney } from '../../../shared/order-money';
import { toea } from '../../../shared/money';
import type { OrderMoneySummary } from '../../../shared/schemas/order';
import type { Database } from '../schema';
import { orderTotals } from './invoice-documents';
import { invoicesWithState } from './invoice-rows';

/**
 * Each order's money, derived from its quote's total and its invoices, credit notes and payments
 * (decision 109): what the order page, the staff quote, Today and the receipts say. Nothing stored.
 */

/** A template is delivered within 24 hours of its payment, as promised. */
export const TEMPLATE_DELIVERY_MS = 24 * 60 * 60_000;

export interface QuoteMoney extends OrderMoney {
  /** A template's promised delivery once the order is paid; null for a custom project or unpaid. */
  deliveryDueAt: string | null;
}

/** The money of each of these quotes' orders, by quote id (two or three queries for all). */
export async function ordersMoney(
  db: Kysely<Database>,
  quoteIds: readonly number[],
): Promise<Map<number, QuoteMoney>> {
  if (quoteIds.length === 0) return new Map();
  const totals = await orderTotals(db, quoteIds);
  const rows = await invoicesWithState(db, { quoteIds });
  const money = new Map<number, QuoteMoney>();
  for (const quoteId of quoteIds) {
    const invoices: MoneyInvoice[] = rows
      .filter((row) => row.quote_id === quoteId)
      .map((row) => ({
        kind: row.kind,
        total: row.total,
        dueAt: row.due_at,
        cancelled: row.credit_number !== null,
        paid: row.paid,
        lastPaidAt: row.last_paid_at,
      }));
    const derived = orderMoney(totals.get(quoteId) ?? toea(0), invoices);
    const template = invoices.some((invoice) => !invoice.cancelled && invoice.kind === 'full');
    money.set(quoteId, {
      ...derived,
      deliveryDueAt:
        derived.paidAt !== null && template
          ? new Date(Date.parse(derived.paidAt) + TEMPLATE_DELIVERY_MS).toISOString()
          : null,
    });
  }
  return money;
}

/** The figures the order page and the staff quote show of an order's money. */
export const moneySummary = ({ state, figures }: OrderMoney): OrderMoneySummary => ({
  state,
  due: figures.due,
  toInvoice: figures.toInvoice,
  toPay: figures.toPay,
  nextDueAt: figures.nextDueAt,
});

/** One order's money (decision 109). */
export async function quoteMoney(db: Kysely<Database>, quoteId: number): Promise<QuoteMoney> {
  const money = await ordersMoney(db, [quoteId]);
  return money.get(quoteId) as QuoteMoney;
}
