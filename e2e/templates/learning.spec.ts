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

// The learning platform preview (spec sections 2, 3, 4, 5 and 9): anchors, hero figures, three
// feature blurbs, category buttons that filter nothing, six courses priced K100 to K300 with
// Enroll Now and a hover Preview Course button, four instructors, three 5-star stories, hours
// and the display-only contact form.

const PATH = '/templates/learning';
const TITLE = 'Learn the skills that move PNG forward';
const CATEGORIES = [
  'All',
  'Language',
  'Technology',
  'Business',
  'Mathematics',
  'History',
  'Agriculture',
];

test.describe('learning at 1280 px', () => {
  test.use({ viewport: DESKTOP });

  test('opens the page once and checks it step by step', async ({ page }) => {
    const apiRequests = recordApiRequests(page);
    await openTemplate(page, PATH);
    await test.step('axe finds no serious violations', async () => {
      await expectNoSeriousViolations(page);
    });
    await test.step('has its sections, each reached from the header', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE);
      await expectAnchorsLeadToSections(page, [
        'home',
        'courses',
        'instructors',
        'about',
        'contact',
      ]);
    });
    await test.step('shows the hero figures and three feature blurbs', async () => {
      const hero = page.getByRole('region', { name: TITLE });
      await expect(hero.getByRole('definition')).toHaveText(['5,000+', '50+', '100+', '95%']);
      await expect(hero.getByRole('term')).toHaveText([
        'Students',
        'Instructors',
        'Courses',
        'Completion Rate',
      ]);
      await expect(page.locator('section#features').getByRole('heading', { level: 3 })).toHaveCount(
        3,
      );
    });
    await test.step('the category buttons leave all six courses in place', async () => {
      const group = page.getByRole('group', { name: 'Course categories' });
      await expect(group.getByRole('button')).toHaveText(CATEGORIES);
      const courses = page.getByRole('list', { name: 'Courses' }).getByRole('article');
      await expect(courses).toHaveCount(6);

      for (const category of ['Technology', 'Agriculture']) {
        await group.getByRole('button', { name: category }).click();
        // Spec section 4: clicking a category has no effect.
        await expect(courses).toHaveCount(6);
        await expect(group.getByRole('button', { name: 'All' })).toHaveAttribute(
          'aria-pressed',
          'true',
        );
        await expect(group.getByRole('button', { name: category })).toHaveAttribute(
          'aria-pressed',
          'false',
        );
      }
    });
    await test.step('each course has its price in kina, Enroll Now and a hover preview', async () => {
      const courses = page.getByRole('list', { name: 'Courses' }).getByRole('article');
      const prices: number[] = [];
      for (const course of await courses.all()) {
        await expect(course.getByRole('heading', { level: 3 })).toBeVisible();
        await expect(course).toContainText(/Beginner|Intermediate|All Levels/);
        await expect(course).toContainText(/\d+ weeks/);
        await expect(course).toContainText(/[\d,]+ students/);
        await expect(course.getByRole('button', { name: 'Enroll Now' })).toBeVisible();
        const price = await course.getByText(/^K\d+$/).textContent();
        prices.push(Number(price?.slice(1)));
      }
      expect(Math.min(...prices)).toBe(100);
      expect(Math.max(...prices)).toBe(300);

      // The preview button is hidden until the course image is hovered (a pointer is present here).
      const first = courses.first();
      const preview = first.getByRole('button', { name: /^Preview Course/ });
      const overlay = preview.locator('..');
      await expect(overlay).toHaveCSS('opacity', '0');
      // The overlay covers the image, so the pointer lands on it when the image is hovered.
      await overlay.hover();
      await expect(overlay).toHaveCSS('opacity', '1');
    });
    await test.step('shows four instructors and three 5-star success stories', async () => {
      const instructors = page.locator('section#instructors').getByRole('article');
      await expect(instructors.getByRole('heading', { level: 3 })).toHaveText([
        'Rose Kewa',
        'Samuel Toua',
        'Lucy Bomai',
        'Daniel Pora',
      ]);
      for (const instructor of await instructors.all()) {
        await expect(instructor.getByRole('button', { name: 'View Courses' })).toBeVisible();
        await expect(instructor).toContainText(/students/);
      }

      const stories = page.locator('section#stories');
      await expect(stories.getByRole('blockquote')).toHaveCount(3);
      await expect(stories.getByRole('img', { name: '5 out of 5 stars' })).toHaveCount(3);
    });
    await test.step('gives support hours and a contact form that sends nothing', async () => {
      const contact = page.locator('section#contact');
      await expect(contact.getByRole('term')).toHaveText(['Mon-Fri']);
      await expect(contact.getByRole('definition')).toHaveText(['8:00 AM-6:00 PM']);

      const form = page.getByRole('form', { name: 'Ask about a course' });
      await expect(form.getByLabel('Name')).toHaveAttribute('type', 'text');
      await expect(form.getByLabel('Email')).toHaveAttribute('type', 'email');
      await expect(form.getByLabel('Your Goals')).toHaveJSProperty('tagName', 'TEXTAREA');
      await expect(form.getByLabel('Course of Interest').getByRole('option')).toHaveCount(7);
      await expect(form.locator('[required]')).toHaveCount(0);

      await form.getByLabel('Name').fill('Esther Yalo');
      await form.getByLabel('Course of Interest').selectOption('Web Development Basics');
      await expectFormDoesNotSubmit(page, form, 'Send Message');
      // Enroll Now, View Courses and Preview Course have no behaviour in the spec.
      await page.getByRole('button', { name: 'Enroll Now' }).first().click();
      await page.getByRole('button', { name: 'View Courses' }).first().click();
      await page.waitForLoadState('networkidle');
      expect(apiRequests()).toEqual([]);
    });
  });
});

test.describe('learning at 390 px', () => {
  test.use({ viewport: PHONE });

  test('opens the page once and checks it step by step', async ({ page }) => {
    await openTemplate(page, PATH);
    await test.step('axe finds no serious violations (contrast is checked at 1280 px)', async () => {
      await expectNoSeriousViolations(page, { colourContrast: false });
    });
    await test.step('the menu opens, closes, and closes when a link is chosen', async () => {
      await expectMobileMenuWorks(page, 'Instructors', 'instructors');
    });
  });
});
