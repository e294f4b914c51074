import type { Transaction } from 'kysely';
import { type PaymentMethod, formatToea } from '../../../shared/invoice';
import { type Toea, toea } from '../../../shared/money';
import { HttpError } from '../../http-error';
import type { Database } from '../schema';
import { portMoresbyToday } from './invoice-days';
import { lockedInvoice } from './invoice-rows';
import { recordEvent } from './quote-events';

/**
 * Records money received on an invoice (issue 27, item 3), refusing a cancelled invoice and any
 * amount over what is still to pay. The history says what happened; the order's state follows
 * from its money (decision 109), nothing else is written.
 */
export async function recordPayment(
  trx: Transaction<Database>,
  invoiceId: number,
  payment: { amount: Toea; paidOn: string; method: PaymentMethod; bankReference: string },
  actor: string,
  now: Date,
): Promise<void> {
  const invoice = await lockedInvoice(trx, invoiceId);
  if (invoice.credit_number !== null) {
    throw new HttpError(
      409,
      `Invoice ${invoice.number} is cancelled by credit note ${invoice.credit_number}: a payment cannot be recorded on it.`,
    );
  }
  const balance = toea(invoice.total - invoice.paid);
  if (balance <= 0) throw new HttpError(409, `Invoice ${invoice.number} is paid in full already.`);
  if (payment.amount > balance) {
    throw new HttpError(
      409,
      `That is more than the ${formatToea(balance)} still to pay on ${invoice.number}: record at most ${formatToea(balance)}.`,
    );
  }
  if (payment.paidOn > portMoresbyToday(now)) {
    throw new HttpError(400, 'The day the money arrived cannot be in the future.');
  }
  const at = now.toISOString();
  await trx
    .insertInto('payments')
    .values({
      invoice_id: invoice.id,
      amount: payment.amount,
      paid_on: payment.paidOn,
      method: payment.method,
      bank_reference: payment.bankReference,
      recorded_by: actor,
      recorded_at: at,
    })
    .execute();
  const rest = toea(balance - payment.amount);
  const reference = payment.bankReference ? `, reference ${payment.bankReference}` : '';
  const paid = `${formatToea(payment.amount)} received on ${payment.paidOn} (${payment.method}${reference})`;
  await recordEvent(trx, invoice.quote_id, {
    kind: rest === 0 ? 'paid' : 'part-paid',
    actor,
    text:
      rest === 0
        ? `Invoice ${invoice.number} paid in full: ${paid}`
        : `Invoice ${invoice.number} part paid: ${paid}; ${formatToea(rest)} still to pay`,
    at,
  });
}
