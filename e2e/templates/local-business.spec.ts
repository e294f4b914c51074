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

// The local business preview (spec sections 2, 3 and 9): about, four services, three 5-star
// reviews, the four figures, hours and the display-only contact form with Send Message.

const PATH = '/templates/local-business';

test.describe('local business at 1280 px', () => {
  test.use({ viewport: DESKTOP });

  test('opens the page once and checks it step by step', async ({ page }) => {
    const apiRequests = recordApiRequests(page);
    await openTemplate(page, PATH);
    await test.step('axe finds no serious violations', async () => {
      await expectNoSeriousViolations(page);
    });
    await test.step('has its sections, each reached from the header', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAnchorsLeadToSections(page, ['about', 'services', 'reviews', 'contact']);
    });
    await test.step('shows the four figures, four services and three 5-star reviews', async () => {
      const figures = page.getByRole('region', { name: 'Harbour City Hardware in numbers' });
      await expect(figures.getByRole('definition')).toHaveText(['500+', '5+', '15+', '24/7']);
      await expect(figures.getByRole('term')).toHaveText([
        /customers/i,
        /years/i,
        /locations/i,
        /.+/,
      ]);

      const services = page.locator('section#services').getByRole('listitem');
      await expect(services).toHaveCount(4);
      await expect(services.getByRole('heading', { level: 3 })).toHaveText([
        'Building Supplies',
        'Tool & Equipment Hire',
        'Site Delivery',
        'Trade Accounts',
      ]);

      const reviews = page.locator('section#reviews');
      await expect(reviews.getByRole('blockquote')).toHaveCount(3);
      // Spec section 9: every review on this page carries 5 stars.
      await expect(reviews.getByRole('img', { name: '5 out of 5 stars' })).toHaveCount(3);
      await expect(reviews.getByRole('img', { name: /out of 5 stars/ })).toHaveCount(3);
      // A review names the reviewer's business (spec section 3).
      await expect(reviews).toContainText('Wena Builders, Lae');
    });
    await test.step('gives the opening hours and a contact form that sends nothing', async () => {
      const contact = page.locator('section#contact');
      await expect(contact.getByRole('term')).toHaveText(['Mon-Fri', 'Sat']);
      await expect(contact.getByRole('definition')).toHaveText(['8AM-6PM', '9AM-2PM']);

      const form = page.getByRole('form', { name: 'Send us a message' });
      await expect(form.getByLabel('Name')).toHaveAttribute('type', 'text');
      await expect(form.getByLabel('Email')).toHaveAttribute('type', 'email');
      await expect(form.getByLabel('Subject')).toHaveAttribute('type', 'text');
      await expect(form.getByLabel('Message')).toHaveJSProperty('tagName', 'TEXTAREA');
      await expect(form.locator('[required]')).toHaveCount(0);

      await form.getByLabel('Name').fill('Kila Rupa');
      await form.getByLabel('Message').fill('Do you stock 0.42 mm roofing iron?');
      await expectFormDoesNotSubmit(page, form, 'Send Message');
      await page.getByRole('button', { name: 'Get Quote' }).first().click();
      await page.waitForLoadState('networkidle');
      expect(apiRequests()).toEqual([]);
    });
  });
});

test.describe('local business at 390 px', () => {
  test.use({ viewport: PHONE });

  test('opens the page once and checks it step by step', async ({ page }) => {
    await openTemplate(page, PATH);
    await test.step('axe finds no serious violations (contrast is checked at 1280 px)', async () => {
      await expectNoSeriousViolations(page, { colourContrast: false });
    });
    await test.step('the menu opens, closes, and closes when a link is chosen', async () => {
      await expectMobileMenuWorks(page, 'Reviews', 'reviews');
    });
  });
});
