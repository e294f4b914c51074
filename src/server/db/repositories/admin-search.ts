import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '../schema';

/**
 * Staff search over quotes and contact messages by name, email, company, phone or reference.
 * Each returns a condition for a `where` on its own table, so lists, counts and exports share it.
 */

// A search term matched anywhere, in any letter case, with % and _ taken literally.
const likePattern = (q: string): string => `%${q.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
const contains = (column: string, pattern: string): Expression<SqlBool> =>
  sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;

export function quoteMatches(
  eb: ExpressionBuilder<Database, 'quote_requests'>,
  q: string,
): Expression<SqlBool> {
  const pattern = likePattern(q);
  return eb.or(
    ['reference', 'customer_name', 'customer_email', 'customer_phone', 'customer_company'].map(
      (column) => contains(column, pattern),
    ),
  );
}

export function messageMatches(
  eb: ExpressionBuilder<Database, 'contact_messages'>,
  q: string,
): Expression<SqlBool> {
  const pattern = likePattern(q);
  return eb.or(['reference', 'name', 'email', 'phone'].map((column) => contains(column, pattern)));
}
