import { newIdempotencyKey } from '../../shared/json-client';
import { type PostResult, postJson, withPageLang } from './api';

// Runs in pages and in the service worker (src/sw): Cache Storage, fetch and Web Locks only.

/** The Cache Storage cache the saved form submissions wait in. */
export const OFFLINE_FORMS_CACHE = 'offline-forms';

export type SyncTag = 'contact-form-sync' | 'newsletter-sync';

/** The endpoints whose submissions may be saved, with the background sync tag of each. */
export const OFFLINE_FORM_ENDPOINTS: Readonly<Record<string, SyncTag>> = {
  '/api/contact': 'contact-form-sync',
  '/api/newsletter/subscribe': 'newsletter-sync',
};

/** A saved submission older than this is dropped unsent. */
export const RETENTION_MS = 7 * 24 * 60 * 60 * 1000;
/** Failed replays (network or 5xx) allowed before a submission is dropped. */
export const MAX_ATTEMPTS = 20;

/**
 * The server says "not now" (503: disk full, database busy or out of reach), or the proxy in
 * front of it has no server to ask (502, 504): the submission is kept and sent later (decision 064).
 */
export const serverSaysLater = (status: number): boolean =>
  status === 502 || status === 503 || status === 504;

/** What is stored for one submission: the replay sends `payload` again with the same key. */
export interface SavedSubmission {
  payload: unknown;
  idempotencyKey: string;
  savedAt: string;
  attempts: number;
}

// Background Sync is not in TypeScript's DOM types yet (Chromium-only API).
interface SyncCapableRegistration extends ServiceWorkerRegistration {
  sync?: { register(tag: string): Promise<void> };
}

const entryUrl = (endpointPath: string, idempotencyKey: string) =>
  `${endpointPath}?key=${encodeURIComponent(idempotencyKey)}`;

async function store(endpointPath: string, saved: SavedSubmission): Promise<void> {
  const cache = await caches.open(OFFLINE_FORMS_CACHE);
  await cache.put(
    new Request(entryUrl(endpointPath, saved.idempotencyKey)),
    new Response(JSON.stringify(saved), { headers: { 'content-type': 'application/json' } }),
  );
}

/**
 * Keeps a submission for later in Cache Storage, under the endpoint's path (one entry per key),
 * then asks for a background sync where the browser has it. Throws when nothing was saved.
 */
export async function saveForLater(
  endpointPath: string,
  payload: unknown,
  idempotencyKey: string,
  syncTag: SyncTag,
): Promise<void> {
  if (typeof caches === 'undefined') throw new Error('Cache Storage is not available.');
  await store(endpointPath, {
    payload,
    idempotencyKey,
    savedAt: new Date().toISOString(),
    attempts: 0,
  });
  void registerSync(syncTag);
}

// Best effort: without Background Sync the page's load and online events and the worker's start
// replay the entry instead.
async function registerSync(tag: SyncTag): Promise<void> {
  try {
    if (!('serviceWorker' in navigator)) return;
    const registration = (await navigator.serviceWorker.getRegistration()) as
      SyncCapableRegistration | undefined;
    await registration?.sync?.register(tag);
  } catch {
    // Sync can be refused (permissions, private mode); the saved entry still waits in the cache.
  }
}

/**
 * What a form submission came to: the server's answer, or saved for later (because the browser
 * had no connection, or the server said "later"), or neither.
 */
export type SubmissionResult<T> =
  PostResult<T> | { kind: 'saved'; because: 'offline' | 'server' } | { kind: 'save-failed' };

/**
 * Sends a form's payload with a fresh Idempotency-Key. Offline, when the request gets no answer
 * at all, or when the server says "later" (serverSaysLater), it is saved with that key instead,
 * so the later replay is stored only once.
 */
export async function sendOrSave<T>(
  endpointPath: string,
  payload: unknown,
  syncTag: SyncTag,
): Promise<SubmissionResult<T>> {
  const idempotencyKey = newIdempotencyKey();
  // Saved with the page's language, so a replay from the service worker or another tab keeps it.
  const body = withPageLang(payload);
  if (!navigator.onLine) {
    try {
      await saveForLater(endpointPath, body, idempotencyKey, syncTag);
      return { kind: 'saved', because: 'offline' };
    } catch {
      return { kind: 'save-failed' };
    }
  }
  const result = await postJson<T>(endpointPath, body, idempotencyKey);
  const later = result.kind === 'error' && serverSaysLater(result.status);
  if (result.kind !== 'network' && !later) return result;
  try {
    await saveForLater(endpointPath, body, idempotencyKey, syncTag);
    return { kind: 'saved', because: later ? 'server' : 'offline' };
  } catch {
    // Nothing could be kept: the visitor sees the network message or the server's sentence.
    return result;
  }
}

/** How one saved entry's replay ended. */
export type ReplayOutcome = 'sent' | 'dropped' | 'kept';

async function replayEntry(
  cache: Cache,
  request: Request,
  log: (message: string) => void,
): Promise<ReplayOutcome> {
  const response = await cache.match(request);
  const saved = (await response?.json().catch(() => undefined)) as SavedSubmission | undefined;
  const endpointPath = new URL(request.url).pathname;
  if (!saved || typeof saved.idempotencyKey !== 'string') {
    await cache.delete(request);
    log(`Dropped an unreadable saved submission for ${endpointPath}.`);
    return 'dropped';
  }
  if (Date.now() - Date.parse(saved.savedAt) > RETENTION_MS) {
    await cache.delete(request);
    log(`Dropped a submission for ${endpointPath} saved more than 7 days ago.`);
    return 'dropped';
  }
  const result = await postJson(endpointPath, saved.payload, saved.idempotencyKey);
  if (result.kind === 'ok') {
    await cache.delete(request);
    return 'sent';
  }
  // A 4xx can never succeed (408 and 429 only say "later"); a 5xx or no answer may next time.
  const permanent =
    result.kind === 'error' &&
    result.status < 500 &&
    result.status !== 408 &&
    result.status !== 429;
  if (permanent) {
    await cache.delete(request);
    log(`Dropped a submission for ${endpointPath}: the server refused it (${result.status}).`);
    return 'dropped';
  }
  // "Later" from the server is no failure of the submission: only the 7 days bound its wait.
  const later = result.kind === 'error' && serverSaysLater(result.status);
  const attempts = (saved.attempts ?? 0) + (later ? 0 : 1);
  if (attempts >= MAX_ATTEMPTS) {
    await cache.delete(request);
    log(`Dropped a submission for ${endpointPath} after ${attempts} failed attempts.`);
    return 'dropped';
  }
  await store(endpointPath, { ...saved, attempts });
  return 'kept';
}

async function replayAll(
  endpointPaths: readonly string[],
  log: (message: string) => void,
): Promise<ReplayOutcome[]> {
  if (typeof caches === 'undefined' || !(await caches.has(OFFLINE_FORMS_CACHE))) return [];
  const cache = await caches.open(OFFLINE_FORMS_CACHE);
  const outcomes: ReplayOutcome[] = [];
  for (const request of await cache.keys()) {
    if (!endpointPaths.includes(new URL(request.url).pathname)) continue;
    const outcome = await replayEntry(cache, request, log);
    outcomes.push(outcome);
    // Without a connection the rest would fail the same way: try again on the next trigger.
    if (outcome === 'kept') break;
  }
  return outcomes;
}

/**
 * Sends the saved submissions of the given endpoints again. Tabs and the service worker take a
 * Web Lock first, so only one replay runs at a time; the Idempotency-Key covers browsers
 * without Web Locks. Never throws.
 */
export async function replaySavedSubmissions(
  endpointPaths: readonly string[] = Object.keys(OFFLINE_FORM_ENDPOINTS),
  log: (message: string) => void = (message) => console.warn(message),
): Promise<ReplayOutcome[]> {
  try {
    if (typeof navigator !== 'undefined' && 'locks' in navigator) {
      return await navigator.locks.request('offline-forms-replay', () =>
        replayAll(endpointPaths, log),
      );
    }
    return await replayAll(endpointPaths, log);
  } catch (error) {
    log(`Replaying saved submissions failed: ${String(error)}`);
    return [];
  }
}
