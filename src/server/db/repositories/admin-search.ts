import {
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type KyselyPlugin,
  OperationNodeTransformer,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  RawNode,
  type RootOperationNode,
  type SelectQueryBuilder,
  SelectQueryNode,
  type SqlBool,
  type UnknownRow,
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
    sql`${sql.ref(`${table}.id`)} in (select rowid from ${sql.id(`${table}_search`)}(${phrase(t)}) ${sql.raw(NEWEST_MATCHES)})`;
  return digits ? sql<SqlBool>`(${found(term)} or ${found(digits)})` : sql<SqlBool>`${found(term)}`;
}

/**
 * Where SQLite may bound a search to its newest matches (see NewestMatchesOnSqlite); elsewhere
 * a comment, so the condition stays exact.
 */
const NEWEST_MATCHES = '/* newest matches */';
/** 200 pages of 50: further than anyone pages through a search before making it narrower. */
const NEWEST_MATCHES_BOUND = 10_000;

/**
 * On SQLite, a search inside a query that asks for a bounded number of rows (a page, a capped
 * count) looks at the newest NEWEST_MATCHES_BOUND matches only: FTS5 walks them newest first and
 * stops there, where the whole match set of a common term ("gmail" in 300,000 quotes) takes
 * about 300 ms to gather. Unbounded queries (exports) stay exact. PostgreSQL's planner already
 * walks the newest rows for a common term, so it needs no such bound (decision 046).
 */
export class NewestMatchesOnSqlite extends OperationNodeTransformer implements KyselyPlugin {
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    return this.transformNode(node);
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }

  protected override transformRaw(node: RawNode): RawNode {
    const raw = super.transformRaw(node);
    if (!raw.sqlFragments.includes(NEWEST_MATCHES)) return raw;
    const bounded = this.nodeStack.some((n) => SelectQueryNode.is(n) && n.limit !== undefined);
    if (!bounded) return raw;
    return RawNode.create(
      raw.sqlFragments.map((f) =>
        f === NEWEST_MATCHES ? `order by rowid desc limit ${NEWEST_MATCHES_BOUND}` : f,
      ),
      raw.parameters,
    );
  }
}

/**
 * How many rows a (searched, filtered) list has, counted up to SEARCH_COUNT_CAP + 1 only: a term
 * that matches most of the table stays fast, and the inbox says "more than 1,000".
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
