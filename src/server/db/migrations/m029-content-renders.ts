import type { Kysely, Migration } from 'kysely';

/**
 * The pages a published version renders to (issue 45, decision 124): every prerendered page's
 * HTML and route data and the sitemap, as one JSON row per version, so every process on the one
 * database serves the same bytes without a shared disk. Only the newest few versions are kept.
 */
export const contentRenders: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('content_renders')
      .addColumn('version', 'bigint', (col) =>
        col.primaryKey().references('content_versions.version'),
      )
      // JSON: {"pages": [{path, file, html, data?}], "sitemap": "..."} (src/render/protocol.ts).
      .addColumn('site', 'text', (col) => col.notNull())
      .addColumn('rendered_at', 'text', (col) => col.notNull())
      .execute();
  },
};
