import { useSyncExternalStore } from 'react';
import {
  LANG_STORAGE_KEY,
  type Lang,
  isLang,
  langOfPath,
  pathInLang,
} from '../../shared/i18n/lang';

// The visitor's own choice of language (made with the switch or the offer) and the way to the same
// page and section in the other language. Sample sites stay English; only the agency's own words
// around them (overlays, preview bar) follow the choice.

/** The language the visitor chose, or undefined when they never chose (or storage is refused). */
export function rememberedLang(): Lang | undefined {
  try {
    const value = window.localStorage.getItem(LANG_STORAGE_KEY);
    return isLang(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function rememberLang(lang: Lang): void {
  try {
    window.localStorage.setItem(LANG_STORAGE_KEY, lang);
  } catch {
    // Private mode: the choice holds for this visit's links only.
  }
}

/** A sample site's address: English pages that are not the agency's own. */
export function isSamplePath(pathname: string): boolean {
  return /^\/(templates\/|png-market(\/|$))/.test(pathname);
}

/** The language of the agency's words on a page: an agency page's own; on a sample, the choice. */
export function agencyWordsLang(pathname: string, chosen: Lang | undefined): Lang {
  return isSamplePath(pathname) ? (chosen ?? 'en') : langOfPath(pathname);
}

// Ids React makes up (useId) differ between renders and pages: only written ids name a section.
const SECTION_ID = /^[a-z][\w-]*$/i;

/**
 * The same page and section in a language: the address's own #hash, else the section in view.
 * ('/products', '', '#contact', 'tpi') is '/tpi/products#contact'.
 */
export function addressIn(
  lang: Lang,
  { pathname, search, hash }: { pathname: string; search: string; hash: string },
  sectionInView: string | undefined,
): string {
  const section = hash || (sectionInView ? `#${sectionInView}` : '');
  return `${pathInLang(pathname, lang)}${search}${section}`;
}

/**
 * The id of the section at the top of the viewport, just below the sticky header: the nearest
 * element there with an id we wrote (not the page's #main). Undefined at the top of a page.
 */
export function sectionInView(): string | undefined {
  if (window.scrollY === 0) return undefined;
  const headerBottom = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
  // A section reached by its #hash stops scroll-padding-top below the top, past the header.
  const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  const top = Math.max(headerBottom, padding, 0) + 8;
  let element = document.elementFromPoint(window.innerWidth / 2, top);
  while (element && element !== document.body) {
    if (element.id === 'main') return undefined;
    if (SECTION_ID.test(element.id)) return element.id;
    element = element.parentElement;
  }
  return undefined;
}

// The choice is made on agency pages only: a page showing it never sees it change.
const subscribeToNothing = () => () => undefined;

/** The remembered choice in a component: none in prerendered HTML, the stored one once hydrated. */
export function useRememberedLang(): Lang | undefined {
  return useSyncExternalStore(subscribeToNothing, rememberedLang, () => undefined);
}
