import { type Locator, type Page, expect, test } from '@playwright/test';
import { portfolioCategories, projects as projectFacts } from '../src/shared/portfolio';
import { portfolio } from '../src/shared/words/en/portfolio';
import { hydrated } from './hydrated';

// The portfolio (spec sections 2 to 4, issue 3 item 4), driven through roles and visible text.
// Expected figures are computed here from src/shared/portfolio.ts, not read from the page.

/** The English page's projects: the shared facts with their English words. */
const projects = projectFacts.map((project) => ({
  ...project,
  ...portfolio.projects[project.id],
  category: portfolio.categories[project.category],
}));
const categoryNames = portfolioCategories.map((category) => portfolio.categories[category]);

const liveProjects = projects.filter((project) => project.link !== '#');
const unlinkedProjects = projects.filter((project) => project.link === '#');

async function openPortfolio(page: Page): Promise<void> {
  const response = await page.goto('/portfolio');
  expect(response?.status()).toBe(200);
  await hydrated(page);
}

const filters = (page: Page) => page.getByRole('group', { name: 'Filter projects by category' });
const cards = (page: Page) => page.getByRole('list', { name: 'Projects' }).getByRole('article');
const summary = (page: Page) => page.getByRole('main').getByRole('status');
const card = (page: Page, title: string) => page.getByRole('article', { name: title });

/** Spec section 4, written out again so a wrong mapping in the app fails here. */
function expectedTone(status: string): string {
  if (status === 'Live') return 'green';
  if (status === 'Maintenance') return 'yellow';
  return 'orange';
}

/** The hue of an oklch() colour as Chromium computes it (Tailwind 4 writes colours in oklch). */
async function backgroundHue(locator: Locator): Promise<number> {
  const colour = await locator.evaluate((element) => getComputedStyle(element).backgroundColor);
  const match = /^oklch\(\s*[\d.]+%?\s+[\d.]+\s+([\d.]+)/.exec(colour);
  expect(match, `expected an oklch() background, got ${colour}`).not.toBeNull();
  return Number(match![1]);
}

// One visit to the page: every step only reads it, until the last ones open a tab and leave.
test('the portfolio page: projects, cards, badges, links, filters, stats and call to action', async ({
  page,
  context,
}) => {
  test.slow(); // seven checks of one page, on a shared machine
  await openPortfolio(page);

  await test.step('shows all nine projects with their image, title, category, year and description', async () => {
    await expect(cards(page)).toHaveCount(9);
    await expect(summary(page)).toHaveText('Showing all 9 projects');

    for (const project of projects) {
      const projectCard = card(page, project.title);
      await expect(projectCard.getByRole('heading', { name: project.title })).toBeVisible();
      await expect(projectCard).toContainText(project.category);
      await expect(projectCard).toContainText(String(project.year));
      await expect(projectCard).toContainText(project.description);

      const image = projectCard.locator('img');
      await expect(image).toHaveAttribute('src', project.image);
      await expect(image).toHaveAttribute('width', '640');
      await expect(image).toHaveAttribute('height', '400');
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
    }
    // Only the first card can be in view on load; the others load lazily.
    await expect(cards(page).locator('img[loading="lazy"]')).toHaveCount(8);
  });

  await test.step('cards show the first 3 technologies and first 2 results, then +n for the rest', async () => {
    for (const project of projects) {
      const projectCard = card(page, project.title);

      const technologies = projectCard.getByRole('list', { name: 'Technologies' });
      const hiddenTechnologies = project.technologies.length - 3;
      const technologyItems = technologies.getByRole('listitem');
      if (hiddenTechnologies > 0) {
        await expect(technologyItems).toHaveCount(4);
        await expect(
          technologies.getByText(`+${hiddenTechnologies}`, { exact: true }),
        ).toBeVisible();
      } else {
        await expect(technologyItems).toHaveCount(project.technologies.length);
        await expect(technologies).not.toContainText('+');
      }
      for (const [index, technology] of project.technologies.slice(0, 3).entries()) {
        await expect(technologyItems.nth(index)).toHaveText(technology);
      }
      for (const technology of project.technologies.slice(3)) {
        await expect(technologies).not.toContainText(technology);
      }

      const results = projectCard.getByRole('list', { name: 'Results' });
      const resultItems = results.getByRole('listitem');
      const hiddenResults = project.results.length - 2;
      await expect(resultItems.first()).toHaveText(project.results[0]!);
      await expect(resultItems.nth(1)).toHaveText(project.results[1]!);
      if (hiddenResults > 0) {
        await expect(resultItems).toHaveCount(3);
        await expect(resultItems.nth(2)).toHaveText(`+${hiddenResults} more`);
      } else {
        await expect(resultItems).toHaveCount(2);
      }
      for (const result of project.results.slice(2)) {
        await expect(results).not.toContainText(result);
      }
    }
  });

  await test.step('status badges: Live is green, Maintenance yellow, anything else orange', async () => {
    // The data covers all three statuses, so each colour is checked at least once.
    expect(new Set(projects.map((project) => project.status))).toEqual(
      new Set(['Live', 'Development', 'Maintenance']),
    );

    for (const project of projects) {
      const badge = card(page, project.title).getByText(`Status: ${project.status}`);
      await expect(badge).toBeVisible();
      const tone = expectedTone(project.status);
      await expect(badge).toHaveAttribute('data-tone', tone);

      // The rendered colour matches the tone, not just the attribute.
      const hue = await backgroundHue(badge);
      if (tone === 'green') expect(hue).toBeGreaterThan(130);
      if (tone === 'green') expect(hue).toBeLessThan(170);
      if (tone === 'yellow') expect(hue).toBeGreaterThan(90);
      if (tone === 'yellow') expect(hue).toBeLessThan(115);
      if (tone === 'orange') expect(hue).toBeGreaterThan(40);
      if (tone === 'orange') expect(hue).toBeLessThan(85);
    }
  });

  await test.step('projects without a link say Under Maintenance or In Development, and are not links', async () => {
    expect(unlinkedProjects.map((project) => project.status)).toEqual(
      expect.arrayContaining(['Maintenance', 'Development']),
    );

    for (const project of unlinkedProjects) {
      const projectCard = card(page, project.title);
      const label = project.status === 'Maintenance' ? 'Under Maintenance' : 'In Development';
      const other = project.status === 'Maintenance' ? 'In Development' : 'Under Maintenance';
      await expect(projectCard.getByText(label, { exact: true })).toBeVisible();
      await expect(projectCard.getByText(other, { exact: true })).toHaveCount(0);
      await expect(projectCard.getByRole('link')).toHaveCount(0);
      await expect(projectCard.getByRole('button')).toHaveCount(0);
    }
  });

  await test.step('projects with a link offer View Project in a new tab', async () => {
    expect(liveProjects.length).toBeGreaterThan(0);

    for (const project of liveProjects) {
      const link = card(page, project.title).getByRole('link', { name: /^View Project/ });
      await expect(link).toHaveText(/View Project/);
      await expect(link).toHaveAttribute('href', project.link);
      await expect(link).toHaveAttribute('target', '_blank');
      const rel = (await link.getAttribute('rel'))?.split(/\s+/) ?? [];
      expect(rel).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
    }

    // Following one really opens a second tab, and the portfolio stays where it was.
    const first = liveProjects[0]!;
    await context.route(`${first.link}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Client site</title>' }),
    );
    const popup = context.waitForEvent('page');
    await card(page, first.title)
      .getByRole('link', { name: /^View Project/ })
      .click();
    const tab = await popup;
    await tab.waitForLoadState();
    expect(tab.url()).toBe(`${first.link}/`);
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    expect(page.url()).toMatch(/\/portfolio$/);
  });

  await test.step('the eight filter buttons each show only their category', async () => {
    const buttons = filters(page).getByRole('button');
    await expect(buttons).toHaveText(['All', ...categoryNames]);
    await expect(filters(page).getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    for (const category of categoryNames) {
      const expected = projects.filter((project) => project.category === category);
      const button = filters(page).getByRole('button', { name: category, exact: true });
      await button.click();

      await expect(button).toHaveAttribute('aria-pressed', 'true');
      await expect(filters(page).locator('[aria-pressed="true"]')).toHaveCount(1);
      await expect(cards(page)).toHaveCount(expected.length);
      await expect(cards(page).getByRole('heading')).toHaveText(expected.map((p) => p.title));
      const noun = expected.length === 1 ? 'project' : 'projects';
      await expect(summary(page)).toHaveText(`Showing ${expected.length} ${noun} in ${category}`);
    }

    // The counts of the seven categories add up to the whole portfolio.
    await filters(page).getByRole('button', { name: 'All' }).click();
    await expect(cards(page)).toHaveCount(projects.length);
    await expect(filters(page).getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  await test.step('the stats band and the final call to action', async () => {
    const stats = page.getByRole('region', { name: 'Results that speak for themselves' });
    await expect(stats.getByRole('definition')).toHaveText(['50+', '100%', '7', '24/7']);
    await expect(stats.getByRole('term')).toHaveText([
      'Projects delivered',
      'Client satisfaction',
      'Sectors served',
      'Support',
    ]);

    const cta = page.getByRole('region', { name: 'Ready to be our next success story?' });
    const templates = cta.getByRole('link', { name: 'Browse Templates' });
    const quote = cta.getByRole('link', { name: 'Get a Quote' });
    await expect(templates).toHaveAttribute('href', '/products');
    await expect(quote).toHaveAttribute('href', '/#contact');

    await templates.click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Website Templates');

    await page.goBack();
    await expect(page).toHaveURL(/\/portfolio$/);
    await page
      .getByRole('region', { name: 'Ready to be our next success story?' })
      .getByRole('link', { name: 'Get a Quote' })
      .click();
    await expect(page).toHaveURL(/\/#contact$/);
  });
});

test.describe('at 390 px wide', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('nothing overflows sideways and every filter is still reachable', async ({ page }) => {
    await openPortfolio(page);
    const width = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await width()).toBeLessThanOrEqual(390);

    // The last filter starts off-screen in the swipeable row; choosing it still works.
    const last = categoryNames[categoryNames.length - 1]!;
    await filters(page).getByRole('button', { name: last, exact: true }).click();
    await expect(cards(page)).toHaveCount(projects.filter((p) => p.category === last).length);
    expect(await width()).toBeLessThanOrEqual(390);

    await filters(page).getByRole('button', { name: 'All' }).click();
    await expect(cards(page)).toHaveCount(9);
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    expect(await width()).toBeLessThanOrEqual(390);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the prerendered page already lists every project', async ({ page }) => {
    await page.goto('/portfolio');
    await expect(cards(page)).toHaveCount(9);
    await expect(summary(page)).toHaveText('Showing all 9 projects');
  });
});
