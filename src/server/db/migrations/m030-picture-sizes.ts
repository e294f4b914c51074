import { type Kysely, type Migration, sql } from 'kysely';
import { isPostgres } from '../dialect';

/**
 * The sizes of the pictures owners upload for the portfolio (issue 45, decision 126), in the
 * database so every process on it serves them: one row per picture and width, never changed.
 */
export const pictureSizes: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('picture_sizes')
      // The picture's id: the hash of its thumbnail in logos.
      .addColumn('picture', 'text', (col) => col.notNull().references('logos.hash'))
      .addColumn('width', 'bigint', (col) => col.notNull())
      .addColumn('height', 'bigint', (col) => col.notNull())
      .addColumn('content_type', 'text', (col) => col.notNull())
      .addColumn('data', isPostgres(db) ? sql`bytea` : 'blob', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('picture_sizes_pk', ['picture', 'width'])
      .execute();
  },
};
