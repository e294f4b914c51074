import type { Kysely, Migration } from 'kysely';

/**
 * Where a won quote's order stands (issue 27): when its first invoice (full or deposit) was paid in
 * full, when the template is due (24 hours after that, as the site promises), and when delivered.
 * The reminders sent for unpaid invoices, one row per invoice and step, so two processes send one;
 * and the customers staff turned reminders off for.
 */
export const orderProgress: Migration = {
  async up(db: Kysely<unknown>) {
    // One column a statement: SQLite adds only one at a time.
    for (const column of ['paid_at', 'delivery_due_at', 'delivered_at']) {
      await db.schema.alterTable('quote_requests').addColumn(column, 'text').execute();
    }
    await db.schema
      .createTable('invoice_reminders')
      .addColumn('invoice_id', 'integer', (col) => col.notNull().references('invoices.id'))
      // 1: on the due day; 2: seven days later.
      .addColumn('step', 'bigint', (col) => col.notNull())
      .addColumn('sent_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('invoice_reminders_pk', ['invoice_id', 'step'])
      .execute();
    await db.schema
      .createTable('reminder_opt_outs')
      .addColumn('email_key', 'text', (col) => col.primaryKey())
      .addColumn('created_by', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
  },
};
