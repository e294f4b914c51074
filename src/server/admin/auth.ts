import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  deleteIdleSessions,
  deleteSession,
  findAdminByEmail,
  findSession,
  insertSession,
  touchSession,
} from '../db/repositories/admin-users';
import { HttpError } from '../http-error';
import { attemptSucceeded, countAttempt } from '../sign-in-throttle';
import { verifyPassword } from './password';

// __Host-: browsers keep it only when Secure, on Path=/ and without Domain (decision 037).
export const SESSION_COOKIE = '__Host-kd_admin_session';
/** The header the admin API wants on every state-changing request (and `_csrf` in a form). */
export const CSRF_HEADER = 'x-csrf-token';

export interface AdminSession {
  id: string;
  email: string;
  csrfToken: string;
}

export const MESSAGES = {
  signInFirst: 'Please sign in to the admin inbox first.',
  expired: 'Your session ended after a period of inactivity. Please sign in again.',
  wrongPassword: 'The email or password is not correct.',
  csrf: 'This request is missing the security token of the admin pages. Please reload the page and try again.',
  crossSite: 'This request came from another site and was refused.',
} as const;

// Only a hash of the cookie's token is stored, so a leaked copy of the database opens no session.
const sessionId = (token: string): string => createHash('sha256').update(token).digest('hex');

// Sessions are touched at most once a minute: an idle limit in hours needs no finer clock.
const TOUCH_EVERY_MS = 60_000;

export function readCookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    // Our tokens are base64url: nothing to decode (and nothing a malformed %-escape could break).
    if (key === name) return value.join('=');
  }
  return undefined;
}

function setSessionCookie(reply: FastifyReply, token: string): void {
  // Always Secure: browsers keep it over https, and over plain http on localhost and 127.0.0.1 only.
  const attributes = ['Path=/', 'HttpOnly', 'SameSite=Strict', 'Secure'];
  if (!token) attributes.push('Max-Age=0');
  reply.header('set-cookie', `${SESSION_COOKIE}=${token}; ${attributes.join('; ')}`);
}

const idleSince = (app: FastifyInstance, now: number): string =>
  new Date(now - app.config.admin.sessionIdleMinutes * 60_000).toISOString();

/**
 * Checks email and password and opens a session. The attempt is counted for this account and
 * address before the check (decision 036); a burst beyond the password-check bound is a 503 (037),
 * refused before it is counted.
 */
export async function signIn(
  request: FastifyRequest,
  reply: FastifyReply,
  email: string,
  password: string,
): Promise<AdminSession> {
  const { db } = request.server;
  const user = await request.server.passwordChecks.run(async () => {
    await countAttempt(request, 'admin', email);
    const found = await findAdminByEmail(db, email);
    // Verified even when no account has this email, so the answer's timing says nothing either.
    const valid = await verifyPassword(password, found?.password_hash);
    if (!found || !valid) throw new HttpError(401, MESSAGES.wrongPassword);
    return found;
  });
  await attemptSucceeded(request, 'admin', email);
  const now = Date.now();
  await deleteIdleSessions(db, idleSince(request.server, now));
  const token = randomBytes(32).toString('base64url');
  const session: AdminSession = {
    id: sessionId(token),
    email: user.email,
    csrfToken: randomBytes(32).toString('base64url'),
  };
  const nowIso = new Date(now).toISOString();
  await insertSession(db, {
    id: session.id,
    user_id: user.id,
    csrf_token: session.csrfToken,
    created_at: nowIso,
    last_seen_at: nowIso,
  });
  setSessionCookie(reply, token);
  return session;
}

export type SessionState = { session: AdminSession } | { problem: 'none' | 'expired' };

/** The request's session, if its cookie names a live one; an idle one is ended here. */
export async function currentSession(request: FastifyRequest): Promise<SessionState> {
  const token = readCookie(request, SESSION_COOKIE);
  if (!token) return { problem: 'none' };
  const { db } = request.server;
  const row = await findSession(db, sessionId(token));
  if (!row) return { problem: 'none' };
  const now = Date.now();
  if (row.last_seen_at < idleSince(request.server, now)) {
    await deleteSession(db, row.id);
    return { problem: 'expired' };
  }
  if (now - Date.parse(row.last_seen_at) > TOUCH_EVERY_MS) {
    await touchSession(db, row.id, new Date(now).toISOString());
  }
  return { session: { id: row.id, email: row.email, csrfToken: row.csrf_token } };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const sessions = new WeakMap<FastifyRequest, AdminSession>();

/**
 * For an admin route's onRequest hook: a 401 without a live session and, on a state-changing
 * request, a 403 without the session's CSRF token (header x-csrf-token or form field _csrf).
 * The form field is read later, in the handler, through `requireCsrfField`.
 */
export async function authenticate(
  request: FastifyRequest,
  { csrfFrom }: { csrfFrom: 'header' | 'form' },
): Promise<AdminSession> {
  const state = await currentSession(request);
  if (!('session' in state)) {
    throw new HttpError(401, state.problem === 'expired' ? MESSAGES.expired : MESSAGES.signInFirst);
  }
  if (csrfFrom === 'header' && !SAFE_METHODS.has(request.method)) {
    checkCsrf(request, state.session, request.headers[CSRF_HEADER]);
  }
  sessions.set(request, state.session);
  return state.session;
}

/** The session `authenticate` found for this request. */
export function sessionOf(request: FastifyRequest): AdminSession {
  const session = sessions.get(request);
  if (!session) throw new HttpError(401, MESSAGES.signInFirst);
  return session;
}

export async function signOut(
  request: FastifyRequest,
  reply: FastifyReply,
  session: AdminSession,
): Promise<void> {
  await deleteSession(request.server.db, session.id);
  setSessionCookie(reply, '');
}

/**
 * Refuses a request a browser says came from elsewhere: an Origin other than ours, or a
 * Sec-Fetch-Site other than same-origin. Clients that send neither (scripts) rely on the token.
 */
export function checkSameOrigin(request: FastifyRequest): void {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    const own = new Set([
      `${request.protocol}://${request.host}`,
      new URL(request.server.config.publicUrl).origin,
    ]);
    if (!own.has(origin)) throw new HttpError(403, MESSAGES.crossSite);
  }
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') {
    throw new HttpError(403, MESSAGES.crossSite);
  }
}

/** Every state-changing request: same origin, and the session's own token (header or form field). */
export function checkCsrf(request: FastifyRequest, session: AdminSession, given: unknown): void {
  checkSameOrigin(request);
  const expected = Buffer.from(session.csrfToken);
  const actual = Buffer.from(typeof given === 'string' ? given : '');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) {
    throw new HttpError(403, MESSAGES.csrf);
  }
}
