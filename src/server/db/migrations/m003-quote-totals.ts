import { type Kysely, type Migration, sql } from 'kysely';

/**
 * One row of running totals over every stored quote, so the impact counters read one row instead
 * of summing the whole table (decision 033). Started from the quotes already stored.
 */
export const quoteTotals: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('quote_totals')
      .addColumn('id', 'integer', (col) => col.primaryKey().check(sql`id = 1`))
      .addColumn('trees_funded', 'integer', (col) => col.notNull())
      .addColumn('contribution_amount', 'integer', (col) => col.notNull())
      .execute();
    await sql`
      insert into quote_totals (id, trees_funded, contribution_amount)
      select 1, coalesce(sum(trees_funded), 0), coalesce(sum(contribution_amount), 0)
      from quote_requests
    `.execute(db);
  },
};
