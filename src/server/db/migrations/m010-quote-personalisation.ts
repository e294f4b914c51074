import type { Kysely, Migration } from 'kysely';

/**
 * What a visitor tried a template with (decision 050): each quote item keeps its personalisation
 * as JSON (null when none was sent), and each outbox mail its inline attachments (the logo in
 * the agency's notification) as JSON, base64 content included, so the sender needs nothing else.
 */
export const quotePersonalisation: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('quote_items').addColumn('personalisation', 'text').execute();
    await db.schema
      .alterTable('outbox')
      .addColumn('attachments', 'text', (col) => col.notNull().defaultTo('[]'))
      .execute();
  },
};
