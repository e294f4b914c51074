import { type Page, expect, test } from '@playwright/test';
import { hydrated } from './hydrated';
import { DESKTOP, PHONE, expectNoSeriousViolations } from './templates/helpers';

// Each test loads its page once and runs every check on it, so it gets three times the default
// 30 s: a busy shared machine otherwise times it out.
test.describe.configure({ timeout: 90_000 });

// axe-core on every agency page, after hydration, at a phone width and a desktop width (the
// layouts differ: menus, filters, grids; the colours do not, so contrast is scanned at 1280 px
// only). Each page is loaded once and scanned at both widths. Serious and critical violations
// fail the test; the message names each rule and the elements it found. The template sites are
// scanned by their own specs (e2e/templates), at both widths.

/** Scans the loaded page at 1280 px (with contrast), then at 390 px (without). */
async function expectNoSeriousViolationsAtBothWidths(page: Page): Promise<void> {
  await test.step('at 1280 px', async () => {
    await page.setViewportSize(DESKTOP);
    await expectNoSeriousViolations(page);
  });
  await test.step('at 390 px (contrast is checked at 1280 px)', async () => {
    await page.setViewportSize(PHONE);
    await expectNoSeriousViolations(page, { colourContrast: false });
  });
}

// `/` is scanned below with its forms' error states; `/home` is the same page.
const agencyPages = [
  '/products',
  '/portfolio',
  '/collaborators',
  '/privacy-policy',
  '/terms-of-use',
  '/legal',
];

test.describe('agency pages at 1280 and 390 px', () => {
  test.use({ viewport: DESKTOP });

  for (const path of agencyPages) {
    test(`${path} has no serious or critical violations`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await hydrated(page);
      await expectNoSeriousViolationsAtBothWidths(page);
    });
  }

  test('/ with a form’s error state has no serious or critical violations', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    // The forms' error states are part of the page too: the field's own message (decision 085).
    const newsletter = page.getByRole('region', { name: 'Web tips for PNG businesses' });
    await newsletter.getByLabel('Email address').fill('reader@localhost');
    await newsletter.getByRole('button', { name: 'Subscribe' }).click();
    await expect(newsletter.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousViolationsAtBothWidths(page);
  });

  test('/checkout with an empty cart has no serious or critical violations', async ({ page }) => {
    await page.goto('/checkout');
    await hydrated(page);
    // The empty state offers its way back to the catalogue (spec section 2).
    await expect(page.getByRole('main').locator('a[href="/products"]').first()).toBeVisible();
    await expect(page.getByLabel(/Full Name/)).toHaveCount(0);
    await expectNoSeriousViolationsAtBothWidths(page);
  });

  test('/checkout with a template in the cart has no serious or critical violations', async ({
    page,
  }) => {
    await page.goto('/products');
    await hydrated(page);
    await page.getByRole('button', { name: 'Add to quote', exact: true }).first().click();
    await expect(page.getByRole('link', { name: 'Added (1): see your quote' })).toBeVisible();

    await page.goto('/checkout');
    await hydrated(page);
    // The quote form shows only when the cart holds something.
    await expect(page.getByLabel(/Full Name/)).toBeVisible();
    await expectNoSeriousViolationsAtBothWidths(page);
  });

  test('the not-found page has no serious or critical violations', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await expectNoSeriousViolationsAtBothWidths(page);
  });
});
