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

// The engineering consultancy preview (spec sections 2, 3, 4, 5 and 9): its anchors, services,
// projects with type and year, the FAQ accordion (one open at a time; the open one closes when
// selected) with the 1-2 week and 2-6 month timelines, and the display-only consultation form.

const PATH = '/templates/engineering';

test.describe('engineering at 1280 px', () => {
  test.use({ viewport: DESKTOP });

  test('opens the page once and checks it step by step', async ({ page }) => {
    const apiRequests = recordApiRequests(page);
    await openTemplate(page, PATH);
    await test.step('axe finds no serious violations', async () => {
      await expectNoSeriousViolations(page);
    });
    await test.step('has its sections, each reached from the header', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Engineering for PNG’s ground, rain and rivers',
      );
      await expectAnchorsLeadToSections(page, ['services', 'projects', 'about', 'contact', 'faq']);
    });
    await test.step('lists six services and four projects with type and year', async () => {
      const services = page.locator('section#services').getByRole('article');
      await expect(services.getByRole('heading', { level: 3 })).toHaveText([
        'Structural Engineering',
        'Civil & Roads',
        'Geotechnical Investigation',
        'Water & Drainage',
        'Environmental Assessment',
        'Project & Site Supervision',
      ]);

      const projects = page.locator('section#projects').getByRole('article');
      await expect(projects).toHaveCount(4);
      const expected = [
        ['Markham River Bridge Upgrade', 'Bridge design · 2024'],
        ['Lae Port Cold Store Foundations', 'Structural · 2023'],
        ['Goroka Town Water Supply', 'Water & drainage · 2022'],
        ['Highlands Highway Slope Repair', 'Geotechnical · 2021'],
      ] as const;
      for (const [title, typeAndYear] of expected) {
        const project = projects.filter({ has: page.getByRole('heading', { name: title }) });
        await expect(project).toContainText(typeAndYear);
        await expect(project.getByRole('img')).toHaveAttribute('loading', 'lazy');
      }
    });
    await test.step('the FAQ opens one answer at a time and gives the timelines', async () => {
      const faq = page.locator('section#faq');
      await expectAccordionRules(faq, 5);

      const timeline = faq.getByRole('button', {
        name: 'How long does an engineering project take?',
      });
      await timeline.click();
      const answer = faq.getByRole('region', {
        name: 'How long does an engineering project take?',
      });
      await expect(answer).toBeVisible();
      await expect(answer).toContainText('Small assessments');
      await expect(answer).toContainText('1-2 weeks');
      await expect(answer).toContainText('Major designs');
      await expect(answer).toContainText('2-6 months');
    });
    await test.step('has a consultation form that sends nothing', async () => {
      const form = page.getByRole('form', { name: 'Request a consultation' });
      await expect(form.getByLabel('Name')).toHaveAttribute('type', 'text');
      await expect(form.getByLabel('Email')).toHaveAttribute('type', 'email');
      await expect(form.getByLabel('Project description')).toHaveJSProperty('tagName', 'TEXTAREA');
      await expect(form.getByLabel('Project type').getByRole('option')).toHaveText([
        'Choose a project type',
        'Structural design or check',
        'Roads and bridges',
        'Geotechnical investigation',
        'Water and drainage',
        'Environmental assessment',
        'Site supervision',
        'Other',
      ]);
      await expect(form.locator('[required]')).toHaveCount(0);
      await form.getByLabel('Project type').selectOption('Roads and bridges');
      await expectFormDoesNotSubmit(page, form, 'Request Consultation');
      await page.waitForLoadState('networkidle');
      expect(apiRequests()).toEqual([]);
    });
  });
});

test.describe('engineering at 390 px', () => {
  test.use({ viewport: PHONE });

  test('opens the page once and checks it step by step', async ({ page }) => {
    await openTemplate(page, PATH);
    await test.step('axe finds no serious violations (contrast is checked at 1280 px)', async () => {
      await expectNoSeriousViolations(page, { colourContrast: false });
    });
    await test.step('the menu opens, closes, and closes when a link is chosen', async () => {
      await expectMobileMenuWorks(page, 'About', 'about');
    });
  });
});
