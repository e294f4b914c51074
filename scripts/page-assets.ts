import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readBootConfig } from '../src/render/boot-script';
import { htmlFileOf } from '../src/render/page';
import { STATIC_IMPORT, resolveFrom } from '../src/render/import-order';

// Build time: which built files a prerendered page fetches, read from its HTML and the import
// statements inside the chunks. Used by `npm run budget` and by the service worker's precache.

export interface PageAssets {
  /** Scripts the HTML itself makes the browser fetch before the first paint. */
  beforePaint: Set<string>;
  /** Scripts that hydrate the page (its boot list and what they import statically), after paint. */
  hydration: Set<string>;
  /** Scripts the page may fetch later through import(), and their own imports. */
  lazy: Set<string>;
  /** Stylesheets the HTML links. */
  css: Set<string>;
}

const attr = (tag: string, name: string) =>
  new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1] ?? undefined;

// Rolldown writes a dynamic import's path as a template literal: import(`./chat-body-x.js`).
const DYNAMIC_IMPORT = /\bimport\(\s*["'`]([^"'`$]+\.js)["'`]\s*\)/g;

/** The HTML file of a page path: / is index.html, /products is products/index.html. */
export const pageFile = (siteDir: string, route: string) => join(siteDir, htmlFileOf(route));

/** Adds every file statically imported by `files` (transitively) to `into`, skipping `known`. */
function addStaticImports(
  siteDir: string,
  files: Iterable<string>,
  into: Set<string>,
  known: Set<string>,
) {
  const queue = [...files];
  while (queue.length > 0) {
    const file = queue.pop()!;
    const source = readFileSync(join(siteDir, file), 'utf8');
    for (const [, spec] of source.matchAll(STATIC_IMPORT)) {
      const path = resolveFrom(file, spec!);
      if (!into.has(path) && !known.has(path)) {
        into.add(path);
        queue.push(path);
      }
    }
  }
}

export const pageAssets = (siteDir: string, route: string): PageAssets =>
  htmlAssets(siteDir, readFileSync(pageFile(siteDir, route), 'utf8'));

/** The assets of a page's HTML, given as text (a page not yet written out as it is served). */
export function htmlAssets(siteDir: string, html: string): PageAssets {
  const beforePaint = new Set<string>();
  const css = new Set<string>();
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const rel = attr(tag, 'rel');
    const href = attr(tag, 'href');
    if (!href?.startsWith('/')) continue;
    if (rel === 'modulepreload') beforePaint.add(href);
    if (rel === 'stylesheet') css.add(href);
  }
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    const src = attr(tag, 'src');
    if (src?.startsWith('/') && src.endsWith('.js')) beforePaint.add(src);
  }
  // Any static import left in an inline module script would also start before the paint.
  for (const [, body] of html.matchAll(/<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const [, spec] of (body ?? '').matchAll(STATIC_IMPORT)) beforePaint.add(spec!);
  }
  addStaticImports(siteDir, [...beforePaint], beforePaint, new Set());

  const boot = readBootConfig(html);
  const otherIslands = new Set<string>();
  const hydration = new Set(boot ? [...boot.preload, boot.entry] : []);
  addStaticImports(siteDir, [...hydration], hydration, beforePaint);
  // An island page's entry imports its islands' code and the words they read as soon as it runs
  // (decision 091): those run before the page is interactive too. An island's chunk is named after
  // it (registry.ts); the words are the areas its islands read, in the page's language: the ones
  // the boot list names (decision 096), not every area the entry could load.
  if (boot && /<html\b[^>]*\bdata-islands=""/.test(html)) {
    const lang = /<html\b[^>]*\blang="(\w+)"/.exec(html)?.[1];
    const islands = new Set(
      [...html.matchAll(/\bdata-island="([\w-]+)"/g)].map((match) => match[1]),
    );
    const entrySource = readFileSync(join(siteDir, boot.entry), 'utf8');
    const parts = [...entrySource.matchAll(DYNAMIC_IMPORT)]
      .map(([, spec]) => resolveFrom(boot.entry, spec!))
      .filter((path) => {
        const wordsLang = /\.(en|tpi)-[\w-]+\.js$/.exec(path)?.[1];
        if (wordsLang) return wordsLang === lang && boot.preload.includes(path);
        const island = /\/([\w-]+)-[\w-]{8}\.js$/.exec(path)?.[1] ?? '';
        // Another page's island is never fetched here (the sample sites' code on agency pages).
        if (!islands.has(island)) otherIslands.add(path);
        return islands.has(island);
      });
    for (const part of parts) hydration.add(part);
    addStaticImports(siteDir, parts, hydration, beforePaint);
  }
  for (const file of beforePaint) hydration.delete(file);

  const loaded = new Set([...beforePaint, ...hydration]);
  const lazy = new Set<string>();
  const lazyQueue = [...loaded];
  while (lazyQueue.length > 0) {
    const file = lazyQueue.pop()!;
    // The sample sites' island imports every sample's page; a sample fetches its own only.
    if (/\/sample-page-[\w-]{8}\.js$/.test(file)) continue;
    const source = readFileSync(join(siteDir, file), 'utf8');
    for (const [, spec] of source.matchAll(DYNAMIC_IMPORT)) {
      const path = resolveFrom(file, spec!);
      if (loaded.has(path) || lazy.has(path) || otherIslands.has(path)) continue;
      const found = new Set([path]);
      addStaticImports(siteDir, [path], found, new Set([...loaded, ...lazy]));
      for (const added of found) {
        lazy.add(added);
        lazyQueue.push(added);
      }
    }
  }
  return { beforePaint, hydration, lazy, css };
}

/** True when siteDir holds a build. */
export const hasBuild = (siteDir: string) => existsSync(join(siteDir, 'index.html'));
