import { expect } from 'vitest';
import { saveAdmin } from '../../src/server/db/repositories/admin-users';
import type { StaffRole } from '../../src/shared/schemas/admin';
import { type TestApp, hashTestPassword, json } from './test-app';

/** What a signed-in staff member's requests carry: the cookies and the CSRF token. */
export interface Signed {
  cookie: string;
  csrf: string;
}

/** A Cookie header with every cookie the server set (the session and the CSRF secret). */
export const cookiesFrom = (setCookie: string | string[] | undefined): string =>
  (Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [])
    .map((line) => line.split(';')[0] ?? '')
    .filter((pair) => pair.includes('='))
    .join('; ');

export async function signIn(t: TestApp, email: string, password: string) {
  return t.app.inject({ method: 'POST', url: '/api/admin/session', ...json({ email, password }) });
}

/** Signs in and returns what later requests need; fails the test when sign-in fails. */
export async function signedIn(t: TestApp, email: string, password: string): Promise<Signed> {
  const res = await signIn(t, email, password);
  expect(res.statusCode).toBe(200);
  return { cookie: cookiesFrom(res.headers['set-cookie']), csrf: res.json().csrfToken };
}

/** An account with this role and password, made (or made again) and signed in. */
export async function signedInAs(
  t: TestApp,
  email: string,
  role: StaffRole,
  password: string,
): Promise<Signed> {
  await saveAdmin(t.app.db, email, await hashTestPassword(password));
  await t.app.db.updateTable('admin_users').set({ role }).where('email', '=', email).execute();
  return signedIn(t, email, password);
}

/** An admin API call with the session's cookies and (for changes) the CSRF header. */
export const as = (s: Signed, body?: unknown, extra: Record<string, string> = {}) => ({
  headers: {
    cookie: s.cookie,
    'x-csrf-token': s.csrf,
    ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    ...extra,
  },
  ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
});
