import { describe, expect, it } from 'vitest';
import * as checkout from '../../src/web/app/routes/checkout';
import * as home from '../../src/web/app/routes/home';
import * as products from '../../src/web/app/routes/products';
import { isIslandName } from '../../src/web/islands/registry';
import { renderRoute } from './render-route';

// Decision 091: the prerendered home page marks each interactive part as an island, with the props
// and ids it hydrates with on its own. Hydrating them needs a browser: e2e/islands.spec.ts.

describe('the home page’s islands', () => {
  it('are the parts that move, each once, each a known island', async () => {
    const html = await renderRoute(home, '/');
    const names = [...html.matchAll(/data-island="([\w-]+)"/g)].map((match) => match[1]);
    expect(names).toEqual([
      'site-header',
      'impact-counters',
      'newsletter-form',
      'contact-form',
      'technology-marquee',
      'help-chat',
    ]);
    expect(names.every(isIslandName)).toBe(true);
  });

  it('carry their props, and ids named after the island rather than counted from the root', async () => {
    const html = await renderRoute(home, '/tpi/');
    const counters = /data-island="impact-counters" data-props="([^"]*)"/.exec(html)?.[1];
    const props = JSON.parse(counters!.replaceAll('&quot;', '"')) as { labels: object };
    expect(Object.keys(props.labels)).toEqual(['treesFunded', 'treesPlanted', 'contributed']);
    expect(html).toContain('id="contact-form-form-email"');
    expect(html).toContain('aria-controls="help-chat-panel"');
    expect(html).not.toMatch(/id="_R_/);
  });

  it('on the catalogue and the quote page, the catalogue and the quote are one island each', async () => {
    const islandsOf = async (html: Promise<string>) =>
      [...(await html).matchAll(/data-island="([\w-]+)"/g)].map((match) => match[1]);
    expect(await islandsOf(renderRoute(products, '/products'))).toEqual([
      'site-header',
      'products-catalogue',
      'help-chat',
    ]);
    expect(await islandsOf(renderRoute(checkout, '/tpi/checkout'))).toEqual([
      'site-header',
      'quote-checkout',
      'help-chat',
    ]);
    const catalogue = await renderRoute(products, '/products');
    expect(catalogue).toContain('id="products-catalogue-search"');
    expect(catalogue).not.toMatch(/id="_R_/);
  });
});
