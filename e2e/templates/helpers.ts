import AxeBuilder from '@axe-core/playwright';
import { type Locator, type Page, expect } from '@playwright/test';
import { hydrated } from '../hydrated';

// Shared checks for the sample template sites: every spec in this folder uses them, so the
// fifteen sites are held to the same rules (spec sections 2 and 4, issue 4).

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

/** Starts recording every request the page makes; call before goto. Returns the paths under /api. */
export function recordApiRequests(page: Page): () => string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api')) paths.push(`${request.method()} ${pathname}`);
  });
  return () => [...paths];
}

/**
 * Opens a template, checks it answered 200 and waits for hydration (not for a quiet network:
 * every check after this retries until it holds).
 */
export async function openTemplate(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), `${path} status`).toBe(200);
  await hydrated(page);
}

/**
 * Each id is a section on the page, a link in the header points to it, and following that link
 * brings the section into view; every other in-page link also points to an element that exists.
 */
export async function expectAnchorsLeadToSections(page: Page, ids: readonly string[]) {
  const header = page.getByRole('banner');
  for (const id of ids) {
    await expect(page.locator(`section#${id}`), `section #${id}`).toHaveCount(1);
    const link = header.locator(`nav a[href="#${id}"]`).first();
    await expect(link, `header link to #${id}`).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    await expect(page.locator(`section#${id}`)).toBeInViewport();
  }
  const targets = await page
    .locator('a[href^="#"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!.slice(1)));
  for (const target of new Set(targets)) {
    await expect(page.locator(`[id="${target}"]`), `target of href="#${target}"`).toHaveCount(1);
  }
}

/**
 * At phone width: the menu button opens and closes the menu (aria-expanded follows), Escape
 * closes it, and choosing a link closes it and goes to that section.
 */
export async function expectMobileMenuWorks(page: Page, linkName: string, targetId: string) {
  const toggle = page.getByRole('button', { name: /open menu|close menu/i });
  const menu = page.getByRole('navigation', { name: 'Mobile' });

  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeHidden();
  // The desktop links are hidden at this width, so the menu is the only way to the sections.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(toggle).toHaveAccessibleName('Close menu');
  await expect(menu).toBeVisible();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeHidden();

  await toggle.click();
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();

  await toggle.click();
  await menu.getByRole('link', { name: linkName, exact: true }).click();
  await expect(menu).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page).toHaveURL(new RegExp(`#${targetId}$`));
  await expect(page.locator(`section#${targetId}`)).toBeInViewport();
}

/**
 * The accordion's rules (spec section 4): none open at first, one open at a time, and selecting
 * the open item closes it. `scope` is the section holding the questions.
 */
export async function expectAccordionRules(scope: Locator, questionCount: number) {
  // The accordion's contract is aria-expanded on each question's button.
  const questions = scope.locator('button[aria-expanded]');
  await expect(questions).toHaveCount(questionCount);
  const expanded = scope.locator('button[aria-expanded="true"]');
  await expect(expanded).toHaveCount(0);

  const first = questions.nth(0);
  const second = questions.nth(1);
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(scope.getByRole('region').first()).toBeVisible();
  await expect(expanded).toHaveCount(1);

  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(expanded).toHaveCount(1);

  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'false');
  await expect(expanded).toHaveCount(0);
}

/** A display-only form: submitting it sends nothing and leaves the page where it is. */
export async function expectFormDoesNotSubmit(page: Page, form: Locator, submitName: string) {
  const url = page.url();
  await form.getByRole('button', { name: submitName }).click();
  await expect(page).toHaveURL(url);
}

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe-core with the WCAG A/AA rules: no serious or critical violation, each listed if found.
 * Colours do not change with the width, so callers scan contrast at one width only
 * (`colourContrast: false` at the others).
 */
export async function expectNoSeriousViolations(
  page: Page,
  { colourContrast = true }: { colourContrast?: boolean } = {},
): Promise<void> {
  const axe = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (!colourContrast) axe.disableRules(['color-contrast']);
  const results = await axe.analyze();
  // One line per rule with the elements it found, so the failure reads as a to-do list.
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const targets = violation.nodes
        .slice(0, 5)
        .map((node) => `${node.target.join(' ')} ${node.html.replace(/\s+/g, ' ').slice(0, 80)}`);
      const more = violation.nodes.length > 5 ? ` and ${violation.nodes.length - 5} more` : '';
      return `${violation.id} (${violation.impact}, ${violation.help}): ${targets.join(' | ')}${more}`;
    });
  expect(serious, `axe found serious or critical violations on ${page.url()}`).toEqual([]);
}
