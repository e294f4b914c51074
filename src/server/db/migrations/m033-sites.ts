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
      // The personalisation delivered, as JSON (the quote line's, logo by hash), then as edited.
      .addColumn('personalisation', 'text', (col) => col.notNull())
      // The site's own texts and pictures over the template's, as JSON (src/shared/site-content.ts).
      .addColumn('content', 'text', (col) => col.notNull())
      .addColumn('version', 'bigint', (col) => col.notNull())
      .addColumn('rendered_version', 'bigint', (col) => col.notNull().defaultTo(0))
      .addColumn('render_started_at', 'text')
      .addColumn('render_error', 'text')
      .addColumn('created_by', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addUniqueConstraint('sites_line_copy', ['quote_item_id', 'copy'])
      .execute();
    await db.schema.createIndex('sites_quote').on('sites').column('quote_id').execute();
    // Each published version, whole (its personalisation and content), the newest 20 kept.
    await db.schema
      .createTable('site_versions')
      .addColumn('site_id', 'integer', (col) => col.notNull().references('sites.id'))
      .addColumn('version', 'bigint', (col) => col.notNull())
      .addColumn('personalisation', 'text', (col) => col.notNull())
      .addColumn('content', 'text', (col) => col.notNull())
      .addColumn('created_by', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('site_versions_key', ['site_id', 'version'])
      .execute();
    // Pictures a customer uploaded, re-encoded by the server, named by the SHA-256 of their bytes.
    await db.schema
      .createTable('site_pictures')
      .addColumn('site_id', 'integer', (col) => col.notNull().references('sites.id'))
      .addColumn('hash', 'text', (col) => col.notNull())
      .addColumn('content_type', 'text', (col) => col.notNull())
      .addColumn('data', isPostgres(db) ? sql`bytea` : 'blob', (col) => col.notNull())
      .addColumn('bytes', 'bigint', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('site_pictures_key', ['site_id', 'hash'])
      .execute();
    // The customer's editor links: random tokens kept as hashes, each opening one site.
    await db.schema
      .createTable('site_links')
      .addColumn('token_hash', 'text', (col) => col.primaryKey())
      .addColumn('site_id', 'integer', (col) => col.notNull().references('sites.id'))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('site_links_site').on('site_links').column('site_id').execute();
    // What visitors sent through a site's forms: mailed to its owner, listed in the editor.
    const messages = isPostgres(db)
      ? db.schema.createTable('site_messages').addColumn('id', 'serial', (col) => col.primaryKey())
      : db.schema
          .createTable('site_messages')
          .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
    await messages
      .addColumn('site_id', 'integer', (col) => col.notNull().references('sites.id'))
      .addColumn('form', 'text', (col) => col.notNull())
      // JSON: [[field name, value], ...] in the form's order.
      .addColumn('fields', 'text', (col) => col.notNull())
      .addColumn('client_address', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('site_messages_site')
      .on('site_messages')
      .columns(['site_id', 'id'])
      .execute();
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
