import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Config } from '@react-router/dev/config';
import type { VitePluginPWAAPI } from 'vite-plugin-pwa';
import { adminStylesheet, withInboxFrame } from './scripts/inbox-frame';
import { precompress } from './scripts/precompress';
import { chatFiles } from './src/render/chat-content';
import { htmlFileOf, pageFinisher } from './src/render/page';
import { sitemapXml } from './src/render/sitemap';
import { prerenderPaths } from './src/web/app/paths';

// Every public page is rendered to HTML at build time (build/client/<path>/index.html) and
// served by our own Fastify server. React Router's server build is kept in build/render
// (scripts/render-build.ts), so the server can render a page again, in a worker thread, through
// the same src/render/page.ts (decision 122).
export default {
  appDirectory: 'src/web/app',
  // BUILD_DIR lets parallel builds (several developers, or CI jobs) keep out of each other's way.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  ssr: false,
  prerender: [...prerenderPaths],
  async buildEnd({ reactRouterConfig, viteConfig }) {
    const clientDir = join(resolve(reactRouterConfig.buildDirectory), 'client');
    await writeFile(join(clientDir, 'sitemap.xml'), sitemapXml());
    // The chat's words and answers, fetched when it opens (src/render/chat-content.ts).
    for (const { file, body } of chatFiles()) {
      await mkdir(dirname(join(clientDir, file)), { recursive: true });
      await writeFile(join(clientDir, file), body);
    }
    // What the server does to a page it renders: island pages get their boot (decision 091),
    // offline pages lose their scripts (src/render/page.ts).
    const finish = pageFinisher(clientDir);
    for (const path of prerenderPaths) {
      const file = join(clientDir, htmlFileOf(path));
      await writeFile(file, finish(path, await readFile(file, 'utf8')));
    }
    // The inbox's page shows its frame and a loading state before any script (decision 089).
    const fallback = join(clientDir, '__spa-fallback.html');
    await writeFile(
      fallback,
      withInboxFrame(
        await readFile(fallback, 'utf8'),
        adminStylesheet(await readdir(join(clientDir, 'assets'))),
      ),
    );
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
