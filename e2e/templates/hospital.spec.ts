import { expect, test } from '@playwright/test';
import {
  DESKTOP,
  PHONE,
  expectAccordionRules,
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

// The medical centre preview (spec sections 2, 3, 4, 5 and 9): hero figures, emergency hotline,
// four departments, three doctors, service and visiting hours, testimonials, the FAQ accordion
// and the display-only appointment form.

const PATH = '/templates/hospital';

test.describe('medical centre at 1280 px', () => {
  test.use({ viewport: DESKTOP });

  test('opens the page once and checks it step by step', async ({ page }) => {
    const apiRequests = recordApiRequests(page);
    await openTemplate(page, PATH);
    await test.step('has its sections, each reached from the header', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Specialist care, right on the harbour',
      );
      await expectAnchorsLeadToSections(page, [
        'departments',
        'doctors',
        'about',
        'testimonials',
        'contact',
      ]);
    });
    await test.step('shows the hero figures and the emergency hotline', async () => {
      const hero = page.getByRole('region', { name: 'Specialist care, right on the harbour' });
      await expect(hero.getByRole('definition')).toHaveText(['25+', '40+', '50K+', '24/7']);
      const hotline = page.getByRole('region', { name: 'Emergency hotline, 24 hours a day' });
      await expect(hotline.getByRole('link', { name: /\+675 7300 0911/ })).toHaveAttribute(
        'href',
        'tel:+67573000911',
      );
    });
    await test.step('lists four departments with their services and three doctors', async () => {
      const departments = page.locator('section#departments').getByRole('article');
      await expect(departments).toHaveCount(4);
      await expect(departments.getByRole('heading', { level: 3 })).toHaveText([
        'Cardiology',
        'Paediatrics',
        'Orthopaedics',
        'General Medicine',
      ]);
      for (const department of await departments.all()) {
        await expect(department.getByRole('list').getByRole('listitem')).toHaveCount(3);
      }

      const doctors = page.locator('section#doctors').getByRole('article');
      await expect(doctors).toHaveCount(3);
      const expected = [
        ['Dr. David Kamasua', 'Cardiologist', 'MBBS (UPNG), FRACP'],
        ['Dr. Lucy Aisi', 'Paediatrician', 'MBBS (UPNG), MMed Paediatrics'],
        ['Dr. Thomas Wari', 'Orthopaedic Surgeon', 'MBBS (UPNG), FRACS (Orth)'],
      ] as const;
      for (const [name, specialty, education] of expected) {
        const doctor = doctors.filter({ has: page.getByRole('heading', { name }) });
        await expect(doctor).toContainText(specialty);
        await expect(doctor).toContainText(education);
        await expect(doctor).toContainText(/\d+ years experience/);
        await expect(
          doctor.getByRole('img', { name: `Illustrated portrait of ${name}` }),
        ).toBeVisible();
      }
    });
    await test.step('gives the service and visiting hours of spec section 9', async () => {
      const about = page.locator('section#about');
      const block = (title: string) =>
        about.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
      const expected = [
        ['General clinic', ['Mon-Fri', 'Sat', 'Sun'], ['8 AM-6 PM', '8 AM-4 PM', '10 AM-2 PM']],
        ['Specialist clinics', ['Mon-Fri', 'Sat'], ['9 AM-5 PM', '9 AM-1 PM']],
        ['Emergency', ['Every day'], ['24/7']],
        ['Visiting hours', ['General wards', 'ICU'], ['10 AM-8 PM', '11 AM-1 PM and 4-6 PM']],
      ] as const;
      for (const [title, days, times] of expected) {
        await expect(block(title).getByRole('term')).toHaveText([...days]);
        await expect(block(title).getByRole('definition')).toHaveText([...times]);
      }
    });
    await test.step('has three testimonials with treatment and relative date', async () => {
      const reviews = page.locator('section#testimonials');
      await expect(reviews.getByRole('blockquote')).toHaveCount(3);
      await expect(reviews.getByRole('img', { name: /out of 5 stars/ })).toHaveCount(3);
      await expect(
        reviews.getByText(/^(Cardiology|Paediatrics|Orthopaedics) · \d+ \w+ ago$/),
      ).toHaveCount(3);
    });
    await test.step('opens one FAQ answer at a time', async () => {
      await expectAccordionRules(page.locator('section#faq'), 5);
    });
    await test.step('has an appointment form with the right field types that sends nothing', async () => {
      const form = page.getByRole('form', { name: 'Book an appointment' });
      await expect(form.getByLabel('Full name')).toHaveAttribute('type', 'text');
      await expect(form.getByLabel('Email')).toHaveAttribute('type', 'email');
      await expect(form.getByLabel('Phone')).toHaveAttribute('type', 'tel');
      await expect(form.getByLabel('Preferred date')).toHaveAttribute('type', 'date');
      await expect(form.getByLabel('Preferred time')).toHaveAttribute('type', 'time');
      await expect(form.getByLabel('Department').getByRole('option')).toHaveText([
        'Choose a department',
        'Cardiology',
        'Paediatrics',
        'Orthopaedics',
        'General Medicine',
      ]);
      await expect(form.getByLabel('Preferred doctor').getByRole('option')).toHaveText([
        'No preference',
        'Dr. David Kamasua',
        'Dr. Lucy Aisi',
        'Dr. Thomas Wari',
      ]);
      await expect(form.getByLabel('Reason for visit')).toHaveJSProperty('tagName', 'TEXTAREA');
      await expect(form.locator('[required]')).toHaveCount(0);

      await form.getByLabel('Full name').fill('Agnes Morea');
      await form.getByLabel('Department').selectOption('Cardiology');
      await form.getByLabel('Preferred date').fill('2025-03-14');
      await form.getByLabel('Preferred time').fill('09:30');
      await expectFormDoesNotSubmit(page, form, 'Request Appointment');
      await page.getByRole('button', { name: 'Book Appointment' }).first().click();
      await page.waitForLoadState('networkidle');
      expect(apiRequests()).toEqual([]);
    });
    await test.step('axe finds no serious violations', async () => {
      // With an answer open, so the panel is scanned too.
      await page.locator('section#faq').getByRole('button').first().click();
      await expectNoSeriousViolations(page);
    });
  });
});

test.describe('medical centre at 390 px', () => {
  test.use({ viewport: PHONE });

  test('opens the page once and checks it step by step', async ({ page }) => {
    await openTemplate(page, PATH);
    await test.step('the menu opens, closes, and closes when a link is chosen', async () => {
      await expectMobileMenuWorks(page, 'Testimonials', 'testimonials');
    });
    await test.step('axe finds no serious violations (contrast is checked at 1280 px)', async () => {
      // With an answer open, so the panel is scanned too.
      await page.locator('section#faq').getByRole('button').first().click();
      await expectNoSeriousViolations(page, { colourContrast: false });
    });
  });
});
