import { type Page, expect, test } from '@playwright/test';
import { tpi } from '../src/shared/words/tpi';
import { hydrated } from './hydrated';

// The template store and checkout in Tok Pisin, on a phone (issue 15).
test.use({ viewport: { width: 390, height: 844 } });

let errors: string[] = [];
test.beforeEach(({ page }) => {
  errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
});
test.afterEach(() => {
  expect(errors, 'console errors or page errors').toEqual([]);
});

const cardList = (page: Page) => page.getByRole('list', { name: 'Ol tempelet' });
const cardTitles = (page: Page) => cardList(page).getByRole('heading', { level: 2 });
const card = (page: Page, title: string) =>
  cardList(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });
// On a phone the header's quote link is an icon named by its count; the wide-screen one is hidden.
const headerCart = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: /^Kwot/ }).filter({ visible: true });

test('the store shows Tok Pisin categories and features, and finds by a Tok Pisin word', async ({
  page,
}) => {
  await page.goto('/tpi/products');
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'tpi');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Ol tempelet bilong websait' }),
  ).toBeVisible();
  await expect(page.getByText('Soim olgeta 18 tempelet')).toBeVisible();

  const restaurant = card(page, 'Restaurant Deluxe');
  await expect(restaurant).toContainText('Kaikai');
  await expect(restaurant).toContainText('4.9 long 5');
  await expect(restaurant.getByRole('listitem')).toHaveText([
    'Menyu wantaim prais',
    'Ol foto',
    'Bukim tebol',
    'Taim bilong opim',
  ]);
  await expect(restaurant.getByRole('button', { name: 'Putim long kwot' })).toBeVisible();
  await expect(restaurant.getByRole('link', { name: /^Lukim pastaim/ })).toBeVisible();
  await expect(restaurant).toContainText(/Long lukim pastaim, em i yusim klostu \d+ KB data/);
  await expect(
    card(page, 'Legal Professional').getByRole('button', { name: 'I kam bihain' }),
  ).toBeDisabled();

  // On a phone the categories are one menu: the 16 kinds after "all", each in Tok Pisin.
  await page.getByRole('button', { name: 'Kain: Olgeta kain' }).click();
  const kinds = page.getByRole('list', { name: 'Ol kain' });
  await expect(kinds.getByRole('button')).toHaveText([
    'Olgeta kain',
    ...Object.values(tpi.catalogue.categories),
  ]);
  await kinds.getByRole('button', { name: 'Wokim haus na rot' }).click();
  await expect(cardTitles(page)).toHaveCount(3);
  await expect(page.getByText('Soim 3 tempelet long Wokim haus na rot')).toBeVisible();

  await page.getByRole('button', { name: 'Kain: Wokim haus na rot' }).click();
  await kinds.getByRole('button', { name: 'Olgeta kain' }).click();
  const search = page.getByRole('searchbox', { name: 'Painim tempelet' });
  await search.fill('bukim');
  await expect(cardTitles(page)).toHaveText([
    'Restaurant Deluxe',
    'Beauty Salon Elite',
    'Medical Center',
    'Event Planner Pro',
  ]);
  await expect(page.getByText('Soim 4 tempelet i gat “bukim”')).toBeVisible();

  await search.fill('kaikai');
  await expect(cardTitles(page)).toHaveText(['Restaurant Deluxe', 'Paradise Resort Hotel']);

  await search.fill('booking');
  await expect(
    page.getByRole('heading', { name: 'I no gat tempelet i gat “booking”' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Rausim painim' }).click();
  await expect(cardTitles(page)).toHaveCount(18);
});

test('a template added on /tpi/products shows in the Tok Pisin quote, with its count', async ({
  page,
}) => {
  await page.goto('/tpi/products');
  await hydrated(page);
  const restaurant = card(page, 'Restaurant Deluxe');
  await restaurant.getByRole('button', { name: 'Putim long kwot' }).click();
  await expect(
    restaurant.getByRole('link', { name: 'Putim pinis (1): lukim kwot bilong yu' }),
  ).toBeVisible();
  await expect(headerCart(page)).toHaveAccessibleName('Kwot, 1 tempelet');

  await headerCart(page).click();
  await expect(page).toHaveURL(/\/tpi\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kwot bilong yu' })).toBeVisible();
  const line = page.getByRole('listitem', { name: 'Restaurant Deluxe' });
  await expect(line).toContainText('Kaikai');
  await expect(line).toContainText('K2,950 long wanpela');
  await line
    .getByRole('button', { name: 'Putim wanpela moa kopi bilong Restaurant Deluxe' })
    .click();
  await expect(
    line.getByRole('spinbutton', { name: 'Hamas kopi bilong Restaurant Deluxe' }),
  ).toHaveValue('2');
  await expect(line).toContainText('K5,900');
  await expect(headerCart(page)).toHaveAccessibleName('Kwot, 2 tempelet');

  const summary = page.getByRole('complementary', { name: 'Prais bilong kwot' });
  await expect(summary).toContainText('Ol tempelet2');
  await expect(summary).toContainText('≈ $1475.00 USD');
  await expect(summary).toContainText('Hamas diwai yu baim: 2');

  await line.getByRole('button', { name: 'Rausim wanpela kopi bilong Restaurant Deluxe' }).click();
  await expect(headerCart(page)).toHaveAccessibleName('Kwot, 1 tempelet');
  await expect(summary).toContainText('Hamas diwai yu baim: 1');
});

test('a quote sent from /tpi/checkout answers in Tok Pisin with its reference', async ({
  page,
}) => {
  await page.goto('/tpi/products');
  await hydrated(page);
  await card(page, 'Medical Center').getByRole('button', { name: 'Putim long kwot' }).click();
  await headerCart(page).click();
  await expect(page.getByRole('heading', { name: 'Ol tempelet bilong yu' })).toBeVisible();

  await page.getByLabel('Ful nem bilong yu').fill('Grace Kila');
  await page.getByLabel('Imel').fill('grace@example.com');
  await page.getByLabel('Namba bilong fon').fill('+675 7000 1234');
  await page.getByLabel('Wanem samting yu laik long websait').fill('Websait bilong klinik.');
  const sent = page.waitForRequest('**/api/quote-request');
  await page.getByRole('button', { name: 'Askim kwot' }).click();

  const body = (await sent).postDataJSON() as { lang: string; items: { features: string[] }[] };
  expect(body.lang).toBe('tpi');
  expect(body.items[0]!.features).toEqual(tpi.catalogue.features.hospital);

  const status = page.getByRole('status').filter({ hasText: tpi.checkout.success });
  await expect(status).toBeVisible();
  await expect(status).toContainText(/Namba bilong askim: Q-[A-Z0-9]{4}-\d{2}/);
  await expect(status).toContainText(
    /Mipela i salim kopi bilong askim bilong yu i go long \S+@\S+\./,
  );
  await expect(page.getByRole('heading', { name: tpi.checkout.empty.title })).toHaveCount(0);
  await expect(
    page.getByRole('heading', { name: tpi.checkout.empty.afterOrderTitle }),
  ).toBeVisible();
  await expect(page.getByText(tpi.checkout.empty.afterOrder)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Lukim ol tempelet' })).toHaveAttribute(
    'href',
    '/tpi/products',
  );
});
