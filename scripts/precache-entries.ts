import { existsSync } from 'node:fs';
import type { ManifestTransform } from 'workbox-build';
import { chatContentPath } from '../src/shared/chat-content';
import { langOfPath, langs, pathInLang } from '../src/shared/i18n/lang';
import { projects } from '../src/shared/portfolio';
import { agencyPaths, offlinePaths } from '../src/web/app/paths';
import { adminFiles } from './admin-assets';
import { pageAssets, pageFile } from './page-assets';

// Build time: what the service worker saves on install. Exactly what the agency pages need to
// work offline: the pages, their scripts (deferred pieces such as the chat and the forms' sending
// code included) and stylesheets, and the offline pages. Images and the sample sites are cached
// when first used (decision 035). Never the staff inbox's files (decision 048). The list holds
// both languages' pages; the worker keeps those of the visitor's language only (decision 062).
// Route data files (`products.data`) are not kept: every page has one now, and offline the worker
// has React Router load the kept page itself instead.

/** /home shows the same page as /, so only / is kept. */
const precachedPages: readonly string[] = [
  ...agencyPaths.filter((path) => path !== '/home'),
  ...offlinePaths,
];

/**
 * The chat's content in each language (the worker keeps its visitor's), so the chat answers offline.
 * The offline page shows the logo. The portfolio's nine pictures are small SVGs (about 17 KB in
 * all): kept with the page, so the portfolio opened offline is whole, not a page of placeholders
 * (decision 088). The catalogue's photos stay cached on first use (decision 035).
 */
const precachedFiles = new Set([
  'favicon.svg',
  ...langs.map((lang) => chatContentPath(lang).slice(1)),
  ...projects.map((project) => project.image.replace(/^\//, '')),
]);

/**
 * `products/index.html` is served at `/products`, and that is the address a page asks for; a
 * language's home page keeps its slash (`tpi/index.html` is `/tpi/`), as its links write it.
 */
export function pagePath(file: string): string | undefined {
  if (file === 'index.html') return '/';
  const match = /^(.+)\/index\.html$/.exec(file);
  if (!match) return undefined;
  const path = `/${match[1]}`;
  return pathInLang(path, langOfPath(path));
}

/** A workbox manifest transform: agency pages under their addresses and the files they use. */
export function precacheEntries(clientDir: string): ManifestTransform {
  return (entries) => {
    // vite-plugin-pwa also runs this before the pages are prerendered; buildEnd runs it again.
    if (!existsSync(pageFile(clientDir, '/'))) return { manifest: [], warnings: [] };
    const files = new Set(precachedFiles);
    for (const page of precachedPages.filter((path) => !offlinePaths.includes(path))) {
      const assets = pageAssets(clientDir, page);
      for (const file of [...assets.hydration, ...assets.lazy, ...assets.css]) {
        files.add(file.replace(/^\//, ''));
      }
    }
    // A phone on the public site never downloads the inbox through the worker, whatever a page
    // fetches (npm run budget fails a build where a public page fetches inbox code).
    for (const file of adminFiles(clientDir)) files.delete(file.replace(/^\//, ''));
    const manifest = entries.flatMap((entry) => {
      if (entry.url.endsWith('.html')) {
        const path = pagePath(entry.url);
        return path && precachedPages.includes(path) ? [{ ...entry, url: path }] : [];
      }
      return files.has(entry.url) ? [entry] : [];
    });
    return { manifest, warnings: [] };
  };
}
