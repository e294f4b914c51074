import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { adminFiles } from '../scripts/admin-assets';
import { settle } from './hydrated';

// Issue 13: public pages never download a byte of the staff inbox. The inbox's files are read
// from the build (the route manifest and the record of chunks holding src/admin modules), and
// compared with every request the browser and its service worker made (decision 048).

const siteDir = fileURLToPath(
  new URL(`../${process.env.BUILD_DIR ?? 'build'}/client`, import.meta.url),
);
const admin = adminFiles(siteDir);

const inboxRequests = (urls: readonly string[]) =>
  urls
    .map((url) => new URL(url))
    .filter(({ pathname }) => admin.has(pathname) || /^\/(api\/)?admin(\/|$)/.test(pathname))
    .map(({ pathname }) => pathname);

test('the build names the inbox files the other tests look for', () => {
  // Before the inbox's source exists there is nothing to find; after, nothing found means a bug.
  if (existsSync(fileURLToPath(new URL('../src/admin', import.meta.url)))) {
    expect(admin.size).toBeGreaterThan(0);
  }
  for (const file of admin) expect(existsSync(`${siteDir}${file}`), file).toBe(true);
});

test('the inbox is not prerendered, not in the sitemap, and robots.txt keeps crawlers out', async ({
  request,
}) => {
  expect(existsSync(`${siteDir}/admin`)).toBe(false);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(await sitemap.text()).not.toContain('/admin');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Disallow: \/admin$/m);
});

test('public pages hydrate and go idle without fetching inbox code', async ({ page }) => {
  test.slow(); // six pages, each until the network is quiet
  // /tpi/products: the page the review mode (issue 28, in src/admin) is tested on.
  for (const path of [
    '/',
    '/products',
    '/tpi/products',
    '/checkout',
    '/portfolio',
    '/templates/restaurant',
  ]) {
    await test.step(path, async () => {
      const requested: string[] = [];
      const record = (request: { url(): string }) => requested.push(request.url());
      page.on('request', record);
      await page.goto(path);
      await settle(page);
      page.off('request', record);
      expect(requested.length).toBeGreaterThan(1);
      expect(inboxRequests(requested)).toEqual([]);
    });
  }
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('installing it fetches no inbox file, and offline /admin gets no cached or offline page', async ({
    page,
    context,
  }) => {
    // The worker's own fetches (its precache) are reported on the context, not the page.
    const requested: string[] = [];
    context.on('request', (request) => requested.push(request.url()));
    await page.goto('/');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });
    await settle(page);
    expect(requested.some((url) => new URL(url).pathname === '/sw.js')).toBe(true);
    expect(inboxRequests(requested)).toEqual([]);

    await context.setOffline(true);
    // A public page the worker keeps still opens offline…
    await page.goto('/products');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // …but the inbox is network only: no copy, no offline page stands in for it.
    await expect(page.goto('/admin')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED|ERR_FAILED/);
    await context.setOffline(false);
  });
});
