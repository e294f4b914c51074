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

// The gym preview (spec sections 2, 3 and 9): hero figures, programs of 45-60 minutes, trainers,
// today's class schedule, the three monthly plans, success stories and the display-only form.

const PATH = '/templates/fitness';

test.describe('gym at 1280 px', () => {
  test.use({ viewport: DESKTOP });

  test('opens the page once and checks it step by step', async ({ page }) => {
    const apiRequests = recordApiRequests(page);
    await openTemplate(page, PATH);
    await test.step('axe finds no serious violations', async () => {
      await expectNoSeriousViolations(page);
    });
    await test.step('has its sections, each reached from the header', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Train hard. Reach your peak.',
      );
      await expectAnchorsLeadToSections(page, [
        'programs',
        'trainers',
        'schedule',
        'membership',
        'contact',
      ]);
    });
    await test.step('shows the four hero figures', async () => {
      const hero = page.getByRole('region', { name: 'Train hard. Reach your peak.' });
      await expect(hero.getByRole('definition')).toHaveText(['500+', '50+', '24/7', '3+']);
      await expect(hero.getByRole('term')).toHaveText([
        'Members',
        'Classes/Week',
        'Access',
        'Years',
      ]);
    });
    await test.step('lists programs of 45 to 60 minutes and four trainers', async () => {
      const programs = page.locator('section#programs').getByRole('listitem');
      await expect(programs).toHaveCount(6);
      for (const program of await programs.all()) {
        const text = (await program.textContent()) ?? '';
        const minutes = Number(/(\d+) min/.exec(text)?.[1]);
        expect(minutes, text).toBeGreaterThanOrEqual(45);
        expect(minutes, text).toBeLessThanOrEqual(60);
        await expect(program).toContainText(/Beginner|Intermediate|Advanced|All Levels/);
      }

      const trainers = page.locator('section#trainers').getByRole('listitem');
      await expect(trainers).toHaveCount(4);
      for (const name of ['James Kuman', 'Sarah Wambi', 'Michael Pundi', 'Rose Yakam']) {
        const trainer = trainers.filter({ has: page.getByRole('heading', { name }) });
        await expect(
          trainer.getByRole('img', { name: `Illustrated portrait of ${name}` }),
        ).toBeVisible();
        await expect(trainer).toContainText(/\d+ years experience/);
      }
    });
    await test.step("gives today's class schedule as a table", async () => {
      const table = page.locator('section#schedule').getByRole('table', {
        name: 'Today’s class schedule',
      });
      await expect(table.getByRole('columnheader')).toHaveText([
        'Time',
        'Class',
        'Trainer',
        'Duration',
      ]);
      const rows = table.locator('tbody').getByRole('row');
      await expect(rows).toHaveCount(6);
      await expect(rows.first().getByRole('cell')).toHaveText(['6:00 AM', 'James Kuman', '60 min']);
      await expect(rows.first().getByRole('rowheader')).toHaveText('Strength Training');
    });
    await test.step('offers Basic K89, Premium K159 (POPULAR) and Elite K249 a month', async () => {
      const plans = page
        .locator('section#membership')
        .getByRole('listitem')
        .filter({
          has: page.getByRole('heading', { level: 3 }),
        });
      await expect(plans.getByRole('heading', { level: 3 })).toHaveText([
        'Basic',
        'Premium',
        'Elite',
      ]);
      const plan = (name: string) =>
        plans.filter({ has: page.getByRole('heading', { name, exact: true }) });

      await expect(plan('Basic')).toContainText('K89/month');
      await expect(plan('Premium')).toContainText('K159/month');
      await expect(plan('Elite')).toContainText('K249/month');

      // Spec section 9: only Premium carries the POPULAR badge.
      await expect(page.getByText('POPULAR', { exact: true })).toHaveCount(1);
      await expect(plan('Premium').getByText('POPULAR', { exact: true })).toBeVisible();

      const features = (name: string) => plan(name).getByRole('list').getByRole('listitem');
      await expect(features('Basic')).toHaveText(['24/7 gym access', 'Basic equipment', 'Locker']);
      await expect(features('Premium')).toHaveText([
        'Everything in Basic',
        'Unlimited group classes',
        '2 personal training sessions',
        'Nutrition consultation',
      ]);
      await expect(features('Elite')).toHaveText([
        'Everything in Premium',
        'Unlimited personal training',
        'Priority booking',
        '2 guest passes a month',
      ]);
      // Choosing a plan has no behaviour in the spec: plain buttons.
      await expect(plan('Elite').getByRole('button', { name: 'Choose Elite' })).toHaveAttribute(
        'type',
        'button',
      );
    });
    await test.step('tells three success stories with what each member achieved', async () => {
      const stories = page.getByRole('region', { name: 'Real members, real results' });
      await expect(stories.getByRole('blockquote')).toHaveCount(3);
      await expect(stories).toContainText('Lost 18 kg in 7 months');
      await expect(stories.getByRole('img', { name: /out of 5 stars/ })).toHaveCount(3);
    });
    await test.step('has a contact form that sends nothing', async () => {
      const form = page.getByRole('form', { name: 'Book a free trial session' });
      await expect(form.getByLabel('Name')).toHaveAttribute('type', 'text');
      await expect(form.getByLabel('Email')).toHaveAttribute('type', 'email');
      await expect(form.getByLabel('Phone')).toHaveAttribute('type', 'tel');
      await expect(form.getByLabel('Interested in').getByRole('option')).toHaveText([
        'Choose a plan',
        'Basic membership (K89/month)',
        'Premium membership (K159/month)',
        'Elite membership (K249/month)',
      ]);
      await expect(form.getByLabel('Your goals')).toHaveJSProperty('tagName', 'TEXTAREA');
      await expect(form.locator('[required]')).toHaveCount(0);

      await form.getByLabel('Name').fill('Peter Ambe');
      await form.getByLabel('Interested in').selectOption('Premium membership (K159/month)');
      await expectFormDoesNotSubmit(page, form, 'Send Message');
      await page.getByRole('button', { name: 'Join Now' }).first().click();
      await page.waitForLoadState('networkidle');
      expect(apiRequests()).toEqual([]);
    });
  });
});

test.describe('gym at 390 px', () => {
  test.use({ viewport: PHONE });

  test('opens the page once and checks it step by step', async ({ page }) => {
    await openTemplate(page, PATH);
    await test.step('axe finds no serious violations (contrast is checked at 1280 px)', async () => {
      await expectNoSeriousViolations(page, { colourContrast: false });
    });
    await test.step('the menu opens, closes, and closes when a link is chosen', async () => {
      await expectMobileMenuWorks(page, 'Schedule', 'schedule');
    });
  });
});
