import type { Kysely, Selectable } from 'kysely';
import type {
  AdminSubscriber,
  AdminSubscriberSchema,
  PageOf,
  SubscriberQuery,
} from '../../../shared/schemas/admin';
import type { Database, NewsletterSubscriberTable } from '../schema';
import { EXPORT_BATCH, PAGE_SIZE, contains, likePattern, offset } from './admin-lists';

/** The staff's view of the newsletter's subscribers: listed, searched, exported, unsubscribed. */

export type SubscriberListFilter = Omit<SubscriberQuery, 'page'>;

/**
 * Confirmed subscribers only: addresses waiting for confirmation are never listed or exported, as
 * nobody has shown they want our mail (decision 040).
 */
function filteredSubscribers(db: Kysely<Database>, { q, state }: SubscriberListFilter) {
  let query = db.selectFrom('newsletter_subscribers').where('confirmed_at', 'is not', null);
  if (state === 'active') query = query.where('unsubscribed_at', 'is', null);
  if (state === 'unsubscribed') query = query.where('unsubscribed_at', 'is not', null);
  if (q) {
    const pattern = likePattern(q);
    query = query.where((eb) =>
      eb.or(['email', 'name'].map((column) => contains(column, pattern))),
    );
  }
  return query;
}

const toAdminSubscriber = (row: Selectable<NewsletterSubscriberTable>): AdminSubscriber => ({
  email: row.email,
  name: row.name,
  // The day they confirmed: when we have their consent from.
  subscribedAt: row.confirmed_at as string,
  unsubscribedAt: row.unsubscribed_at,
});

/** Confirmed subscribers, newest first. */
export async function listSubscribers(
  db: Kysely<Database>,
  { page, ...filter }: SubscriberQuery,
): Promise<PageOf<typeof AdminSubscriberSchema>> {
  const query = filteredSubscribers(db, filter);
  const { n } = await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  const rows = await query
    .selectAll()
    .orderBy('confirmed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(PAGE_SIZE)
    .offset(offset(page))
    .execute();
  return { items: rows.map(toAdminSubscriber), total: Number(n), page, pageSize: PAGE_SIZE };
}

/** Every matching subscriber, newest first, a keyset batch at a time (the CSV export). */
export async function* subscriberBatches(
  db: Kysely<Database>,
  filter: SubscriberListFilter,
  batchSize = EXPORT_BATCH,
): AsyncGenerator<AdminSubscriber[]> {
  let before: number | undefined;
  for (;;) {
    let query = filteredSubscribers(db, filter);
    if (before !== undefined) query = query.where('id', '<', before);
    const rows = await query.selectAll().orderBy('id', 'desc').limit(batchSize).execute();
    if (rows.length > 0) yield rows.map(toAdminSubscriber);
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    before = last.id;
  }
}

/** Unsubscribes by lower-cased email; false when the address is not on the list. */
export async function unsubscribe(db: Kysely<Database>, emailKey: string): Promise<boolean> {
  const row = await db
    .selectFrom('newsletter_subscribers')
    .select(['id', 'unsubscribed_at'])
    .where('email_key', '=', emailKey)
    .executeTakeFirst();
  if (!row) return false;
  if (row.unsubscribed_at === null) {
    await db
      .updateTable('newsletter_subscribers')
      .set({ unsubscribed_at: new Date().toISOString() })
      .where('id', '=', row.id)
      .where('unsubscribed_at', 'is', null)
      .execute();
  }
  return true;
}
