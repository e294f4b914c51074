import { type Expression, type Kysely, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '../schema';
import { countCapped } from './admin-search';

/** What the staff's lists share (admin-quotes, admin-messages, admin-subscribers, admin-members). */

export const PAGE_SIZE = 50;
export const EXPORT_BATCH = 1000;
/** The site promises an answer within 24 hours: a quote still New after that is overdue. */
export const ANSWER_WITHIN_MS = 24 * 60 * 60 * 1000;

export const offset = (page: number) => (page - 1) * PAGE_SIZE;

// A search term matched anywhere, in any letter case, with % and _ taken literally.
export const likePattern = (q: string): string => `%${q.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
export const contains = (column: string, pattern: string): Expression<SqlBool> =>
  sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;

/** A search's count stops at SEARCH_COUNT_CAP (a common term can match most rows); a plain filter counts all. */
export async function countOf<T extends 'quote_requests' | 'contact_messages'>(
  db: Kysely<Database>,
  query: SelectQueryBuilder<Database, T, object>,
  q: string,
): Promise<{ total: number; totalCapped?: boolean }> {
  if (q) return countCapped(db, query);
  const { n } = await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return { total: Number(n) };
}

/** One page of a list, newest first; the id orders rows stored in the same millisecond. */
export const newestPage = <T extends 'quote_requests' | 'contact_messages' | 'loyalty_members'>(
  query: SelectQueryBuilder<Database, T, object>,
  page: number,
) =>
  query
    .selectAll()
    .orderBy(sql.ref('created_at'), 'desc')
    .orderBy(sql.ref('id'), 'desc')
    .limit(PAGE_SIZE)
    .offset(offset(page))
    .execute();
