import { type Page, type Request, expect, test } from '@playwright/test';
import { brand } from '../src/shared/brand';
import { type Template, findTemplate } from '../src/shared/catalogue';
import { MAX_EXTRA_TREES, MAX_QUANTITY } from '../src/shared/money';
import { en } from '../src/shared/words/en';
import { hydrated } from './hydrated';

const SUCCESS =
  'Quote request submitted! We will contact you within 24 hours with a detailed proposal.';
const FAILURE = `Failed to submit quote request. Please try again or contact support at ${brand.mailboxes.support}`;
const QUOTE = '**/api/quote-request';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

test.use({ viewport: { width: 1280, height: 900 } });

/** Console errors fail a test unless it expects them (a refused request logs one). */
let errors: string[] = [];
let allowedErrors: RegExp[] = [];
test.beforeEach(async ({ page }) => {
  errors = [];
  allowedErrors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
});
test.afterEach(() => {
  const unexpected = errors.filter((text) => !allowedErrors.some((allowed) => allowed.test(text)));
  expect(unexpected, 'console errors or page errors').toEqual([]);
});

const template = (id: number): Template => findTemplate(id)!;

/** Puts lines in the stored cart the way an earlier visit would have, then opens the checkout. */
async function openCheckoutWith(page: Page, lines: { id: number; quantity: number }[]) {
  await page.goto('/checkout');
  await hydrated(page);
  await page.evaluate(
    (stored) => localStorage.setItem('cart', JSON.stringify({ version: 1, lines: stored })),
    lines,
  );
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Your templates' })).toBeVisible();
}

const line = (page: Page, title: string) => page.getByRole('listitem', { name: title });
const summary = (page: Page) => page.getByRole('complementary', { name: 'Quote summary' });
const quantity = (page: Page, title: string) =>
  page.getByRole('spinbutton', { name: `Copies of ${title}` });
const headerCart = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Quote/ });

async function fillQuoteForm(page: Page) {
  await page.getByLabel('Full Name').fill('  Grace Kila ');
  await page.getByLabel('Email Address').fill('grace@example.com');
  await page.getByLabel('Phone Number').fill('+675 7000 1234');
  await page.getByLabel('Company/Organization').fill('Kila Catering');
  await page.getByLabel('Project Requirements').fill('Online menu and bookings, please.');
}

/** What the spec's payload says for these lines: every template field plus the quantity. */
const expectedItems = (lines: { id: number; quantity: number }[]) =>
  lines.map(({ id, quantity: count }) => {
    const { previewUrl: _previewUrl, slug, ...fields } = template(id);
    const features = en.catalogue.features[slug as keyof typeof en.catalogue.features];
    return { ...fields, features, quantity: count };
  });

const customer = {
  name: 'Grace Kila',
  email: 'grace@example.com',
  phone: '+675 7000 1234',
  company: 'Kila Catering',
  message: 'Online menu and bookings, please.',
};

test('totals: sum of price times quantity, item count and the USD estimate', async ({ page }) => {
  await openCheckoutWith(page, [
    { id: 1, quantity: 2 },
    { id: 6, quantity: 1 },
    { id: 5, quantity: 1 },
  ]);
  await expect(line(page, 'Community Hub')).toContainText('K2,750 each');
  await expect(line(page, 'Community Hub')).toContainText('K5,500');
  await expect(line(page, 'Construction Company')).toContainText('K4,500');
  await expect(line(page, 'Local Business Pro')).toContainText('K1,750');
  // 2 × 2750 + 4500 + 1750 = 11750 Kina, 4 templates, 11750 / 4 = 2937.50 US dollars.
  await expect(summary(page)).toContainText('Templates4');
  await expect(summary(page)).toContainText('TotalK11,750');
  await expect(summary(page)).toContainText('≈ $2937.50 USD');
  await expect(headerCart(page)).toHaveText('Quote4 templates');

  await page.getByRole('button', { name: 'One more copy of Local Business Pro' }).click();
  await expect(summary(page)).toContainText('TotalK13,500');
  await expect(summary(page)).toContainText('≈ $3375.00 USD');
  await expect(summary(page)).toContainText('Templates5');
});

test('quote rules: add once, copies on the quote page, 0 removes, remove, clear', async ({
  page,
}) => {
  await page.goto('/products');
  await hydrated(page);
  const cardOf = (title: string) =>
    page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  const addButton = (title: string) => cardOf(title).getByRole('button', { name: 'Add to quote' });
  await addButton('Community Hub').click();
  await addButton('Fitness Center').click();
  await addButton('Restaurant Deluxe').click();
  // Once added, the card links to the quote: more copies are set there, never by a second add.
  await expect(cardOf('Community Hub').getByRole('link', { name: /^Added \(1\)/ })).toHaveText(
    'Added (1)',
  );
  await headerCart(page).click();

  await expect(quantity(page, 'Community Hub')).toHaveValue('1');
  await expect(quantity(page, 'Fitness Center')).toHaveValue('1');
  await expect(quantity(page, 'Restaurant Deluxe')).toHaveValue('1');

  await page.getByRole('button', { name: 'One more copy of Community Hub' }).click();
  await page.getByRole('button', { name: 'One more copy of Community Hub' }).click();
  await expect(quantity(page, 'Community Hub')).toHaveValue('3');
  await page.getByRole('button', { name: 'One copy fewer of Community Hub' }).click();
  await expect(quantity(page, 'Community Hub')).toHaveValue('2');

  // A typed quantity applies at once; typing 0 removes the line when the field is left.
  await quantity(page, 'Community Hub').fill('5');
  await expect(summary(page)).toContainText('Templates7');
  await quantity(page, 'Fitness Center').fill('0');
  await expect(line(page, 'Fitness Center')).toBeVisible();
  await quantity(page, 'Fitness Center').press('Enter');
  await expect(line(page, 'Fitness Center')).toHaveCount(0);
  await expect(summary(page)).toContainText('Templates6');

  // Minus at 1 takes the quantity to 0, which removes the line too.
  await page.getByRole('button', { name: 'One copy fewer of Restaurant Deluxe' }).click();
  await expect(line(page, 'Restaurant Deluxe')).toHaveCount(0);

  await page.getByRole('link', { name: /Keep browsing templates/ }).click();
  await addButton('Medical Center').click();
  await headerCart(page).click();
  await page.getByRole('button', { name: 'Remove Medical Center' }).click();
  await expect(line(page, 'Medical Center')).toHaveCount(0);
  await expect(quantity(page, 'Community Hub')).toHaveValue('5');

  await page.getByRole('button', { name: 'Clear quote' }).click();
  await expect(page.getByRole('heading', { name: 'Your quote is empty' })).toBeVisible();
  await expect(headerCart(page)).toHaveText('Quote');
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();
});

test('the quote survives a reload', async ({ page }) => {
  await page.goto('/products');
  await hydrated(page);
  await page.getByRole('button', { name: 'Add to quote' }).first().click();
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('link', { name: 'Added (1): see your quote' })).toBeVisible();
  await expect(headerCart(page)).toHaveText('Quote1 template');

  await page.goto('/checkout');
  await hydrated(page);
  await page.getByRole('button', { name: 'One more copy of Community Hub' }).click();
  await expect(quantity(page, 'Community Hub')).toHaveValue('2');
  await page.reload();
  await hydrated(page);
  await expect(quantity(page, 'Community Hub')).toHaveValue('2');
});

test('a damaged stored cart is ignored', async ({ page }) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', 'yes');
    localStorage.setItem('cart', '{"lines": [oops');
  });
  await page.goto('/checkout');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Your quote is empty' })).toBeVisible();
  await expect(headerCart(page)).toHaveText('Quote');

  // The cart still works, and writes a good value over the bad one.
  await page.getByRole('link', { name: 'Browse templates' }).click();
  await page.getByRole('button', { name: 'Add to quote' }).first().click();
  await expect(headerCart(page)).toHaveText('Quote1 template');
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('cart')))!)).toEqual({
    version: 1,
    lines: [{ id: 1, quantity: 1 }],
  });
});

test('a stored cart keeps only orderable templates, priced from the catalogue', async ({
  page,
}) => {
  await page.addInitScript(() => {
    localStorage.setItem(
      'cart',
      JSON.stringify({
        lines: [
          { id: 16, quantity: 1 }, // coming soon
          { id: 999, quantity: 1 }, // not in the catalogue
          { id: 1, quantity: 'two' },
          { id: 2, quantity: 3, title: 'Cheap', priceNumeric: 1 },
          'nonsense',
        ],
      }),
    );
  });
  await page.goto('/checkout');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Your templates' })).toBeVisible();
  await expect(page.getByRole('spinbutton', { name: /^Copies of/ })).toHaveCount(1);
  await expect(quantity(page, 'Fitness Center')).toHaveValue('3');
  await expect(summary(page)).toContainText('TotalK9,600');
  // The withdrawn lines leave storage too, so the header's badge counts only what can be ordered.
  const checkout = page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
    name: /^Quote/,
  });
  await expect(checkout).toHaveText('Quote3 templates');
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('cart')))!)).toEqual({
    version: 1,
    lines: [{ id: 2, quantity: 3 }],
  });
});

test('extra trees: toggle, counter and trees funded', async ({ page }) => {
  await openCheckoutWith(page, [{ id: 1, quantity: 2 }]);
  const toggle = page.getByRole('switch', { name: 'Fund extra trees' });
  const counter = page.getByRole('spinbutton', { name: 'Extra trees' });
  const fewer = page.getByRole('button', { name: 'Fewer extra trees' });
  const more = page.getByRole('button', { name: 'More extra trees' });

  await expect(toggle).not.toBeChecked();
  await expect(counter).toBeHidden();
  await expect(summary(page)).toContainText('Trees funded: 2');

  await toggle.check();
  await expect(counter).toHaveValue('1');
  await expect(fewer).toBeDisabled();
  await expect(summary(page)).toContainText('Trees funded: 3');
  await expect(summary(page)).toContainText('Tree contribution: K5');

  await more.click();
  await more.click();
  await expect(counter).toHaveValue('3');
  await expect(fewer).toBeEnabled();
  await expect(summary(page)).toContainText('Trees funded: 5');
  await expect(summary(page)).toContainText('Tree contribution: K15');

  await fewer.click();
  await fewer.click();
  await expect(counter).toHaveValue('1');
  await expect(fewer).toBeDisabled();

  // Typing 0 is the one way to decrease to 0 with the counter: it switches the toggle off.
  await counter.fill('0');
  await counter.blur();
  await expect(toggle).not.toBeChecked();
  await expect(counter).toBeHidden();
  await expect(summary(page)).toContainText('Trees funded: 2');

  await toggle.check();
  await counter.fill('12');
  await expect(summary(page)).toContainText('Trees funded: 14');
  await expect(summary(page)).toContainText('Tree contribution: K60');
  await toggle.uncheck();
  await expect(counter).toBeHidden();
  await expect(summary(page)).toContainText('Trees funded: 2');
  await toggle.check();
  await expect(counter).toHaveValue('1');
});

/** Watches the quote requests, letting each reach the real server. */
async function recordQuoteRequests(page: Page): Promise<Request[]> {
  const seen: Request[] = [];
  await page.route(QUOTE, async (route) => {
    seen.push(route.request());
    await route.continue();
  });
  return seen;
}

test('the request payload without extra trees', async ({ page }) => {
  const lines = [
    { id: 3, quantity: 2 },
    { id: 10, quantity: 1 },
  ];
  await openCheckoutWith(page, lines);
  const requests = await recordQuoteRequests(page);
  await fillQuoteForm(page);
  await page.getByRole('button', { name: 'Request quote' }).click();
  await expect(page.getByRole('status')).toContainText(SUCCESS);

  expect(requests).toHaveLength(1);
  const body = requests[0]!.postDataJSON() as Record<string, unknown>;
  expect(body).toStrictEqual({
    lang: 'en',
    customer,
    items: expectedItems(lines),
    totalAmount: 2950 * 2 + 3600,
    totalItems: 3,
    message: customer.message,
  });
  expect('treeContribution' in body).toBe(false);
  expect(requests[0]!.headers()['idempotency-key']).toMatch(UUID);
  expect(requests[0]!.headers()['content-type']).toBe('application/json');
});

test('the request payload with extra trees', async ({ page }) => {
  const lines = [{ id: 8, quantity: 1 }];
  await openCheckoutWith(page, lines);
  await page.getByRole('switch', { name: 'Fund extra trees' }).check();
  await page.getByRole('button', { name: 'More extra trees' }).click();
  const requests = await recordQuoteRequests(page);
  await fillQuoteForm(page);
  await page.getByLabel('Company/Organization').fill('');
  await page.getByRole('button', { name: 'Request quote' }).click();
  await expect(page.getByRole('status')).toContainText(SUCCESS);

  expect(requests[0]!.postDataJSON()).toStrictEqual({
    lang: 'en',
    customer: { ...customer, company: '' },
    items: expectedItems(lines),
    totalAmount: 6800,
    totalItems: 1,
    message: customer.message,
    treeContribution: { extraTrees: 2, contributionAmount: 10 },
  });
});

test('success: message and reference; cart, trees and form cleared; one request', async ({
  page,
}) => {
  await openCheckoutWith(page, [{ id: 4, quantity: 1 }]);
  await page.getByRole('switch', { name: 'Fund extra trees' }).check();
  const requests = await recordQuoteRequests(page);
  await fillQuoteForm(page);
  // A double click must not send two quotes.
  await page.getByRole('button', { name: 'Request quote' }).dblclick();

  const status = page.getByRole('status').filter({ hasText: SUCCESS });
  await expect(status).toBeVisible();
  await expect(status).toContainText(/Your reference: Q-[A-Z0-9]{4}-\d{2}/);
  expect(requests).toHaveLength(1);

  // The confirmation says where the copy went, and no "empty cart" fault sits under it.
  await expect(status).toContainText(/A copy of your request is on its way to \S+@\S+\./);
  await expect(page.getByRole('heading', { name: 'Your quote is empty' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Want another template?' })).toBeVisible();
  await expect(headerCart(page)).toHaveText('Quote');
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();

  // Back with a new template (no reload): the form and the trees start afresh.
  await page.getByRole('link', { name: 'Browse templates' }).click();
  await page.getByRole('button', { name: 'Add to quote' }).first().click();
  await headerCart(page).click();
  for (const label of [
    'Full Name',
    'Email Address',
    'Phone Number',
    'Company/Organization',
    'Project Requirements',
  ]) {
    await expect(page.getByLabel(label)).toHaveValue('');
  }
  await expect(page.getByRole('switch', { name: 'Fund extra trees' })).not.toBeChecked();
});

test('a server error keeps the cart and shows the support address; a retry reuses the key', async ({
  page,
}) => {
  allowedErrors = [/status of 500/];
  await openCheckoutWith(page, [{ id: 2, quantity: 2 }]);
  const keys: string[] = [];
  await page.route(QUOTE, async (route) => {
    keys.push(route.request().headers()['idempotency-key']!);
    if (keys.length === 1) {
      await route.fulfill({
        status: 500,
        json: { error: 'Something went wrong on our side. Please try again in a moment.' },
      });
    } else {
      await route.continue();
    }
  });
  await fillQuoteForm(page);
  await page.getByRole('button', { name: 'Request quote' }).click();

  const alert = page.getByRole('alert');
  await expect(alert).toContainText(FAILURE);
  await expect(alert.getByRole('link', { name: brand.mailboxes.support })).toHaveAttribute(
    'href',
    `mailto:${brand.mailboxes.support}`,
  );
  await expect(quantity(page, 'Fitness Center')).toHaveValue('2');
  await expect(page.getByLabel('Full Name')).toHaveValue('  Grace Kila ');
  await expect(headerCart(page)).toHaveText('Quote2 templates');

  // The same order sent again keeps its Idempotency-Key, so it can never be stored twice.
  await page.getByRole('button', { name: 'Request quote' }).click();
  await expect(page.getByRole('status')).toContainText(SUCCESS);
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  await expect(alert).toHaveCount(0);
});

test('a network failure keeps the cart and shows the support address', async ({ page }) => {
  allowedErrors = [/ERR_FAILED/];
  await openCheckoutWith(page, [
    { id: 7, quantity: 1 },
    { id: 9, quantity: 3 },
  ]);
  await page.route(QUOTE, (route) => route.abort('failed'));
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await fillQuoteForm(page);
  await page.getByRole('button', { name: 'Request quote' }).click();

  await expect(page.getByRole('alert')).toContainText(FAILURE);
  await expect(page.getByRole('button', { name: 'Request quote' })).toBeEnabled();
  await expect(line(page, 'Engineering Consultancy')).toBeVisible();
  await expect(quantity(page, 'Contractor Budget Pro')).toHaveValue('3');
  await expect(summary(page)).toContainText('TotalK11,050');
  expect(warnings.some((text) => text.includes('Quote request failed'))).toBe(true);
});

test('the form checks its fields with the shared schema before sending', async ({ page }) => {
  await openCheckoutWith(page, [{ id: 1, quantity: 1 }]);
  const requests = await recordQuoteRequests(page);
  await expect(page.getByLabel('Phone Number')).toHaveAttribute('placeholder', '+675 XXX XXXX');
  await expect(page.getByLabel('Phone Number')).toHaveAttribute('type', 'tel');
  await expect(page.getByLabel('Email Address')).toHaveAttribute('type', 'email');
  for (const label of ['Full Name', 'Email Address', 'Phone Number']) {
    await expect(page.getByLabel(label)).toHaveAttribute('required', '');
  }
  for (const label of ['Company/Organization', 'Project Requirements']) {
    await expect(page.getByLabel(label)).not.toHaveAttribute('required');
  }

  await fillQuoteForm(page);
  // Spaces pass the browser's "required" check; the shared schema rejects them.
  await page.getByLabel('Full Name').fill('   ');
  await page.getByRole('button', { name: 'Request quote' }).click();
  await expect(page.getByLabel('Full Name')).toHaveAccessibleDescription(
    'Please enter your full name.',
  );
  await expect(page.getByLabel('Full Name')).toBeFocused();
  expect(requests).toHaveLength(0);
});

test('quantities stop at what the server accepts: 99 of a template, 999 extra trees', async ({
  page,
}) => {
  await openCheckoutWith(page, [{ id: 5, quantity: 98 }]);
  await page.getByRole('button', { name: 'One more copy of Local Business Pro' }).click();
  await expect(quantity(page, 'Local Business Pro')).toHaveValue(String(MAX_QUANTITY));
  await expect(
    page.getByRole('button', { name: 'One more copy of Local Business Pro' }),
  ).toBeDisabled();
  await quantity(page, 'Local Business Pro').fill('150');
  await quantity(page, 'Local Business Pro').blur();
  await expect(quantity(page, 'Local Business Pro')).toHaveValue(String(MAX_QUANTITY));

  await page.getByRole('switch', { name: 'Fund extra trees' }).check();
  const trees = page.getByRole('spinbutton', { name: 'Extra trees' });
  await trees.fill('5000');
  await trees.blur();
  await expect(trees).toHaveValue(String(MAX_EXTRA_TREES));
  await expect(page.getByRole('button', { name: 'More extra trees' })).toBeDisabled();

  const requests = await recordQuoteRequests(page);
  await fillQuoteForm(page);
  await page.getByRole('button', { name: 'Request quote' }).click();
  await expect(page.getByRole('status')).toContainText(SUCCESS);
  const body = requests[0]!.postDataJSON() as {
    items: { quantity: number }[];
    treeContribution: unknown;
  };
  expect(body.items[0]!.quantity).toBe(MAX_QUANTITY);
  expect(body.treeContribution).toEqual({
    extraTrees: MAX_EXTRA_TREES,
    contributionAmount: MAX_EXTRA_TREES * 5,
  });
});

test('an empty cart shows the empty page with a link to the catalogue', async ({ page }) => {
  await page.goto('/checkout');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Your quote is empty' })).toBeVisible();
  await expect(page.getByLabel('Full Name')).toHaveCount(0);
  const browse = page.getByRole('main').getByRole('link', { name: 'Browse templates' });
  await expect(browse).toHaveAttribute('href', '/products');
  await browse.click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Website Templates');
});
