import { type Page, expect, test } from '@playwright/test';
import { brand } from '../src/shared/brand';
import { type Lang, langs, pathInLang } from '../src/shared/i18n/lang';
import { agencyPathsIn } from '../src/web/app/paths';
import { hydrated } from './hydrated';

// Issue 15: English at today's addresses, Tok Pisin under /tpi/, and the switch between them.

const urlOf = (path: string) => new URL(path, brand.siteUrl).href;
const storedLang = (page: Page) => page.evaluate(() => localStorage.getItem('lang'));
const tokPisinPages = agencyPathsIn('tpi');

test.describe('the language switch', () => {
  test('keeps the page and section, both ways, and remembers the choice', async ({ page }) => {
    await page.goto('/?ref=flyer#contact');
    await hydrated(page);
    await page.getByRole('link', { name: /^Tok Pisin/ }).click();
    await expect(page).toHaveURL(/\/tpi\/\?ref=flyer#contact$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'tpi');
    expect(await storedLang(page)).toBe('tpi');

    await page.goto('/tpi/products#catalogue');
    await hydrated(page);
    await page.getByRole('link', { name: /^English/ }).click();
    await expect(page).toHaveURL(/\/products#catalogue$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await storedLang(page)).toBe('en');
  });

  test('is in the mobile menu too', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/portfolio');
    await hydrated(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .locator('#mobile-menu')
      .getByRole('link', { name: /^Tok Pisin/ })
      .click();
    await expect(page).toHaveURL(/\/tpi\/portfolio$/);
    expect(await storedLang(page)).toBe('tpi');
  });
});

/** The first tag in some HTML that carries an attribute's value, and another attribute of it. */
function attributeOf(html: string, tag: string, has: string, attribute: string) {
  const element = [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>`, 'g'))]
    .map((match) => match[0])
    .find((candidate) => candidate.includes(has));
  return element && new RegExp(`\\b${attribute}="([^"]*)"`).exec(element)?.[1];
}

// The prerendered HTML, as a crawler reads it: no browser needed.
test('both languages are prerendered with their language, canonical and hreflang alternates', async ({
  request,
}) => {
  const ogLocale = { en: 'en_PG', tpi: 'tpi_PG' } satisfies Record<Lang, string>;
  for (const lang of langs) {
    for (const path of agencyPathsIn(lang).filter((page) => page !== '/home')) {
      await test.step(`${path} declares ${lang}`, async () => {
        const response = await request.get(path);
        expect(response.status()).toBe(200);
        const html = await response.text();
        const head = html.slice(0, html.indexOf('</head>'));
        expect.soft(attributeOf(html, 'html', 'lang=', 'lang'), path).toBe(lang);
        expect.soft(attributeOf(head, 'link', 'rel="canonical"', 'href'), path).toBe(urlOf(path));
        const alternates: Record<string, string> = { 'x-default': urlOf(pathInLang(path, 'en')) };
        for (const other of langs) alternates[other] = urlOf(pathInLang(path, other));
        for (const [hreflang, href] of Object.entries(alternates)) {
          // React writes the attribute as hrefLang; HTML reads attribute names in any case.
          expect
            .soft(
              attributeOf(head, 'link', `hrefLang="${hreflang}"`, 'href'),
              `${path} ${hreflang}`,
            )
            .toBe(href);
        }
        expect
          .soft(attributeOf(head, 'meta', 'property="og:locale"', 'content'), path)
          .toBe(ogLocale[lang]);
      });
    }
  }

  await test.step('an unknown address under /tpi/ gets the Tok Pisin not-found page, a 404', async () => {
    const response = await request.get('/tpi/no-such-page');
    expect(response.status()).toBe(404);
    expect(attributeOf(await response.text(), 'html', 'lang=', 'lang')).toBe('tpi');
  });

  await test.step('the sitemap lists every page in both languages with its alternates', async () => {
    const xml = await (await request.get('/sitemap.xml')).text();
    for (const path of [...agencyPathsIn('en'), ...tokPisinPages].filter((p) => p !== '/home')) {
      const entry = new RegExp(
        `<url>\\s*<loc>${urlOf(path)}</loc>[^]*?hreflang="tpi" href="${urlOf(pathInLang(path, 'tpi'))}"[^]*?</url>`,
      );
      expect(xml, path).toMatch(entry);
    }
  });
});

test.describe('offline in Tok Pisin', () => {
  test.use({ serviceWorkers: 'allow' });
  // The worker's install and a dozen page loads on a machine shared with other runs.
  test.describe.configure({ timeout: 120_000 });

  /** Each page's h1 as the server sends it, to know the page again offline. */
  async function headings(page: Page, paths: readonly string[]) {
    const found = new Map<string, string>();
    for (const path of paths) {
      const html = await (await page.request.get(path)).text();
      found.set(path, /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)![1]!.replace(/<[^>]+>/g, ''));
    }
    return found;
  }

  async function visitWithWorker(page: Page, path: string) {
    await page.goto(path);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });
  }

  const precached = (page: Page) =>
    page.evaluate(async () => {
      const name = (await caches.keys()).find((key) => key.startsWith('workbox-precache'));
      const cache = await caches.open(name!);
      return (await cache.keys()).map((request) => new URL(request.url).pathname);
    });

  test('after visiting /tpi/, every Tok Pisin agency page opens offline, English ones were never kept', async ({
    page,
    context,
  }) => {
    const expected = await headings(page, tokPisinPages);
    await visitWithWorker(page, '/tpi/');
    const kept = await precached(page);
    for (const path of tokPisinPages) expect(kept).toContain(path);
    expect(kept).toContain('/offline');
    expect(kept).not.toContain('/products');
    expect(kept).not.toContain('/');
    // The later widgets' words too: Tok Pisin only (the help chat's, the status pill's).
    expect(kept.filter((path) => /\.tpi-[\w-]+\.js$/.test(path)).length).toBeGreaterThan(0);
    expect(kept.filter((path) => /\.en-[\w-]+\.js$/.test(path))).toEqual([]);

    await context.setOffline(true);
    for (const [path, heading] of expected) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'tpi');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    }
    // An English page never visited: the offline page, in English.
    await page.goto('/portfolio');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  });

  test('an English visitor switching offline gets the Tok Pisin pages seen once, else the Tok Pisin offline page', async ({
    page,
    context,
  }) => {
    const [offlineHeading, portfolioHeading] = [
      ...(await headings(page, ['/tpi/offline', '/tpi/portfolio'])).values(),
    ];
    await visitWithWorker(page, '/');
    // A visitor who chose English keeps an English worker while reading a Tok Pisin page.
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await page.goto('/tpi/portfolio');
    await hydrated(page);
    await page.goto('/products');
    await hydrated(page);

    await context.setOffline(true);
    await page
      .getByRole('link', { name: /^Tok Pisin/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/tpi\/products$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'tpi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(offlineHeading!);

    await page.goto('/tpi/portfolio');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(portfolioHeading!);
    // A link inside the site to a Tok Pisin page not kept: its copy or the offline page, never
    // the error page (the worker answers missing route data with a page load).
    await hydrated(page);
    await page.locator('header a[href="/tpi/checkout"]').first().click();
    await expect(page).toHaveURL(/\/tpi\/checkout$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'tpi');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(
      'Unexpected Application Error',
    );
  });
});
