import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveAdmin } from '../../src/server/db/repositories/admin-users';
import { adminApi } from '../../src/shared/schemas/admin';
import { cookiesFrom } from '../helpers/admin-session';
import { type TestApp, createTestApp, dialects, json, hashTestPassword } from '../helpers/test-app';

const OWNER = 'owner@example.com';
const PASSWORD = 'a long owner password';
const MINUTE_MS = 60_000;
const LINK_GONE =
  'This sign-in link has expired or was already used. Please ask for a new one on the sign-in page.';

describe.each(dialects)('sign-in links by mail on %s', (dialect) => {
  let t: TestApp;
  const logLines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp(
      dialect,
      { logLevel: 'info' },
      { sendMail: false, logStream: { write: (line: string) => void logLines.push(line) } },
    );
    await saveAdmin(t.app.db, OWNER, await hashTestPassword(PASSWORD));
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    await t.app.db.deleteFrom('outbox').execute();
    await t.app.db.deleteFrom('admin_sign_in_links').execute();
  });

  const ask = (email: string, remoteAddress = '192.0.2.1') =>
    t.app.inject({ method: 'POST', url: adminApi.signInLink, remoteAddress, ...json({ email }) });

  /** The outcomes of the link requests handled so far, as logged once each is done. */
  const outcomes = () =>
    logLines
      .map((line) => JSON.parse(line) as { msg: string; signInLink?: string })
      .filter((line) => line.msg === 'sign-in link request handled')
      .map((line) => line.signInLink);

  /** Asks for a link and waits until the request is handled (the mail is made after the answer). */
  const askAndWait = async (email: string, remoteAddress?: string) => {
    const before = outcomes().length;
    const res = await ask(email, remoteAddress);
    expect(res.statusCode, res.body).toBe(202);
    await vi.waitFor(() => expect(outcomes().length).toBeGreaterThan(before), { timeout: 5000 });
    return { res, outcome: outcomes().at(-1) };
  };

  const mails = () =>
    t.app.db
      .selectFrom('outbox')
      .selectAll()
      .where('kind', '=', 'staff-sign-in-link')
      .orderBy('id')
      .execute();

  const tokenIn = (text: string) => /\/admin\/sign-in#link=([\w-]+)/.exec(text)?.[1] ?? '';

  const open = (token: string) =>
    t.app.inject({ method: 'POST', url: adminApi.signInLinkSession, ...json({ token }) });

  it('answers an address with no account exactly as a staff address, and mails only the staff address', async () => {
    const staff = await askAndWait(OWNER);
    const nobody = await askAndWait('nobody@example.com', '192.0.2.2');
    // An invited account has no password yet: its invite link is the way in.
    const now = new Date().toISOString();
    await t.app.db
      .insertInto('admin_users')
      .values({
        email_key: 'invited@example.com',
        email: 'invited@example.com',
        password_hash: '',
        role: 'staff',
        disabled_at: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const invited = await askAndWait('invited@example.com', '192.0.2.3');
    expect(invited.res.body).toBe(staff.res.body);
    expect([staff.outcome, nobody.outcome, invited.outcome]).toEqual([
      'mailed',
      'no account that can sign in',
      'no account that can sign in',
    ]);
    expect(nobody.res.statusCode).toBe(staff.res.statusCode);
    expect(nobody.res.body).toBe(staff.res.body);
    expect(staff.res.json()).toEqual({ message: expect.stringMatching(/15 minutes/) });
    const headers = (res: typeof staff.res) =>
      Object.keys(res.headers).filter((name) => !/^(date|x-ratelimit|content-length)/.test(name));
    expect(headers(nobody.res)).toEqual(headers(staff.res));

    const sent = await mails();
    expect(sent.map((mail) => mail.recipient)).toEqual([OWNER]);
    const token = tokenIn(sent[0]?.text_body ?? '');
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(sent[0]).toMatchObject({ audience: 'staff' });
    expect(sent[0]?.html_body).toContain(
      `href="${t.app.config.publicUrl}/admin/sign-in#link=${token}"`,
    );
    // Only the token's hash is kept.
    const stored = await t.app.db.selectFrom('admin_sign_in_links').selectAll().execute();
    expect(stored).toMatchObject([{ purpose: 'sign-in' }]);
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('mails an account one open link at a time and at most five an hour, whoever asks', async () => {
    const expireOpenLinks = () =>
      t.app.db
        .updateTable('admin_sign_in_links')
        .set({ expires_at: new Date(Date.now() - MINUTE_MS).toISOString() })
        .execute();

    // Two requests at once, from two addresses: one link; the other finds it open.
    const before = outcomes().length;
    await Promise.all([askAndWait(OWNER, '192.0.2.10'), askAndWait(OWNER, '192.0.2.11')]);
    await vi.waitFor(() => expect(outcomes().length).toBe(before + 2));
    expect(outcomes().slice(-2).sort()).toEqual(['a link is still open', 'mailed']);
    expect(await mails()).toHaveLength(1);

    for (let i = 2; i <= 5; i++) {
      await expireOpenLinks();
      expect((await askAndWait(OWNER, `192.0.2.${10 + i}`)).outcome).toBe('mailed');
    }
    await expireOpenLinks();
    expect((await askAndWait(OWNER, '192.0.2.20')).outcome).toBe('hourly limit reached');
    expect(await mails()).toHaveLength(5);

    // An hour later the account may have links again.
    await t.app.db
      .updateTable('admin_sign_in_links')
      .set({ created_at: new Date(Date.now() - 61 * MINUTE_MS).toISOString() })
      .execute();
    expect((await askAndWait(OWNER, '192.0.2.21')).outcome).toBe('mailed');
    expect(await mails()).toHaveLength(6);
  });

  it('signs in once with a link, for 15 minutes, and never sets a password', async () => {
    const before = Date.now();
    await askAndWait(OWNER);
    const [mail] = await mails();
    const token = tokenIn(mail?.text_body ?? '');
    const [link] = await t.app.db.selectFrom('admin_sign_in_links').selectAll().execute();
    const expires = Date.parse(link?.expires_at ?? '');
    expect(expires).toBeGreaterThanOrEqual(before + 15 * MINUTE_MS);
    expect(expires).toBeLessThanOrEqual(Date.now() + 15 * MINUTE_MS);

    // The invite and reset route, which sets a password, does not take a sign-in link.
    const setPassword = await t.app.inject({
      method: 'POST',
      url: adminApi.link(token),
      ...json({ password: 'an attacker passphrase' }),
    });
    expect(setPassword.statusCode).toBe(404);

    const first = await open(token);
    expect(first.statusCode, first.body).toBe(200);
    const cookie = cookiesFrom(first.headers['set-cookie']);
    const session = await t.app.inject({
      method: 'GET',
      url: adminApi.session,
      headers: { cookie },
    });
    expect(session.json()).toMatchObject({ email: OWNER, role: 'owner' });

    const again = await open(token);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: LINK_GONE });

    // A link not opened within its 15 minutes opens nothing.
    await t.app.db.deleteFrom('admin_sign_in_links').execute();
    await askAndWait(OWNER);
    const late = tokenIn((await mails()).at(-1)?.text_body ?? '');
    await t.app.db
      .updateTable('admin_sign_in_links')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const expired = await open(late);
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toEqual({ error: LINK_GONE });
  });
});
