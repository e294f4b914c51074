import { describe, expect, it } from 'vitest';
import * as home from '../../src/web/app/routes/home';
import * as products from '../../src/web/app/routes/products';
import { elements, renderRoute } from './render-route';

// A visitor who opens a sample from a Tok Pisin page gets its preview bar in Tok Pisin from the
// first paint: the link carries ?lang=tpi (issue 25, item 2; decision 083). English links carry
// ?lang=en, so a Tok Pisin choice made in an earlier preview does not win (issue 44, point 8).

const sampleLinks = async (module: Parameters<typeof renderRoute>[0], path: string) =>
  elements(await renderRoute(module, path), 'a')
    .map((link) => link.attributes.href ?? '')
    .filter((href) => href.startsWith('/templates/') || href.startsWith('/png-market'));

describe('links to sample sites', () => {
  it('from the Tok Pisin catalogue carry ?lang=tpi, every one', async () => {
    const links = await sampleLinks(products, '/tpi/products');
    expect(links.length).toBeGreaterThan(5);
    expect(links.filter((href) => !href.endsWith('?lang=tpi'))).toEqual([]);
    expect(links).toContain('/templates/restaurant?lang=tpi');
  });

  it('from the English catalogue carry ?lang=en, every one', async () => {
    const links = await sampleLinks(products, '/products');
    expect(links.length).toBeGreaterThan(5);
    expect(links.filter((href) => !href.endsWith('?lang=en'))).toEqual([]);
    expect(links).toContain('/templates/restaurant?lang=en');
  });

  it('from the English home page carry ?lang=en, if it has any', async () => {
    const links = await sampleLinks(home, '/');
    expect(links.filter((href) => !href.endsWith('?lang=en'))).toEqual([]);
  });

  it('from the Tok Pisin home page carry ?lang=tpi, if it has any', async () => {
    const links = await sampleLinks(home, '/tpi/');
    expect(links.filter((href) => !href.endsWith('?lang=tpi'))).toEqual([]);
  });
});
