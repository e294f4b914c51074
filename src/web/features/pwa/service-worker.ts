import { Workbox } from 'workbox-window';
import { replaySavedSubmissions } from '../../lib/offline-forms';

export const UPDATE_QUESTION = 'New version available! Refresh to update?';
/** Besides every return to the page, look for a new version at least this often. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers /sw.js (a failure is only logged), offers each new version once it has installed
 * while an older one controls the page, and sends saved form submissions whenever the
 * connection may be back: at start, on the online event (for browsers without Background Sync).
 */
export function startServiceWorker(): void {
  void replaySavedSubmissions();
  window.addEventListener('online', () => void replaySavedSubmissions());
  if (!('serviceWorker' in navigator)) return;

  const workbox = new Workbox('/sw.js');
  workbox.addEventListener('waiting', () => {
    if (!window.confirm(UPDATE_QUESTION)) return;
    // Reload only once the new worker controls the page, or the old one would answer again.
    workbox.addEventListener('controlling', () => window.location.reload());
    workbox.messageSkipWaiting();
  });
  workbox.register().then(
    () => {
      const checkForUpdate = () => void workbox.update().catch(() => undefined);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') checkForUpdate();
      });
      window.addEventListener('focus', checkForUpdate);
      window.setInterval(checkForUpdate, UPDATE_CHECK_MS);
    },
    (error: unknown) => console.warn('The service worker could not be registered.', error),
  );
}
