import AxeBuilder from '@axe-core/playwright';
import { type Page, expect, test } from '@playwright/test';
import { templatePaths } from '../src/web/app/paths';
import { settle } from './hydrated';

// axe-core on every page, after hydration, at a phone width and a desktop width (the layouts
// differ: menus, filters, grids). Serious and critical violations fail the test; the message
// names each rule and the elements it found.

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

async function expectNoSeriousViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  // One line per rule with the elements it found, so the failure reads as a to-do list.
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const targets = violation.nodes
        .slice(0, 5)
        .map((node) => `${node.target.join(' ')} ${node.html.replace(/\s+/g, ' ').slice(0, 80)}`);
      const more = violation.nodes.length > 5 ? ` and ${violation.nodes.length - 5} more` : '';
      return `${violation.id} (${violation.impact}, ${violation.help}): ${targets.join(' | ')}${more}`;
    });
  expect(serious, `axe found serious or critical violations on ${page.url()}`).toEqual([]);
}

const agencyPages = [
  '/',
  '/home',
  '/products',
  '/portfolio',
  '/collaborators',
  '/privacy-policy',
  '/terms-of-use',
  '/legal',
];

for (const viewport of VIEWPORTS) {
  test.describe(`agency pages at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const path of agencyPages) {
      test(`${path} has no serious or critical violations`, async ({ page }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await settle(page);
        await expectNoSeriousViolations(page);
      });
    }

    test('/checkout with an empty cart has no serious or critical violations', async ({ page }) => {
      await page.goto('/checkout');
      await settle(page);
      // The empty state offers its way back to the catalogue (spec section 2).
      await expect(page.getByRole('main').locator('a[href="/products"]').first()).toBeVisible();
      await expect(page.getByLabel(/Full Name/)).toHaveCount(0);
      await expectNoSeriousViolations(page);
    });

    test('/checkout with a template in the cart has no serious or critical violations', async ({
      page,
    }) => {
      await page.goto('/products');
      await settle(page);
      await page.getByRole('button', { name: 'Add to Cart', exact: true }).first().click();
      await expect(page.getByRole('button', { name: 'Added (1)' })).toBeVisible();

      await page.goto('/checkout');
      await settle(page);
      // The quote form shows only when the cart holds something.
      await expect(page.getByLabel(/Full Name/)).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    test('the not-found page has no serious or critical violations', async ({ page }) => {
      const response = await page.goto('/no-such-page');
      expect(response?.status()).toBe(404);
      await settle(page);
      await expectNoSeriousViolations(page);
    });
  });

  test.describe(`template sites at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const path of templatePaths) {
      test(`${path} has no serious or critical violations`, async ({ page }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await settle(page);
        await expectNoSeriousViolations(page);
      });
    }
  });
}
