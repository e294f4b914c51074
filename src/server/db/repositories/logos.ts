import type { Kysely, Transaction } from 'kysely';
import type { ServerLogo } from '../../quotes/logos';
import type { Database } from '../schema';

/**
 * Keeps a logo once: the same bytes sent with another quote find their row already there. Answers
 * the bytes it stored: 0 for a logo kept before.
 */
export async function saveLogo(trx: Transaction<Database>, logo: ServerLogo): Promise<number> {
  const inserted = await trx
    .insertInto('logos')
    .values({
      hash: logo.hash,
      content_type: logo.contentType,
      data: logo.bytes,
      created_at: new Date().toISOString(),
    })
    .onConflict((conflict) => conflict.column('hash').doNothing())
    .returning('hash')
    .executeTakeFirst();
  return inserted ? logo.bytes.length : 0;
}

export async function readLogo(
  db: Kysely<Database>,
  hash: string,
): Promise<{ contentType: string; bytes: Buffer } | undefined> {
  const row = await db
    .selectFrom('logos')
    .select(['content_type', 'data'])
    .where('hash', '=', hash)
    .executeTakeFirst();
  return row && { contentType: row.content_type, bytes: Buffer.from(row.data) };
}
