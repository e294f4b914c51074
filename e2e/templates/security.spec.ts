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

// The security company preview (spec sections 2, 3, 4, 5 and 9): anchors, response times,
// four services, three team members, why choose us, three 5-star testimonials, the
// five-question accordion and the display-only contact form.

const PATH = '/templates/security';

test.describe('security at 1280 px', () => {
  test.use({ viewport: DESKTOP });

  test('opens the page once and checks it step by step', async ({ page }) => {
    const apiRequests = recordApiRequests(page);
    await openTemplate(page, PATH);
    await test.step('axe finds no serious violations', async () => {
      await expectNoSeriousViolations(page);
    });
    await test.step('has its sections, each reached from the header', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAnchorsLeadToSections(page, [
        'services',
        'team',
        'about',
        'testimonials',
        'contact',
      ]);
    });
    await test.step('states the 24/7 cover and the response times', async () => {
      const times = page.getByRole('region', { name: 'Response times' });
      await expect(times.getByRole('definition')).toHaveText([
        '24/7',
        'Under 10 min',
        'Within 30 min',
      ]);
      await expect(times.getByRole('term')).toHaveText([/.+/, /urban/, /rural/]);
      await expect(page.locator('section#faq')).toContainText(
        'under 10 minutes and rural sites within 30 minutes',
      );
    });
    await test.step('lists four services, three team members and why to choose us', async () => {
      const services = page.locator('section#services').getByRole('article');
      await expect(services.getByRole('heading', { level: 3 })).toHaveText([
        'Personal Security',
        'Corporate Security',
        'Surveillance Systems',
        'Emergency Response',
      ]);
      for (const service of await services.all()) {
        await expect(service.getByRole('listitem')).toHaveCount(4);
      }

      const team = page.locator('section#team').getByRole('article');
      await expect(team).toHaveCount(3);
      for (const name of ['John Kapi', 'Sarah Pundi', 'David Moi']) {
        const card = team.filter({ has: page.getByRole('heading', { name }) });
        await expect(card.getByRole('img', { name: `Portrait of ${name}` })).toBeVisible();
        await expect(card).toContainText(/\d+ years experience/);
      }

      const about = page.locator('section#about');
      await expect(about.getByRole('heading', { name: 'Why choose us' })).toBeVisible();
      await expect(about.getByRole('listitem')).toHaveCount(4);

      const testimonials = page.locator('section#testimonials');
      await expect(testimonials.getByRole('blockquote')).toHaveCount(3);
      await expect(testimonials.getByRole('img', { name: '5 out of 5 stars' })).toHaveCount(3);
    });
    await test.step('the FAQ opens one of its five questions at a time', async () => {
      await expectAccordionRules(page.locator('section#faq'), 5);
    });
    await test.step('has a contact form that sends nothing', async () => {
      const form = page.getByRole('form', { name: 'Request a security quote' });
      await expect(form.getByLabel('Full Name')).toHaveAttribute('type', 'text');
      await expect(form.getByLabel('Email')).toHaveAttribute('type', 'email');
      await expect(form.getByLabel('Phone')).toHaveAttribute('type', 'tel');
      await expect(form.getByLabel('Requirements')).toHaveJSProperty('tagName', 'TEXTAREA');
      await expect(form.getByLabel('Service Needed').getByRole('option')).toHaveText([
        'Select a service',
        'Personal Security',
        'Corporate Security',
        'Surveillance Systems',
        'Emergency Response',
        'Risk Assessment',
      ]);
      await expect(form.locator('[required]')).toHaveCount(0);

      await form.getByLabel('Full Name').fill('Joel Hiri');
      await form.getByLabel('Service Needed').selectOption('Risk Assessment');
      await expectFormDoesNotSubmit(page, form, 'Send Request');
      // The spec gives Emergency Service no behaviour: it stays a plain button.
      await page.getByRole('button', { name: 'Emergency Service' }).first().click();
      await page.waitForLoadState('networkidle');
      expect(apiRequests()).toEqual([]);
    });
  });
});

test.describe('security at 390 px', () => {
  test.use({ viewport: PHONE });

  test('opens the page once and checks it step by step', async ({ page }) => {
    await openTemplate(page, PATH);
    await test.step('axe finds no serious violations (contrast is checked at 1280 px)', async () => {
      await expectNoSeriousViolations(page, { colourContrast: false });
    });
    await test.step('the menu opens, closes, and closes when a link is chosen', async () => {
      await expectMobileMenuWorks(page, 'Our Team', 'team');
    });
  });
});
