import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { HttpError } from '../http-error';
import { uniqueViolation } from './dialect';
import type { Database } from './schema';

export interface StoredAnswer<T = unknown> {
  statusCode: number;
  body: T;
  replayed: boolean;
}

export interface IdempotencyClaim {
  key: string | undefined;
  scope: string;
  request: unknown;
}

const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;
/** Offline submissions replay up to 7 days late; keys are kept well past that. */
export const IDEMPOTENCY_KEY_DAYS = 30;
const PRUNE_BATCH = 1000;
// A freshly drawn reference or member number can, very rarely, already exist: draw again.
const ATTEMPTS = 5;

export const hashRequest = (request: unknown): string =>
  createHash('sha256').update(JSON.stringify(request)).digest('hex');

/**
 * Runs one write in one transaction. With an Idempotency-Key, the key's row is inserted first in
 * the same transaction, so a repeated or concurrent request waits on the database's unique key and
 * then gets the first answer back instead of writing again.
 */
export async function writeOnce<T>(
  db: Kysely<Database>,
  claim: IdempotencyClaim,
  write: (trx: Transaction<Database>) => Promise<{ statusCode: number; body: T }>,
): Promise<StoredAnswer<T>> {
  const { key, scope } = claim;
  if (key !== undefined && !KEY_PATTERN.test(key)) {
    throw new HttpError(
      400,
      'The Idempotency-Key header must be 1 to 200 visible characters, such as a UUID.',
    );
  }
  const requestHash = hashRequest(claim.request);
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(async (trx) => {
        if (key !== undefined) {
          const claimed = await trx
            .insertInto('idempotency_keys')
            .values({
              key,
              scope,
              request_hash: requestHash,
              status_code: 0,
              response_body: '',
              created_at: new Date().toISOString(),
            })
            .onConflict((oc) => oc.column('key').doNothing())
            .returning('key')
            .executeTakeFirst();
          if (!claimed) return replay<T>(trx, key, scope, requestHash);
        }
        const answer = await write(trx);
        if (key !== undefined) {
          await trx
            .updateTable('idempotency_keys')
            .set({ status_code: answer.statusCode, response_body: JSON.stringify(answer.body) })
            .where('key', '=', key)
            .execute();
        }
        return { ...answer, replayed: false };
      });
    } catch (error) {
      const violated = uniqueViolation(error);
      const redraw = violated !== undefined && /reference|member_number/.test(violated);
      if (!redraw || attempt >= ATTEMPTS) throw error;
    }
  }
}

async function replay<T>(
  trx: Transaction<Database>,
  key: string,
  scope: string,
  requestHash: string,
): Promise<StoredAnswer<T>> {
  const first = await trx
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
  if (first.scope !== scope || first.request_hash !== requestHash) {
    throw new HttpError(
      422,
      'This Idempotency-Key was already used for a different request; make a new key for each submission.',
    );
  }
  return {
    statusCode: first.status_code,
    body: JSON.parse(first.response_body) as T,
    replayed: true,
  };
}

/**
 * Deletes keys older than IDEMPOTENCY_KEY_DAYS, a thousand at a time (through the created_at
 * index), so other writes never wait long behind it; answers how many it deleted.
 */
export async function pruneIdempotencyKeys(
  db: Kysely<Database>,
  now = Date.now(),
): Promise<number> {
  const before = new Date(now - IDEMPOTENCY_KEY_DAYS * 24 * 60 * 60 * 1000).toISOString();
  let deleted = 0;
  for (;;) {
    const result = await db
      .deleteFrom('idempotency_keys')
      .where('key', 'in', (eb) =>
        eb
          .selectFrom('idempotency_keys')
          .select('key')
          .where('created_at', '<', before)
          .limit(PRUNE_BATCH),
      )
      .executeTakeFirst();
    const batch = Number(result.numDeletedRows);
    deleted += batch;
    if (batch < PRUNE_BATCH) return deleted;
  }
}
