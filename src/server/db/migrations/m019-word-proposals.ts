import { type Kysely, type Migration, sql } from 'kysely';
import { isPostgres } from '../dialect';

/**
 * Corrections to the site's words (issue 28): a reviewer proposes a new wording for one string,
 * an owner accepts or rejects it, and `npm run words:apply` writes the accepted ones into the code.
 */
export const wordProposals: Migration = {
  async up(db: Kysely<unknown>) {
    const table = isPostgres(db)
      ? db.schema.createTable('word_proposals').addColumn('id', 'serial', (col) => col.primaryKey())
      : db.schema
          .createTable('word_proposals')
          .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
    await table
      .addColumn('lang', 'text', (col) => col.notNull())
      // 'layout:layout.nav.about': the word file and the path to the string in it.
      .addColumn('word_key', 'text', (col) => col.notNull())
      // The page it was picked on, to show it in its place.
      .addColumn('page', 'text', (col) => col.notNull())
      .addColumn('old_text', 'text', (col) => col.notNull())
      .addColumn('proposed_text', 'text', (col) => col.notNull())
      .addColumn('comment', 'text', (col) => col.notNull())
      .addColumn('proposed_by_id', 'integer', (col) => col.notNull().references('admin_users.id'))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('state', 'text', (col) =>
        col.notNull().check(sql`state in ('pending', 'accepted', 'rejected')`),
      )
      .addColumn('decided_by_id', 'integer', (col) => col.references('admin_users.id'))
      .addColumn('decided_at', 'text')
      .execute();
    // The review list: pending first, newest first; and a key's proposals together.
    await db.schema
      .createIndex('word_proposals_state_created_at')
      .on('word_proposals')
      .columns(['state', 'created_at'])
      .execute();
    await db.schema
      .createIndex('word_proposals_word_key')
      .on('word_proposals')
      .column('word_key')
      .execute();
  },
};
