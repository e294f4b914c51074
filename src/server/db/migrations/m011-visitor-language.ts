import type { Kysely, Migration } from 'kysely';

/**
 * The language of the page each visitor request came from (issue 15): their mails are written in
 * it and the inbox shows it. Everything stored before was sent from an English page.
 */
export const visitorLanguage: Migration = {
  async up(db: Kysely<unknown>) {
    for (const table of [
      'quote_requests',
      'contact_messages',
      'newsletter_subscribers',
      'loyalty_members',
    ]) {
      await db.schema
        .alterTable(table)
        .addColumn('lang', 'text', (col) => col.notNull().defaultTo('en'))
        .execute();
    }
  },
};
