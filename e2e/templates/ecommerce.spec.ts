import { type Page, expect, test } from '@playwright/test';
import {
  DESKTOP,
  PHONE,
  expectAnchorsLeadToSections,
  expectFormDoesNotSubmit,
  expectMobileMenuWorks,
  expectNoSeriousViolations,
  openTemplate,
  recordApiRequests,
} from './helpers';

// Each test loads its page once and runs every check on it, so it gets three times the default
// 30 s: a busy shared machine otherwise times it out.
test.describe.configure({ timeout: 90_000 });

// The marketplace preview (spec sections 2, 3, 4 and 9), at both of its addresses: anchors, the
// category filter, the four featured products, the Add to Cart counter whose badge shows only
// above 0, vendors, the link to the parent site's root and the display-only contact form.

const PATH = '/templates/ecommerce';

const CATEGORIES = [
  'All',
  'Electronics',
  'Fashion',
  'Home & Garden',
  'Books',
  'Sports',
  'Food & Beverages',
];

const PRODUCTS = [
  ['Solar Lantern with Phone Charger', 'K89', 'K119', '25% OFF'],
  ['Hand-woven Sepik Bilum', 'K120', 'K150', '20% OFF'],
  ['Highlands Arabica Coffee 500 g', 'K36', 'K45', '20% OFF'],
  ['Woven Pandanus Floor Mat', 'K70', 'K100', '30% OFF'],
] as const;

const productList = (page: Page) => page.getByRole('list', { name: 'Featured products' });
const cart = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Cart, / });
const badge = (page: Page) => page.getByTestId('cart-badge');

/** The heading, each header link to its section, and the link to the parent site's root. */
async function expectSectionsReachedFromHeader(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'The whole country’s market, in your pocket',
  );
  await expectAnchorsLeadToSections(page, ['home', 'products', 'vendors', 'about', 'contact']);
  // Spec section 2: a link to the parent site's root.
  await expect(page.getByRole('link', { name: 'Back to main site' })).toHaveAttribute('href', '/');
}

test.describe('marketplace at 1280 px', () => {
  test.use({ viewport: DESKTOP });

  test('opens the page once and checks it step by step', async ({ page }) => {
    const apiRequests = recordApiRequests(page);
    await openTemplate(page, PATH);
    await test.step('has its sections, each reached from the header', () =>
      expectSectionsReachedFromHeader(page));
    await test.step('shows four featured products with prices, discounts and ratings', async () => {
      const items = productList(page).getByRole('listitem');
      await expect(items).toHaveCount(4);
      await expect(items.getByRole('heading', { level: 3 })).toHaveText(PRODUCTS.map(([n]) => n));
      for (const [name, price, original, discount] of PRODUCTS) {
        const item = items.filter({ has: page.getByRole('heading', { name }) });
        await expect(item).toContainText(price);
        await expect(item.getByRole('deletion')).toHaveText(original);
        await expect(item).toContainText(discount);
        await expect(item).toContainText(/\(\d+ reviews\)/);
        await expect(item.getByRole('button', { name: `Add to Cart: ${name}` })).toBeVisible();
      }
    });
    await test.step('filters the products by category, starting at All', async () => {
      const filter = page.getByRole('group', { name: 'Filter by category' });
      await expect(filter.getByRole('button')).toHaveText(CATEGORIES);
      const option = (name: string) => filter.getByRole('button', { name, exact: true });
      await expect(option('All')).toHaveAttribute('aria-pressed', 'true');
      await expect(filter.locator('[aria-pressed="true"]')).toHaveCount(1);

      await option('Electronics').click();
      await expect(option('Electronics')).toHaveAttribute('aria-pressed', 'true');
      await expect(option('All')).toHaveAttribute('aria-pressed', 'false');
      await expect(productList(page).getByRole('heading')).toHaveText([
        'Solar Lantern with Phone Charger',
      ]);

      await option('Food & Beverages').click();
      await expect(productList(page).getByRole('heading')).toHaveText([
        'Highlands Arabica Coffee 500 g',
      ]);

      await option('Books').click();
      await expect(productList(page)).toHaveCount(0);
      await expect(page.getByText('No featured products in Books this week.')).toBeVisible();

      await option('All').click();
      await expect(productList(page).getByRole('listitem')).toHaveCount(4);
    });
    await test.step('counts Add to Cart clicks, with a badge only above 0, and calls no API', async () => {
      await expect(cart(page)).toHaveAccessibleName('Cart, 0 items');
      await expect(badge(page)).toHaveCount(0);

      const add = (name: string) => page.getByRole('button', { name: `Add to Cart: ${name}` });
      await add('Hand-woven Sepik Bilum').click();
      await expect(cart(page)).toHaveAccessibleName('Cart, 1 item');
      await expect(badge(page)).toBeVisible();
      await expect(badge(page)).toHaveText('1');

      await add('Hand-woven Sepik Bilum').click();
      await add('Woven Pandanus Floor Mat').click();
      await expect(badge(page)).toHaveText('3');
      await expect(cart(page)).toHaveAccessibleName('Cart, 3 items');

      // Filtering keeps the cart.
      await page.getByRole('button', { name: 'Electronics', exact: true }).click();
      await add('Solar Lantern with Phone Charger').click();
      await expect(badge(page)).toHaveText('4');
      await page.waitForLoadState('networkidle');
      expect(apiRequests()).toEqual([]);
    });
    await test.step('lists vendors and the market figures of spec section 9', async () => {
      const vendors = page.locator('section#vendors').getByRole('article');
      await expect(vendors).toHaveCount(4);
      for (const vendor of await vendors.all()) {
        await expect(vendor.getByRole('img', { name: /logo$/ })).toBeVisible();
        await expect(vendor).toContainText(/\d+ products/);
        await expect(vendor.getByRole('img', { name: /out of 5 stars/ })).toBeVisible();
        await expect(vendor.getByRole('button', { name: 'Visit Store' })).toHaveAttribute(
          'type',
          'button',
        );
      }
      await expect(page.getByRole('button', { name: 'Sell on PNG Market' })).toHaveCount(2);

      const figures = page.getByRole('region', { name: 'PNG Market in numbers' });
      await expect(figures.getByRole('definition')).toHaveText(['5000+', '500+', '22', '30-day']);
      await expect(page.locator('section#about')).toContainText('30-day return policy');
    });
    await test.step('has a contact form that sends nothing', async () => {
      const form = page.getByRole('form', { name: 'Send us a message' });
      await expect(form.getByLabel('Name')).toHaveAttribute('type', 'text');
      await expect(form.getByLabel('Email')).toHaveAttribute('type', 'email');
      await expect(form.getByLabel('Subject')).toHaveAttribute('type', 'text');
      await expect(form.getByLabel('Message')).toHaveJSProperty('tagName', 'TEXTAREA');
      await expect(form.locator('[required]')).toHaveCount(0);

      await form.getByLabel('Name').fill('Joe Wingti');
      await form.getByLabel('Message').fill('Do you deliver to Kavieng?');
      await expectFormDoesNotSubmit(page, form, 'Send Message');
      await page.getByRole('button', { name: 'Sell on PNG Market' }).first().click();
      await page.waitForLoadState('networkidle');
      expect(apiRequests()).toEqual([]);
    });
    // With the badge showing (the cart step filled it), so it is scanned too.
    await test.step('axe finds no serious violations', () => expectNoSeriousViolations(page));
  });

  // The same route module at a second address: that it serves and links is enough here.
  test('/png-market, the same page at its own address', async ({ page }) => {
    await openTemplate(page, '/png-market');
    await expectSectionsReachedFromHeader(page);
  });
});

test.describe('marketplace at 390 px', () => {
  test.use({ viewport: PHONE });

  test('opens the page once and checks it step by step', async ({ page }) => {
    await openTemplate(page, PATH);
    await test.step('the menu opens, closes, and closes when a link is chosen', () =>
      expectMobileMenuWorks(page, 'Vendors', 'vendors'));
    await test.step('the cart and its badge stay in the header', async () => {
      await expect(cart(page)).toBeVisible();
      await page
        .getByRole('button', { name: /^Add to Cart/ })
        .first()
        .click();
      await expect(badge(page)).toHaveText('1');
      await expect(badge(page)).toBeInViewport();
    });
    // With the badge showing, so it is scanned too.
    await test.step('axe finds no serious violations (contrast is checked at 1280 px)', () =>
      expectNoSeriousViolations(page, { colourContrast: false }));
  });
});
