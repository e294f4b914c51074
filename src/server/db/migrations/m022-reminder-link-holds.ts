import type { Kysely, Migration } from 'kysely';

/**
 * The quotes whose invoice and order links staff revoked (decision 104): reminders then carry no
 * new links until staff put them back, which deletes the row.
 */
export const reminderLinkHolds: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('reminder_link_holds')
      .addColumn('quote_id', 'integer', (col) => col.primaryKey().references('quote_requests.id'))
      .addColumn('created_by', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
  },
};
