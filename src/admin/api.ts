import type * as z from 'zod/mini';
import { redirect } from 'react-router';
import { requestJson } from '../shared/json-client';
import { type Session, type SessionState, type StaffRole, adminApi } from '../shared/schemas/admin';
import { homeOf, opensPage } from './roles';

/** A refused call, carrying the server's own sentence for the page to show. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

// The session (and its CSRF token) is read once by the inbox layout and kept for the tab's life.
let session: Session | undefined;

export const currentSession = (): Session | undefined => session;

export function rememberSession(signedIn: Session | undefined): void {
  session = signedIn;
}

/**
 * Where a 401 sends the browser: the sign-in page, coming back here afterwards; `ended` when the
 * session stopped after a period of inactivity, so the page can say why.
 */
export function signInPath(from: string, ended = false): string {
  const next = from.startsWith('/admin') && !from.startsWith('/admin/sign-in') ? from : '/admin';
  return `/admin/sign-in?next=${encodeURIComponent(next)}${ended ? '&ended=1' : ''}`;
}

/**
 * Where sign-in goes next: only an inbox address, never another site (`//evil.example`), and only
 * a page the role may open (a reviewer's inbox opens at Words).
 */
export function afterSignIn(next: string | null, role: StaffRole): string {
  const page = next && /^\/admin(\/|\?|$)/.test(next) ? next : '/admin';
  return opensPage(role, new URL(page, 'http://inbox').pathname) ? page : homeOf(role);
}

const UNREACHABLE = 'The inbox cannot reach the server. Check the connection and try again.';

const refused = (status: number, message: string | undefined) =>
  new ApiError(
    status,
    message ?? `The server could not do that (status ${status}). Please try again.`,
  );

interface Call {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** The request of the loader or action making the call: a 401 comes back to its address. */
  request?: Request;
  /** Sign-in and the welcome link answer 401 for a wrong password: show it, do not redirect. */
  keep401?: boolean;
  /** The same key for a retry of the same change (decision 045); a fresh one otherwise. */
  idempotencyKey?: string;
}

/**
 * Calls the admin JSON API through the shared client. Changes carry the session's CSRF token and
 * an Idempotency-Key; a 401 throws a redirect to the sign-in page (React Router follows it from
 * any loader or action); any other refusal throws an ApiError with the server's `{error}` sentence.
 */
export async function api<T>(path: string, call: Call = {}): Promise<T> {
  const { method = 'GET', body, idempotencyKey } = call;
  // A page's loader runs beside the layout's on the first load: it waits for the one quiet look at
  // the session, so a signed-out browser is sent to sign in without a 401 (issue 25).
  if (!call.keep401) await loadSession(call.request);
  const headers: Record<string, string> = {};
  if (method !== 'GET' && session) headers['x-csrf-token'] = session.csrfToken;
  const result = await requestJson<T>(path, { method, body, headers, idempotencyKey });
  if (result.kind === 'network') {
    throw new ApiError(0, UNREACHABLE);
  }
  if (result.kind === 'ok') return result.body;
  if (result.status === 401 && !call.keep401) {
    session = undefined;
    const from = call.request ? new URL(call.request.url) : window.location;
    throw redirect(signInPath(`${from.pathname}${from.search}`));
  }
  throw refused(result.status, result.message);
}

let reading: Promise<SessionState> | undefined;

/**
 * The signed-in session, read once per tab through the quiet GET /api/admin/session-state (a 200
 * either way); not signed in, it throws a redirect to the sign-in page, coming back here after.
 * For a page its role may not open (`request`'s), it throws a redirect to the role's own page, so
 * a reviewer is taken to Words before any call for the page's data.
 */
export async function loadSession(request?: Request): Promise<Session> {
  const signedIn = session ?? (await readSession(request));
  if (request && !opensPage(signedIn.role, new URL(request.url).pathname)) {
    throw redirect(homeOf(signedIn.role));
  }
  return signedIn;
}

async function readSession(request?: Request): Promise<Session> {
  // The layout and a page may both ask on the first load: one request serves both.
  reading ??= requestJson<SessionState>(adminApi.sessionState)
    .then((result) => {
      if (result.kind === 'ok') return result.body;
      if (result.kind === 'network') throw new ApiError(0, UNREACHABLE);
      throw refused(result.status, result.message);
    })
    .finally(() => (reading = undefined));
  const state = await reading;
  if (!state.signedIn) {
    const from = request ? new URL(request.url) : window.location;
    throw redirect(signInPath(`${from.pathname}${from.search}`, state.ended));
  }
  session = state.session;
  return session;
}

/** What an action hands back to its form: the server's sentence on failure, or a success note. */
export type ActionResult = { ok: true; message?: string } | { ok: false; error: string };

/** Runs a change; an ApiError becomes `{ok: false, error}` for the form to show, redirects pass. */
export async function attempt(change: () => Promise<string | void>): Promise<ActionResult> {
  try {
    const message = await change();
    return message ? { ok: true, message } : { ok: true };
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, error: error.message };
    throw error;
  }
}

/** A query string from a form or URL, without empty values. */
/** A list's filters from its address; anything unreadable falls back to the schema's defaults. */
export function filtersFrom<S extends z.ZodMiniType>(schema: S, url: string): z.output<S> {
  const parsed = schema.safeParse(Object.fromEntries(new URL(url).searchParams));
  return parsed.success ? parsed.data : schema.parse({});
}

export function queryOf(values: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
