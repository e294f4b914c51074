import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Config } from '@react-router/dev/config';
import type { VitePluginPWAAPI } from 'vite-plugin-pwa';
import { deferHydration } from './scripts/defer-hydration';
import { precompress } from './scripts/precompress';
import { brand } from './src/shared/brand';
import { agencyPaths, offlinePath, prerenderPaths, templatePaths } from './src/web/app/paths';

// Aliases show the same page as another path, so the sitemap names only the original (decision 019).
const sitemapAliases: ReadonlySet<string> = new Set(['/home', '/png-market']);

function sitemapXml(paths: readonly string[]): string {
  const urls = paths
    .filter((path) => !sitemapAliases.has(path))
    .map((path) => `  <url><loc>${new URL(path, brand.siteUrl).href}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '');
}

// Every public page is rendered to HTML at build time (build/client/<path>/index.html) and
// served by our own Fastify server, so there is no React Router server at run time.
export default {
  appDirectory: 'src/web/app',
  // BUILD_DIR lets parallel builds (several developers, or CI jobs) keep out of each other's way.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  ssr: false,
  prerender: [...prerenderPaths],
  async buildEnd({ reactRouterConfig, viteConfig }) {
    const clientDir = join(resolve(reactRouterConfig.buildDirectory), 'client');
    await writeFile(join(clientDir, 'sitemap.xml'), sitemapXml([...agencyPaths, ...templatePaths]));
    // The offline page is shown under other addresses: it must never hydrate there.
    const offlineFile = join(clientDir, offlinePath, 'index.html');
    await writeFile(offlineFile, withoutScripts(await readFile(offlineFile, 'utf8')));
    // Every other page paints before any script is fetched (decision 033).
    for (const path of prerenderPaths.filter((page) => page !== offlinePath)) {
      const file = join(clientDir, path, 'index.html');
      await writeFile(file, deferHydration(await readFile(file, 'utf8')));
    }
    // vite-plugin-pwa wrote the worker before prerendering; write it again with the pages.
    const pwa = viteConfig.plugins.find((plugin) => plugin.name === 'vite-plugin-pwa') as
      { api?: VitePluginPWAAPI } | undefined;
    if (!pwa?.api) throw new Error('vite-plugin-pwa is missing from the Vite config.');
    await pwa.api.generateSW();
    await precompress(clientDir);
  },
  // Opted in to React Router v8 behaviour now, so the upgrade changes nothing.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
