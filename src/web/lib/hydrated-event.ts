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
