import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../src/server/admin/password';
import { loadConfig } from '../../src/server/config';

const PASSWORD = 'a long staff password';
// A cost for new hashes other than the stored one's, low so the unknown-account check is cheap.
const CHEAP = 4;

describe('password hashes', () => {
  it('are made with N=2^15, r=8, p=1 under the default configuration', async () => {
    const { passwordHashCost } = loadConfig({}).admin;
    const hash = await hashPassword(PASSWORD, passwordHashCost);
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword(PASSWORD, hash, CHEAP)).toBe(true);
    expect(await verifyPassword('not the password', hash, CHEAP)).toBe(false);
  });

  it('verify by the parameters stored in them, whatever the cost of new hashes', async () => {
    const cheap = await hashPassword(PASSWORD, 10);
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword(PASSWORD, cheap, 15)).toBe(true);
    expect(await verifyPassword('not the password', cheap, 15)).toBe(false);
  });

  it('refuse an unknown account, a malformed hash and another scheme', async () => {
    expect(await verifyPassword(PASSWORD, undefined, CHEAP)).toBe(false);
    // The text the dummy hash is made from is no way in either.
    expect(await verifyPassword('no account has this password', undefined, CHEAP)).toBe(false);
    expect(await verifyPassword(PASSWORD, 'scrypt$hash', CHEAP)).toBe(false);
    const hash = await hashPassword(PASSWORD, CHEAP);
    expect(await verifyPassword(PASSWORD, hash.replace(/^scrypt/, 'bcrypt'), CHEAP)).toBe(false);
  });
});
