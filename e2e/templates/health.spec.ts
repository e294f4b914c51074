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

// The community health centre preview (spec sections 2, 3 and 9): hero, emergency banner, six
// services, four doctors with availability badges, twelve services split 6/6, testimonials,
// weekday hours 8-6 and the display-only contact form.

const PATH = '/templates/health';

test.describe('health centre at 1280 px', () => {
  test.use({ viewport: DESKTOP });

  test('opens the page once and checks it step by step', async ({ page }) => {
    const apiRequests = recordApiRequests(page);
    await openTemplate(page, PATH);
    await test.step('axe finds no serious violations', async () => {
      await expectNoSeriousViolations(page);
    });
    await test.step('has its sections, each reached from the header', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Caring for Lae families, close to home',
      );
      await expectAnchorsLeadToSections(page, ['home', 'services', 'doctors', 'about', 'contact']);
    });
    await test.step('shows the emergency banner and six services', async () => {
      const banner = page.getByRole('region', { name: 'Medical emergency?' });
      await expect(banner.getByRole('link', { name: /\+675 7200 0911/ })).toHaveAttribute(
        'href',
        'tel:+67572000911',
      );

      const services = page.locator('section#services').getByRole('listitem');
      await expect(services).toHaveCount(6);
      await expect(services.getByRole('heading', { level: 3 })).toHaveText([
        'General Consultations',
        'Maternal & Child Health',
        'Immunisation',
        'Malaria & TB Testing',
        'Chronic Disease Care',
        'Health Screening',
      ]);
    });
    await test.step('lists four doctors, each with an availability badge', async () => {
      const doctors = page.locator('section#doctors').getByRole('listitem');
      await expect(doctors).toHaveCount(4);
      const expected = [
        ['Dr. Grace Kaupa', 'Available today'],
        ['Dr. Peter Namah', 'Available tomorrow'],
        ['Dr. Anna Siaguru', 'Available today'],
        ['Dr. Joseph Tau', 'Mon, Wed & Fri'],
      ] as const;
      for (const [name, availability] of expected) {
        const doctor = doctors.filter({ has: page.getByRole('heading', { name }) });
        await expect(doctor.getByText(availability, { exact: true })).toBeVisible();
        await expect(
          doctor.getByRole('img', { name: `Illustrated portrait of ${name}` }),
        ).toBeVisible();
        await expect(doctor).toContainText(/\d+ years experience/);
      }
    });
    await test.step('splits the twelve services of the about section six and six', async () => {
      const about = page.locator('section#about');
      await expect(about.getByRole('heading', { name: 'Services we offer' })).toBeVisible();
      const columns = about.getByRole('list');
      await expect(columns).toHaveCount(2);
      await expect(columns.nth(0).getByRole('listitem')).toHaveCount(6);
      await expect(columns.nth(1).getByRole('listitem')).toHaveCount(6);
      const all = await about.getByRole('listitem').allTextContents();
      expect(new Set(all).size).toBe(12);
    });
    await test.step('has three patient testimonials with place and relative date', async () => {
      const reviews = page.getByRole('region', { name: 'What our patients say' });
      await expect(reviews.getByRole('blockquote')).toHaveCount(3);
      await expect(reviews.getByRole('img', { name: /out of 5 stars/ })).toHaveCount(3);
      await expect(reviews.getByText(/, Lae · \d+ (weeks?|months?) ago$/)).toHaveCount(3);
    });
    await test.step('gives weekday hours 8-6 and a contact form that sends nothing', async () => {
      const contact = page.locator('section#contact');
      await expect(contact.getByRole('term').first()).toHaveText('Mon-Fri');
      await expect(contact.getByRole('definition').first()).toHaveText('8AM-6PM');

      const form = page.getByRole('form', { name: 'Request an appointment' });
      await expect(form.getByLabel('Name')).toHaveAttribute('type', 'text');
      await expect(form.getByLabel('Email')).toHaveAttribute('type', 'email');
      await expect(form.getByLabel('Phone')).toHaveAttribute('type', 'tel');
      await expect(form.getByLabel('Preferred date')).toHaveAttribute('type', 'date');
      await expect(form.getByLabel('Service').getByRole('option')).toHaveCount(7);
      await expect(form.getByLabel('Message')).toHaveJSProperty('tagName', 'TEXTAREA');
      await expect(form.locator('[required]')).toHaveCount(0);

      await form.getByLabel('Name').fill('Ruth Sine');
      await form.getByLabel('Service').selectOption('Immunisation');
      await expectFormDoesNotSubmit(page, form, 'Send Request');
      await page.getByRole('button', { name: 'Book Appointment' }).first().click();
      await page.waitForLoadState('networkidle');
      expect(apiRequests()).toEqual([]);
    });
  });
});

test.describe('health centre at 390 px', () => {
  test.use({ viewport: PHONE });

  test('opens the page once and checks it step by step', async ({ page }) => {
    await openTemplate(page, PATH);
    await test.step('axe finds no serious violations (contrast is checked at 1280 px)', async () => {
      await expectNoSeriousViolations(page, { colourContrast: false });
    });
    await test.step('the menu opens, closes, and closes when a link is chosen', async () => {
      await expectMobileMenuWorks(page, 'Doctors', 'doctors');
    });
  });
});
