import { sampleSlugs } from '../../shared/catalogue';
import { type Lang, langs, pathInLang } from '../../shared/i18n/lang';
import { ACCEPT_QUOTE_PATH } from '../../shared/quote-link';
import { INVOICE_PATH } from '../../shared/invoice';
import { ORDER_PATH } from '../../shared/order';

/**
 * Every public path, in one list: react-router.config.ts prerenders all of it. No route has
 * parameters. The sample sites come from the catalogue's list (decision 052).
 */
export const templateSlugs = sampleSlugs;

/** The agency's pages in English; each is also at /tpi/… in Tok Pisin (decision 055). */
export const englishAgencyPaths = [
  '/',
  '/home',
  '/products',
  '/portfolio',
  '/checkout',
  '/collaborators',
  '/privacy-policy',
  '/terms-of-use',
  '/legal',
] as const;

/** The agency's pages in one language: '/tpi/', '/tpi/products', … ('/home' is English only). */
export const agencyPathsIn = (lang: Lang): readonly string[] =>
  lang === 'en'
    ? englishAgencyPaths
    : englishAgencyPaths.filter((path) => path !== '/home').map((path) => pathInLang(path, lang));

/** Every agency page in every language. */
export const agencyPaths: readonly string[] = langs.flatMap(agencyPathsIn);

export const templatePaths = [
  '/png-market',
  ...templateSlugs.map((slug) => `/templates/${slug}` as const),
] as const;

/** The not-found page is prerendered here; the server sends it with status 404 for unknown paths. */
export const notFoundPath = '/404';
export const notFoundPaths: readonly string[] = langs.map((lang) => pathInLang(notFoundPath, lang));

/** The service worker's page for routes not saved for offline use; not in the sitemap. */
export const offlinePath = '/offline';
export const offlinePaths: readonly string[] = langs.map((lang) => pathInLang(offlinePath, lang));

/** Pages a customer opens from a mail, in each language: never in the sitemap (decision 097). */
export const customerPaths: readonly string[] = [
  ACCEPT_QUOTE_PATH,
  INVOICE_PATH,
  ORDER_PATH,
].flatMap((path) => langs.map((lang) => pathInLang(path, lang)));

// The samples come first: /products measures their built pages while it is prerendered (decision 051).
export const prerenderPaths: readonly string[] = [
  ...templatePaths,
  ...agencyPaths,
  ...notFoundPaths,
  ...customerPaths,
  ...offlinePaths,
];

/**
 * Every public page but the offline ones is an island page (decisions 091, 093): no router, each
 * interactive part hydrates alone. Only the staff inbox runs the router.
 */
export const islandPaths: readonly string[] = [
  ...templatePaths,
  ...agencyPaths,
  ...notFoundPaths,
  ...customerPaths,
];
