import { createHash, randomBytes } from 'node:crypto';
import type { FastifyCsrfProtectionOptions } from '@fastify/csrf-protection';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import { type Session, type StaffRole, adminApi } from '../../shared/schemas/admin';
import {
  deleteIdleSessions,
  deleteSession,
  findAdminByEmail,
  findSession,
  insertSession,
  lockActiveAccount,
  recordSignIn,
  touchSession,
} from '../db/repositories/admin-users';
import type { Database } from '../db/schema';
import { HttpError } from '../http-error';
import { KNOWN_BROWSER_COOKIE, KNOWN_FOR_MS } from './known-browsers';
import { attemptSucceeded, countAttempt } from '../sign-in-throttle';
import { verifyPassword } from './password';

// __Host-: browsers keep it only when Secure, on Path=/ and without Domain (decision 037).
export const SESSION_COOKIE = '__Host-kd_admin_session';
/** @fastify/csrf-protection's secret; the tokens made from it are bound to the session (044). */
export const CSRF_COOKIE = '__Host-kd_admin_csrf';
/** The header the admin API wants, with the session's token, on every state-changing request. */
export const CSRF_HEADER = 'x-csrf-token';

// Always Secure: browsers keep it over https, and over plain http on localhost and 127.0.0.1 only.
export const COOKIE_OPTIONS = {
  path: '/',
  httpOnly: true,
  secure: true,
  sameSite: 'strict',
} as const;

/** The session as the API shows it (its CSRF token is its own), and the keys that find it. */
export type AdminSession = Session & {
  /** SHA-256 of the session cookie's token. */
  id: string;
  userId: number;
};

export const MESSAGES = {
  signInFirst: 'Please sign in to the admin inbox first.',
  expired: 'Your session ended after a period of inactivity. Please sign in again.',
  wrongPassword: 'The email or password is not correct.',
  disabled: 'This account is disabled. Please ask an owner of the inbox to enable it again.',
  ownerOnly: 'Only an owner can manage staff accounts.',
  ownerOnlySystem: "Only an owner can see the system's state.",
  csrf: 'This request is missing the security token of the admin pages. Please reload the page and try again.',
  crossSite: 'This request came from another site and was refused.',
  reviewerWordsOnly:
    "A reviewer's account opens only the Words area: the site's words and proposed wordings.",
} as const;

/**
 * The only session routes a reviewer's account opens (issue 42, decision 102): its own session and
 * the Words area. Every other admin route, one added later included, answers a reviewer 403.
 */
const REVIEWER_ROUTES = new Set([
  `GET ${adminApi.session}`,
  `DELETE ${adminApi.session}`,
  `GET ${adminApi.words}`,
  `GET ${adminApi.wordProposals}`,
  `POST ${adminApi.wordProposals}`,
]);

/** 403 for a reviewer outside the Words area, before the body is read: whatever they send. */
function keepReviewersToWords(request: FastifyRequest, { role }: AdminSession): void {
  if (role !== 'reviewer') return;
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  if (!REVIEWER_ROUTES.has(`${method} ${request.routeOptions.url}`)) {
    throw new HttpError(403, MESSAGES.reviewerWordsOnly);
  }
}

// Only a hash of the cookie's token is stored, so a leaked copy of the database opens no session.
export const sha256 = (token: string): string => createHash('sha256').update(token).digest('hex');

// Sessions are touched at most once a minute: an idle limit in hours needs no finer clock.
const TOUCH_EVERY_MS = 60_000;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const sessions = new WeakMap<FastifyRequest, AdminSession>();

/** How app.ts registers @fastify/csrf-protection: header only, secret in a __Host- cookie. */
export const csrfOptions = (hmacKey: string): FastifyCsrfProtectionOptions => ({
  sessionPlugin: '@fastify/cookie',
  cookieKey: CSRF_COOKIE,
  cookieOpts: COOKIE_OPTIONS,
  getToken: (request) => {
    const token = request.headers[CSRF_HEADER];
    return typeof token === 'string' ? token : undefined;
  },
  // A token works only with the session it was given to (and not after signing in again).
  getUserInfo: (request) => sessions.get(request)?.id ?? '',
  csrfOpts: { userInfo: true, hmacKey },
});

const idleSince = (app: FastifyInstance, now: number): string =>
  new Date(now - app.config.admin.sessionIdleMinutes * 60_000).toISOString();

/**
 * Opens a session for an account whose password was just checked or chosen, in `trx`: refused
 * (403) when the account was disabled meanwhile, so no session outlives a disable (decision 069).
 */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  trx: Transaction<Database>,
  user: { id: number; email: string; role: StaffRole },
): Promise<AdminSession> {
  if (!(await lockActiveAccount(trx, user.id))) throw new HttpError(403, MESSAGES.disabled);
  const now = Date.now();
  await deleteIdleSessions(trx, idleSince(request.server, now));
  const token = randomBytes(32).toString('base64url');
  const id = sha256(token);
  const nowIso = new Date(now).toISOString();
  await insertSession(trx, { id, user_id: user.id, created_at: nowIso, last_seen_at: nowIso });
  await recordSignIn(trx, user.id, nowIso);
  reply.setCookie(SESSION_COOKIE, token, COOKIE_OPTIONS);
  reply.setCookie(KNOWN_BROWSER_COOKIE, request.server.knownBrowsers.issue(user.email, now), {
    ...COOKIE_OPTIONS,
    maxAge: KNOWN_FOR_MS / 1000,
  });
  const session: AdminSession = {
    id,
    userId: user.id,
    email: user.email,
    role: user.role,
    csrfToken: reply.generateCsrf({ userInfo: id }),
  };
  sessions.set(request, session);
  return session;
}

/**
 * Checks email and password and opens a session. The attempt is counted for this account and
 * address before the check (decision 036); a burst beyond the password-check bound is a 503 (037),
 * refused before it is counted, except for a browser that signed in to this account before (069). A disabled account is told so only once its password is right.
 */
export async function signIn(
  request: FastifyRequest,
  reply: FastifyReply,
  email: string,
  password: string,
): Promise<AdminSession> {
  const { passwordChecks, knownBrowsers } = request.server;
  const knownBrowser = knownBrowsers.recognises(
    request.cookies[KNOWN_BROWSER_COOKIE],
    email,
    Date.now(),
  );
  const user = await passwordChecks.run(
    async () => {
      await countAttempt(request, 'admin', email);
      const found = await findAdminByEmail(request.server.db, email);
      // Verified even when no account (or no password yet) exists, so the timing says nothing either.
      const valid = await verifyPassword(
        password,
        found?.password_hash || undefined,
        request.server.config.admin.passwordHashCost,
      );
      if (!found || !valid) throw new HttpError(401, MESSAGES.wrongPassword);
      if (found.disabled_at) throw new HttpError(403, MESSAGES.disabled);
      return found;
    },
    { knownBrowser },
  );
  await attemptSucceeded(request, 'admin', email);
  return request.server.db.transaction().execute((trx) => startSession(request, reply, trx, user));
}

export type SessionState = { session: AdminSession } | { problem: 'none' | 'expired' };

/** The request's session, if its cookie names a live one; an idle one is ended here. */
export async function currentSession(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<SessionState> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return { problem: 'none' };
  const { db } = request.server;
  const row = await findSession(db, sha256(token));
  if (!row) return { problem: 'none' };
  const now = Date.now();
  if (row.last_seen_at < idleSince(request.server, now)) {
    await deleteSession(db, row.id);
    return { problem: 'expired' };
  }
  if (now - Date.parse(row.last_seen_at) > TOUCH_EVERY_MS) {
    await touchSession(db, row.id, new Date(now).toISOString());
  }
  const session: AdminSession = {
    id: row.id,
    userId: row.user_id,
    email: row.email,
    role: row.role,
    csrfToken: reply.generateCsrf({ userInfo: row.id }),
  };
  return { session };
}

/**
 * For an admin plugin's onRequest hook: a 401 without a live session, a 403 for a reviewer outside
 * the Words area and, on a state-changing request, a 403 unless it comes from our own origin with
 * the session's CSRF token.
 */
export async function authenticate(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<AdminSession> {
  const state = await currentSession(request, reply);
  if (!('session' in state)) {
    throw new HttpError(401, state.problem === 'expired' ? MESSAGES.expired : MESSAGES.signInFirst);
  }
  sessions.set(request, state.session);
  keepReviewersToWords(request, state.session);
  if (!SAFE_METHODS.has(request.method)) {
    checkSameOrigin(request);
    await verifyCsrfToken(request);
  }
  return state.session;
}

/** The session `authenticate` found (or a sign-in opened) for this request. */
export function sessionOf(request: FastifyRequest): AdminSession {
  const session = sessions.get(request);
  if (!session) throw new HttpError(401, MESSAGES.signInFirst);
  return session;
}

/** 403 for staff: managing accounts (decision 044) and the system's state (067) are for owners. */
export function requireOwner(
  request: FastifyRequest,
  refusal: string = MESSAGES.ownerOnly,
): AdminSession {
  const session = sessionOf(request);
  if (session.role !== 'owner') throw new HttpError(403, refusal);
  return session;
}

export async function signOut(
  request: FastifyRequest,
  reply: FastifyReply,
  session: AdminSession,
): Promise<void> {
  await deleteSession(request.server.db, session.id);
  reply.clearCookie(SESSION_COOKIE, COOKIE_OPTIONS);
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

/**
 * The plugin's own check (secret cookie, x-csrf-token, bound to the session). It answers a refusal
 * itself through reply.send; it is given a stand-in reply so the refusal is our 403 sentence.
 */
function verifyCsrfToken(request: FastifyRequest): Promise<void> {
  return new Promise((resolve, reject) => {
    const refuse = { send: () => reject(new HttpError(403, MESSAGES.csrf)) };
    request.server.csrfProtection(request, refuse as unknown as FastifyReply, resolve);
  });
}

/** What GET and POST /api/admin/session answer (SessionSchema). */
export const sessionAnswer = ({ email, role, csrfToken }: AdminSession) => ({
  email,
  role,
  csrfToken,
});
