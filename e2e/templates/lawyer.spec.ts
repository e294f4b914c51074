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

// The law firm preview (spec sections 2, 3, 4, 5 and 9): anchors, hero figures, emergency banner,
// four practice areas of four services, three lawyers, established 2004, three 5-star
// testimonials, the five-question accordion and the display-only contact form.

const PATH = '/templates/lawyer';
const TITLE = 'Strong legal counsel for Papua New Guinea';

test.describe('lawyer at 1280 px', () => {
  test.use({ viewport: DESKTOP });

  test('opens the page once and checks it step by step', async ({ page }) => {
    const apiRequests = recordApiRequests(page);
    await openTemplate(page, PATH);
    await test.step('axe finds no serious violations', async () => {
      await expectNoSeriousViolations(page);
    });
    await test.step('has its sections, each reached from the fixed header', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE);
      await expect(page.getByRole('banner')).toHaveCSS('position', /sticky|fixed/);
      await expectAnchorsLeadToSections(page, [
        'practice-areas',
        'team',
        'about',
        'testimonials',
        'contact',
      ]);
    });
    await test.step('shows the hero figures and the emergency banner', async () => {
      const hero = page.getByRole('region', { name: TITLE });
      await expect(hero.getByRole('definition')).toHaveText(['100+', '10+', '95%', '24/7']);
      await expect(hero.getByRole('term')).toHaveText([
        'Cases Won',
        'Years Experience',
        'Success Rate',
        'Emergency Support',
      ]);
      const banner = page.getByRole('region', {
        name: 'Arrested or facing an urgent legal matter?',
      });
      await expect(banner).toBeVisible();
      await expect(banner.getByRole('link', { name: /24\/7 line/ })).toHaveAttribute(
        'href',
        'tel:+67571000024',
      );
    });
    await test.step('lists four practice areas with four services each, and three lawyers', async () => {
      const areas = page.locator('section#practice-areas').getByRole('article');
      await expect(areas.getByRole('heading', { level: 3 })).toHaveText([
        'Criminal Law',
        'Corporate Law',
        'Family Law',
        'Property Law',
      ]);
      for (const area of await areas.all()) {
        await expect(area.getByRole('listitem')).toHaveCount(4);
      }

      const lawyers = page.locator('section#team').getByRole('article');
      await expect(lawyers).toHaveCount(3);
      for (const name of ['Michael Kaupa', 'Elizabeth Namah', 'Joseph Tau']) {
        const card = lawyers.filter({ has: page.getByRole('heading', { name }) });
        await expect(card.getByRole('img', { name: `Portrait of ${name}` })).toBeVisible();
        await expect(card).toContainText(/\d+ years experience/);
        await expect(card).toContainText(/LLB/);
      }
    });
    await test.step('says when it was established and shows three 5-star testimonials', async () => {
      const about = page.locator('section#about');
      await expect(about).toContainText('Established 2004');
      await expect(about).toContainText('Free, 30 minutes');

      const testimonials = page.locator('section#testimonials');
      await expect(testimonials.getByRole('blockquote')).toHaveCount(3);
      await expect(testimonials.getByRole('img', { name: '5 out of 5 stars' })).toHaveCount(3);
    });
    await test.step('the FAQ opens one of its five questions at a time', async () => {
      await expectAccordionRules(page.locator('section#faq'), 5);
    });
    await test.step('gives office hours and a contact form that sends nothing', async () => {
      const contact = page.locator('section#contact');
      await expect(contact.getByRole('term')).toHaveText(['Mon-Fri']);
      await expect(contact.getByRole('definition')).toHaveText(['8:00 AM-6:00 PM']);

      const form = page.getByRole('form', { name: 'Request a consultation' });
      await expect(form.getByLabel('Full Name')).toHaveAttribute('type', 'text');
      await expect(form.getByLabel('Email')).toHaveAttribute('type', 'email');
      await expect(form.getByLabel('Phone')).toHaveAttribute('type', 'tel');
      await expect(form.getByLabel('Description')).toHaveJSProperty('tagName', 'TEXTAREA');
      await expect(form.getByLabel('Legal Matter Type').getByRole('option')).toHaveText([
        'Select a matter type',
        'Criminal Law',
        'Corporate Law',
        'Family Law',
        'Property Law',
        'Other',
      ]);
      await expect(form.locator('[required]')).toHaveCount(0);

      await form.getByLabel('Full Name').fill('Kila Morea');
      await form.getByLabel('Legal Matter Type').selectOption('Property Law');
      await expectFormDoesNotSubmit(page, form, 'Send Enquiry');
      // The spec gives Free Consultation no behaviour: it stays a plain button.
      await page.getByRole('button', { name: 'Free Consultation' }).first().click();
      await page.waitForLoadState('networkidle');
      expect(apiRequests()).toEqual([]);
    });
  });
});

test.describe('lawyer at 390 px', () => {
  test.use({ viewport: PHONE });

  test('opens the page once and checks it step by step', async ({ page }) => {
    await openTemplate(page, PATH);
    await test.step('axe finds no serious violations (contrast is checked at 1280 px)', async () => {
      await expectNoSeriousViolations(page, { colourContrast: false });
    });
    await test.step('the menu opens, closes, and closes when a link is chosen', async () => {
      await expectMobileMenuWorks(page, 'Testimonials', 'testimonials');
    });
  });
});
