import { type CreateTableBuilder, type Kysely, type Migration, sql } from 'kysely';
import { isPostgres } from '../dialect';

// Copies, not imports: a migration keeps making what it made, whatever the code says later.
const LINK_PURPOSES = ['accept', 'invoice', 'order'];
const purposeCheck = sql`purpose in (${sql.join(LINK_PURPOSES.map((purpose) => sql.lit(purpose)))})`;

/** A table with an auto-numbered id, in each database's own words. */
function tableWithId(db: Kysely<unknown>, name: string): CreateTableBuilder<string, 'id'> {
  return isPostgres(db)
    ? db.schema.createTable(name).addColumn('id', 'serial', (col) => col.primaryKey())
    : db.schema
        .createTable(name)
        .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}

/**
 * Invoices, credit notes and payments (decision 098): numbers from one counter row per series and
 * year; documents written once, money in toea; customer links that open an invoice or an order.
 */
export const invoices: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('invoice_counters')
      .addColumn('series', 'text', (col) => col.notNull())
      .addColumn('year', 'bigint', (col) => col.notNull())
      .addColumn('last_number', 'bigint', (col) => col.notNull())
      .addPrimaryKeyConstraint('invoice_counters_pk', ['series', 'year'])
      .execute();

    await tableWithId(db, 'invoices')
      .addColumn('number', 'text', (col) => col.notNull().unique())
      .addColumn('quote_id', 'integer', (col) => col.notNull().references('quote_requests.id'))
      .addColumn('kind', 'text', (col) =>
        col.notNull().check(sql`kind in ('full', 'deposit', 'balance')`),
      )
      .addColumn('lang', 'text', (col) => col.notNull())
      .addColumn('issued_at', 'text', (col) => col.notNull())
      .addColumn('due_at', 'text', (col) => col.notNull())
      .addColumn('issued_by', 'text', (col) => col.notNull())
      // The GST rate in basis points it was issued under; null when the agency was not registered.
      .addColumn('gst_rate', 'bigint')
      .addColumn('tin', 'text', (col) => col.notNull())
      // The payment instructions it was issued with, as JSON: a later change alters no document.
      .addColumn('bank', 'text', (col) => col.notNull())
      .addColumn('net', 'bigint', (col) => col.notNull())
      .addColumn('gst', 'bigint', (col) => col.notNull())
      .addColumn('total', 'bigint', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('invoices_quote_id').on('invoices').column('quote_id').execute();
    await db.schema.createIndex('invoices_issued_at').on('invoices').column('issued_at').execute();

    await tableWithId(db, 'invoice_lines')
      .addColumn('invoice_id', 'integer', (col) => col.notNull().references('invoices.id'))
      .addColumn('description', 'text', (col) => col.notNull())
      .addColumn('quantity', 'bigint', (col) => col.notNull())
      .addColumn('amount', 'bigint', (col) => col.notNull())
      .addColumn('gst', 'bigint', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('invoice_lines_invoice_id')
      .on('invoice_lines')
      .column('invoice_id')
      .execute();

    await tableWithId(db, 'credit_notes')
      .addColumn('number', 'text', (col) => col.notNull().unique())
      .addColumn('invoice_id', 'integer', (col) => col.notNull().unique().references('invoices.id'))
      .addColumn('reason', 'text', (col) => col.notNull())
      .addColumn('issued_at', 'text', (col) => col.notNull())
      .addColumn('issued_by', 'text', (col) => col.notNull())
      .execute();

    await tableWithId(db, 'payments')
      .addColumn('invoice_id', 'integer', (col) => col.notNull().references('invoices.id'))
      .addColumn('amount', 'bigint', (col) => col.notNull().check(sql`amount > 0`))
      .addColumn('paid_on', 'text', (col) => col.notNull())
      .addColumn('method', 'text', (col) => col.notNull())
      .addColumn('bank_reference', 'text', (col) => col.notNull())
      .addColumn('recorded_by', 'text', (col) => col.notNull())
      .addColumn('recorded_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('payments_invoice_id')
      .on('payments')
      .column('invoice_id')
      .execute();

    if (isPostgres(db)) {
      await sql`alter table customer_links drop constraint customer_links_purpose_check,
        add constraint customer_links_purpose_check check (${purposeCheck}),
        add column invoice_id integer references invoices(id)`.execute(db);
      return;
    }
    // SQLite cannot change a check constraint: the table is made again with the new one.
    await tableWithId(db, 'customer_links_new')
      .addColumn('token_hash', 'text', (col) => col.notNull().unique())
      .addColumn('quote_id', 'integer', (col) =>
        col.notNull().references('quote_requests.id').onDelete('cascade'),
      )
      .addColumn('purpose', 'text', (col) => col.notNull().check(purposeCheck))
      .addColumn('created_by', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .addColumn('revoked_at', 'text')
      .addColumn('invoice_id', 'integer', (col) => col.references('invoices.id'))
      .execute();
    await sql`insert into customer_links_new (id, token_hash, quote_id, purpose, created_by,
        created_at, expires_at, revoked_at)
      select id, token_hash, quote_id, purpose, created_by, created_at, expires_at, revoked_at
      from customer_links`.execute(db);
    await db.schema.dropTable('customer_links').execute();
    await db.schema.alterTable('customer_links_new').renameTo('customer_links').execute();
    await db.schema
      .createIndex('customer_links_quote_id')
      .on('customer_links')
      .column('quote_id')
      .execute();
  },
};
