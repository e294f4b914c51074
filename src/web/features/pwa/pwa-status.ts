import { useSyncExternalStore } from 'react';
import { takeEarlyInstallOffer } from '../../lib/hydrated-event';

/** Chromium's install event (not in TypeScript's DOM types). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface PwaStatus {
  /** False in the prerendered HTML, where the browser's state is unknown. */
  known: boolean;
  online: boolean;
  installed: boolean;
  /** The browser's install offer, kept until used; undefined when it has made none. */
  installPrompt: BeforeInstallPromptEvent | undefined;
  /** When the offer came (Date.now()): the install card counts its 3 s from then, not from its own load. */
  installOfferedAt: number;
  /** Saving data, the site is not kept offline until the visitor asks: where that offer stands. */
  offlineOffer: 'none' | 'offered' | 'saving' | 'saved';
}

// Prerendered HTML and hydration know nothing of the browser: nothing is claimed until then.
const serverStatus: PwaStatus = {
  known: false,
  online: true,
  installed: false,
  installPrompt: undefined,
  installOfferedAt: 0,
  offlineOffer: 'none',
};
let status: PwaStatus = serverStatus;
const listeners = new Set<() => void>();
let started = false;

function update(change: Partial<PwaStatus>): void {
  status = { ...status, ...change };
  listeners.forEach((listener) => listener());
}

const standalone = () =>
  window.matchMedia('(display-mode: standalone)').matches ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

/** Listens from the first render on: the install offer can come before anything else is ready. */
function start(): void {
  if (started) return;
  started = true;
  // The offer may have come before any island ran: the boot script kept it (decision 118).
  const early = takeEarlyInstallOffer();
  status = {
    known: true,
    online: navigator.onLine,
    installed: standalone(),
    installPrompt: early?.event as BeforeInstallPromptEvent | undefined,
    installOfferedAt: early?.at ?? 0,
    offlineOffer: 'none',
  };
  window.addEventListener('online', () => update({ online: true }));
  window.addEventListener('offline', () => update({ online: false }));
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the offer for our own card instead of the browser's mini-infobar.
    event.preventDefault();
    update({ installPrompt: event as BeforeInstallPromptEvent, installOfferedAt: Date.now() });
  });
  window.addEventListener('appinstalled', () =>
    update({ installed: true, installPrompt: undefined }),
  );
  window
    .matchMedia('(display-mode: standalone)')
    .addEventListener('change', (event) => update({ installed: event.matches }));
}

function subscribe(listener: () => void): () => void {
  start();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Online, installed and the pending install offer, following the browser's events. */
export function usePwaStatus(): PwaStatus {
  return useSyncExternalStore(
    subscribe,
    () => (start(), status),
    () => serverStatus,
  );
}

// Set by the overlays, in their language, before they start the service worker.
let updateQuestion = '';

/** The question asked before a new version reloads the page, in the overlays' language. */
export const askToUpdate = () => window.confirm(updateQuestion);

export function setUpdateQuestion(question: string): void {
  updateQuestion = question;
}

let keepOffline: (() => Promise<void>) | undefined;

/** Offers the visitor to keep the site for offline use; `keep` installs the worker. */
export function offerOfflineUse(keep: () => Promise<void>): void {
  keepOffline = keep;
  update({ offlineOffer: 'offered' });
}

/** The visitor asked to keep the site offline: installs, then says so for a few seconds. */
export async function acceptOfflineUse(): Promise<void> {
  if (!keepOffline || status.offlineOffer !== 'offered') return;
  update({ offlineOffer: 'saving' });
  try {
    await keepOffline();
    update({ offlineOffer: 'saved' });
    window.setTimeout(() => update({ offlineOffer: 'none' }), 4000);
  } catch (error) {
    console.warn('Keeping the site for offline use failed.', error);
    update({ offlineOffer: 'offered' });
  }
}

/** Shows the browser's install dialog; true when the visitor accepted. Failures are only logged. */
export async function install(): Promise<boolean> {
  const prompt = status.installPrompt;
  if (!prompt) return false;
  try {
    await prompt.prompt();
    const { outcome } = await prompt.userChoice;
    // An offer can be used once.
    update({ installPrompt: undefined });
    return outcome === 'accepted';
  } catch (error) {
    console.warn('Installing the app failed.', error);
    return false;
  }
}
