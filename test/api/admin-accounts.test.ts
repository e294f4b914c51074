import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/server/db/database';
import { migrateTo, migrateToLatest } from '../../src/server/db/migrate';
import { saveAdmin } from '../../src/server/db/repositories/admin-users';
import { adminApi } from '../../src/shared/schemas/admin';
import { type Signed, as, cookiesFrom, signIn, signedIn } from '../helpers/admin-session';
import {
  type TestApp,
  createTestApp,
  createTestDatabase,
  dialects,
  json,
  hashTestPassword,
} from '../helpers/test-app';

const OWNER = 'owner@kumuldigital.com.pg';
const PASSWORD = 'a long owner password';
const NEW_PASSWORD = 'a new staff passphrase';
const OWNER_ONLY = { error: 'Only an owner can manage staff accounts.' };
const LINK_GONE = {
  error:
    'This link has expired or was already used. Please ask an owner of the inbox for a new one.',
};
const HOUR_MS = 60 * 60 * 1000;

describe.each(dialects)('staff accounts on %s', (dialect) => {
  let t: TestApp;
  let owner: Signed;
  beforeAll(async () => {
    // Enough password checks at once that racing requests all reach the link.
    t = await createTestApp(dialect, { signIn: { passwordChecksAtOnce: 10 } }, { sendMail: false });
    await saveAdmin(t.app.db, OWNER, await hashTestPassword(PASSWORD));
    owner = await signedIn(t, OWNER, PASSWORD);
  });
  afterAll(async () => t.close());

  const post = (url: string, s: Signed, body?: unknown) =>
    t.app.inject({ method: 'POST', url, ...as(s, body) });

  /** The newest mail to `email`, and the token of the one-time link in it. */
  const mailTo = async (email: string) => {
    const mail = await t.app.db
      .selectFrom('outbox')
      .selectAll()
      .where('recipient', '=', email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const token = /\/admin\/welcome\/([\w-]+)/.exec(mail.text_body)?.[1] ?? '';
    return { mail, token };
  };

  const invite = async (email: string, role = 'staff') => {
    const res = await post(adminApi.accounts, owner, { email, role });
    expect(res.statusCode, res.body).toBe(201);
    return { account: res.json(), ...(await mailTo(email)) };
  };

  /** Follows the link: chooses the password and answers the signed-in session. */
  const choosePassword = (token: string, password = NEW_PASSWORD, headers = {}) =>
    t.app.inject({ method: 'POST', url: adminApi.link(token), ...json({ password }, headers) });

  /** An invited staff member who has chosen NEW_PASSWORD through the link, signed in. */
  const staffMember = async (email: string): Promise<{ id: number; staff: Signed }> => {
    const { account, token } = await invite(email);
    const res = await choosePassword(token);
    expect(res.statusCode, res.body).toBe(200);
    const staff = { cookie: cookiesFrom(res.headers['set-cookie']), csrf: res.json().csrfToken };
    return { id: account.id, staff };
  };

  it('makes the accounts that existed before migration 007 owners who can sign in', async () => {
    const { database, drop } = await createTestDatabase(dialect);
    const db = createDatabase(database);
    try {
      await migrateTo(db, database, '006-idempotency-key-age');
      // The table as it was at 006, without role and disabled_at (hence the cast).
      await db
        .insertInto('admin_users')
        .values({
          email_key: 'early@example.com',
          email: 'early@example.com',
          password_hash: 'scrypt$hash',
          created_at: '2026-01-01T00:00:00.000Z',
          updated_at: '2026-01-01T00:00:00.000Z',
        } as never)
        .execute();
      await migrateToLatest(db, database);
      const row = await db.selectFrom('admin_users').selectAll().executeTakeFirstOrThrow();
      expect(row).toMatchObject({ email: 'early@example.com', role: 'owner', disabled_at: null });
    } finally {
      await db.destroy();
      await drop();
    }
  });

  it('invites by mail; the link tells who it is for, sets the password once and signs the staff member in', async () => {
    const before = Date.now();
    const { account, mail, token } = await invite('New.Staff@Example.com');
    expect(account).toEqual({
      id: expect.any(Number),
      email: 'New.Staff@Example.com',
      role: 'staff',
      state: 'invited',
      createdAt: expect.any(String),
      linkExpiresAt: expect.any(String),
    });
    // Open for 72 hours from now.
    const expires = Date.parse(account.linkExpiresAt);
    expect(expires).toBeGreaterThanOrEqual(before + 72 * HOUR_MS);
    expect(expires).toBeLessThanOrEqual(Date.now() + 72 * HOUR_MS);

    expect(mail).toMatchObject({
      kind: 'staff-invite',
      audience: 'staff',
      subject: 'You are invited to the Kumul Digital inbox',
    });
    expect(mail.text_body).toContain(`${t.app.config.publicUrl}/admin/welcome/${token}`);
    expect(mail.text_body).toContain(`${OWNER} invited you`);
    expect(mail.html_body).toContain(`href="${t.app.config.publicUrl}/admin/welcome/${token}"`);
    // Only the token's hash is stored.
    const stored = await t.app.db.selectFrom('admin_sign_in_links').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(token);

    const info = await t.app.inject({ method: 'GET', url: adminApi.link(token) });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toEqual({ email: 'New.Staff@Example.com', purpose: 'invite' });
    expect(info.headers['cache-control']).toBe('no-store');

    // An invited account has no password yet: nothing signs it in.
    expect((await signIn(t, 'new.staff@example.com', '')).statusCode).toBe(400);
    expect((await signIn(t, 'new.staff@example.com', 'any password at all')).statusCode).toBe(401);

    const short = await choosePassword(token, 'too short');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({
      error: 'Please choose a password of at least 12 characters.',
    });

    const chosen = await choosePassword(token);
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toEqual({
      email: 'New.Staff@Example.com',
      role: 'staff',
      csrfToken: expect.any(String),
    });
    const staff = {
      cookie: cookiesFrom(chosen.headers['set-cookie']),
      csrf: chosen.json().csrfToken,
    };
    const session = await t.app.inject({ method: 'GET', url: adminApi.session, ...as(staff) });
    expect(session.json()).toMatchObject({ email: 'New.Staff@Example.com', role: 'staff' });

    // Used once: neither reading nor choosing works again.
    const again = await choosePassword(token, 'another long password');
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual(LINK_GONE);
    expect((await t.app.inject({ method: 'GET', url: adminApi.link(token) })).json()).toEqual(
      LINK_GONE,
    );
    expect((await signIn(t, 'new.staff@example.com', NEW_PASSWORD)).statusCode).toBe(200);

    const listed = await t.app.inject({ method: 'GET', url: adminApi.accounts, ...as(owner) });
    expect(listed.json().items).toContainEqual({
      ...account,
      state: 'active',
      linkExpiresAt: null,
    });

    const twice = await post(adminApi.accounts, owner, { email: 'NEW.STAFF@example.com' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ error: 'There is already an account for this email address.' });
  });

  it('lets a link choose a password only once, however many requests race with it', async () => {
    const { token } = await invite('racer@example.com');
    const answers = await Promise.all([
      choosePassword(token, 'the first racing password'),
      choosePassword(token, 'the second racing password'),
      choosePassword(token, 'the third racing password'),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 404, 404]);
    const winner = answers.find((res) => res.statusCode === 200);
    const password = ['first', 'second', 'third'].find((_, i) => answers[i] === winner);
    expect(
      (await signIn(t, 'racer@example.com', `the ${password} racing password`)).statusCode,
    ).toBe(200);
  });

  it('refuses a link past its 72 hours, or a link that is not one', async () => {
    const { token } = await invite('late@example.com');
    await t.app.db
      .updateTable('admin_sign_in_links')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect((await t.app.inject({ method: 'GET', url: adminApi.link(token) })).json()).toEqual(
      LINK_GONE,
    );
    expect((await choosePassword(token)).statusCode).toBe(404);
    const made = await t.app.inject({ method: 'GET', url: adminApi.link('x'.repeat(43)) });
    expect(made.statusCode).toBe(404);
    const broken = await t.app.inject({ method: 'GET', url: adminApi.link('short') });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({
      error: 'This link is not complete. Please open it again from the mail.',
    });
  });

  it('answers 403 to staff on every account route, and changes nothing', async () => {
    const { staff } = await staffMember('plain.staff@example.com');
    const { account } = await invite('target@example.com');
    const routes = [
      ['GET', adminApi.accounts, undefined],
      ['POST', adminApi.accounts, { email: 'sneaky@example.com' }],
      ['POST', adminApi.accountDisable(account.id), undefined],
      ['POST', adminApi.accountEnable(account.id), undefined],
      ['POST', adminApi.accountReset(account.id), undefined],
    ] as const;
    const before = await t.app.db.selectFrom('admin_users').selectAll().execute();
    for (const [method, url, body] of routes) {
      const res = await t.app.inject({ method, url, ...as(staff, body) });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toEqual(OWNER_ONLY);
    }
    expect(await t.app.db.selectFrom('admin_users').selectAll().execute()).toEqual(before);
    // Without a session it is a 401, as everywhere in the admin API.
    const anonymous = await t.app.inject({ method: 'GET', url: adminApi.accounts });
    expect(anonymous.statusCode).toBe(401);
  });

  it('disables an account, ending its sessions and refusing its sign-in, and enables it again', async () => {
    const email = 'leaver@example.com';
    const { id, staff } = await staffMember(email);

    const disabled = await post(adminApi.accountDisable(id), owner);
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json()).toMatchObject({ id, email, state: 'disabled' });
    const ended = await t.app.inject({ method: 'GET', url: adminApi.session, ...as(staff) });
    expect(ended.statusCode).toBe(401);

    const refused = await signIn(t, email, NEW_PASSWORD);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: 'This account is disabled. Please ask an owner of the inbox to enable it again.',
    });
    expect(refused.headers['set-cookie']).toBeUndefined();
    // Only the right password learns that the account is disabled.
    expect((await signIn(t, email, 'a wrong password here')).statusCode).toBe(401);

    const enabled = await post(adminApi.accountEnable(id), owner);
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json()).toMatchObject({ id, state: 'active' });
    expect((await signIn(t, email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('resets a sign-in: sessions end, the old password stops working, a new link replaces the open one', async () => {
    const email = 'forgetful@example.com';
    const { id, staff } = await staffMember(email);

    const first = await post(adminApi.accountReset(id), owner);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ id, state: 'invited', linkExpiresAt: expect.any(String) });
    const { token: firstToken } = await mailTo(email);
    const second = await post(adminApi.accountReset(id), owner);
    expect(second.statusCode).toBe(200);
    const { mail, token } = await mailTo(email);
    expect(token).not.toBe(firstToken);
    expect(mail).toMatchObject({ kind: 'staff-reset', audience: 'staff' });
    expect(mail.text_body).toContain(`${OWNER} reset your sign-in`);

    expect(
      (await t.app.inject({ method: 'GET', url: adminApi.session, ...as(staff) })).statusCode,
    ).toBe(401);
    expect((await signIn(t, email, NEW_PASSWORD)).statusCode).toBe(401);
    expect((await choosePassword(firstToken, 'replaced link password')).json()).toEqual(LINK_GONE);

    const info = await t.app.inject({ method: 'GET', url: adminApi.link(token) });
    expect(info.json()).toEqual({ email, purpose: 'reset' });
    const chosen = await choosePassword(token, 'my brand new passphrase');
    expect(chosen.statusCode).toBe(200);
    expect((await signIn(t, email, 'my brand new passphrase')).statusCode).toBe(200);
  });

  it('refuses disabling yourself, leaving no owner who can sign in, and unknown accounts', async () => {
    const list = await t.app.inject({ method: 'GET', url: adminApi.accounts, ...as(owner) });
    const self = (list.json().items as { id: number; email: string }[]).find(
      (account) => account.email === OWNER,
    ) ?? { id: 0 };
    const yourself = await post(adminApi.accountDisable(self.id), owner);
    expect(yourself.statusCode).toBe(409);
    expect(yourself.json()).toEqual({
      error: 'You cannot disable your own account. Please ask another owner to do it.',
    });
    // An invited owner cannot sign in yet, so does not count: resetting the only active owner is refused.
    await invite('future.owner@example.com', 'owner');
    const last = await post(adminApi.accountReset(self.id), owner);
    expect(last.statusCode).toBe(409);
    expect(last.json().error).toMatch(/without an owner who can sign in/);
    expect(
      (await t.app.inject({ method: 'GET', url: adminApi.session, ...as(owner) })).statusCode,
    ).toBe(200);

    for (const url of [
      adminApi.accountDisable(999_999),
      adminApi.accountEnable(999_999),
      adminApi.accountReset(999_999),
    ]) {
      const res = await post(url, owner);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ error: 'There is no staff account with this id.' });
    }
  });

  it('sets the session, CSRF secret and known-browser cookies __Host-, Secure, HttpOnly, SameSite=Strict, Path=/', async () => {
    const { token } = await invite('cookies@example.com');
    for (const res of [await signIn(t, OWNER, PASSWORD), await choosePassword(token)]) {
      const lines = res.headers['set-cookie'] as string[];
      expect(lines.map((line) => line.split('=')[0]).sort()).toEqual([
        '__Host-kd_admin_browser',
        '__Host-kd_admin_csrf',
        '__Host-kd_admin_session',
      ]);
      for (const line of lines) {
        const attributes = line.split('; ').slice(1).sort();
        // Only the known-browser cookie outlives the browser session: 30 days (decision 069).
        const kept = line.startsWith('__Host-kd_admin_browser=') ? ['Max-Age=2592000'] : [];
        expect(attributes, line).toEqual([
          'HttpOnly',
          ...kept,
          'Path=/',
          'SameSite=Strict',
          'Secure',
        ]);
      }
    }
  });

  it('refuses a change without the token, with a wrong or another session’s token, or from another site', async () => {
    const other = await signedIn(t, OWNER, PASSWORD);
    const body = JSON.stringify({ email: 'csrf.victim@example.com' });
    const headers = { cookie: owner.cookie, 'content-type': 'application/json' };
    const sessionOnly = owner.cookie
      .split('; ')
      .filter((pair) => pair.startsWith('__Host-kd_admin_session='))
      .join('; ');
    const attempts: Record<string, string>[] = [
      headers,
      { ...headers, 'x-csrf-token': 'wrong' },
      { ...headers, 'x-csrf-token': other.csrf },
      { ...headers, cookie: sessionOnly, 'x-csrf-token': owner.csrf },
      { ...headers, 'x-csrf-token': owner.csrf, origin: 'https://evil.example' },
      { ...headers, 'x-csrf-token': owner.csrf, 'sec-fetch-site': 'cross-site' },
    ];
    for (const attempt of attempts) {
      const res = await t.app.inject({
        method: 'POST',
        url: adminApi.accounts,
        headers: attempt,
        payload: body,
      });
      expect(res.statusCode, JSON.stringify(attempt)).toBe(403);
      expect(res.json().error).toMatch(/security token|another site/);
    }
    const stored = await t.app.db
      .selectFrom('admin_users')
      .select('id')
      .where('email_key', '=', 'csrf.victim@example.com')
      .execute();
    expect(stored).toEqual([]);

    // Signing in and following a link need no token, but still only from our own pages.
    const { token } = await invite('cross.site@example.com');
    const elsewhere: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const extra of elsewhere) {
      expect((await choosePassword(token, NEW_PASSWORD, extra)).statusCode).toBe(403);
      const signInElsewhere = await t.app.inject({
        method: 'POST',
        url: adminApi.session,
        ...json({ email: OWNER, password: PASSWORD }, extra),
      });
      expect(signInElsewhere.statusCode).toBe(403);
      expect(signInElsewhere.json()).toEqual({
        error: 'This request came from another site and was refused.',
      });
    }
    expect(
      (await choosePassword(token, NEW_PASSWORD, { 'sec-fetch-site': 'same-origin' })).statusCode,
    ).toBe(200);
  });
});
