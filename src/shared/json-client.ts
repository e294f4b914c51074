// The one way the site, the resort and the inbox talk JSON to our API (decision 074).
// Runs in pages and in the service worker: fetch, AbortSignal and crypto only.

/** What a JSON request came to: an answer (ok or not), or no answer at all. */
export type JsonResult<T> =
  | { kind: 'ok'; status: number; body: T }
  /** `message` is the server's `{error}` sentence, when it sent one. */
  | { kind: 'error'; status: number; message: string | undefined }
  /** No answer: no connection, or none within the timeout (`timedOut`). */
  | { kind: 'network'; timedOut: boolean };

/**
 * How long a request may take before it counts as unanswered. The server allows a request 60 s
 * to arrive (REQUEST_TIMEOUT_SECONDS), so a slow line is not cut off sooner than the server would.
 */
export const REQUEST_TIMEOUT_MS = 60_000;

export interface JsonRequest {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** Sent as JSON; none for undefined. */
  body?: unknown;
  /** Pass the same key to retry the same submission; a change without one gets a fresh key. */
  idempotencyKey?: string;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

/** A fresh key per submission, so a retried request is stored once (README "Idempotency"). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; plain-http previews on a LAN still get a unique key.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The `{error}` sentence of an answer's body, if it has one. */
export function errorSentence(body: unknown): string | undefined {
  const error =
    typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
  return typeof error === 'string' ? error : undefined;
}

/**
 * Sends one JSON request and never throws. Every change (POST, PATCH, DELETE) carries an
 * Idempotency-Key, so the server stores a retried submission only once.
 */
export async function requestJson<T>(
  path: string,
  request: JsonRequest = {},
): Promise<JsonResult<T>> {
  const method = request.method ?? 'GET';
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET') headers['idempotency-key'] = request.idempotencyKey ?? newIdempotencyKey();
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: AbortSignal.timeout(request.timeoutMs ?? REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    return { kind: 'network', timedOut: error instanceof Error && error.name === 'TimeoutError' };
  }
  let parsed: unknown;
  try {
    parsed = await response.json();
  } catch (error) {
    // A body that is not JSON (none, or a proxy's page) is an answer without one; a body cut off
    // by a dropped line or the timeout is no answer: the caller keeps the submission to retry.
    if (!(error instanceof SyntaxError)) {
      return { kind: 'network', timedOut: error instanceof Error && error.name === 'TimeoutError' };
    }
  }
  if (response.ok) return { kind: 'ok', status: response.status, body: parsed as T };
  return { kind: 'error', status: response.status, message: errorSentence(parsed) };
}
