import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import {
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
  chromium,
} from '@playwright/test';
import { templatesOnSale } from '../src/shared/catalogue';
import { chromiumFlags, chromiumPath } from './chromium';

// Issue 44's before and after screenshots (docs/screenshots/issue-44/): the same four scenes,
// at 390 and 1280 px, shot on whichever build serves `baseURL`.
//
//   node --import tsx scripts/screenshots-44.ts http://127.0.0.1:3112 docs/screenshots/issue-44/after
//
// writes `<prefix>-<scene>-<width>.jpg` (JPEG, quality 70). Run it on a built server
// (`npm run build`, then `node dist/server.js` with PORT and DATABASE_URL) of each commit.

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;
type Viewport = (typeof WIDTHS)[number];

/** The page's scripts only: the stylesheets, pictures and fonts still come. */
const SCRIPTS = '**/*.js';
const QUALITY = 70;
/** Time for lazy pictures and CSS transitions to finish once the network is quiet. */
const SETTLE_MS = 2000;

const [baseURL, prefix] = process.argv.slice(2);
if (!baseURL || !prefix) {
  console.error('usage: screenshots-44.ts <base URL> <output prefix>');
  process.exit(2);
}

/** A fresh visitor: a new profile with no service worker, at this size. */
const visitor = (browser: Browser, viewport: Viewport): Promise<BrowserContext> =>
  browser.newContext({ baseURL, viewport, serviceWorkers: 'block' });

/**
 * Scrolls at once (the site scrolls smoothly otherwise) so that `element` starts `gap` px below
 * the sticky header.
 */
const scrollUnderHeader = (element: Locator, gap = 0) =>
  element.evaluate((element, gap) => {
    const header = document.querySelector('header')?.getBoundingClientRect().height ?? 0;
    const top = element.getBoundingClientRect().top + window.scrollY - header - gap;
    window.scrollTo({ top, behavior: 'instant' });
  }, gap);

/** Waits for a quiet network, but never for ever: a page whose scripts are held never rests. */
async function quiet(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
  await page.waitForTimeout(SETTLE_MS);
}

interface Scene {
  name: string;
  /** Opens the scene and shoots it to `file`. */
  shoot: (page: Page, viewport: Viewport, file: string) => Promise<void>;
}

/** Scene 3: a stored cart of two lines, then the quote page with every script aborted. */
const offlineCheckout = (path: string): Scene['shoot'] =>
  async function (page, _viewport, file) {
    const [second, first] = [templatesOnSale[2]!, templatesOnSale[0]!];
    // As e2e/first-paint.spec.ts stores it.
    await page.addInitScript(
      (lines) => localStorage.setItem('cart', JSON.stringify({ version: 1, lines })),
      [
        { id: second.id, quantity: 2 },
        { id: first.id, quantity: 1 },
      ],
    );
    await page.route(SCRIPTS, (route) => route.abort('internetdisconnected'));
    await page.goto(path);
    await quiet(page);
    await page.screenshot({ path: file, type: 'jpeg', quality: QUALITY });
  };

const scenes: Scene[] = [
  {
    // Scene 1: the home page's three template pictures, scrolled into view and given time to load.
    name: 'home-offer',
    async shoot(page, _viewport, file) {
      await page.goto('/');
      await quiet(page);
      await scrollUnderHeader(page.locator('section#templates'));
      await quiet(page);
      await page.screenshot({ path: file, type: 'jpeg', quality: QUALITY });
    },
  },
  {
    // Scene 2: "Add to quote" tapped as soon as it shows, while the page's scripts never come.
    name: 'tap-before-script',
    async shoot(page, viewport, file) {
      // Held, never answered: the page stays as its HTML (and inline scripts) made it.
      await page.route(SCRIPTS, () => {});
      await page.goto('/products', { waitUntil: 'commit' });
      const add = page.getByRole('button', { name: 'Add to quote' }).first();
      const card = add.locator('xpath=ancestor::li[1]');
      // The whole card in view under the header, so the tap scrolls nothing.
      const margin = 16;
      await scrollUnderHeader(card, margin);
      await add.click();
      await page.waitForTimeout(300);
      const box = (await card.boundingBox())!;
      const x = Math.max(0, box.x - margin);
      const y = Math.max(0, box.y - margin);
      await page.screenshot({
        path: file,
        type: 'jpeg',
        quality: QUALITY,
        clip: {
          x,
          y,
          width: Math.min(viewport.width, box.x + box.width + margin) - x,
          height: Math.min(viewport.height, box.y + box.height + margin) - y,
        },
      });
    },
  },
  { name: 'offline-checkout', shoot: offlineCheckout('/checkout') },
  { name: 'offline-checkout-tpi', shoot: offlineCheckout('/tpi/checkout') },
  {
    // Scene 4: the longest sample for sale, opened as the catalogue links it, scrolled halfway.
    name: 'docked-bar',
    async shoot(page, _viewport, file) {
      await page.goto('/templates/fitness');
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
      await quiet(page);
      await page.evaluate(() =>
        window.scrollTo({ top: document.documentElement.scrollHeight / 2, behavior: 'instant' }),
      );
      await quiet(page);
      await page.screenshot({ path: file, type: 'jpeg', quality: QUALITY });
    },
  },
];

mkdirSync(dirname(prefix), { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  for (const scene of scenes) {
    for (const viewport of WIDTHS) {
      const file = `${prefix}-${scene.name}-${viewport.width}.jpg`;
      const context = await visitor(browser, viewport);
      try {
        await scene.shoot(await context.newPage(), viewport, file);
        console.log(file);
      } finally {
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
}
