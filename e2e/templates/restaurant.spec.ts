import { expect, test } from '@playwright/test';
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

// The restaurant preview (spec sections 2, 3, 5 and 9): anchors, three menu categories of three
// dishes priced K8 to K45, the six-image gallery, three 5-star reviews, hours and the
// display-only reservation form.

const PATH = '/templates/restaurant';

test.describe('restaurant at 1280 px', () => {
  test.use({ viewport: DESKTOP });

  test('opens the page once and checks it step by step', async ({ page }) => {
    const apiRequests = recordApiRequests(page);
    await openTemplate(page, PATH);
    await test.step('axe finds no serious violations', async () => {
      await expectNoSeriousViolations(page);
    });
    await test.step('has its sections, each reached from the header', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Island flavours, fresh from the harbour',
      );
      await expectAnchorsLeadToSections(page, ['menu', 'about', 'gallery', 'reviews', 'contact']);
    });
    await test.step('the menu has three categories of three dishes, priced K8 to K45', async () => {
      const categories = page.locator('section#menu').getByRole('article');
      await expect(categories.getByRole('heading', { level: 3 })).toHaveText([
        'Appetizers',
        'Main Courses',
        'Desserts',
      ]);
      for (const category of await categories.all()) {
        await expect(category.getByRole('listitem')).toHaveCount(3);
      }
      const prices = await page
        .locator('section#menu')
        .getByText(/^K\d+$/)
        .allTextContents();
      expect(prices).toHaveLength(9);
      const amounts = prices.map((price) => Number(price.slice(1)));
      expect(Math.min(...amounts)).toBe(8);
      expect(Math.max(...amounts)).toBe(45);
    });
    await test.step('shows six gallery images and three 5-star reviews', async () => {
      const photos = page.locator('section#gallery').getByRole('figure');
      await expect(photos).toHaveCount(6);
      for (const photo of await photos.all()) {
        const image = photo.getByRole('img');
        await expect(image).toHaveAttribute('alt', /\w+/);
        await expect(image).toHaveAttribute('loading', 'lazy');
      }

      const reviews = page.locator('section#reviews');
      await expect(reviews.getByRole('blockquote')).toHaveCount(3);
      await expect(reviews.getByRole('img', { name: '5 out of 5 stars' })).toHaveCount(3);
    });
    await test.step('gives the hours and a reservation form that sends nothing', async () => {
      const contact = page.locator('section#contact');
      await expect(contact.getByRole('term')).toHaveText(['Tue-Thu', 'Fri-Sat', 'Sun']);
      await expect(contact.getByRole('definition')).toHaveText(['5-10 PM', '5-11 PM', '12-9 PM']);

      const form = page.getByRole('form', { name: 'Reserve a table' });
      await expect(form.getByLabel('Name')).toHaveAttribute('type', 'text');
      await expect(form.getByLabel('Email')).toHaveAttribute('type', 'email');
      await expect(form.getByLabel('Phone')).toHaveAttribute('type', 'tel');
      await expect(form.getByLabel('Date')).toHaveAttribute('type', 'date');
      await expect(form.getByLabel('Time')).toHaveAttribute('type', 'time');
      await expect(form.getByLabel('Special Requests')).toHaveJSProperty('tagName', 'TEXTAREA');
      await expect(form.getByLabel('Number of Guests').getByRole('option')).toHaveText([
        'Select guests',
        '2 people',
        '4 people',
        '6 people',
        '8+ people',
      ]);
      await expect(form.locator('[required]')).toHaveCount(0);

      await form.getByLabel('Name').fill('Naomi Kaluwin');
      await form.getByLabel('Number of Guests').selectOption('4 people');
      await form.getByLabel('Date').fill('2025-06-14');
      await expectFormDoesNotSubmit(page, form, 'Request Reservation');
      // The spec gives Reserve Table no behaviour: it stays a plain button.
      await page.getByRole('button', { name: 'Reserve Table' }).first().click();
      await page.waitForLoadState('networkidle');
      expect(apiRequests()).toEqual([]);
    });
  });
});

test.describe('restaurant at 390 px', () => {
  test.use({ viewport: PHONE });

  test('opens the page once and checks it step by step', async ({ page }) => {
    await openTemplate(page, PATH);
    await test.step('axe finds no serious violations (contrast is checked at 1280 px)', async () => {
      await expectNoSeriousViolations(page, { colourContrast: false });
    });
    await test.step('the menu opens, closes, and closes when a link is chosen', async () => {
      await expectMobileMenuWorks(page, 'Gallery', 'gallery');
    });
  });
});
