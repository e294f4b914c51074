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

// The salon preview (spec sections 2, 3, 5 and 9): its anchors, prices, team, before/after
// gallery, rated testimonials, hours and the display-only booking form.

const PATH = '/templates/beauty-salon';

test.describe('beauty salon at 1280 px', () => {
  test.use({ viewport: DESKTOP });

  test('opens the page once and checks it step by step', async ({ page }) => {
    const apiRequests = recordApiRequests(page);
    await openTemplate(page, PATH);
    await test.step('axe finds no serious violations', async () => {
      await expectNoSeriousViolations(page);
    });
    await test.step('has its sections, each reached from the header', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Beauty that feels like you',
      );
      await expectAnchorsLeadToSections(page, ['services', 'staff', 'gallery', 'contact']);
    });
    await test.step('lists the four services with their starting prices', async () => {
      const services = page.locator('section#services').getByRole('listitem');
      await expect(services).toHaveCount(4);
      const prices = [
        ['Hair Styling & Colour', 'From K45'],
        ['Facials & Skin Care', 'From K65'],
        ['Nail Care', 'From K35'],
        ['Makeup', 'From K80'],
      ] as const;
      for (const [title, price] of prices) {
        const card = services.filter({
          has: page.getByRole('heading', { name: title, exact: true }),
        });
        await expect(card).toHaveCount(1);
        await expect(card).toContainText(price);
      }
    });
    await test.step('shows the team, the before/after gallery and rated testimonials', async () => {
      const team = page.locator('section#staff').getByRole('listitem');
      await expect(team).toHaveCount(4);
      for (const name of ['Mary Kila', 'Grace Tomu', 'Ruth Wari', 'Lydia Pokana']) {
        const member = team.filter({ has: page.getByRole('heading', { name }) });
        await expect(
          member.getByRole('img', { name: `Illustrated portrait of ${name}` }),
        ).toBeVisible();
        await expect(member).toContainText(/\d+ years experience/);
      }

      const gallery = page.locator('section#gallery').getByRole('figure');
      await expect(gallery).toHaveCount(3);
      for (const item of await gallery.all()) {
        await expect(item.getByRole('img', { name: /^Before:/ })).toBeVisible();
        await expect(item.getByRole('img', { name: /^After:/ })).toBeVisible();
      }

      const reviews = page.getByRole('region', { name: 'What our clients say' });
      await expect(reviews.getByRole('blockquote')).toHaveCount(3);
      await expect(reviews.getByRole('img', { name: '5 out of 5 stars' })).toHaveCount(2);
      await expect(reviews.getByRole('img', { name: '4 out of 5 stars' })).toHaveCount(1);
    });
    await test.step('gives the opening hours and a booking form that sends nothing', async () => {
      const contact = page.locator('section#contact');
      await expect(contact.getByRole('term')).toHaveText(['Mon-Sat', 'Sun']);
      await expect(contact.getByRole('definition')).toHaveText(['9AM-7PM', '10AM-4PM']);

      const form = page.getByRole('form', { name: 'Book your visit' });
      await expect(form.getByLabel('Name')).toHaveAttribute('type', 'text');
      await expect(form.getByLabel('Email')).toHaveAttribute('type', 'email');
      await expect(form.getByLabel('Phone')).toHaveAttribute('type', 'tel');
      await expect(form.getByLabel('Special requests')).toHaveJSProperty('tagName', 'TEXTAREA');
      await expect(form.getByLabel('Service').getByRole('option')).toHaveText([
        'Choose a service',
        'Hair Styling & Colour',
        'Facials & Skin Care',
        'Nail Care',
        'Makeup',
      ]);
      // No field is required (spec section 5).
      await expect(form.locator('[required]')).toHaveCount(0);

      await form.getByLabel('Name').fill('Dorcas Wama');
      await form.getByLabel('Service').selectOption('Nail Care');
      await expectFormDoesNotSubmit(page, form, 'Request Booking');
      // The spec gives Book Appointment no behaviour: it stays a plain button.
      await page.getByRole('button', { name: 'Book Appointment' }).first().click();
      await page.waitForLoadState('networkidle');
      expect(apiRequests()).toEqual([]);
    });
  });
});

test.describe('beauty salon at 390 px', () => {
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
