import type { Kysely, Migration } from 'kysely';
import { isPostgres } from '../dialect';

/**
 * The resort's loyalty programme on a delivered site (issue 46, decision 138): staff turn it on
 * for a site (`loyalty_enabled_at`, null while off, as other flags are kept), and its members are
 * the site's own, unique by email and by member number within the site.
 */
export const siteLoyalty: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('sites').addColumn('loyalty_enabled_at', 'text').execute();
    const table = isPostgres(db)
      ? db.schema
          .createTable('site_loyalty_members')
          .addColumn('id', 'serial', (col) => col.primaryKey())
      : db.schema
          .createTable('site_loyalty_members')
          .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
    await table
      .addColumn('site_id', 'integer', (col) => col.notNull().references('sites.id'))
      .addColumn('member_number', 'text', (col) => col.notNull())
      // Lower-cased email: one membership per address on a site.
      .addColumn('email_key', 'text', (col) => col.notNull())
      .addColumn('email', 'text', (col) => col.notNull())
      .addColumn('full_name', 'text', (col) => col.notNull())
      .addColumn('phone', 'text', (col) => col.notNull())
      .addColumn('date_of_birth', 'text', (col) => col.notNull())
      .addColumn('points', 'bigint', (col) => col.notNull())
      .addColumn('total_nights', 'bigint', (col) => col.notNull())
      .addColumn('total_spent', 'bigint', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addUniqueConstraint('site_loyalty_members_email', ['site_id', 'email_key'])
      .addUniqueConstraint('site_loyalty_members_number', ['site_id', 'member_number'])
      .execute();
    // The editor lists a site's newest members.
    await db.schema
      .createIndex('site_loyalty_members_newest')
      .on('site_loyalty_members')
      .columns(['site_id', 'id'])
      .execute();
  },
};
