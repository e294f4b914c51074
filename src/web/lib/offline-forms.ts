import { type PostResult, postJson } from './api';

/** The Cache Storage cache the service worker replays saved form submissions from. */
export const OFFLINE_FORMS_CACHE = 'offline-forms';

export type SyncTag = 'contact-form-sync' | 'newsletter-sync';

/** What is stored for one submission: the service worker sends `payload` again with the same key. */
export interface SavedSubmission {
  payload: unknown;
  idempotencyKey: string;
  savedAt: string;
}

// Background Sync is not in TypeScript's DOM types yet (Chromium-only API).
interface SyncCapableRegistration extends ServiceWorkerRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/**
 * Keeps a submission for later in Cache Storage, under the endpoint's path (one entry per key),
 * then asks for a background sync when a service worker can do it. Throws when nothing was saved.
 */
export async function saveForLater(
  endpointPath: string,
  payload: unknown,
  idempotencyKey: string,
  syncTag: SyncTag,
): Promise<void> {
  if (typeof caches === 'undefined') throw new Error('Cache Storage is not available.');
  const cache = await caches.open(OFFLINE_FORMS_CACHE);
  const saved: SavedSubmission = { payload, idempotencyKey, savedAt: new Date().toISOString() };
  await cache.put(
    new Request(`${endpointPath}?key=${encodeURIComponent(idempotencyKey)}`),
    new Response(JSON.stringify(saved), { headers: { 'content-type': 'application/json' } }),
  );
  void registerSync(syncTag);
}

// Best effort: the entry is saved either way, and the service worker also replays on start-up.
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

/** What a form submission came to: the server's answer, no answer, or saved for later while offline. */
export type SubmissionResult<T> = PostResult<T> | { kind: 'saved' } | { kind: 'save-failed' };

/**
 * Sends a form's payload with a fresh Idempotency-Key, or, when the browser knows it is offline,
 * saves it with that key so the later replay is stored only once.
 */
export async function sendOrSave<T>(
  endpointPath: string,
  payload: unknown,
  syncTag: SyncTag,
): Promise<SubmissionResult<T>> {
  const idempotencyKey = crypto.randomUUID();
  if (!navigator.onLine) {
    try {
      await saveForLater(endpointPath, payload, idempotencyKey, syncTag);
      return { kind: 'saved' };
    } catch {
      return { kind: 'save-failed' };
    }
  }
  return postJson<T>(endpointPath, payload, idempotencyKey);
}
