import { useMemo, useSyncExternalStore } from 'react';
import { type CatalogueQuery, readQuery, writeQuery } from './search';

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

const getSnapshot = () => window.location.search;
// The prerendered page is the default view; a shared ?q=… applies right after hydration.
const getServerSnapshot = () => '';

function setAddressQuery(next: CatalogueQuery) {
  const { pathname, hash } = window.location;
  // Replaced, not pushed, so typing adds no history entries; React Router's state object is kept.
  window.history.replaceState(window.history.state, '', `${pathname}${writeQuery(next)}${hash}`);
  for (const listener of listeners) listener();
}

/** The catalogue's search and sort, kept in the address so a link or a reload shows the same. */
export function useAddressQuery(): [CatalogueQuery, (next: CatalogueQuery) => void] {
  const search = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  const query = useMemo(() => readQuery(search), [search]);
  return [query, setAddressQuery];
}
