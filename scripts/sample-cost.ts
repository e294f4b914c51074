import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { readBootConfig } from '../src/render/boot-script';
import { islandPageWriter } from '../src/render/island-pages';
import { htmlAssets, pageFile } from './page-assets';
import { COMPRESSIBLE } from './precompress';

// Build time: what opening a sample site costs a visitor, in bytes over the wire (decision 051):
// its HTML, stylesheets, the scripts that hydrate it, and the images and fonts its HTML and
// stylesheets name. Text files count gzipped (the server sends them compressed), images and fonts
// as they are. Scripts fetched only when a piece is used (the personalise panel) are left out.

const IMAGE_SRC = /<img\b[^>]*?\ssrc="([^"]+)"/g;
const CSS_URL = /url\(\s*["']?([^"')]+)["']?\s*\)/g;

const local = (from: string, specifier: string) =>
  specifier.startsWith('data:') || /^[a-z]+:\/\//.test(specifier)
    ? undefined
    : new URL(specifier, `http://site${from}`).pathname;

function wireBytes(siteDir: string, file: string): number {
  const bytes = readFileSync(join(siteDir, file));
  return COMPRESSIBLE.test(file) ? gzipSync(bytes).length : bytes.length;
}

/** Bytes a visitor downloads to open `route`, a prerendered page in `siteDir`. */
export function sampleCost(siteDir: string, route: string): number {
  const built = readFileSync(pageFile(siteDir, route), 'utf8');
  // While /products is prerendered, a sample's page is still React Router's; buildEnd makes it an
  // island page afterwards. Measure the page as it will be served.
  const html = readBootConfig(built) ? built : islandPageWriter(siteDir)(route, built);
  const assets = htmlAssets(siteDir, html);
  const files = new Set([...assets.beforePaint, ...assets.hydration, ...assets.css]);
  for (const [, src] of html.matchAll(IMAGE_SRC)) {
    const path = local(route, src!.replaceAll('&amp;', '&'));
    if (!path) continue;
    if (!existsSync(join(siteDir, path)))
      throw new Error(`${route} shows ${path}, which the build lacks.`);
    files.add(path);
  }
  for (const css of assets.css) {
    for (const [, url] of readFileSync(join(siteDir, css), 'utf8').matchAll(CSS_URL)) {
      const path = local(css, url!);
      // Only files the build has: a stylesheet may also name fragments (url(#clip)).
      if (path && existsSync(join(siteDir, path))) files.add(path);
    }
  }
  let total = gzipSync(html).length;
  for (const file of files) total += wireBytes(siteDir, file);
  return total;
}
