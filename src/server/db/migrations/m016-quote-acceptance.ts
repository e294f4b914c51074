import { type Kysely, type Migration, sql } from 'kysely';
import { isPostgres } from '../dialect';

// Every kind a quote's history will hold once the sale is made in the product (issue 27). A copy
// of QUOTE_EVENT_KINDS, not an import: a migration keeps making what it made, whatever the code says.
const EVENT_KINDS = [
  'received',
  'status',
  'note',
  'reply',
  'whatsapp',
  'accepted',
  'link',
  'issued',
  'paid',
  'part-paid',
  'cancelled',
  'reminded',
  'delivered',
];
const kindCheck = sql`kind in (${sql.join(EVENT_KINDS.map((kind) => sql.lit(kind)))})`;

/**
 * The customer accepts a quote (decision 097): links to a quote mailed to its customer, each kept
 * as the SHA-256 of its token; the time a quote was accepted; and the history's wider set of kinds.
 */
export const quoteAcceptance: Migration = {
  async up(db: Kysely<unknown>) {
    const links = isPostgres(db)
      ? db.schema.createTable('customer_links').addColumn('id', 'serial', (col) => col.primaryKey())
      : db.schema
          .createTable('customer_links')
          .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
    await links
      .addColumn('token_hash', 'text', (col) => col.notNull().unique())
      .addColumn('quote_id', 'integer', (col) =>
        col.notNull().references('quote_requests.id').onDelete('cascade'),
      )
      .addColumn('purpose', 'text', (col) => col.notNull().check(sql`purpose in ('accept')`))
      .addColumn('created_by', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .addColumn('revoked_at', 'text')
      .execute();
    await db.schema
      .createIndex('customer_links_quote_id')
      .on('customer_links')
      .column('quote_id')
      .execute();

    await db.schema.alterTable('quote_requests').addColumn('accepted_at', 'text').execute();

    if (isPostgres(db)) {
      await sql`alter table quote_events drop constraint quote_events_kind_check,
        add constraint quote_events_kind_check check (${kindCheck})`.execute(db);
      return;
    }
    // SQLite cannot change a check constraint: the table is made again with the new one.
    await db.schema
      .createTable('quote_events_new')
      .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
      .addColumn('quote_id', 'integer', (col) =>
        col.notNull().references('quote_requests.id').onDelete('cascade'),
      )
      .addColumn('kind', 'text', (col) => col.notNull().check(kindCheck))
      .addColumn('actor', 'text')
      .addColumn('text', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await sql`insert into quote_events_new (id, quote_id, kind, actor, text, created_at)
      select id, quote_id, kind, actor, text, created_at from quote_events`.execute(db);
    await db.schema.dropTable('quote_events').execute();
    await db.schema.alterTable('quote_events_new').renameTo('quote_events').execute();
    await db.schema
      .createIndex('quote_events_quote_id')
      .on('quote_events')
      .columns(['quote_id', 'id'])
      .execute();
  },
};
