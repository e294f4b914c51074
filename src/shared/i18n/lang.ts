/** The site's languages: English at today's addresses, Tok Pisin under /tpi/ (decision 055). */
export const langs = ['en', 'tpi'] as const;
export type Lang = (typeof langs)[number];

export const defaultLang: Lang = 'en';

/** Each language named in itself, as the language switch shows it. */
export const langNames: Readonly<Record<Lang, string>> = { en: 'English', tpi: 'Tok Pisin' };

/** Open Graph's language_TERRITORY form. */
export const ogLocales: Readonly<Record<Lang, string>> = { en: 'en_PG', tpi: 'tpi_PG' };

/** localStorage key of the visitor's own choice, set by the language switch and the offer. */
export const LANG_STORAGE_KEY = 'lang';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (langs as readonly string[]).includes(value);
}

const tpiPrefix = /^\/tpi(?=\/|$)/;

/** The language of a site path: /tpi and everything under /tpi/ is Tok Pisin. */
export function langOfPath(pathname: string): Lang {
  return tpiPrefix.test(pathname) ? 'tpi' : 'en';
}

/** The same page in a language: ('/tpi/products', 'en') is '/products', ('/', 'tpi') is '/tpi/'. */
export function pathInLang(pathname: string, lang: Lang): string {
  // Prerendering asks for '/products/'; the site's addresses have no trailing slash.
  const english = pathname.replace(tpiPrefix, '').replace(/(.)\/$/, '$1') || '/';
  if (lang === 'en') return english;
  return english === '/' ? '/tpi/' : `/tpi${english}`;
}

/**
 * A sample site's address as linked from a page in a language: the page's language rides along as
 * ?lang=tpi or ?lang=en, so the preview bar speaks it from the first paint (decision 083) and a
 * choice made in an earlier preview never outranks the page the visitor came from (issue 44,
 * point 8). Other sites' addresses stay.
 */
export function sampleAddressIn(address: string, lang: Lang): string {
  return address.startsWith('/') ? `${address}?lang=${lang}` : address;
}

/**
 * The language of ours a browser ranks first (an Accept-Language header or navigator.languages),
 * or undefined when it names neither. Regional forms count: tpi-PG is Tok Pisin.
 */
export function preferredLang(accepted: string | readonly string[] | undefined): Lang | undefined {
  if (accepted === undefined) return undefined;
  const ranked =
    typeof accepted === 'string'
      ? accepted
          .split(',')
          .map((part, index) => {
            const [tag = '', ...params] = part.trim().split(';');
            const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
            return { tag, q: q === undefined ? 1 : Number(q), index };
          })
          .filter((entry) => entry.q > 0)
          .sort((a, b) => b.q - a.q || a.index - b.index)
          .map((entry) => entry.tag)
      : accepted;
  for (const tag of ranked) {
    const base = tag.trim().toLowerCase().split('-')[0];
    if (isLang(base)) return base;
  }
  return undefined;
}
