import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { serviceBusy } from '../http-error';

// scrypt with r=8 and N=2^cost, config.admin.passwordHashCost (15 outside tests: decision 078).
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const MAX_MEMORY = 64 * 1024 * 1024;

// One rule for npm run admin:create and the password chosen through a link.
export { MIN_PASSWORD_LENGTH } from '../../shared/schemas/admin';

const derive = (password: string, salt: Buffer, n: number, r: number, p: number) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(
      password.normalize('NFC'),
      salt,
      KEY_LENGTH,
      { N: n, r, p, maxmem: MAX_MEMORY },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  );

/**
 * `scrypt$N$r$p$salt$hash` with N=2^cost: the parameters travel with the hash, so a hash made at
 * another cost still verifies and the cost can be raised later.
 */
export async function hashPassword(password: string, cost: number): Promise<string> {
  const n = 2 ** cost;
  const salt = randomBytes(16);
  const key = await derive(password, salt, n, R, P);
  return ['scrypt', n, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

// Compared against when the email is unknown, so a wrong email takes as long as a wrong password.
const dummyHashes = new Map<number, Promise<string>>();

/** `cost` is that of new hashes: an unknown account (no `stored`) is checked at it. */
export async function verifyPassword(
  password: string,
  stored: string | undefined,
  cost: number,
): Promise<boolean> {
  let dummyHash = dummyHashes.get(cost);
  if (!dummyHash) {
    dummyHash = hashPassword('no account has this password', cost);
    dummyHashes.set(cost, dummyHash);
  }
  const parts = (stored ?? (await dummyHash)).split('$');
  const [scheme, n, r, p, salt, hash] = parts;
  if (parts.length !== 6 || scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p));
  return key.length === expected.length && timingSafeEqual(key, expected) && stored !== undefined;
}

/**
 * At most `limit` sign-ins with a password check at once in this process. scrypt runs on libuv's
 * four threads, which file reads and compression share, so a burst of sign-ins must not take them
 * all: beyond the bound a sign-in is refused at once with a 503 the client may retry, unqueued.
 * One of the slots is kept for browsers known to the account (decision 069): the others, strangers
 * included, share the rest, so a flood of wrong sign-ins cannot lock out someone who signed in here.
 */
export class PasswordChecks {
  private running = 0;

  constructor(private readonly limit: number) {}

  async run<T>(check: () => Promise<T>, { knownBrowser = false } = {}): Promise<T> {
    const limit = knownBrowser ? this.limit : Math.max(1, this.limit - 1);
    if (this.running >= limit) {
      throw serviceBusy(
        'Too many people are signing in right now. Please try again in a second.',
        1,
      );
    }
    this.running++;
    try {
      return await check();
    } finally {
      this.running--;
    }
  }
}
