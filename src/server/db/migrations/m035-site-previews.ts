import type { Kysely, Migration } from 'kysely';

/**
 * A site's preview (issue 46, decision 138): its owner's unpublished changes rendered, served at a
 * random address on the site's own host for an hour. One a site: the next replaces it.
 */
export const sitePreviews: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('site_previews')
      .addColumn('site_id', 'integer', (col) => col.primaryKey().references('sites.id'))
      // Random, unguessable: the preview's address names it.
      .addColumn('preview_id', 'text', (col) => col.notNull())
      // The rendered page, as served.
      .addColumn('page', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
  },
};
