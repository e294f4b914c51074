/**
 * Sent on `window` once React has hydrated a prerendered page (the whole page, or every island of
 * an island page): the boot script (decision 035) holds a tap on a button made before then and
 * clicks it again at this event (issue 26). `<html data-hydrated>` says the same to a test.
 */
export const HYDRATED_EVENT = 'kumul:hydrated';

export function announceHydrated(): void {
  document.documentElement.dataset.hydrated = '';
  window.dispatchEvent(new Event(HYDRATED_EVENT));
}

/**
 * Where the head's boot script keeps the browser's install offer (`beforeinstallprompt`, fired
 * once) that came before an island listened, with when it came (decision 118).
 */
export const EARLY_INSTALL_OFFER = '__kumulInstallOffer';

/** The install offer the boot script kept, once: the island's own listener takes it from there. */
export function takeEarlyInstallOffer(): { event: Event; at: number } | undefined {
  const kept = (window as unknown as Record<string, { event: Event; at: number } | undefined>)[
    EARLY_INSTALL_OFFER
  ];
  delete (window as unknown as Record<string, unknown>)[EARLY_INSTALL_OFFER];
  return kept;
}
