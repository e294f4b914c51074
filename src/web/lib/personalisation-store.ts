import { useSyncExternalStore } from 'react';
import { type Personalisation, isStoredPersonalisation } from '../../shared/personalisation';

// A visitor's personalisation, per template, in localStorage: nothing leaves the browser until a
// quote is sent (the checkout reads it with readPersonalisation). Tabs and the device-width frame
// stay in step through the storage event.

export const personalisationKey = (slug: string) => `personalise:${slug}`;

const listeners = new Set<() => void>();
const cache = new Map<string, { raw: string | null; value: Personalisation | null }>();

function readRaw(slug: string): string | null {
  try {
    return window.localStorage.getItem(personalisationKey(slug));
  } catch {
    return null;
  }
}

/** The stored personalisation of a template, or null; anything damaged is ignored, never thrown. */
export function readPersonalisation(slug: string): Personalisation | null {
  const raw = readRaw(slug);
  const cached = cache.get(slug);
  if (cached && cached.raw === raw) return cached.value;
  let value: Personalisation | null = null;
  if (raw !== null) {
    try {
      const stored: unknown = JSON.parse(raw);
      value = isStoredPersonalisation(stored) ? stored : null;
    } catch {
      value = null;
    }
  }
  cache.set(slug, { raw, value });
  return value;
}

const notify = () => listeners.forEach((listener) => listener());

/** Saves (or with null, forgets) a template's personalisation. */
export function writePersonalisation(slug: string, value: Personalisation | null): void {
  try {
    if (value === null) window.localStorage.removeItem(personalisationKey(slug));
    else window.localStorage.setItem(personalisationKey(slug), JSON.stringify(value));
  } catch {
    // Storage full or refused: the preview still shows it until the page is left.
    cache.set(slug, { raw: readRaw(slug), value });
  }
  notify();
}

/** Calls `listener` whenever a personalisation is saved here or in another tab. */
export function subscribePersonalisations(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', notify);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', notify);
  };
}

/** The personalisation to show; the prerendered page and hydration always show the sample. */
export function usePersonalisation(slug: string): Personalisation | null {
  return useSyncExternalStore(
    subscribePersonalisations,
    () => readPersonalisation(slug),
    () => null,
  );
}
