import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Visitor mail shared fairly and storage bounded per client address (decision 071): each outbox
 * row knows the client address that caused it and its lower-cased recipient, so mails can be
 * counted per address and per recipient; a daily tally of what each address stored; and an index
 * on the rows whose bodies are still kept, for the hourly pruning.
 */
export const mailFairnessAndRetention: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('outbox')
      .addColumn('client_address', 'text', (col) => col.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable('outbox')
      .addColumn('recipient_key', 'text', (col) => col.notNull().defaultTo(''))
      .execute();
    await sql`update outbox set recipient_key = lower(recipient)`.execute(db);
    await db.schema
      .createIndex('outbox_client_address')
      .on('outbox')
      .columns(['client_address', 'created_at'])
      .execute();
    await db.schema
      .createIndex('outbox_recipient_key')
      .on('outbox')
      .columns(['recipient_key', 'created_at'])
      .execute();
    // Only the rows not yet pruned: the hourly clean-up never walks the whole history.
    await db.schema
      .createIndex('outbox_bodies_kept')
      .on('outbox')
      .column('created_at')
      .where(sql.ref('text_body'), '<>', '')
      .execute();

    await db.schema
      .createTable('address_usage')
      .addColumn('client_address', 'text', (col) => col.notNull())
      .addColumn('day', 'text', (col) => col.notNull())
      .addColumn('bytes', 'bigint', (col) => col.notNull())
      .addPrimaryKeyConstraint('address_usage_pkey', ['client_address', 'day'])
      .execute();
    await db.schema.createIndex('address_usage_day').on('address_usage').column('day').execute();
  },
};
