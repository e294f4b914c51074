import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Staff accounts (decision 044): a role and a disabled time on each account, and one-time sign-in
 * links (invites and resets) stored only as a SHA-256 hash of their token. The CSRF token now comes
 * from @fastify/csrf-protection's secret cookie, so sessions no longer keep one.
 */
export const staffAccounts: Migration = {
  async up(db: Kysely<unknown>) {
    // New accounts default to the lesser role; the accounts that exist today are the owners.
    await db.schema
      .alterTable('admin_users')
      .addColumn('role', 'text', (col) => col.notNull().defaultTo('staff'))
      .execute();
    await db.schema.alterTable('admin_users').addColumn('disabled_at', 'text').execute();
    await sql`update admin_users set role = 'owner'`.execute(db);

    await db.schema.alterTable('admin_sessions').dropColumn('csrf_token').execute();

    await db.schema
      .createTable('admin_sign_in_links')
      .addColumn('token_hash', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'integer', (col) =>
        col.notNull().references('admin_users.id').onDelete('cascade'),
      )
      .addColumn('purpose', 'text', (col) => col.notNull())
      .addColumn('created_by_user_id', 'integer', (col) =>
        col.references('admin_users.id').onDelete('set null'),
      )
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .addColumn('used_at', 'text')
      .execute();
    // An account's open links are looked up (listing, replacing) by user.
    await db.schema
      .createIndex('admin_sign_in_links_user_id')
      .on('admin_sign_in_links')
      .columns(['user_id', 'expires_at'])
      .execute();
  },
};
