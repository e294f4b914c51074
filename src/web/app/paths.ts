import { sampleSlugs } from '../../shared/catalogue';

/**
 * Every public path, in one list: react-router.config.ts prerenders all of it. No route has
 * parameters. The sample sites come from the catalogue's list (decision 052).
 */
export const templateSlugs = sampleSlugs;

export const agencyPaths = [
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

export const templatePaths = [
  '/png-market',
  ...templateSlugs.map((slug) => `/templates/${slug}` as const),
] as const;

/** The not-found page is prerendered here; the server sends it with status 404 for unknown paths. */
export const notFoundPath = '/404';

/** The service worker's page for routes not saved for offline use; not in the sitemap. */
export const offlinePath = '/offline';

// The samples come first: /products measures their built pages while it is prerendered (decision 051).
export const prerenderPaths: readonly string[] = [
  ...templatePaths,
  ...agencyPaths,
  notFoundPath,
  offlinePath,
];
