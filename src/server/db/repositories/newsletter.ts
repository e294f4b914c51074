import type { Kysely, Transaction } from 'kysely';
import type { Newsletter } from '../../../shared/schemas/newsletter';
import type { Database } from '../schema';

/** A confirmation link works this long; an address still unconfirmed then is forgotten. */
export const CONFIRM_WITHIN_MS = 7 * 24 * 60 * 60_000;
/** An unconfirmed address gets a fresh link at most this often, so nobody can flood it with links. */
export const RESEND_AFTER_MS = 10 * 60_000;

/** Deletes the addresses nobody confirmed in time (also hourly, by the housekeeping); how many. */
export async function forgetUnconfirmed(db: Kysely<Database>, now: Date): Promise<number> {
  const { numDeletedRows } = await db
    .deleteFrom('newsletter_subscribers')
    .where('confirmed_at', 'is', null)
    .where('confirm_sent_at', '<', new Date(now.getTime() - CONFIRM_WITHIN_MS).toISOString())
    .executeTakeFirst();
  return Number(numDeletedRows);
}

/**
 * Records a request to subscribe (one row per address, any letter case) and forgets requests
 * nobody confirmed in time. True when a confirmation link is to be mailed now: for a new address,
 * one that returns after unsubscribing, or one still unconfirmed whose last link is
 * RESEND_AFTER_MS old. A confirmed subscriber is left as they are, and gets no mail.
 */
export async function requestSubscription(
  trx: Transaction<Database>,
  { email, name, lang }: Newsletter,
  now: Date,
): Promise<boolean> {
  const sentAt = now.toISOString();
  await forgetUnconfirmed(trx, now);
  const resendBefore = new Date(now.getTime() - RESEND_AFTER_MS).toISOString();
  const changed = await trx
    .insertInto('newsletter_subscribers')
    .values({
      email_key: email.toLowerCase(),
      email,
      name,
      lang,
      created_at: sentAt,
      unsubscribed_at: null,
      confirmed_at: null,
      confirm_sent_at: sentAt,
    })
    .onConflict((oc) =>
      oc
        .column('email_key')
        .doUpdateSet({
          email,
          name,
          lang,
          unsubscribed_at: null,
          confirmed_at: null,
          confirm_sent_at: sentAt,
        })
        .where((eb) =>
          eb.or([
            eb('newsletter_subscribers.unsubscribed_at', 'is not', null),
            eb.and([
              eb('newsletter_subscribers.confirmed_at', 'is', null),
              eb('newsletter_subscribers.confirm_sent_at', '<', resendBefore),
            ]),
          ]),
        ),
    )
    .returning('id')
    .executeTakeFirst();
  return changed !== undefined;
}

/**
 * Confirms the address a genuine link names. 'confirmed' now, 'already' when it was before
 * (following a link twice is harmless), 'gone' when nothing waits: unsubscribed or forgotten since.
 */
export async function confirmSubscription(
  db: Kysely<Database>,
  emailKey: string,
  now: Date,
): Promise<'confirmed' | 'already' | 'gone'> {
  const result = await db
    .updateTable('newsletter_subscribers')
    .set({ confirmed_at: now.toISOString() })
    .where('email_key', '=', emailKey)
    .where('confirmed_at', 'is', null)
    .where('unsubscribed_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) return 'confirmed';
  const row = await db
    .selectFrom('newsletter_subscribers')
    .select(['confirmed_at', 'unsubscribed_at'])
    .where('email_key', '=', emailKey)
    .executeTakeFirst();
  return row?.confirmed_at && !row.unsubscribed_at ? 'already' : 'gone';
}
