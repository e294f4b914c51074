import { useCallback } from 'react';
import { useLocation, useMatches } from 'react-router';
import { type Lang, langOfPath, pathInLang } from '../../shared/i18n/lang';
import type { en } from '../../shared/words/en';

export type Messages = typeof en;
export type Area = keyof Messages;

/** The page's language, read from its address. */
export function useLang(): Lang {
  return langOfPath(useLocation().pathname);
}

/** Turns a site path into the same path in the page's language: '/products' -> '/tpi/products'. */
export function useLocalPath(): (path: string) => string {
  const lang = useLang();
  return useCallback((path: string) => pathInLang(path, lang), [lang]);
}

/**
 * One area's messages, from the loader data of a matched route (`messagesFor` in its loader).
 * A component asking for an area no route loaded is a bug, and says so.
 */
export function useMessages<A extends Area>(area: A): Messages[A] {
  for (const match of useMatches()) {
    const data = match.loaderData as { messages?: Partial<Messages> } | undefined;
    const messages = data?.messages?.[area];
    if (messages) return messages as Messages[A];
  }
  throw new Error(`No route on this page loaded the "${area}" messages.`);
}
