import type { Kysely, Migration } from 'kysely';
import { isPostgres } from '../dialect';

/**
 * The content owners edit (issue 45, decision 121): every change to an item (a template, a
 * project, the agency's facts, a text...) as a row with who and when, and every published version
 * with the whole of what it publishes, so each process serves the same version from the database.
 */
export const contentVersions: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('content_versions')
      // Numbered by the publish itself: the key makes a version number be taken once. A count,
      // so 64-bit like every count (decision 068).
      .addColumn('version', 'bigint', (col) => col.primaryKey())
      .addColumn('published_by_id', 'integer', (col) => col.notNull().references('admin_users.id'))
      .addColumn('published_at', 'text', (col) => col.notNull())
      .addColumn('summary', 'text', (col) => col.notNull())
      // Every item changed from the code in this version, as JSON: {"items": [{kind, key, data}]}.
      .addColumn('content', 'text', (col) => col.notNull())
      // For the render pipeline (not yet built): null until it renders this version.
      .addColumn('render_status', 'text')
      .addColumn('render_error', 'text')
      .execute();

    const table = isPostgres(db)
      ? db.schema
          .createTable('content_changes')
          .addColumn('id', 'serial', (col) => col.primaryKey())
      : db.schema
          .createTable('content_changes')
          .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
    await table
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('item_key', 'text', (col) => col.notNull())
      // The item's new value as JSON; null goes back to the value in the code.
      .addColumn('data', 'text')
      .addColumn('changed_by_id', 'integer', (col) => col.notNull().references('admin_users.id'))
      .addColumn('created_at', 'text', (col) => col.notNull())
      // The version that published it; null while it is a draft.
      .addColumn('version', 'bigint', (col) => col.references('content_versions.version'))
      .execute();
    // An item's history, newest first; and the drafts a publish takes.
    await db.schema
      .createIndex('content_changes_item')
      .on('content_changes')
      .columns(['kind', 'item_key', 'id'])
      .execute();
    await db.schema
      .createIndex('content_changes_version')
      .on('content_changes')
      .column('version')
      .execute();
  },
};
