import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../src/server/admin/auth';
import { saveAdmin } from '../../src/server/db/repositories/admin-users';
import { adminApi } from '../../src/shared/schemas/admin';
import { as, signedIn } from '../helpers/admin-session';
import { type TestApp, createTestApp, dialects, hashTestPassword } from '../helpers/test-app';

// The inbox's first look at the session (issue 25): "not signed in" is an answer, not a 401, so a
// browser opening /admin signed out logs no error before the sign-in page (decision 089).
const EMAIL = 'staff@kumuldigital.com.pg';
const PASSWORD = 'a long staff password';

describe.each(dialects)('GET /api/admin/session-state on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { sendMail: false });
    await saveAdmin(t.app.db, EMAIL, await hashTestPassword(PASSWORD));
  });
  afterAll(async () => t.close());

  const read = (cookie?: string) =>
    t.app.inject({
      method: 'GET',
      url: adminApi.sessionState,
      headers: cookie === undefined ? {} : { cookie },
    });

  it('answers 200 "not signed in" without a session or with a forged one, never cached', async () => {
    for (const cookie of [undefined, `${SESSION_COOKIE}=forged-token`]) {
      const res = await read(cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ signedIn: false, ended: false });
      expect(res.headers['cache-control']).toBe('no-store');
    }
    // The session's own address still refuses scripts without a session.
    const strict = await t.app.inject({ method: 'GET', url: adminApi.session });
    expect(strict.statusCode).toBe(401);
  });

  it('answers the session and a CSRF token that works for changes', async () => {
    const s = await signedIn(t, EMAIL, PASSWORD);
    const res = await read(s.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ signedIn: true, session: { email: EMAIL } });
    const out = await t.app.inject({
      method: 'DELETE',
      url: adminApi.session,
      ...as({ cookie: s.cookie, csrf: body.session.csrfToken }),
    });
    expect(out.statusCode).toBe(200);
    expect((await read(s.cookie)).json()).toEqual({ signedIn: false, ended: false });
  });

  it('says when a session ended after the idle time', async () => {
    const s = await signedIn(t, EMAIL, PASSWORD);
    const nineHoursAgo = new Date(Date.now() - 9 * 60 * 60 * 1000).toISOString();
    await t.app.db.updateTable('admin_sessions').set({ last_seen_at: nineHoursAgo }).execute();
    expect((await read(s.cookie)).json()).toEqual({ signedIn: false, ended: true });
    expect((await read(s.cookie)).json()).toEqual({ signedIn: false, ended: false });
  });
});
