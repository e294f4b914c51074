import type { Kysely, Migration } from 'kysely';

/** Housekeeping deletes old idempotency keys by age: an index finds them without a full scan. */
export const idempotencyKeyAge: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('idempotency_keys_created_at')
      .on('idempotency_keys')
      .column('created_at')
      .execute();
  },
};
