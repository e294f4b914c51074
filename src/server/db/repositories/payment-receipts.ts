import type { Transaction } from 'kysely';
import { dayInPortMoresby } from '../../../shared/i18n/format';
import { formatToea } from '../../../shared/invoice';
import { toea } from '../../../shared/money';
import { langNames } from '../../../shared/i18n/lang';
import type { PaymentCreate } from '../../../shared/schemas/admin';
import type { PaymentReceipt } from '../../mail/customer-notices';
import type { Database } from '../schema';
import { invoicesOf } from './invoice-documents';
import { quoteMoney } from './order-money';
import { recordEvent } from './quote-events';

/** Receipts for payments (issue 43, point 2): the figures a receipt tells, from what is stored. */

/**
 * What a receipt tells after a payment on `invoiceId`, recorded in this transaction: what is left
 * on that invoice and on the whole order (its money's `toPay`, decision 109: its invoices' balances
 * and a deposit's other half while it is not invoiced), and the next invoice to pay with its due day.
 */
export async function receiptAfterPayment(
  trx: Transaction<Database>,
  invoiceId: number,
  payment: PaymentCreate,
  now: Date,
): Promise<{ quoteId: number; receipt: PaymentReceipt }> {
  const { quote_id: quoteId, number } = await trx
    .selectFrom('invoices')
    .select(['quote_id', 'number'])
    .where('id', '=', invoiceId)
    .executeTakeFirstOrThrow();
  const quote = await trx
    .selectFrom('quote_requests')
    .select(['reference', 'lang', 'customer_name', 'customer_email'])
    .where('id', '=', quoteId)
    .executeTakeFirstOrThrow();
  const standing = (await invoicesOf(trx, quoteId, now)).filter(
    (invoice) => invoice.status !== 'cancelled',
  );
  const owing = standing
    .map((invoice) => ({ ...invoice, left: toea(invoice.total - invoice.paid) }))
    .filter((invoice) => invoice.left > 0)
    .sort((a, b) => a.dueAt.localeCompare(b.dueAt));
  const money = await quoteMoney(trx, quoteId);
  const next = owing[0];
  const receipt: PaymentReceipt = {
    lang: quote.lang,
    customerName: quote.customer_name,
    customerEmail: quote.customer_email,
    quoteReference: quote.reference,
    invoiceNumber: number,
    payment,
    invoiceLeft: owing.find((invoice) => invoice.number === number)?.left ?? toea(0),
    orderLeft: money.figures.toPay,
    nextDue: next ? { number: next.number, amount: next.left, dueAt: next.dueAt } : null,
  };
  return { quoteId, receipt };
}

/** The history's line for a receipt mailed: to whom, in which language, and what it said is left. */
export async function recordReceipt(
  trx: Transaction<Database>,
  quoteId: number,
  receipt: PaymentReceipt,
  actor: string,
  now: Date,
): Promise<void> {
  const due = receipt.nextDue
    ? `, next due ${dayInPortMoresby(receipt.nextDue.dueAt).toISOString().slice(0, 10)}`
    : '';
  await recordEvent(trx, quoteId, {
    kind: 'receipt',
    actor,
    text: `Receipt for ${formatToea(receipt.payment.amount)} on ${receipt.invoiceNumber} mailed to ${receipt.customerEmail} (${langNames[receipt.lang]}): ${formatToea(receipt.invoiceLeft)} still to pay on ${receipt.invoiceNumber}, ${formatToea(receipt.orderLeft)} on the order${due}`,
    at: now.toISOString(),
  });
}
