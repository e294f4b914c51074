import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import { addAddressUsage } from './db/repositories/address-usage';
import type { Database } from './db/schema';
import { HttpError } from './http-error';
import { throttleAddress } from './sign-in-throttle';
import { bodyAsSent } from './visitor-lang';

/** What a request stores beyond its body: its rows and the mails it queues (a plain quote: ~18 KB). */
export const STORED_PER_REQUEST = 20 * 1024;

export const STORED_TOO_MUCH =
  'Your address has sent us as much as we can store in one day. Please try again tomorrow.';

/**
 * Counts the request (its body and STORED_PER_REQUEST) against what its client address may store in a UTC day (decision
 * 071), inside the request's transaction: past the cap it is refused with 429 and Retry-After
 * (until midnight UTC), and the rollback leaves nothing stored, the count included.
 */
export async function chargeStorage(
  trx: Transaction<Database>,
  request: FastifyRequest,
): Promise<void> {
  const now = new Date();
  // Counted as sent: the parsed body carries defaults the client did not send.
  const bytes = Buffer.byteLength(JSON.stringify(bodyAsSent(request))) + STORED_PER_REQUEST;
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
