import { brand } from '../shared/brand';
import { langs, pathInLang } from '../shared/i18n/lang';
import { agencyPathsIn, templatePaths } from '../web/app/paths';

// Aliases show the same page as another path, so the sitemap names only the original (decision 019).
const sitemapAliases: ReadonlySet<string> = new Set(['/home', '/png-market']);

const urlOf = (path: string) => new URL(path, brand.siteUrl).href;

/** Each language's address of an agency page, and x-default (English), as the pages' own links say. */
const alternates = (path: string) =>
  [
    ...langs.map((lang) => [lang, pathInLang(path, lang)] as const),
    ['x-default', pathInLang(path, 'en')] as const,
  ].map(
    ([hreflang, href]) =>
      `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${urlOf(href)}"/>`,
  );

/**
 * Every public page once: each agency page in English and in Tok Pisin, each with its
 * alternates in both languages (decision 062), then the sample sites.
 */
export function sitemapXml(): string {
  const agencyUrls = langs
    .flatMap(agencyPathsIn)
    .filter((path) => !sitemapAliases.has(path))
    .map((path) =>
      ['  <url>', `    <loc>${urlOf(path)}</loc>`, ...alternates(path), '  </url>'].join('\n'),
    );
  const templateUrls = templatePaths
    .filter((path) => !sitemapAliases.has(path))
    .map((path) => `  <url><loc>${urlOf(path)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...agencyUrls,
    ...templateUrls,
    '</urlset>',
    '',
  ].join('\n');
}
