import type { Kysely, Migration } from 'kysely';
import { isPostgres } from '../dialect';

/** The outbox of mails to send, and the staff's accounts, sessions and failed sign-ins. */
export const mailAndAdmin: Migration = {
  async up(db: Kysely<unknown>) {
    // As in m001: the one place the dialects differ is how a table gets its numeric id.
    const withId = (table: string) =>
      isPostgres(db)
        ? db.schema.createTable(table).addColumn('id', 'serial', (col) => col.primaryKey())
        : db.schema
            .createTable(table)
            .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());

    await withId('outbox')
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('recipient', 'text', (col) => col.notNull())
      .addColumn('reply_to', 'text', (col) => col.notNull())
      .addColumn('subject', 'text', (col) => col.notNull())
      .addColumn('text_body', 'text', (col) => col.notNull())
      .addColumn('html_body', 'text', (col) => col.notNull())
      .addColumn('headers', 'text', (col) => col.notNull())
      .addColumn('message_id', 'text', (col) => col.notNull().unique())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('next_attempt_at', 'text', (col) => col.notNull())
      .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('claimed_until', 'text')
      .addColumn('claim_token', 'text')
      .addColumn('sent_at', 'text')
      .addColumn('failed_at', 'text')
      .addColumn('last_error', 'text', (col) => col.notNull().defaultTo(''))
      .execute();
    // The sender's question: which unsent mails are due?
    await db.schema
      .createIndex('outbox_due')
      .on('outbox')
      .columns(['sent_at', 'next_attempt_at'])
      .execute();

    await withId('admin_users')
      .addColumn('email_key', 'text', (col) => col.notNull().unique())
      .addColumn('email', 'text', (col) => col.notNull())
      .addColumn('password_hash', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('admin_sessions')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'integer', (col) =>
        col.notNull().references('admin_users.id').onDelete('cascade'),
      )
      .addColumn('csrf_token', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('last_seen_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('admin_sessions_user_id')
      .on('admin_sessions')
      .column('user_id')
      .execute();

    // Apart from the loyalty sign-in's table, so one form's failures never lock the other out.
    await withId('admin_login_failures')
      .addColumn('email_key', 'text', (col) => col.notNull())
      .addColumn('client_address', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('admin_login_failures_email')
      .on('admin_login_failures')
      .columns(['email_key', 'created_at'])
      .execute();
    await db.schema
      .createIndex('admin_login_failures_address')
      .on('admin_login_failures')
      .columns(['client_address', 'created_at'])
      .execute();
  },
};
