import { type Kysely, type Transaction, sql } from 'kysely';
import type { Database } from '../schema';
import { DAY_MS } from './invoice-days';
import { paidSoFar } from './invoice-rows';

/** Payment reminders on unpaid invoices: when each step is due, who gets one, who turned them off. */

/** The second reminder comes this many days after the first, on the due day. */
export const SECOND_REMINDER_DAYS = 7;

/** The reminder step due at `now`: 0 before the due day, 1 from it, 2 from seven days after. */
export function reminderStep(dueAt: string, now: Date): 0 | 1 | 2 {
  // due_at is the last millisecond of the due day (Port Moresby's).
  const dueDayStarts = Date.parse(dueAt) + 1 - DAY_MS;
  if (now.getTime() >= dueDayStarts + SECOND_REMINDER_DAYS * DAY_MS) return 2;
  return now.getTime() >= dueDayStarts ? 1 : 0;
}

/**
 * Unpaid invoices whose due day has come and whose last reminder is not sent yet, for customers who
 * still get reminders: their ids and the step due. A bounded list: an invoice drops out once paid,
 * cancelled, or reminded twice.
 */
export async function invoicesToRemind(
  db: Kysely<Database>,
  now: Date,
): Promise<{ invoiceId: number; step: 1 | 2 }[]> {
  const rows = await db
    .selectFrom('invoices')
    .innerJoin('quote_requests', 'quote_requests.id', 'invoices.quote_id')
    .leftJoin('credit_notes', 'credit_notes.invoice_id', 'invoices.id')
    .select([
      'invoices.id',
      'invoices.due_at',
      'invoices.total',
      paidSoFar.as('paid'),
      (eb) =>
        eb
          .selectFrom('invoice_reminders')
          .select((inner) =>
            inner.fn.coalesce(inner.fn.max<number>('step'), sql<number>`0`).as('sent'),
          )
          .whereRef('invoice_reminders.invoice_id', '=', 'invoices.id')
          .as('sent'),
    ])
    .where('credit_notes.id', 'is', null)
    .where('invoices.due_at', '<', new Date(now.getTime() + DAY_MS).toISOString())
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('reminder_opt_outs')
            .select('email_key')
            .whereRef(
              'reminder_opt_outs.email_key',
              '=',
              sql<string>`lower(quote_requests.customer_email)`,
            ),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('invoice_reminders')
            .select('step')
            .whereRef('invoice_reminders.invoice_id', '=', 'invoices.id')
            .where('invoice_reminders.step', '=', 2),
        ),
      ),
    )
    .execute();
  return rows.flatMap((row) => {
    const step = reminderStep(row.due_at, now);
    const unpaid = Number(row.paid ?? 0) < row.total;
    return unpaid && step > Number(row.sent ?? 0) ? [{ invoiceId: row.id, step }] : [];
  }) as { invoiceId: number; step: 1 | 2 }[];
}

/**
 * Claims a reminder step for an invoice in the caller's transaction (the earlier step with it, so
 * no customer gets two at once): true in one process only.
 */
export async function claimReminder(
  trx: Transaction<Database>,
  invoiceId: number,
  step: 1 | 2,
  now: Date,
): Promise<boolean> {
  const claimed = await trx
    .insertInto('invoice_reminders')
    .values({ invoice_id: invoiceId, step, sent_at: now.toISOString() })
    .onConflict((oc) => oc.columns(['invoice_id', 'step']).doNothing())
    .executeTakeFirst();
  if (Number(claimed.numInsertedOrUpdatedRows ?? 0) !== 1) return false;
  if (step === 2) {
    await trx
      .insertInto('invoice_reminders')
      .values({ invoice_id: invoiceId, step: 1, sent_at: now.toISOString() })
      .onConflict((oc) => oc.columns(['invoice_id', 'step']).doNothing())
      .execute();
  }
  return true;
}

/** Whether staff turned payment reminders off for this customer's address. */
export async function remindersOff(db: Kysely<Database>, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('reminder_opt_outs')
    .select('email_key')
    .where('email_key', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

/** Turns payment reminders on or off for a customer's address; true when that changed anything. */
export async function setReminders(
  trx: Transaction<Database>,
  email: string,
  on: boolean,
  actor: string,
  now: Date,
): Promise<boolean> {
  const key = email.trim().toLowerCase();
  const result = on
    ? await trx.deleteFrom('reminder_opt_outs').where('email_key', '=', key).executeTakeFirst()
    : await trx
        .insertInto('reminder_opt_outs')
        .values({ email_key: key, created_by: actor, created_at: now.toISOString() })
        .onConflict((oc) => oc.column('email_key').doNothing())
        .executeTakeFirst();
  const changed =
    'numDeletedRows' in result ? result.numDeletedRows : result.numInsertedOrUpdatedRows;
  return Number(changed ?? 0) > 0;
}
