import type { Kysely, Migration } from 'kysely';

/**
 * One row per (sign-in, account, client address) with the attempts counted since the last success
 * and when the next may be made (decision 036). Replaces the two tables of failures, which counted
 * per email and per address and so let anyone lock an account out.
 */
export const signInThrottle: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('sign_in_throttle')
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('email_key', 'text', (col) => col.notNull())
      .addColumn('client_address', 'text', (col) => col.notNull())
      .addColumn('attempts', 'integer', (col) => col.notNull())
      .addColumn('next_attempt_at', 'text', (col) => col.notNull())
      .addColumn('last_attempt_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('sign_in_throttle_pkey', ['kind', 'email_key', 'client_address'])
      .execute();
    // Pruning asks for the rows idle longest; unlocking asks for one email at every address.
    await db.schema
      .createIndex('sign_in_throttle_last_attempt')
      .on('sign_in_throttle')
      .column('last_attempt_at')
      .execute();
    await db.schema
      .createIndex('sign_in_throttle_email')
      .on('sign_in_throttle')
      .column('email_key')
      .execute();
    await db.schema.dropTable('login_failures').execute();
    await db.schema.dropTable('admin_login_failures').execute();
  },
};
