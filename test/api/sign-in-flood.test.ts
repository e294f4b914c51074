import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { saveAdmin } from '../../src/server/db/repositories/admin-users';
import { adminApi } from '../../src/shared/schemas/admin';
import { cookiesFrom } from '../helpers/admin-session';
import { type TestApp, createTestApp, dialects, json, hashTestPassword } from '../helpers/test-app';

const OWNER = 'owner@example.com';
const PASSWORD = 'a long owner password';
const FLOODERS = 4;
const OWNER_TRIES = 3;

describe.each(dialects)('a flood of wrong sign-ins on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { signIn: { passwordChecksAtOnce: 2 } }, { sendMail: false });
    await saveAdmin(t.app.db, OWNER, await hashTestPassword(PASSWORD));
  });
  afterAll(async () => t.close());

  const signIn = (email: string, password: string, remoteAddress: string, cookie = '') =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/session',
      remoteAddress,
      ...json({ email, password }, cookie ? { cookie } : {}),
    });

  it('lets the owner in from the browser she signed in with before, while rotating addresses fill the checks', async () => {
    const before = await signIn(OWNER, PASSWORD, '192.0.2.10');
    expect(before.statusCode).toBe(200);
    const cookie = cookiesFrom(before.headers['set-cookie']);

    // Each flooder sends one wrong sign-in after another, each from a new address (so no address
    // reaches its own limit), at the owner's account or at accounts that do not exist.
    let flooding = true;
    let sent = 0;
    const answers = new Map<number, number>();
    const flooder = async (n: number) => {
      while (flooding) {
        const i = sent++;
        const address = `10.${n}.${Math.floor(i / 250) % 250}.${(i % 250) + 1}`;
        const email = i % 2 === 0 ? OWNER : `nobody-${i}@example.com`;
        const res = await signIn(email, 'a wrong guess at it', address);
        answers.set(res.statusCode, (answers.get(res.statusCode) ?? 0) + 1);
        // A refused one retries soon, as a flooder would, so the shared slots stay taken.
        if (res.statusCode === 503) await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    const flood = Array.from({ length: FLOODERS }, (_, n) => flooder(n));
    // The owner tries OWNER_TRIES times during the flood, from her usual browser on a new address.
    const owner: number[] = [];
    try {
      for (let i = 0; i < OWNER_TRIES; i++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        owner.push((await signIn(OWNER, PASSWORD, `192.0.2.${20 + i}`, cookie)).statusCode);
      }
    } finally {
      flooding = false;
    }
    await Promise.all(flood);
    console.info(
      `${dialect}: the owner's sign-ins answered ${owner.join(', ')} during ${sent} wrong ones (${JSON.stringify(Object.fromEntries(answers))})`,
    );
    expect(owner).toEqual(Array(OWNER_TRIES).fill(200));
    expect([...answers.keys()].every((status) => [401, 503].includes(status))).toBe(true);
    expect(answers.get(503)).toBeGreaterThan(0);
  });

  it('lets the owner in from a new browser by a mailed link while every password check is taken', async () => {
    // Every password-check slot held, as by a flood of slow checks: no password sign-in gets in.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const holders = [1, 2].map(() =>
      t.app.passwordChecks.run(() => held, { knownBrowser: true }).catch(() => undefined),
    );
    try {
      expect((await signIn(OWNER, PASSWORD, '192.0.2.30')).statusCode).toBe(503);

      const asked = await t.app.inject({
        method: 'POST',
        url: adminApi.signInLink,
        remoteAddress: '192.0.2.31',
        ...json({ email: OWNER }),
      });
      expect(asked.statusCode, asked.body).toBe(202);
      const mail = await vi.waitFor(
        () =>
          t.app.db
            .selectFrom('outbox')
            .selectAll()
            .where('recipient', '=', OWNER)
            .where('kind', '=', 'staff-sign-in-link')
            .executeTakeFirstOrThrow(),
        { timeout: 5000 },
      );
      const token = /\/admin\/sign-in#link=([\w-]+)/.exec(mail.text_body)?.[1] ?? '';

      // Opened in the same new browser: no cookie, no password, no slot.
      const opened = await t.app.inject({
        method: 'POST',
        url: adminApi.signInLinkSession,
        remoteAddress: '192.0.2.31',
        ...json({ token }),
      });
      expect(opened.statusCode, opened.body).toBe(200);
      expect(opened.json()).toMatchObject({ email: OWNER, role: 'owner' });
      const cookie = cookiesFrom(opened.headers['set-cookie']);
      expect(cookie).toContain('__Host-kd_admin_browser=');
      const session = await t.app.inject({
        method: 'GET',
        url: adminApi.session,
        headers: { cookie },
      });
      expect(session.statusCode).toBe(200);
      expect(session.json()).toMatchObject({ email: OWNER });
    } finally {
      release();
      await Promise.all(holders);
    }
  });
});
