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

// The community charity hub preview (spec sections 2, 3, 5 and 9): its anchors, programs with
// their impact, events with fixed dates and times, volunteer stories, the K50 / K150 / K300
// donation tiers and the display-only contact form.

const PATH = '/templates/community';

test.describe('community hub at 1280 px', () => {
  test.use({ viewport: DESKTOP });

  test('opens the page once and checks it step by step', async ({ page }) => {
    const apiRequests = recordApiRequests(page);
    await openTemplate(page, PATH);
    await test.step('axe finds no serious violations', async () => {
      await expectNoSeriousViolations(page);
    });
    await test.step('has its sections, each reached from the header', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wantoks helping wantoks');
      await expectAnchorsLeadToSections(page, [
        'programs',
        'events',
        'volunteer',
        'donate',
        'contact',
      ]);
    });
    await test.step('lists four programs, each with its impact', async () => {
      const programs = page.locator('section#programs').getByRole('article');
      await expect(programs.getByRole('heading', { level: 3 })).toHaveText([
        'Reading Clubs',
        'Youth Sport & Skills',
        'Meri Savings Groups',
        'Clean Water & Gardens',
      ]);
      for (const program of await programs.all()) {
        await expect(program).toContainText('Impact');
      }
      await expect(programs.nth(2)).toContainText('K186,000 saved by 42 groups since 2019');
    });
    await test.step('shows the events with their dates, times and places', async () => {
      const events = page.locator('section#events').getByRole('article');
      await expect(events).toHaveCount(3);
      const expected = [
        ['Beach Clean-up & Family Day', 'Sat 14 June', '7:30 AM - 12:00 PM', 'Kalibobo foreshore'],
        ['Volunteer Welcome Evening', 'Thu 26 June', '5:00 PM - 7:00 PM', 'Modilon Road'],
        ['Bilum Market Fundraiser', 'Sat 12 July', '8:00 AM - 2:00 PM', 'Madang Town Market'],
      ] as const;
      for (const [title, date, time, place] of expected) {
        const event = events.filter({ has: page.getByRole('heading', { name: title }) });
        await expect(event).toContainText(date);
        await expect(event).toContainText(time);
        await expect(event).toContainText(place);
        await expect(event.getByRole('button', { name: 'Register Now' })).toBeVisible();
      }
    });
    await test.step('tells volunteer stories and lists the roles', async () => {
      const volunteer = page.locator('section#volunteer');
      const stories = volunteer.getByRole('figure');
      await expect(stories).toHaveCount(3);
      for (const [name, role, place] of [
        ['Esther Kanawi', 'Reading club volunteer', 'Nagada, Madang'],
        ['Peter Yalu', 'Youth rugby coach', 'Newtown, Madang'],
        ['Rose Damun', 'Savings group member', 'Siar village'],
      ] as const) {
        const story = stories.filter({ hasText: name });
        await expect(story).toContainText(role);
        await expect(story).toContainText(place);
      }
      await expect(volunteer.getByRole('link', { name: 'Sign Up to Volunteer' })).toHaveAttribute(
        'href',
        '#contact',
      );
    });
    await test.step('offers the K50, K150 and K300 tiers and a form that sends nothing', async () => {
      const donate = page.locator('section#donate');
      const tiers = donate.getByRole('article');
      await expect(tiers.getByRole('heading', { level: 3 })).toHaveText(['K50', 'K150', 'K300']);
      await expect(tiers.nth(0)).toContainText('five children');
      await expect(tiers.nth(1)).toContainText('youth sports team');
      await expect(tiers.nth(2)).toContainText('hand-washing station');
      // The spec gives Donate Now no behaviour: plain buttons that send nothing.
      await expect(donate.getByRole('button', { name: 'Donate Now' })).toHaveCount(3);
      await donate.getByRole('button', { name: 'Donate Now' }).nth(1).click();

      const form = page.getByRole('form', { name: 'Send us a message' });
      await expect(form.getByLabel('Name')).toHaveAttribute('type', 'text');
      await expect(form.getByLabel('Email')).toHaveAttribute('type', 'email');
      await expect(form.getByLabel('Message')).toHaveJSProperty('tagName', 'TEXTAREA');
      await expect(form.getByLabel('I am interested in').getByRole('option')).toHaveText([
        'Choose one',
        'Volunteering',
        'Donating',
        'Joining a program',
        'Partnering with us',
        'Something else',
      ]);
      await expect(form.locator('[required]')).toHaveCount(0);
      await form.getByLabel('I am interested in').selectOption('Volunteering');
      await expectFormDoesNotSubmit(page, form, 'Send Message');
      await page.waitForLoadState('networkidle');
      expect(apiRequests()).toEqual([]);
    });
  });
});

test.describe('community hub at 390 px', () => {
  test.use({ viewport: PHONE });

  test('opens the page once and checks it step by step', async ({ page }) => {
    await openTemplate(page, PATH);
    await test.step('axe finds no serious violations (contrast is checked at 1280 px)', async () => {
      await expectNoSeriousViolations(page, { colourContrast: false });
    });
    await test.step('the menu opens, closes, and closes when a link is chosen', async () => {
      await expectMobileMenuWorks(page, 'Donate', 'donate');
    });
  });
});
