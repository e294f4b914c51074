import { type Kysely, type Migration, sql } from 'kysely';
import { isPostgres } from '../dialect';

export const initial: Migration = {
  async up(db: Kysely<unknown>) {
    // The one place the dialects differ: how a table gets its own numeric id.
    const withId = (table: string) =>
      isPostgres(db)
        ? db.schema.createTable(table).addColumn('id', 'serial', (col) => col.primaryKey())
        : db.schema
            .createTable(table)
            .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());

    await withId('contact_messages')
      .addColumn('reference', 'text', (col) => col.notNull().unique())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('email', 'text', (col) => col.notNull())
      .addColumn('phone', 'text', (col) => col.notNull())
      .addColumn('service', 'text', (col) => col.notNull())
      .addColumn('message', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('handled_at', 'text')
      .execute();
    await db.schema
      .createIndex('contact_messages_created_at')
      .on('contact_messages')
      .column('created_at')
      .execute();

    await withId('newsletter_subscribers')
      .addColumn('email_key', 'text', (col) => col.notNull().unique())
      .addColumn('email', 'text', (col) => col.notNull())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('unsubscribed_at', 'text')
      .execute();

    await withId('quote_requests')
      .addColumn('reference', 'text', (col) => col.notNull().unique())
      .addColumn('customer_name', 'text', (col) => col.notNull())
      .addColumn('customer_email', 'text', (col) => col.notNull())
      .addColumn('customer_phone', 'text', (col) => col.notNull())
      .addColumn('customer_company', 'text', (col) => col.notNull())
      .addColumn('customer_message', 'text', (col) => col.notNull())
      .addColumn('message', 'text', (col) => col.notNull())
      .addColumn('total_amount', 'integer', (col) => col.notNull())
      .addColumn('total_items', 'integer', (col) => col.notNull())
      .addColumn('extra_trees', 'integer', (col) => col.notNull())
      .addColumn('contribution_amount', 'integer', (col) => col.notNull())
      .addColumn('trees_funded', 'integer', (col) => col.notNull())
      .addColumn('status', 'text', (col) => col.notNull().defaultTo('new'))
      .addColumn('note', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('quote_requests_created_at')
      .on('quote_requests')
      .column('created_at')
      .execute();

    await withId('quote_items')
      .addColumn('quote_id', 'integer', (col) =>
        col.notNull().references('quote_requests.id').onDelete('cascade'),
      )
      .addColumn('template_id', 'integer', (col) => col.notNull())
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('unit_price', 'integer', (col) => col.notNull())
      .addColumn('quantity', 'integer', (col) => col.notNull())
      .addColumn('line_total', 'integer', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('quote_items_quote_id')
      .on('quote_items')
      .column('quote_id')
      .execute();

    await withId('loyalty_members')
      .addColumn('member_number', 'text', (col) => col.notNull().unique())
      .addColumn('email_key', 'text', (col) => col.notNull().unique())
      .addColumn('email', 'text', (col) => col.notNull())
      .addColumn('full_name', 'text', (col) => col.notNull())
      .addColumn('phone', 'text', (col) => col.notNull())
      .addColumn('date_of_birth', 'text', (col) => col.notNull())
      .addColumn('points', 'integer', (col) => col.notNull())
      .addColumn('total_nights', 'integer', (col) => col.notNull())
      .addColumn('total_spent', 'integer', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();

    await withId('login_failures')
      .addColumn('email_key', 'text', (col) => col.notNull())
      .addColumn('client_address', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('login_failures_email')
      .on('login_failures')
      .columns(['email_key', 'created_at'])
      .execute();
    await db.schema
      .createIndex('login_failures_address')
      .on('login_failures')
      .columns(['client_address', 'created_at'])
      .execute();

    await db.schema
      .createTable('idempotency_keys')
      .addColumn('key', 'text', (col) => col.primaryKey())
      .addColumn('scope', 'text', (col) => col.notNull())
      .addColumn('request_hash', 'text', (col) => col.notNull())
      .addColumn('status_code', 'integer', (col) => col.notNull())
      .addColumn('response_body', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('settings')
      .addColumn('key', 'text', (col) => col.primaryKey())
      .addColumn('value', 'text', (col) => col.notNull())
      .execute();
    await sql`insert into settings (key, value) values ('trees_planted', '12')`.execute(db);
  },
};
