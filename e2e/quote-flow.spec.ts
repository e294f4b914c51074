import { type Page, expect, test } from '@playwright/test';
import { en } from '../src/shared/words/en';
import { tpi } from '../src/shared/words/tpi';
import { PNG_LOGO } from '../test/helpers/payloads';
import { hydrated } from './hydrated';

// Issue 25, items 8 and 9, at 390 px where they failed. The words themselves are checked in
// test/render/quote-flow.test.tsx; these need a browser: a click that must not add twice, and the
// personalisation and cart read from the visitor's own storage.

test.use({ viewport: { width: 390, height: 844 } });

let errors: string[] = [];
test.beforeEach(async ({ page }) => {
  errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
});
test.afterEach(() => {
  expect(errors, 'console errors or page errors').toEqual([]);
});

const languages = [
  { lang: 'en', prefix: '', words: en },
  { lang: 'tpi', prefix: '/tpi', words: tpi },
] as const;

const card = (page: Page, title: string, words: typeof en) =>
  page
    .getByRole('list', { name: words.products.listLabel })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });

const storedCount = (page: Page) =>
  page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('cart') ?? '{"lines":[]}') as {
      lines: { quantity: number }[];
    };
    return stored.lines.reduce((sum, line) => sum + line.quantity, 0);
  });

for (const { lang, prefix, words } of languages) {
  test(`${lang}: the catalogue's "Added" leads to the quote and never adds twice`, async ({
    page,
  }) => {
    const card_ = words.products.card;
    await page.goto(`${prefix}/products`);
    await hydrated(page);
    const restaurant = card(page, 'Restaurant Deluxe', words);
    await restaurant.getByRole('button', { name: card_.addToQuote }).click();
    const added = restaurant.getByRole('link', {
      name: card_.addedLabel.replace('{count}', '1'),
    });
    await expect(added).toBeVisible();
    // A second tap where the button was, as the designer did: it opens the quote, adds nothing.
    await added.click();
    await expect(page).toHaveURL(`${prefix}/checkout`);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: words.checkout.title })).toBeVisible();
    await expect(
      page.getByRole('spinbutton', {
        name: words.checkout.lines.quantity.replace('{title}', 'Restaurant Deluxe'),
      }),
    ).toHaveValue('1');
    expect(await storedCount(page)).toBe(1);

    // Back in the catalogue the card still reads (1): the header's badge agrees.
    await page.goBack();
    await hydrated(page);
    await expect(added).toBeVisible();
    await expect(
      page.getByRole('link', { name: words.layout.nav.quoteWithItems.one.replace('{count}', '1') }),
    ).toBeVisible();
  });

  test(`${lang}: a quote line shows the business and the logo it was tried with`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/checkout`);
    await hydrated(page);
    await page.evaluate(
      ({ logo }) => {
        localStorage.setItem(
          'cart',
          JSON.stringify({ version: 1, lines: [{ id: 3, quantity: 1 }] }),
        );
        localStorage.setItem(
          'personalise:restaurant',
          JSON.stringify({
            name: 'Bilum Kai Bar',
            tagline: '',
            phone: '',
            email: '',
            town: 'Goroka',
            accent: '#0f766e',
            logo,
          }),
        );
      },
      { logo: PNG_LOGO },
    );
    await page.reload();
    await hydrated(page);
    const line = page.getByRole('listitem', { name: 'Restaurant Deluxe' });
    await expect(line).toContainText(
      words.checkout.lines.triedWith.replace('{name}', 'Bilum Kai Bar'),
    );
    const logo = line.getByRole('img', { name: words.checkout.lines.logo });
    await expect(logo).toBeVisible();
    // Small: a mark beside the name, not a picture of its own.
    const box = await logo.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(32);
    expect(await logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
    // The line fits the phone's width: nothing of it runs off the side.
    expect(await line.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  });
}

test('en: the confirmation names the business the template was tried with', async ({ page }) => {
  await page.goto('/checkout');
  await hydrated(page);
  await page.evaluate((logo) => {
    localStorage.setItem('cart', JSON.stringify({ version: 1, lines: [{ id: 3, quantity: 1 }] }));
    localStorage.setItem(
      'personalise:restaurant',
      JSON.stringify({
        name: 'Bilum Kai Bar',
        tagline: '',
        phone: '',
        email: '',
        town: '',
        accent: '#0f766e',
        logo,
      }),
    );
  }, PNG_LOGO);
  await page.reload();
  await hydrated(page);
  await page.getByLabel('Full Name').fill('Grace Kila');
  await page.getByLabel('Email Address').fill('grace@example.com');
  await page.getByLabel('Phone Number').fill('+675 7000 1234');
  await page.getByRole('button', { name: 'Request quote' }).click();
  const status = page.getByRole('status').filter({ hasText: 'Quote request submitted!' });
  await expect(status).toContainText('You asked about:');
  await expect(status).toContainText('Restaurant Deluxe');
  await expect(status).toContainText('Tried with Bilum Kai Bar');
  await expect(status.getByRole('img', { name: 'Your logo' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Want another template?' })).toBeVisible();
});
