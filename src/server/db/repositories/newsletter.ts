import type { Transaction } from 'kysely';
import type { Newsletter } from '../../../shared/schemas/newsletter';
import type { Database } from '../schema';

/**
 * Subscribes once per address (any letter case); subscribing again re-activates and keeps one row.
 * True when the address is newly subscribed or returns after unsubscribing, false when it already was.
 */
export async function subscribe(
  trx: Transaction<Database>,
  { email, name }: Newsletter,
): Promise<boolean> {
  const changed = await trx
    .insertInto('newsletter_subscribers')
    .values({
      email_key: email.toLowerCase(),
      email,
      name,
      created_at: new Date().toISOString(),
      unsubscribed_at: null,
    })
    .onConflict((oc) =>
      oc
        .column('email_key')
        .doUpdateSet({ unsubscribed_at: null })
        .where('newsletter_subscribers.unsubscribed_at', 'is not', null),
    )
    .returning('id')
    .executeTakeFirst();
  return changed !== undefined;
}
