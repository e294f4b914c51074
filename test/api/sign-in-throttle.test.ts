import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/server/app';
import { createDatabase } from '../../src/server/db/database';
import { saveAdmin } from '../../src/server/db/repositories/admin-users';
import { type TestApp, createTestApp, dialects, json, hashTestPassword } from '../helpers/test-app';

const PASSWORD = 'a long staff password';
const WRONG = 'not the password';

// Time is faked (Date only) so the doubling waits can be stepped through without sleeping.
afterEach(() => vi.useRealTimers());
const startClock = () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T08:00:00Z'));
};
const advanceSeconds = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);

describe.each(dialects)('sign-in throttling on %s', (dialect) => {
  let t: TestApp;
  const memberNumbers = new Map<string, string>();
  beforeAll(async () => {
    t = await createTestApp(
      dialect,
      // Enough password checks at once that only the throttle answers in these tests.
      { signIn: { freeFailures: 5, maxDelayMinutes: 1, passwordChecksAtOnce: 100 } },
      { sendMail: false },
    );
  });
  afterAll(async () => t.close());

  const staff = async (email: string) =>
    saveAdmin(t.app.db, email, await hashTestPassword(PASSWORD));
  const member = async (email: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/loyalty/signup',
      ...json({ fullName: 'Rewards Member', email }),
    });
    expect(res.statusCode).toBe(201);
    memberNumbers.set(email, res.json().member.memberNumber);
  };

  // One sign-in attempt at either door; `right` sends the account's true secret.
  const doors = {
    admin: (email: string, right: boolean, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/session',
        remoteAddress,
        ...json({ email, password: right ? PASSWORD : WRONG }),
      }),
    loyalty: (email: string, right: boolean, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/loyalty/login',
        remoteAddress,
        ...json({
          email,
          memberNumber: right ? (memberNumbers.get(email) ?? 'PR-00000000') : 'PR-00000000',
        }),
      }),
  };
  const accounts = { admin: staff, loyalty: member };

  describe.each(['admin', 'loyalty'] as const)('at the %s sign-in', (door) => {
    const attempt = (email: string, right: boolean, address: string) =>
      doors[door](email, right, address);

    it('counts each attempt before checking it: of 20 at once from one address, 5 are checked', async () => {
      startClock();
      const email = `race-${door}@example.com`;
      await accounts[door](email);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => attempt(email, false, '203.0.113.1')),
      );
      const statuses = answers.map((res) => res.statusCode).sort();
      expect(statuses).toEqual([...Array(5).fill(401), ...Array(15).fill(429)]);
      for (const res of answers.filter((a) => a.statusCode === 429)) {
        expect(res.headers['retry-after']).toMatch(/^[1-9]\d*$/);
        expect(res.json().error).toMatch(/^Too many attempts .* Please wait \d+ seconds? /);
      }
    });

    it('counts attempts sent at once through two app instances on one database as one', async () => {
      startClock();
      const email = `two-${door}@example.com`;
      await accounts[door](email);
      // A second app on its own connection, as a second server process would be.
      const other = await buildApp({
        config: t.app.config,
        db: createDatabase(t.database),
        sendMail: false,
      });
      try {
        const answers = await Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            (i % 2 === 0 ? t.app : other).inject({
              method: 'POST',
              url: door === 'admin' ? '/api/admin/session' : '/api/loyalty/login',
              remoteAddress: '203.0.113.2',
              ...json(
                door === 'admin'
                  ? { email, password: WRONG }
                  : { email, memberNumber: 'PR-00000000' },
              ),
            }),
          ),
        );
        const statuses = answers.map((res) => res.statusCode).sort();
        expect(statuses).toEqual([...Array(5).fill(401), ...Array(15).fill(429)]);
      } finally {
        await other.close();
      }
    });

    it('lets the owner in from her own address while someone elsewhere guesses at her account', async () => {
      startClock();
      const email = `owner-${door}@example.com`;
      await accounts[door](email);
      for (let i = 0; i < 12; i++) {
        expect([401, 429]).toContain((await attempt(email, false, '198.51.100.66')).statusCode);
        advanceSeconds(1);
      }
      expect((await attempt(email, false, '198.51.100.66')).statusCode).toBe(429);
      expect((await attempt(email, true, '192.0.2.10')).statusCode).toBe(200);
    });

    it('lets others at an address in after a spray over many accounts from it', async () => {
      const sprayed = Array.from({ length: 12 }, (_, i) => `sprayed-${i}-${door}@example.com`);
      for (const email of sprayed) {
        for (let i = 0; i < 3; i++) await attempt(email, false, '198.51.100.77');
      }
      const colleague = `colleague-${door}@example.com`;
      await accounts[door](colleague);
      expect((await attempt(colleague, true, '198.51.100.77')).statusCode).toBe(200);
    });

    it('makes each attempt past the free ones wait twice as long, up to the cap, and says how long', async () => {
      startClock();
      const email = `delay-${door}@example.com`;
      await accounts[door](email);
      for (let i = 0; i < 5; i++) {
        expect((await attempt(email, false, '203.0.113.9')).statusCode).toBe(401);
      }
      const waits: string[] = [];
      for (let i = 0; i < 8; i++) {
        const refused = await attempt(email, true, '203.0.113.9');
        expect(refused.statusCode).toBe(429);
        const seconds = Number(refused.headers['retry-after']);
        waits.push(`${seconds}: ${refused.json().error}`);
        advanceSeconds(seconds - 1);
        expect((await attempt(email, true, '203.0.113.9')).statusCode).toBe(429);
        advanceSeconds(1);
        expect((await attempt(email, false, '203.0.113.9')).statusCode).toBe(401);
      }
      const sentence = (wait: string) =>
        `Too many attempts to sign in to this account from your address. Please wait ${wait} and try again.`;
      expect(waits).toEqual([
        `1: ${sentence('1 second')}`,
        `2: ${sentence('2 seconds')}`,
        `4: ${sentence('4 seconds')}`,
        `8: ${sentence('8 seconds')}`,
        `16: ${sentence('16 seconds')}`,
        `32: ${sentence('32 seconds')}`,
        `60: ${sentence('60 seconds')}`,
        `60: ${sentence('60 seconds')}`,
      ]);
      // After the wait the right secret gets in, and the count starts again.
      advanceSeconds(60);
      expect((await attempt(email, true, '203.0.113.9')).statusCode).toBe(200);
      for (let i = 0; i < 5; i++) {
        expect((await attempt(email, false, '203.0.113.9')).statusCode).toBe(401);
      }
    });

    it('counts an IPv6 client by its /64, and an IPv4-mapped address as IPv4', async () => {
      startClock();
      const email = `ipv6-${door}@example.com`;
      await accounts[door](email);
      for (let i = 1; i <= 5; i++) {
        expect((await attempt(email, false, `2001:db8:1:2::${i}`)).statusCode).toBe(401);
      }
      expect((await attempt(email, false, '2001:db8:1:2:ffff::9')).statusCode).toBe(429);
      expect((await attempt(email, false, '2001:db8:1:3::1')).statusCode).toBe(401);
      for (let i = 0; i < 5; i++) await attempt(email, false, '192.0.2.55');
      expect((await attempt(email, false, '::ffff:192.0.2.55')).statusCode).toBe(429);
    });
  });

  it('forgets attempts after a day without any: old rows are pruned, at both doors', async () => {
    startClock();
    await staff('old-admin@example.com');
    await member('old-member@example.com');
    for (let i = 0; i < 5; i++) {
      await doors.admin('old-admin@example.com', false, '203.0.113.20');
      await doors.loyalty('old-member@example.com', false, '203.0.113.20');
    }
    advanceSeconds(24 * 60 * 60 + 1);
    expect((await doors.admin('old-admin@example.com', false, '203.0.113.20')).statusCode).toBe(
      401,
    );
    // A new pair's first attempt prunes the rows idle for over a day.
    await doors.loyalty('someone-new@example.com', false, '203.0.113.21');
    const left = await t.app.db
      .selectFrom('sign_in_throttle')
      .select(['kind', 'email_key'])
      .where('email_key', 'in', ['old-admin@example.com', 'old-member@example.com'])
      .execute();
    expect(left).toEqual([{ kind: 'admin', email_key: 'old-admin@example.com' }]);
  });
});

describe.each(dialects)('password checks at once on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { signIn: { passwordChecksAtOnce: 2 } }, { sendMail: false });
    await saveAdmin(t.app.db, 'busy@example.com', await hashTestPassword(PASSWORD));
  });
  afterAll(async () => t.close());

  it('answers a burst beyond the bound with 503 and Retry-After at once, and does not count those', async () => {
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/admin/session',
          remoteAddress: `10.9.0.${i + 1}`,
          ...json({ email: 'busy@example.com', password: PASSWORD }),
        }),
      ),
    );
    const busy = answers.filter((res) => res.statusCode === 503);
    // Of the two checks at once, one is kept for browsers that signed in before (decision 069).
    expect(answers.filter((res) => res.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    expect(busy.length).toBeGreaterThan(0);
    expect(answers.every((res) => [200, 503].includes(res.statusCode))).toBe(true);
    for (const res of busy) {
      expect(res.headers['retry-after']).toBe('1');
      expect(res.json()).toEqual({
        error: 'Too many people are signing in right now. Please try again in a second.',
      });
    }
    // A refused attempt was never counted against its address.
    const rows = await t.app.db.selectFrom('sign_in_throttle').selectAll().execute();
    expect(rows).toEqual([]);
  });
});

// The script is run as an operator runs it, on an SQLite file (its query is the same on PostgreSQL).
describe('npm run admin:unlock', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', {}, { sendMail: false });
    await saveAdmin(t.app.db, 'locked@example.com', await hashTestPassword(PASSWORD));
  });
  afterAll(async () => t.close());

  it("clears an account's throttle, and only that account's", async () => {
    const attempt = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/session',
        remoteAddress: '203.0.113.30',
        ...json({ email, password: WRONG }),
      });
    startClock();
    for (let i = 0; i < 6; i++) {
      await attempt('locked@example.com');
      await attempt('other@example.com');
    }
    expect((await attempt('locked@example.com')).statusCode).toBe(429);
    const path = t.database.dialect === 'sqlite' ? t.database.path : '';
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'scripts/admin-unlock.ts', '--email', 'Locked@Example.com'],
      { env: { ...process.env, DATABASE_URL: `sqlite:${path}` } },
    );
    expect(stdout).toContain('locked@example.com');
    expect((await attempt('locked@example.com')).statusCode).toBe(401);
    expect((await attempt('other@example.com')).statusCode).toBe(429);
  });
});
