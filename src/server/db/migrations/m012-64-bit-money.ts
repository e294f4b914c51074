import { type Kysely, type Migration, sql } from 'kysely';
import { isPostgres } from '../dialect';

/** Every money and count column, by table: what a run of requests adds to (decision 068). */
const COUNTED: Record<string, string[]> = {
  quote_requests: [
    'total_amount',
    'total_items',
    'extra_trees',
    'contribution_amount',
    'trees_funded',
  ],
  quote_items: ['unit_price', 'quantity', 'line_total'],
  quote_totals: ['trees_funded', 'contribution_amount'],
  quote_status_totals: ['quote_count', 'amount'],
  loyalty_members: ['points', 'total_nights', 'total_spent'],
  outbox: ['attempts'],
  sign_in_throttle: ['attempts'],
};

/**
 * Money and counts become 64-bit (issue 23): PostgreSQL's `integer` is 32-bit, and the running
 * totals overflowed it. The stored values are kept as they are. SQLite's integers are 64-bit
 * already, so there it changes nothing.
 */
export const money64Bit: Migration = {
  async up(db: Kysely<unknown>) {
    if (!isPostgres(db)) return;
    for (const [table, columns] of Object.entries(COUNTED)) {
      // One statement per table: PostgreSQL rewrites the table once for all its columns.
      const changes = columns.map((column) => sql`alter column ${sql.ref(column)} type bigint`);
      await sql`alter table ${sql.table(table)} ${sql.join(changes)}`.execute(db);
    }
  },
};
