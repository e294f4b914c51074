import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import { addAddressUsage } from './db/repositories/address-usage';
import type { Database } from './db/schema';
import { HttpError } from './http-error';
import { throttleAddress } from './sign-in-throttle';
import { bodyAsSent } from './visitor-lang';

/** What a request's rows keep beyond their text: keys, indexes, the idempotency record. */
export const ROW_OVERHEAD = 2 * 1024;

export const STORED_TOO_MUCH =
  'Your address has sent us as much as we can store in one day. Please try again tomorrow.';

/**
 * Counts what the request stored against what its client address may store in a UTC day
 * (decisions 071 and 105), after its writes, inside its transaction: its rows (the body as sent,
 * logos left out, and ROW_OVERHEAD) and `written`, the bytes of the mails it queued and the logos
 * it kept. The request that would pass the cap is refused with 429 and Retry-After (until
 * midnight UTC), and the rollback leaves nothing stored, the count included.
 */
export async function chargeStorage(
  trx: Transaction<Database>,
  request: FastifyRequest,
  written: number,
): Promise<void> {
  const now = new Date();
  // As sent (the parsed body carries defaults), without the logos: only their re-encoding is kept.
  const rows = JSON.stringify(bodyAsSent(request), (key, value: unknown) =>
    key === 'logo' ? undefined : value,
  );
  const bytes = Buffer.byteLength(rows) + ROW_OVERHEAD + written;
  const stored = await addAddressUsage(
    trx,
    throttleAddress(request.ip),
    now.toISOString().slice(0, 10),
    bytes,
  );
  if (stored <= request.server.config.rateLimits.storedBytesPerAddressPerDay) return;
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  throw new HttpError(429, STORED_TOO_MUCH, Math.ceil((midnight - now.getTime()) / 1000));
}
