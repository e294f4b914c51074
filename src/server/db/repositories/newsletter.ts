import type { Transaction } from 'kysely';
import type { Newsletter } from '../../../shared/schemas/newsletter';
import type { Database } from '../schema';

/** Subscribes once per address (any letter case); subscribing again re-activates and keeps one row. */
export async function subscribe(
  trx: Transaction<Database>,
  { email, name }: Newsletter,
): Promise<void> {
  await trx
    .insertInto('newsletter_subscribers')
    .values({
      email_key: email.toLowerCase(),
      email,
      name,
      created_at: new Date().toISOString(),
      unsubscribed_at: null,
    })
    .onConflict((oc) => oc.column('email_key').doUpdateSet({ unsubscribed_at: null }))
    .execute();
}
