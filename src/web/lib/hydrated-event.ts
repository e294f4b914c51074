/**
 * Sent on `window` once React has hydrated a prerendered page: the boot script (decision 035) holds
 * a tap on a button made before then and clicks it again at this event (issue 26).
 */
export const HYDRATED_EVENT = 'kumul:hydrated';

export function announceHydrated(): void {
  window.dispatchEvent(new Event(HYDRATED_EVENT));
}
