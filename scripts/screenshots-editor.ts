import { mkdirSync } from 'node:fs';
import { type Page, chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './chromium';

// Screenshots of the owners' content editor and its preview (issue 45, point 1; decision 123), at
// 390 and 1280 px, on a built server with an owner account:
//
//   node --import tsx scripts/screenshots-editor.ts http://127.0.0.1:3156 owner@example.com \
//     'the password' /tmp/editor-shots
//
// It saves a draft of Restaurant Deluxe at K3,100 (so the pages show a draft) and a refused price,
// and writes `<scene>-<width>.png` full-page shots into the folder.

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

const [baseURL, email, password, folder] = process.argv.slice(2);
if (!baseURL || !email || !password || !folder) {
  console.error('usage: screenshots-editor.ts <base URL> <owner email> <password> <folder>');
  process.exit(2);
}
mkdirSync(folder, { recursive: true });

const INBOX_OPENS = { timeout: 30_000 };

async function signIn(page: Page): Promise<void> {
  await page.goto('/admin/sign-in');
  await page.getByLabel('Email').fill(email!);
  await page.getByLabel('Password').fill(password!);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { level: 1, name: 'Today' }).waitFor(INBOX_OPENS);
}

/** The whole page, from its top; on a phone also a screen at a time (`-1`, `-2`...), to read. */
async function shoot(page: Page, scene: string, viewport: { width: number; height: number }) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${folder}/${scene}-${viewport.width}.png`, fullPage: true });
  if (viewport.width > 400) return;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0, part = 1; y < height; y += viewport.height, part += 1) {
    await page.screenshot({
      path: `${folder}/${scene}-${viewport.width}-${part}.png`,
      fullPage: true,
      clip: { x: 0, y, width: viewport.width, height: Math.min(viewport.height, height - y) },
    });
  }
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  for (const viewport of WIDTHS) {
    const context = await browser.newContext({ baseURL, viewport, serviceWorkers: 'block' });
    const page = await context.newPage();
    await signIn(page);

    await page.goto('/admin/content/template/restaurant');
    const price = page.getByLabel('Price (Kina)');
    await price.waitFor(INBOX_OPENS);
    if ((await price.inputValue()) !== '3100') {
      await price.fill('3100');
      await page.getByRole('button', { name: 'Save as draft' }).click();
      await page.getByText('Saved as a draft.').waitFor();
    }
    await shoot(page, 'template', viewport);

    await price.fill('abc');
    await page.getByRole('button', { name: 'Save as draft' }).click();
    await page.getByText('The price must be a whole number').waitFor();
    await page.getByLabel('Price (Kina)').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${folder}/refused-${viewport.width}.png` });

    await page.goto('/admin/content');
    await page.getByRole('heading', { level: 1, name: 'Content' }).waitFor(INBOX_OPENS);
    await shoot(page, 'list', viewport);

    for (const [scene, path] of [
      ['faq', '/admin/content/faq/price'],
      ['facts', '/admin/content/facts/site'],
      ['project', '/admin/content/project/1'],
      ['text', '/admin/content/text/tpi%3Alayout%3Alayout.nav.about'],
      // An error sentence's key ends in its English sentence (decision 135).
      [
        'error-text',
        `/admin/content/text/${encodeURIComponent('tpi:api-errors:apiErrors.Please send the request body as JSON (Content-Type: application/json).')}`,
      ],
    ] as const) {
      await page.goto(path);
      await page.getByRole('button', { name: 'Save as draft' }).waitFor(INBOX_OPENS);
      await shoot(page, scene, viewport);
    }
    await context.close();
  }
} finally {
  await browser.close();
}
