import { describe, expect, it } from 'vitest';
import { sitemapXml } from '../../src/render/sitemap';
import { brand } from '../../src/shared/brand';

const xml = sitemapXml();
const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = '']) => ({
  loc: /<loc>([^<]+)<\/loc>/.exec(body)?.[1],
  alternates: Object.fromEntries(
    [...body.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [lang, href]),
  ),
}));
const entry = (path: string) => entries.find((e) => e.loc === `${brand.siteUrl}${path}`);

describe('the sitemap', () => {
  it('lists each agency page in both languages, and each page once', () => {
    for (const path of ['/', '/products', '/legal', '/tpi/', '/tpi/products', '/tpi/legal']) {
      expect(entry(path), path).toBeDefined();
    }
    const locs = entries.map((e) => e.loc);
    expect(new Set(locs).size).toBe(locs.length);
    // Aliases and the pages that are never a destination stay out.
    for (const path of ['/home', '/tpi/home', '/png-market', '/404', '/tpi/offline']) {
      expect(entry(path), path).toBeUndefined();
    }
  });

  it('gives an agency page its English, Tok Pisin and x-default alternates, the same from either language', () => {
    const expected = {
      en: `${brand.siteUrl}/checkout`,
      tpi: `${brand.siteUrl}/tpi/checkout`,
      'x-default': `${brand.siteUrl}/checkout`,
    };
    expect(entry('/checkout')?.alternates).toEqual(expected);
    expect(entry('/tpi/checkout')?.alternates).toEqual(expected);
    expect(entry('/tpi/')?.alternates).toMatchObject({
      en: `${brand.siteUrl}/`,
      tpi: `${brand.siteUrl}/tpi/`,
    });
  });

  it('declares the xhtml namespace its alternates use, and lists the sample sites without any', () => {
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(entry('/templates/ecommerce')?.alternates).toEqual({});
  });
});
