import { LANG_STORAGE_KEY, isLang, langOfPath } from '../../../shared/i18n/lang';
import { INVOICE_LINK_API } from '../../../shared/invoice';
import { replaySavedSubmissions } from '../../lib/offline-forms';
import { askToUpdate, offerOfflineUse } from './pwa-status';

/** Besides every return to the page, look for a new version at least this often. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;
/** Set once a visitor who saves data has asked for the site to be kept for offline use. */
export const KEEP_OFFLINE_KEY = 'keep-site-offline';

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** The browser asks sites to save data: Save-Data is on, or the connection is 2G or slower. */
function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return connection?.saveData === true || /(^|-)2g$/.test(connection?.effectiveType ?? '');
}

function keptOffline(): boolean {
  try {
    return window.localStorage.getItem(KEEP_OFFLINE_KEY) === 'true';
  } catch {
    return false;
  }
}

/**
 * Registers /sw.js (a failure is only logged), offers each new version once it has installed
 * while an older one controls the page, and sends saved form submissions whenever the
 * connection may be back: at start, on the online event (for browsers without Background Sync).
 * A visitor who saves data gets no worker (and no precache download) until they ask for one.
 */
export async function startServiceWorker(): Promise<void> {
  void replaySavedSubmissions();
  window.addEventListener('online', () => void replaySavedSubmissions());
  if (!('serviceWorker' in navigator)) return;
  const installed = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  if (installed || keptOffline() || !savesData()) {
    await register();
    return;
  }
  offerOfflineUse(async () => {
    try {
      window.localStorage.setItem(KEEP_OFFLINE_KEY, 'true');
    } catch {
      // Without storage the offer comes back on the next visit; the worker installs anyway.
    }
    if (!(await register())) throw new Error('The service worker could not be registered.');
    await navigator.serviceWorker.ready;
  });
}

/** Every file of ours this page has fetched (API answers aside). */
const pageFiles = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => {
      const url = new URL(name);
      // The API's answers are not kept, but for an invoice the customer opened (decision 098).
      const api = url.pathname.startsWith('/api/') && !url.pathname.startsWith(INVOICE_LINK_API);
      return url.origin === window.location.origin && !api;
    });

/**
 * The worker keeps the pages of the visitor's language (decision 062): the one they chose with
 * the switch, else the one of the page they are on.
 */
function workerUrl(): string {
  let chosen: string | null = null;
  try {
    chosen = window.localStorage.getItem(LANG_STORAGE_KEY);
  } catch {
    // Without storage, the page's own language.
  }
  return `/sw.js?lang=${isLang(chosen) ? chosen : langOfPath(window.location.pathname)}`;
}

/** A new version installed while an older one controls the page: ask, then reload under it. */
function offerUpdate(worker: ServiceWorker): void {
  const { controller } = navigator.serviceWorker;
  // A worker for another language takes over by itself: the site's code did not change.
  if (!controller || controller.scriptURL !== worker.scriptURL) return;
  if (!askToUpdate()) return;
  // Reload only once the new worker controls the page, or the old one would answer again.
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  worker.postMessage({ type: 'SKIP_WAITING' });
}

function watchInstall(worker: ServiceWorker | null): void {
  worker?.addEventListener('statechange', () => {
    if (worker.state === 'installed') offerUpdate(worker);
  });
}

/** True once /sw.js is registered. The browser's API directly: workbox-window is 2 kB more. */
async function register(): Promise<boolean> {
  const { serviceWorker } = navigator;
  if (!serviceWorker.controller) {
    // The first worker takes over a page it never saw load: hand it that page to keep.
    serviceWorker.addEventListener(
      'controllerchange',
      () => {
        const page = window.location.href.split('#')[0];
        serviceWorker.controller?.postMessage({ type: 'KEEP_PAGE', page, files: pageFiles() });
      },
      { once: true },
    );
  }
  let registration: ServiceWorkerRegistration | undefined;
  try {
    registration = await serviceWorker.register(workerUrl());
  } catch (error) {
    console.warn('The service worker could not be registered.', error);
  }
  // Some embedders (test browsers among them) answer with no registration at all.
  if (!registration) return false;
  if (registration.waiting) offerUpdate(registration.waiting);
  watchInstall(registration.installing);
  registration.addEventListener('updatefound', () => watchInstall(registration.installing));
  const checkForUpdate = () => void registration.update().catch(() => undefined);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') checkForUpdate();
  });
  window.addEventListener('focus', checkForUpdate);
  window.setInterval(checkForUpdate, UPDATE_CHECK_MS);
  return true;
}
