import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Newsletter double opt-in and the hourly cap on mails to visitors (decision 040). Subscribers
 * stored before it were welcomed under the old rules and stay on the list, as confirmed.
 */
export const doubleOptIn: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('newsletter_subscribers')
      .addColumn('confirmed_at', 'text')
      .execute();
    await db.schema
      .alterTable('newsletter_subscribers')
      .addColumn('confirm_sent_at', 'text')
      .execute();
    await sql`update newsletter_subscribers set confirmed_at = created_at`.execute(db);
    // The pruning of unconfirmed rows asks for these.
    await db.schema
      .createIndex('newsletter_subscribers_pending')
      .on('newsletter_subscribers')
      .columns(['confirmed_at', 'confirm_sent_at'])
      .execute();

    await db.schema
      .alterTable('outbox')
      .addColumn('audience', 'text', (col) => col.notNull().defaultTo('visitor'))
      .execute();
    await sql`update outbox set audience = 'agency' where kind like '%-agency'`.execute(db);
    // The cap counts mails sent in the last hour (outbox_due leads with sent_at) and those being
    // sent now: both small ranges, however many mails wait.
    await db.schema
      .createIndex('outbox_claimed_until')
      .on('outbox')
      .column('claimed_until')
      .execute();
    // The row that senders lock, one at a time, to count and claim a visitor mail.
    await sql`insert into settings (key, value) values ('visitor_mail_claims', '')`.execute(db);
  },
};
