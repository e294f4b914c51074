import { type APIRequestContext, type Locator, type Page, expect } from '@playwright/test';
import sharp from 'sharp';
import { INBOX_OPENS, publishingTest as test } from './admin-fixtures';

// Issue 45, decision 126: an owner adds a portfolio project with a photo and gives a code project
// an uploaded picture in the editor, and publishes; within 60 s both show on /portfolio and
// /tpi/portfolio with their pictures in the sizes the cards use, and after one online visit the
// portfolio shows them offline. On both databases; it makes no quote (admin.spec.ts counts them).

test.use({ serviceWorkers: 'allow' });

const KEY = 'goroka-coffee';
const TITLE = 'Goroka Coffee Roasters';
const ENGLISH = 'An online shop for coffee from the Eastern Highlands.';
const TOK_PISIN = 'Stoa long intanet bilong kopi bilong Isten Hailans.';
// Project 2 of the code, given an uploaded picture.
const MANGROVE = 'Green Mangrove Initiative';

/** A phone-sized photo, well above the logos' 50 KB: noise over a colour, as a JPEG. */
const photo = (background: string) =>
  sharp({
    create: {
      width: 1600,
      height: 1200,
      channels: 3,
      background,
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();

/** Saves the editor's form (and its picture, if one is chosen) as a draft. */
async function saveDraft(page: Page, withPicture: boolean): Promise<void> {
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/admin/content/changes') && r.request().method() === 'POST',
  );
  const uploaded =
    withPicture &&
    page.waitForResponse(
      (r) => r.url().endsWith('/api/admin/content/pictures') && r.request().method() === 'POST',
    );
  await page.getByRole('button', { name: 'Save as draft' }).click();
  if (uploaded) expect((await uploaded).status()).toBe(201);
  expect((await saved).status()).toBe(201);
}

/** A card's picture, once it has loaded: the address the browser chose from its srcset. */
async function shownPicture(card: Locator): Promise<string> {
  const image = card.locator('img');
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
      timeout: 15_000,
    })
    .toBe(true);
  return image.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
}

const card = (page: Page, title: string) => page.getByRole('article', { name: title });

const WORDS = { '/portfolio': ENGLISH, '/tpi/portfolio': TOK_PISIN };
// The card's picture in its sizes, as the render writes the srcset.
const SIZED = /srcSet="\/media\/[0-9a-f]{64}-400\.webp 400w/i;

/** Polls both languages' portfolio until each shows the new project with its words and sizes. */
async function servedWithin(request: APIRequestContext, since: number): Promise<number> {
  await expect
    .poll(
      async () => {
        const shown = await Promise.all(
          Object.entries(WORDS).map(async ([path, words]) => {
            const html = await (await request.get(path)).text();
            return html.includes(TITLE) && html.includes(words) && SIZED.test(html);
          }),
        );
        return shown.every(Boolean);
      },
      { timeout: 60_000, intervals: [250] },
    )
    .toBe(true);
  return Date.now() - since;
}

test('a new project and an uploaded picture are on the portfolio within 60 s, in both languages, and offline after a visit', async ({
  page,
  context,
  request,
  target,
}) => {
  test.setTimeout(180_000);

  // The new project, with a photo.
  await page.goto(`/admin/content/project/${KEY}`);
  await page.getByLabel('Title').fill(TITLE, INBOX_OPENS);
  await page.getByLabel('Category').selectOption('retail');
  await page.getByLabel('Year').fill('2026');
  await page.getByLabel('Status').selectOption('Live');
  await page.getByLabel('Link').fill('https://gorokacoffee.example.com.pg');
  await page.getByLabel('Picture').setInputFiles({
    name: 'roastery.jpg',
    mimeType: 'image/jpeg',
    buffer: await photo('#7c2d12'),
  });
  await page.getByLabel('English description').fill(ENGLISH);
  await page.getByLabel('Tok Pisin description').fill(TOK_PISIN);
  await page.getByLabel('English technologies').fill('React\nPostgreSQL');
  await page.getByLabel('Tok Pisin technologies').fill('React\nPostgreSQL');
  await page.getByLabel('English results').fill('Orders from Lae and Port Moresby');
  await page.getByLabel('Tok Pisin results').fill('Oda i kam long Lae na Pot Mosbi');
  await saveDraft(page, true);

  // A code project's picture replaced by an upload.
  await page.goto('/admin/content/project/2');
  await page.getByLabel('Picture').setInputFiles(
    {
      name: 'mangroves.png',
      mimeType: 'image/png',
      buffer: await sharp(await photo('#166534'))
        .png()
        .toBuffer(),
    },
    INBOX_OPENS,
  );
  await saveDraft(page, true);

  // The new project first, so its card is the one in view.
  await page.goto('/admin/content/portfolio-order/site');
  const up = page.getByRole('button', { name: `Move ${TITLE} up` });
  while (await up.isEnabled(INBOX_OPENS)) await up.click();
  await saveDraft(page, false);

  await page.goto('/admin/content');
  const published = page.waitForResponse(
    (r) => r.url().endsWith('/api/admin/content/versions') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Publish', exact: true }).click(INBOX_OPENS);
  expect((await published).status()).toBe(201);
  const served = await servedWithin(request, Date.now());
  console.log(`${target.dialect}: Publish to the new project served ${served} ms`);

  // A visitor's first visit: the pictures in a card's size, the worker installed and in control.
  await page.goto('/portfolio');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
  await expect(card(page, TITLE)).toContainText(ENGLISH);
  const pictures = [
    await shownPicture(card(page, TITLE)),
    await shownPicture(card(page, MANGROVE)),
  ];
  for (const picture of pictures)
    expect(picture).toMatch(/^\/media\/[0-9a-f]{64}-(400|800)\.webp$/);
  expect(pictures[0]).not.toBe(pictures[1]);
  // The worker keeps the pictures it saw (the page's own, handed over when it took control).
  await expect
    .poll(
      () =>
        page.evaluate(async () =>
          (await (await caches.open('images')).keys()).map((r) => new URL(r.url).pathname),
        ),
      { timeout: 15_000 },
    )
    .toEqual(expect.arrayContaining(pictures));
  const picture = await request.get(pictures[0]!);
  expect(picture.headers()['content-type']).toBe('image/webp');
  expect(picture.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  // Offline: the portfolio as it was published, with both pictures.
  await context.setOffline(true);
  await page.reload();
  await expect(card(page, TITLE)).toContainText(ENGLISH);
  expect(await shownPicture(card(page, TITLE))).toBe(pictures[0]);
  expect(await shownPicture(card(page, MANGROVE))).toBe(pictures[1]);
  await context.setOffline(false);
});
