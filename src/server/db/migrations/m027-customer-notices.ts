import { type Kysely, type Migration, sql } from 'kysely';
import { isPostgres } from '../dialect';

// A copy of QUOTE_EVENT_KINDS as it stands with this migration (see m016 for why a copy).
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
  'receipt',
];
const kindCheck = sql`kind in (${sql.join(EVENT_KINDS.map((kind) => sql.lit(kind)))})`;

/**
 * Receipts and notices (issue 43, point 2; decision 110): the address of a delivered site, which
 * staff give when they mark the order delivered, and a history kind for each receipt mailed.
 */
export const customerNotices: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('quote_requests').addColumn('site_url', 'text').execute();
    if (isPostgres(db)) {
      await sql`alter table quote_events drop constraint quote_events_kind_check,
        add constraint quote_events_kind_check check (${kindCheck})`.execute(db);
      return;
    }
    // SQLite cannot change a check constraint: the table is made again with the new one (as m016).
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
