import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ManifestTransform } from 'workbox-build';
import { templates } from '../shared/catalogue';
import { projects } from '../shared/portfolio';
import { agencyPaths, offlinePath } from '../web/app/paths';

// Build time (Node): chooses what the service worker precaches from what the build wrote.

/** Pages saved on the first visit: every agency route and the offline page (the not-found page
 * answers 404, which a precache refuses; offline, an unknown address gets the offline page). */
const precachedPages = new Set<string>([...agencyPaths, offlinePath]);

/** The images a visitor sees first on the catalogue and portfolio: the first row of each. */
const firstImages = new Set<string>([
  'favicon.svg',
  'images/app/icon-192.png',
  ...templates.slice(0, 3).map((template) => template.image.replace(/^\//, '')),
  ...projects.slice(0, 3).map((project) => project.image.replace(/^\//, '')),
]);

/** `products/index.html` is served at `/products`, and that is the address a page asks for. */
function pagePath(file: string): string | undefined {
  if (file === 'index.html') return '/';
  const match = /^(.+)\/index\.html$/.exec(file);
  return match ? `/${match[1]}` : undefined;
}

interface RouterManifestRoute {
  id: string;
  module: string;
  imports?: string[];
  css?: string[];
}

/** Files only the template previews load: they are cached when a preview is visited instead. */
function templateOnlyFiles(clientDir: string): Set<string> {
  const assets = join(clientDir, 'assets');
  const file = existsSync(assets)
    ? readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name))
    : undefined;
  if (!file) return new Set();
  const source = readFileSync(join(assets, file), 'utf8');
  const json = /^window\.__reactRouterManifest=(\{.*\});?\s*$/s.exec(source)?.[1];
  if (!json) return new Set();
  const manifest = JSON.parse(json) as {
    entry: { module: string; imports?: string[] };
    routes: Record<string, RouterManifestRoute>;
  };
  const filesOf = (route: { module: string; imports?: string[]; css?: string[] }) =>
    [route.module, ...(route.imports ?? []), ...(route.css ?? [])].map((path) =>
      path.replace(/^\//, ''),
    );
  const isTemplate = (id: string) =>
    id.startsWith('routes/templates/') || id === 'routes/png-market';
  const used = new Set(filesOf(manifest.entry));
  const templateFiles = new Set<string>();
  for (const route of Object.values(manifest.routes)) {
    for (const path of filesOf(route)) (isTemplate(route.id) ? templateFiles : used).add(path);
  }
  return new Set([...templateFiles].filter((path) => !used.has(path)));
}

/** A workbox manifest transform: agency pages under their addresses, no template-only files. */
export function precacheEntries(clientDir: string): ManifestTransform {
  return (entries) => {
    const skipped = templateOnlyFiles(clientDir);
    const manifest = entries.flatMap((entry) => {
      if (entry.url.endsWith('.html')) {
        const path = pagePath(entry.url);
        return path && precachedPages.has(path) ? [{ ...entry, url: path }] : [];
      }
      if (entry.url.startsWith('assets/')) return skipped.has(entry.url) ? [] : [entry];
      return firstImages.has(entry.url) ? [entry] : [];
    });
    return { manifest, warnings: [] };
  };
}
