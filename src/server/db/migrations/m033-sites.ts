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
  'site',
];
const kindCheck = sql`kind in (${sql.join(EVENT_KINDS.map((kind) => sql.lit(kind)))})`;

/** The history's kinds gain 'site': a site made, suspended, resumed or moved (as m027 did). */
async function siteEvents(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table quote_events drop constraint quote_events_kind_check,
      add constraint quote_events_kind_check check (${kindCheck})`.execute(db);
    return;
  }
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
}

/**
 * Delivered sites (issue 46, decision 137): one row per copy of a paid template line, made once
 * under a unique key, at a unique label (`<label>.<SITES_DOMAIN>`) and, later, a domain of its
 * own. `version` counts what is to be rendered, `rendered_version` what is; a render is taken by
 * a lease (`render_started_at`), as a content version's is (decision 127). Its pages are one JSON
 * row in `site_renders`, so every process serves them from the one database.
 */
export const sites: Migration = {
  async up(db: Kysely<unknown>) {
    await siteEvents(db);
    const table = isPostgres(db)
      ? db.schema.createTable('sites').addColumn('id', 'serial', (col) => col.primaryKey())
      : db.schema
          .createTable('sites')
          .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
    await table
      .addColumn('quote_id', 'integer', (col) => col.notNull().references('quote_requests.id'))
      .addColumn('quote_item_id', 'integer', (col) => col.notNull().references('quote_items.id'))
      // Two copies of one line make two sites: 1, 2, ...
      .addColumn('copy', 'bigint', (col) => col.notNull())
      .addColumn('template_slug', 'text', (col) => col.notNull())
      .addColumn('label', 'text', (col) => col.notNull().unique())
      // The address as made (https://<label>.<SITES_DOMAIN>): mails and the inbox show it.
      .addColumn('address', 'text', (col) => col.notNull())
      .addColumn('domain', 'text', (col) => col.unique())
      .addColumn('status', 'text', (col) => col.notNull())
      // The personalisation delivered, as JSON (the quote line's, logo by hash).
      .addColumn('personalisation', 'text', (col) => col.notNull())
      .addColumn('version', 'bigint', (col) => col.notNull())
      .addColumn('rendered_version', 'bigint', (col) => col.notNull().defaultTo(0))
      .addColumn('render_started_at', 'text')
      .addColumn('render_error', 'text')
      .addColumn('created_by', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addUniqueConstraint('sites_line_copy', ['quote_item_id', 'copy'])
      .execute();
    await db.schema.createIndex('sites_quote').on('sites').column('quote_id').execute();
    await db.schema
      .createTable('site_renders')
      .addColumn('site_id', 'integer', (col) => col.primaryKey().references('sites.id'))
      .addColumn('version', 'bigint', (col) => col.notNull())
      // JSON: the RenderedDeliveredSite of src/render/protocol.ts.
      .addColumn('files', 'text', (col) => col.notNull())
      .addColumn('rendered_at', 'text', (col) => col.notNull())
      .execute();
  },
};
