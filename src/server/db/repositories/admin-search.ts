import {
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type SelectQueryBuilder,
  type SqlBool,
  sql,
} from 'kysely';
import { SEARCH_COUNT_CAP, SEARCH_MIN_LENGTH } from '../../../shared/schemas/admin';
import type { Database } from '../schema';

/**
 * Staff search over quotes and contact messages by name, email, company, phone or reference
 * (decision 046). Each returns a condition for a `where` on its own table, so lists, counts and
 * exports share it. Migration 009 gives both dialects a row source of the same name and call:
 * SQLite an FTS5 trigram table, PostgreSQL a function over a pg_trgm GIN index. So one query
 * serves both (a where-callback's builder cannot tell its dialect).
 */

export function quoteMatches(
  _eb: ExpressionBuilder<Database, 'quote_requests'>,
  q: string,
): Expression<SqlBool> {
  return matches('quote_requests', q);
}

export function messageMatches(
  _eb: ExpressionBuilder<Database, 'contact_messages'>,
  q: string,
): Expression<SqlBool> {
  return matches('contact_messages', q);
}

/** The term as searched: trimmed, control characters taken as spaces (PostgreSQL refuses a NUL). */
export const searchTerm = (q: string): string =>
  // eslint-disable-next-line no-control-regex
  q.replace(/[\u0000-\u001f\u007f]/g, ' ').trim();

/**
 * A term under three characters has no trigram, so no index can answer it fast: it matches
 * nothing, and the inbox asks for a longer one (SEARCH_MIN_LENGTH).
 */
export const searchable = (q: string): boolean => [...searchTerm(q)].length >= SEARCH_MIN_LENGTH;

// A term written like a phone number ("7123 4567", "+675-7123-4567") is also looked for as digits.
const phoneDigits = (term: string): string | undefined => {
  if (!/^[\d\s+().\-/]+$/.test(term)) return undefined;
  const digits = term.replace(/\D/g, '');
  return digits.length >= SEARCH_MIN_LENGTH && digits !== term ? digits : undefined;
};

// One FTS5 phrase: literal inside its double quotes (AND, OR, *, ^, parentheses), a " doubled.
const phrase = (term: string): string => `"${term.replace(/"/g, '""')}"`;

function matches(table: 'quote_requests' | 'contact_messages', q: string): Expression<SqlBool> {
  const term = searchTerm(q);
  if (!searchable(term)) return sql<SqlBool>`1 = 0`;
  const digits = phoneDigits(term);
  const found = (t: string) =>
    sql`${sql.ref(`${table}.id`)} in (select rowid from ${sql.id(`${table}_search`)}(${phrase(t)}))`;
  return digits
    ? sql<SqlBool>`(${found(term)} or ${found(digits)})`
    : sql<SqlBool>`${found(term)}`;
}

/**
 * How many rows a (searched, filtered) list has, counted up to SEARCH_COUNT_CAP + 1 only: a term
 * that matches most of the table stays fast, and the inbox says "more than 10,000".
 */
export async function countCapped<T extends 'quote_requests' | 'contact_messages'>(
  db: Kysely<Database>,
  query: SelectQueryBuilder<Database, T, object>,
): Promise<{ total: number; totalCapped: boolean }> {
  const { n } = await db
    .selectFrom(
      query
        .select(sql.lit(1).as('one'))
        .limit(SEARCH_COUNT_CAP + 1)
        .as('capped'),
    )
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  const total = Number(n);
  return total > SEARCH_COUNT_CAP
    ? { total: SEARCH_COUNT_CAP, totalCapped: true }
    : { total, totalCapped: false };
}
