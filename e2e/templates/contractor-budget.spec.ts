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
import { settle } from '../hydrated';

// Each test loads its page once and runs every check on it, so it gets three times the default
// 30 s: a busy shared machine otherwise times it out.
test.describe.configure({ timeout: 90_000 });

// The budget contractor preview (spec sections 2, 3, 5 and 9): its anchors, the three prices
// (from K15,000, from K5,000, quote on request), projects with duration and budget, the
// display-only contact form, and Back to Products going back in the browser's history.

const PATH = '/templates/contractor-budget';

test.describe('budget contractor at 1280 px', () => {
  test.use({ viewport: DESKTOP });

  test('opens the page once and checks it step by step', async ({ page }) => {
    const apiRequests = recordApiRequests(page);
    await openTemplate(page, PATH);
    await test.step('axe finds no serious violations', async () => {
      await expectNoSeriousViolations(page);
    });
    await test.step('has its sections, each reached from the header', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Good builds. Fair prices. No surprises.',
      );
      await expectAnchorsLeadToSections(page, ['services', 'projects', 'contact']);
    });
    await test.step('prices its services from K15,000, from K5,000 or on request', async () => {
      const services = page.locator('section#services').getByRole('article');
      await expect(services).toHaveCount(3);
      const prices = [
        ['Extensions & Small Builds', 'From K15,000'],
        ['Renovations & Repairs', 'From K5,000'],
        ['Custom Jobs & Maintenance', 'Quote on request'],
      ] as const;
      for (const [title, price] of prices) {
        const service = services.filter({
          has: page.getByRole('heading', { name: title, exact: true }),
        });
        await expect(service).toContainText(price);
      }
    });
    await test.step('shows projects with their duration and budget', async () => {
      const projects = page.locator('section#projects').getByRole('article');
      await expect(projects).toHaveCount(3);
      const expected = [
        ['Two-bedroom extension, Gerehu Stage 2', '10 weeks', 'K38,500'],
        ['Kitchen renovation, Boroko', '3 weeks', 'K9,800'],
        ['Trade store and veranda, Tokarara', '6 weeks', 'K21,000'],
      ] as const;
      for (const [title, duration, budget] of expected) {
        const project = projects.filter({ has: page.getByRole('heading', { name: title }) });
        await expect(project.getByRole('term')).toHaveText(['Duration', 'Budget']);
        await expect(project.getByRole('definition')).toHaveText([duration, budget]);
        await expect(project.getByRole('img')).toBeVisible();
      }
    });
    await test.step('has a contact form that sends nothing', async () => {
      const form = page.getByRole('form', { name: 'Tell us about your job' });
      await expect(form.getByLabel('Name')).toHaveAttribute('type', 'text');
      await expect(form.getByLabel('Phone')).toHaveAttribute('type', 'tel');
      await expect(form.getByLabel('Email')).toHaveAttribute('type', 'email');
      await expect(form.getByLabel('Job details')).toHaveJSProperty('tagName', 'TEXTAREA');
      await expect(form.locator('[required]')).toHaveCount(0);
      await form.getByLabel('Name').fill('Kila Morea');
      await expectFormDoesNotSubmit(page, form, 'Request My Quote');
      await page.waitForLoadState('networkidle');
      expect(apiRequests()).toEqual([]);
    });
    await test.step('Back to Products in a fresh tab, with no history, opens the products page', async () => {
      const [tab] = await Promise.all([
        page.waitForEvent('popup'),
        page.evaluate((path) => window.open(path), PATH),
      ]);
      await settle(tab);
      expect(await tab.evaluate(() => window.history.length)).toBe(1);
      await tab.getByRole('button', { name: 'Back to Products' }).click();
      await expect(tab).toHaveURL(/\/products$/);
    });
  });

  test('Back to Products goes back in the browser history', async ({ page }) => {
    await page.goto('/products');
    await settle(page);
    await openTemplate(page, PATH);
    await page.getByRole('button', { name: 'Back to Products' }).click();
    await expect(page).toHaveURL(/\/products$/);
  });
});

test.describe('budget contractor at 390 px', () => {
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
