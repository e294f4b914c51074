import { type Kysely, type Transaction, sql } from 'kysely';
import type { Database } from '../schema';

/**
 * Adds `bytes` to what `clientAddress` stored on `day` and answers the day's total. One upsert, so
 * concurrent requests from one address add up exactly (the row is locked until the transaction ends).
 */
export async function addAddressUsage(
  trx: Transaction<Database>,
  clientAddress: string,
  day: string,
  bytes: number,
): Promise<number> {
  const row = await trx
    .insertInto('address_usage')
    .values({ client_address: clientAddress, day, bytes })
    .onConflict((oc) =>
      oc
        .columns(['client_address', 'day'])
        .doUpdateSet({ bytes: sql<number>`address_usage.bytes + excluded.bytes` }),
    )
    .returning('bytes')
    .executeTakeFirstOrThrow();
  return Number(row.bytes);
}

/** Deletes the tallies of days before `day` (YYYY-MM-DD); answers how many. */
export async function pruneAddressUsage(db: Kysely<Database>, day: string): Promise<number> {
  const result = await db.deleteFrom('address_usage').where('day', '<', day).executeTakeFirst();
  return Number(result.numDeletedRows);
}
