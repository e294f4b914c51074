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

// The construction company preview (spec sections 2, 3, 5 and 9): its anchors, services with
// features, featured projects, the 15+ / 200+ / 98% figures, contact hours, the display-only quote
// form with its six project types, and footer social links that open in a new tab.

const PATH = '/templates/construction';

test.describe('construction at 1280 px', () => {
  test.use({ viewport: DESKTOP });

  test('opens the page once and checks it step by step', async ({ page }) => {
    const apiRequests = recordApiRequests(page);
    await openTemplate(page, PATH);
    await test.step('axe finds no serious violations', async () => {
      await expectNoSeriousViolations(page);
    });
    await test.step('has its sections, each reached from the header', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Built strong. Handed over on time.',
      );
      await expectAnchorsLeadToSections(page, ['services', 'projects', 'about', 'contact']);
    });
    await test.step('lists six services, each with its features', async () => {
      const services = page.locator('section#services').getByRole('article');
      await expect(services.getByRole('heading', { level: 3 })).toHaveText([
        'Residential Construction',
        'Commercial Buildings',
        'Industrial Facilities',
        'Renovations & Extensions',
        'Civil & Infrastructure',
        'Project Management',
      ]);
      for (const service of await services.all()) {
        await expect(service.getByRole('listitem')).toHaveCount(3);
      }
      await expect(services.first()).toContainText('Cyclone-rated roofing');
    });
    await test.step('shows featured projects with category, location, year and image', async () => {
      const projects = page.locator('section#projects').getByRole('article');
      await expect(projects).toHaveCount(4);
      const expected = [
        ['Eriku Family Residences', 'Residential', 'Eriku, Lae · 2024'],
        ['Waigani Business Centre', 'Commercial', 'Waigani, Port Moresby · 2023'],
        ['Malahang Distribution Warehouse', 'Industrial', 'Malahang Industrial Estate, Lae · 2023'],
        ['Asaro River Footbridge', 'Infrastructure', 'Asaro Valley, Eastern Highlands · 2022'],
      ] as const;
      for (const [title, category, place] of expected) {
        const project = projects.filter({
          has: page.getByRole('heading', { name: title, exact: true }),
        });
        await expect(project).toContainText(category);
        await expect(project).toContainText(place);
        await expect(project.getByRole('img')).toHaveAttribute('loading', 'lazy');
      }
    });
    await test.step('gives the figures: 15+ years, 200+ projects, 98% on time, 24/7', async () => {
      const about = page.locator('section#about');
      await expect(about.getByRole('term')).toHaveText([
        'Years building',
        'Projects completed',
        'On-time delivery',
        'Emergency service',
      ]);
      await expect(about.getByRole('definition')).toContainText(['15+', '200+', '98%', '24/7']);
    });
    await test.step('has the contact hours and a quote form that sends nothing', async () => {
      const contact = page.locator('section#contact');
      await expect(contact.getByRole('term')).toHaveText([
        'Phone, Mon-Fri',
        'Email replies',
        'Emergency service',
      ]);
      await expect(contact.getByRole('definition')).toHaveText([
        '8AM-5PM',
        'Within 24 hours',
        '24/7',
      ]);

      const form = page.getByRole('form', { name: 'Request a free quote' });
      await expect(form.getByLabel('Name')).toHaveAttribute('type', 'text');
      await expect(form.getByLabel('Email')).toHaveAttribute('type', 'email');
      await expect(form.getByLabel('Phone')).toHaveAttribute('type', 'tel');
      await expect(form.getByLabel('Project location')).toHaveAttribute('type', 'text');
      await expect(form.getByLabel('Project details')).toHaveJSProperty('tagName', 'TEXTAREA');
      await expect(form.getByLabel('Project type').getByRole('option')).toHaveText([
        'Choose a project type',
        'Residential',
        'Commercial',
        'Industrial',
        'Renovation',
        'Infrastructure',
        'Other',
      ]);
      await expect(form.locator('[required]')).toHaveCount(0);

      await form.getByLabel('Project location').fill('Kainantu');
      await form.getByLabel('Project type').selectOption('Infrastructure');
      await expectFormDoesNotSubmit(page, form, 'Send Quote Request');
      // The spec gives Get Quote no behaviour: it stays a plain button.
      await page.getByRole('button', { name: 'Get Quote' }).first().click();
      await page.waitForLoadState('networkidle');
      expect(apiRequests()).toEqual([]);
    });
    await test.step('opens the footer social links in a new tab', async () => {
      const footer = page.getByRole('contentinfo');
      for (const name of ['Facebook', 'LinkedIn', 'Instagram']) {
        const link = footer.getByRole('link', { name: new RegExp(`^${name}`) });
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', /noopener/);
        await expect(link).toHaveAttribute('href', /^https:\/\//);
      }
    });
  });
});

test.describe('construction at 390 px', () => {
  test.use({ viewport: PHONE });

  test('opens the page once and checks it step by step', async ({ page }) => {
    await openTemplate(page, PATH);
    await test.step('axe finds no serious violations (contrast is checked at 1280 px)', async () => {
      await expectNoSeriousViolations(page, { colourContrast: false });
    });
    await test.step('the menu opens, closes, and closes when a link is chosen', async () => {
      await expectMobileMenuWorks(page, 'Projects', 'projects');
    });
  });
});
