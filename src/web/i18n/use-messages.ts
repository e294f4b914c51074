import { createContext, useCallback, useContext } from 'react';
import { type Lang, langOfPath, pathInLang } from '../../shared/i18n/lang';
import type { en } from '../../shared/words/en';

export type Messages = typeof en;
export type Area = keyof Messages;

/** Where the page is: given by root.tsx from the router, or by an island from `location`. */
export interface PageAddress {
  pathname: string;
  search: string;
  hash: string;
}

// Contexts of our own, not the router's, so an island (decision 091) runs without the router.
export const PageAddressContext = createContext<PageAddress>({
  pathname: '/',
  search: '',
  hash: '',
});
/** The page's messages: its routes' loader data (root.tsx), or an island's own. */
export const PageMessagesContext = createContext<Partial<Messages>>({});

export function usePageAddress(): PageAddress {
  return useContext(PageAddressContext);
}

/** The page's language, read from its address. */
export function useLang(): Lang {
  return langOfPath(usePageAddress().pathname);
}

/** Turns a site path into the same path in the page's language: '/products' -> '/tpi/products'. */
export function useLocalPath(): (path: string) => string {
  const lang = useLang();
  return useCallback((path: string) => pathInLang(path, lang), [lang]);
}

/** One area's messages. A component asking for an area nobody loaded is a bug, and says so. */
export function useMessages<A extends Area>(area: A): Messages[A] {
  const messages = useContext(PageMessagesContext)[area];
  if (!messages) throw new Error(`No route on this page loaded the "${area}" messages.`);
  return messages as Messages[A];
}
