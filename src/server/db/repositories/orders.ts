import type { Kysely } from 'kysely';
import { toea } from '../../../shared/money';
import type { OrderStep } from '../../../shared/order';
import type { CustomerOrder } from '../../../shared/schemas/order';
import type { Database } from '../schema';
import { invoicesOf } from './invoice-documents';
import { moneySummary, quoteMoney } from './order-money';

/**
 * Where the order stands, each step with its time: what the order page shows. Paid and in build
 * come from the order's money (decision 109): a paid deposit is not a paid order.
 */
export async function customerOrder(
  db: Kysely<Database>,
  quoteId: number,
  now = new Date(),
): Promise<CustomerOrder> {
  const quote = await db
    .selectFrom('quote_requests')
    .selectAll()
    .where('id', '=', quoteId)
    .executeTakeFirstOrThrow();
  const invoices = await invoicesOf(db, quoteId, now);
  const money = await quoteMoney(db, quoteId);
  const standing = invoices.filter((invoice) => invoice.status !== 'cancelled');
  const accepted =
    quote.accepted_at ?? (quote.status === 'won' ? (standing[0]?.issuedAt ?? null) : null);
  const reached: Record<OrderStep, string | null> = {
    received: quote.created_at,
    answered: quote.first_answered_at,
    accepted,
    invoiced: standing[0]?.issuedAt ?? null,
    paid: money.paidAt,
    building: money.paidAt,
    delivered: quote.delivered_at,
  };
  return {
    reference: quote.reference,
    lang: quote.lang,
    customerName: quote.customer_name,
    totalAmount: quote.total_amount + quote.contribution_amount,
    steps: (Object.keys(reached) as OrderStep[]).map((step) => ({ step, at: reached[step] })),
    money: moneySummary(money),
    deliveryDueAt: money.deliveryDueAt,
    siteUrl: quote.delivered_at === null ? null : quote.site_url,
    invoices: invoices.map((invoice) => ({
      number: invoice.number,
      kind: invoice.kind,
      status: invoice.status,
      total: invoice.total,
      balance: toea(invoice.status === 'cancelled' ? 0 : invoice.total - invoice.paid),
    })),
  };
}
