import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { islandPageWriter } from '../../src/render/island-pages';
import { sampleCost } from '../../scripts/sample-cost';

// A sample page as React Router prerenders it, before buildEnd makes it an island page.
const page = `<!DOCTYPE html><html lang="en"><head><link rel="stylesheet" href="/assets/shop-1.css"/><link rel="modulepreload" href="/assets/entry.client-1.js"/><link rel="modulepreload" href="/assets/shop-1.js"/></head><body><div data-island="sample-page" class="contents"><h1>Shop</h1><img src="/images/shop/hero.webp" alt=""/><img src="data:image/gif;base64,R0lGOD" alt=""/></div><script type="module" async="">import * as route0 from "/assets/shop-1.js";
  window.__reactRouterRouteModules = {"templates/shop":route0};
import("/assets/entry.client-1.js");</script></body></html>`;

const files: Record<string, string | Buffer> = {
  'templates/shop/index.html': page,
  'assets/shop-1.css': `.hero{background:url(/images/shop/band.svg)}.clip{clip-path:url(#c)}${'a{}'.repeat(200)}`,
  'assets/entry.client-1.js': `import"./shared-1.js";${'let entry=1;'.repeat(300)}`,
  'assets/hydrate-islands-1.js': `import"./shared-1.js";${'let islands=1;'.repeat(300)}`,
  'assets/sample-page-1.js': `import"./shared-1.js";${'let sample=1;'.repeat(100)}`,
  'assets/shared-1.js': 'export const shared=1;'.repeat(300),
  // The islands' build names a sample's page module after it (decision 095).
  'assets/sample-shop-1.js': 'const panel=()=>import(`./panel-1.js`);'.repeat(50),
  'assets/panel-1.js': 'export const panel=1;'.repeat(500),
  'images/shop/hero.webp': Buffer.alloc(4000, 7),
  // Where the islands' build put each module (island-pages.ts reads it).
  '.vite/islands-manifest.json': JSON.stringify({
    'src/web/islands/preact-entry.ts': { file: 'assets/hydrate-islands-1.js', isEntry: true },
    'src/web/features/preview/sample-page.tsx': { file: 'assets/sample-page-1.js' },
    'src/templates/shop/page.tsx': { file: 'assets/sample-shop-1.js' },
  }),
  // The boot scripts' code the islands' build wrote (src/render/boot-script.ts, BootScripts).
  '.vite/boot-scripts.json': JSON.stringify({ boot: 'boot();', early: 'early();' }),
  'images/shop/band.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(300)}</svg>`,
};

const siteDir = mkdtempSync(join(tmpdir(), 'sample-cost-'));
for (const [file, content] of Object.entries(files)) {
  mkdirSync(dirname(join(siteDir, file)), { recursive: true });
  writeFileSync(join(siteDir, file), content);
}
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

const islandPage = islandPageWriter(siteDir);
const gzip = (file: string) => gzipSync(files[file]!).length;

describe('sampleCost', () => {
  it('adds the served HTML, CSS, hydration scripts, images and CSS images; not lazy chunks', () => {
    const expected =
      gzipSync(islandPage('/templates/shop', page)).length +
      gzip('assets/shop-1.css') +
      gzip('assets/hydrate-islands-1.js') +
      gzip('assets/sample-page-1.js') +
      gzip('assets/shared-1.js') +
      gzip('assets/sample-shop-1.js') +
      4000 + // a WebP goes as it is
      gzip('images/shop/band.svg');
    expect(sampleCost(siteDir, '/templates/shop')).toBe(expected);
  });

  it('measures a page the same before and after buildEnd makes it an island page', () => {
    const before = sampleCost(siteDir, '/templates/shop');
    writeFileSync(join(siteDir, 'templates/shop/index.html'), islandPage('/templates/shop', page));
    expect(sampleCost(siteDir, '/templates/shop')).toBe(before);
    writeFileSync(join(siteDir, 'templates/shop/index.html'), page);
  });
});
