import { type Kysely, type Migration, sql } from 'kysely';
import { isPostgres } from '../dialect';

/**
 * Answering quotes from the inbox (decision 045): each quote's history, its first-answer time,
 * running totals per status (started from the quotes already stored) and the dashboard's indexes.
 */
export const quoteHistory: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('quote_requests').addColumn('first_answered_at', 'text').execute();

    const events = isPostgres(db)
      ? db.schema.createTable('quote_events').addColumn('id', 'serial', (col) => col.primaryKey())
      : db.schema
          .createTable('quote_events')
          .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
    await events
      .addColumn('quote_id', 'integer', (col) =>
        col.notNull().references('quote_requests.id').onDelete('cascade'),
      )
      .addColumn('kind', 'text', (col) =>
        col.notNull().check(sql`kind in ('received', 'status', 'note', 'reply', 'whatsapp')`),
      )
      .addColumn('actor', 'text')
      .addColumn('text', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('quote_events_quote_id')
      .on('quote_events')
      .columns(['quote_id', 'id'])
      .execute();

    await db.schema
      .createTable('quote_status_totals')
      .addColumn('status', 'text', (col) => col.primaryKey())
      .addColumn('quote_count', 'integer', (col) => col.notNull())
      .addColumn('amount', 'integer', (col) => col.notNull())
      .execute();
    for (const status of ['new', 'contacted', 'won', 'lost']) {
      await sql`
        insert into quote_status_totals (status, quote_count, amount)
        select ${status}, count(*), coalesce(sum(total_amount), 0)
        from quote_requests where status = ${status}
      `.execute(db);
    }

    // Overdue quotes (new, unanswered, oldest first): one range of this index, however many are stored.
    await db.schema
      .createIndex('quote_requests_unanswered')
      .on('quote_requests')
      .columns(['status', 'first_answered_at', 'created_at'])
      .execute();
    // Time to first answer over the last 30 days.
    await db.schema
      .createIndex('quote_requests_first_answered_at')
      .on('quote_requests')
      .column('first_answered_at')
      .execute();
    // Messages not handled yet.
    await db.schema
      .createIndex('contact_messages_handled_at')
      .on('contact_messages')
      .column('handled_at')
      .execute();
    // Members who joined this week (subscribers use newsletter_subscribers_pending on confirmed_at).
    await db.schema
      .createIndex('loyalty_members_created_at')
      .on('loyalty_members')
      .column('created_at')
      .execute();
  },
};
