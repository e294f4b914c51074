import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/** A delivered resort's members sign in on their own site: its id keeps their attempts apart. */
export type SignInKind = 'admin' | 'loyalty' | `site-loyalty-${number}`;

/** One account at one sign-in, tried from one client address: what the throttle counts. */
export interface SignInPair {
  kind: SignInKind;
  email: string;
  clientAddress: string;
}

/** A pair with no attempt for this long starts again from nothing, and its row is pruned. */
export const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;

const emailKey = (email: string) => email.trim().toLowerCase();

/**
 * Counts one attempt for the pair, before its secret is checked, unless the pair must still wait.
 * Returns 0 when the attempt is counted, else the milliseconds left to wait. `waitAfter(n)` is the
 * wait the n-th attempt imposes on the next. A compare-and-set on the count keeps concurrent
 * attempts (other requests, other processes) from counting as one, on SQLite and PostgreSQL alike.
 */
export async function countSignInAttempt(
  db: Kysely<Database>,
  pair: SignInPair,
  now: number,
  waitAfter: (attempts: number) => number,
): Promise<number> {
  const key = {
    kind: pair.kind,
    email_key: emailKey(pair.email),
    client_address: pair.clientAddress,
  };
  const nowIso = new Date(now).toISOString();
  const forgetBefore = new Date(now - FORGET_AFTER_MS).toISOString();
  // Each pass either counts the attempt or sees another request's count land first and looks again.
  for (;;) {
    const row = await db
      .selectFrom('sign_in_throttle')
      .select(['attempts', 'next_attempt_at', 'last_attempt_at'])
      .where('kind', '=', key.kind)
      .where('email_key', '=', key.email_key)
      .where('client_address', '=', key.client_address)
      .executeTakeFirst();
    if (row && row.next_attempt_at > nowIso) return Date.parse(row.next_attempt_at) - now;
    const attempts = row && row.last_attempt_at >= forgetBefore ? row.attempts + 1 : 1;
    const counted = {
      attempts,
      next_attempt_at: new Date(now + waitAfter(attempts)).toISOString(),
      last_attempt_at: nowIso,
    };
    if (row) {
      const { numUpdatedRows } = await db
        .updateTable('sign_in_throttle')
        .set(counted)
        .where('kind', '=', key.kind)
        .where('email_key', '=', key.email_key)
        .where('client_address', '=', key.client_address)
        .where('attempts', '=', row.attempts)
        .executeTakeFirst();
      if (numUpdatedRows === 1n) return 0;
    } else {
      // New pairs are what grows the table: each first makes room by dropping the forgotten ones.
      await db.deleteFrom('sign_in_throttle').where('last_attempt_at', '<', forgetBefore).execute();
      const { numInsertedOrUpdatedRows } = await db
        .insertInto('sign_in_throttle')
        .values({ ...key, ...counted })
        .onConflict((oc) => oc.columns(['kind', 'email_key', 'client_address']).doNothing())
        .executeTakeFirst();
      if (numInsertedOrUpdatedRows === 1n) return 0;
    }
  }
}

/** A success: the pair's earlier attempts no longer count. */
export async function clearSignInAttempts(db: Kysely<Database>, pair: SignInPair): Promise<void> {
  await db
    .deleteFrom('sign_in_throttle')
    .where('kind', '=', pair.kind)
    .where('email_key', '=', emailKey(pair.email))
    .where('client_address', '=', pair.clientAddress)
    .execute();
}

/** `npm run admin:unlock`: forgets every attempt on this email, at both sign-ins, from everywhere. */
export async function unlockSignIn(db: Kysely<Database>, email: string): Promise<number> {
  const { numDeletedRows } = await db
    .deleteFrom('sign_in_throttle')
    .where('email_key', '=', emailKey(email))
    .executeTakeFirst();
  return Number(numDeletedRows);
}
