import { readFileSync, readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { SERVER_DIR } from '../scripts/build-server';
import { renderDirOf } from '../src/render/protocol';
import { renderSite } from '../src/server/render/render-site';
import { brand } from '../src/shared/brand';
import { tpi } from '../src/shared/words/tpi';
import { prerenderPaths } from '../src/web/app/paths';

// Without JavaScript, only the prerendered HTML is there: headings must already be in what the
// server sends. Read without a browser; test/render checks the words of the pages themselves.

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

async function prerendered(request: APIRequestContext, path: string, status: number) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(status);
  expect(response.headers()['content-type']).toMatch(/^text\/html\b/);
  const html = await response.text();
  return {
    html,
    title: textOf(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    h1s: [...html.matchAll(/<h1\b[^>]*>([^]*?)<\/h1>/g)].map((match) => textOf(match[1]!)),
  };
}

test('prerendered pages carry their headings in the HTML', async ({ request }) => {
  await test.step('the home page', async () => {
    const home = await prerendered(request, '/', 200);
    expect(home.h1s).toHaveLength(1);
    expect(home.h1s[0]).toContain(brand.name);
    expect(home.title).toBe(brand.name);
  });

  await test.step('the catalogue', async () => {
    expect((await prerendered(request, '/products', 200)).h1s).toEqual(['Website Templates']);
  });

  // The build takes a page's words from src/shared/words as they are, so a wording that
  // `npm run words:apply` writes there (test/api/word-review.test.ts) is what the next build shows.
  await test.step('the Tok Pisin catalogue, in the words of src/shared/words/tpi', async () => {
    expect((await prerendered(request, '/tpi/products', 200)).h1s).toEqual([tpi.products.title]);
  });

  await test.step('an unknown path is a 404 with a way home', async () => {
    const notFound = await prerendered(request, '/no-such-page/at-all', 404);
    expect(notFound.h1s).toEqual(['Page not found']);
    expect(notFound.html).toMatch(/<a\b[^>]*href="\/"[^>]*>Go to the home page<\/a>/);
  });
});

const siteDir = fileURLToPath(
  new URL(`../${process.env.BUILD_DIR ?? 'build'}/client`, import.meta.url),
);

/** '' when both are the same, else where they part, with a little of each. */
function difference(rendered: string, built: string): string {
  if (rendered === built) return '';
  let at = 0;
  while (rendered[at] === built[at]) at += 1;
  return `at ${at}: rendered …${rendered.slice(at - 40, at + 80)}… built …${built.slice(at - 40, at + 80)}…`;
}

// Decision 122: one way to render a page. The server renders in a worker thread, with the server
// build the build kept and the compiled worker that ships, exactly what the build wrote.
test('the server renders every page at run time as the build wrote it, byte for byte', async () => {
  const site = await renderSite({
    siteDir,
    workerFile: pathToFileURL(join(SERVER_DIR, 'render-worker.js')),
  });
  expect(site.pages.map((page) => page.path)).toEqual(prerenderPaths);
  for (const page of site.pages) {
    expect(difference(page.html, readFileSync(join(siteDir, page.file), 'utf8')), page.path).toBe(
      '',
    );
    if (page.data) {
      const built = readFileSync(join(siteDir, page.data.file), 'utf8');
      expect(difference(page.data.body, built), page.data.file).toBe('');
    }
  }
  // Every route data file the build wrote is one the server writes too.
  const dataFiles = readdirSync(siteDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.data'))
    .sort();
  expect(site.pages.flatMap((page) => (page.data ? [page.data.file] : [])).sort()).toEqual(
    dataFiles,
  );
  expect(site.sitemap).toBe(readFileSync(join(siteDir, 'sitemap.xml'), 'utf8'));
  // The chat's content per language, which it fetches when it opens.
  expect(site.chat.map((file) => file.file)).toEqual(['chat/en.json', 'chat/tpi.json']);
  for (const { file, body } of site.chat) {
    expect(difference(body, readFileSync(join(siteDir, file), 'utf8')), file).toBe('');
  }
});

// The production image keeps the production packages only (Dockerfile: npm prune --omit=dev).
test('the kept server build and the render worker import only production packages', () => {
  const { dependencies } = JSON.parse(
    readFileSync(fileURLToPath(new URL('../package.json', import.meta.url)), 'utf8'),
  ) as { dependencies: Record<string, string> };
  const renderDir = renderDirOf(siteDir);
  const files = [
    ...readdirSync(renderDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.js'))
      .map((file) => join(renderDir, file)),
    join(SERVER_DIR, 'render-worker.js'),
  ];
  const packages = new Set<string>();
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    // Neither is minified: a static import starts its line; a dynamic one names its module.
    const imports = [
      ...source.matchAll(/^(?:import|export)\b[^;]*?["']([^"']+)["'];?$/gm),
      ...source.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g),
    ];
    for (const [, specifier] of imports) {
      if (specifier!.startsWith('.') || specifier!.startsWith('/')) continue;
      const name = specifier!.startsWith('@')
        ? specifier!.split('/').slice(0, 2).join('/')
        : specifier!.split('/')[0]!;
      packages.add(name);
    }
  }
  expect(packages.size).toBeGreaterThan(0);
  const missing = [...packages].filter(
    (name) => !name.startsWith('node:') && !builtinModules.includes(name) && !dependencies[name],
  );
  expect(missing).toEqual([]);
});
