import { useEffect, useReducer, useState } from 'react';
import type { Personalisation } from '../../../shared/personalisation';
import { retryingImport } from '../../../islands/deferred';

type PersonalisationStore = typeof import('../../lib/personalisation-store');

// The page starts without the store: it loads once the quote has lines to show (or with the form).
export const loadPersonalisations = retryingImport(() => import('../../lib/personalisation-store'));

/**
 * What the visitor tried each template with ("Try it with your business"), read from their
 * browser once the store has loaded: null before that, and for a template not personalised.
 */
export function usePersonalisations(wanted: boolean): (slug: string) => Personalisation | null {
  const [store, setStore] = useState<PersonalisationStore>();
  const [, changed] = useReducer((version: number) => version + 1, 0);

  useEffect(() => {
    if (!wanted || store) return;
    let live = true;
    // Without the store (no connection) the lines show without it, as the quote goes without it.
    loadPersonalisations().then(
      (loaded) => {
        if (live) setStore(loaded);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted, store]);

  // The preview opens in another tab: a change made there shows here at once.
  useEffect(() => store?.subscribePersonalisations(changed), [store]);

  return (slug) => store?.readPersonalisation(slug) ?? null;
}
