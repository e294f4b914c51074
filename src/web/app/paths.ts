/**
 * Every public path, in one list: routes.ts builds the template routes from it and
 * react-router.config.ts prerenders all of it. No route has parameters.
 */
export const templateSlugs = [
  'community',
  'fitness',
  'restaurant',
  'beauty-salon',
  'local-business',
  'construction',
  'engineering',
  'health',
  'contractor-budget',
  'hotel',
  'lawyer',
  'security',
  'ecommerce',
  'hospital',
  'learning',
] as const;

export type TemplateSlug = (typeof templateSlugs)[number];

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

export const prerenderPaths: readonly string[] = [
  ...agencyPaths,
  ...templatePaths,
  notFoundPath,
  offlinePath,
];
