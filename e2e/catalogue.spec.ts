import { resolve } from 'node:path';
import { type Page, expect, test } from '@playwright/test';
import { sampleCost } from '../scripts/sample-cost';
import { templateCategories, templates } from '../src/shared/catalogue';
import { costLabel } from '../src/web/features/catalogue/cost';
import { hydrated } from './hydrated';

const active = templates.filter((t) => t.status === 'active');
const comingSoon = templates.filter((t) => t.status === 'coming_soon');
const withSample = active.filter((t) => t.previewUrl?.startsWith('/'));
const siteDir = resolve(process.env.BUILD_DIR ?? 'build', 'client');

const cardList = (page: Page) => page.getByRole('list', { name: 'Templates' });
const cardTitles = (page: Page) => cardList(page).getByRole('heading', { level: 2 });
const card = (page: Page, title: string) =>
  cardList(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });

/** Every test here also fails on a script error or a console error (a 404 image, say). */
function watchForErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

let errors: string[] = [];
test.beforeEach(async ({ page }) => {
  errors = watchForErrors(page);
});
test.afterEach(() => {
  expect(errors, 'console errors or page errors').toEqual([]);
});

test.describe('catalogue at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  // One visit: the steps read the page, open a preview tab, filter back to All, then fill the cart.
  test('the 18 templates, their previews, the category filter and Add to quote', async ({
    page,
    context,
  }) => {
    test.slow(); // four checks of one page, on a shared machine
    await page.goto('/products');
    await hydrated(page);

    await test.step('shows the 18 templates: 10 to add and preview, 8 coming soon', async () => {
      await expect(cardTitles(page)).toHaveText(templates.map((t) => t.title));
      await expect(page.getByRole('button', { name: 'Add to quote', exact: true })).toHaveCount(10);
      await expect(page.getByRole('link', { name: /^Preview/ })).toHaveCount(10);

      const soon = page.getByRole('button', { name: 'Coming Soon', exact: true });
      await expect(soon).toHaveCount(8);
      for (const button of await soon.all()) await expect(button).toBeDisabled();

      for (const template of comingSoon) {
        const item = card(page, template.title);
        await expect(item.getByText('Coming Soon', { exact: true }).first()).toBeVisible();
        await expect(item.getByRole('link', { name: /^Preview/ })).toHaveCount(0);
        await expect(item.getByRole('button', { name: 'Add to quote' })).toHaveCount(0);
        // No rating without buyers (issue 25).
        await expect(item.getByText(/out of 5/)).toHaveCount(0);
      }

      // Price, category, rating and features come from the catalogue, as typed.
      const restaurant = card(page, 'Restaurant Deluxe');
      await expect(restaurant).toContainText('K2,950');
      await expect(restaurant).toContainText('Food');
      await expect(restaurant).toContainText('4.9 out of 5');
      await expect(restaurant.getByRole('listitem')).toHaveText([
        'Menu with prices',
        'Photo gallery',
        'Table reservations',
        'Opening hours',
      ]);

      // Every card shows its own thumbnail, sized, and lazy below the first row.
      const images = cardList(page).getByRole('img');
      await expect(images).toHaveCount(18);
      for (const [index, template] of templates.entries()) {
        const image = images.nth(index);
        await expect(image).toHaveAttribute('src', template.image);
        await expect(image).toHaveAttribute('width', '640');
        await expect(image).toHaveAttribute('height', '400');
        await expect(image).toHaveAttribute('loading', index < 3 ? 'eager' : 'lazy');
        if (index === 0) await expect(image).toHaveAttribute('fetchpriority', 'high');
      }
      const thumbnail = await page.request.get(templates[0]!.image);
      expect(thumbnail.status()).toBe(200);
      expect(thumbnail.headers()['content-type']).toBe('image/webp');
    });

    await test.step('preview links open our template pages, or the external site, in a new tab', async () => {
      for (const template of active) {
        const link = card(page, template.title).getByRole('link', { name: /^Preview/ });
        // The page's language rides along (issue 44, point 8); outside sites keep their address.
        await expect(link).toHaveAttribute(
          'href',
          template.previewUrl!.startsWith('/')
            ? `${template.previewUrl}?lang=en`
            : template.previewUrl!,
        );
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
      await expect(
        card(page, 'SME Contractor Solutions').getByRole('link', { name: /^Preview/ }),
      ).toHaveAttribute('href', 'https://sme-contractor.kumuldigital.com.pg');
      await expect(
        card(page, 'Medical Center').getByRole('link', { name: /^Preview/ }),
      ).toHaveAttribute('href', '/templates/hospital?lang=en');

      // A Tok Pisin choice made in an earlier preview does not win on the English catalogue.
      await page.evaluate(() => localStorage.setItem('lang', 'tpi'));
      const opened = context.waitForEvent('page');
      await card(page, 'Restaurant Deluxe')
        .getByRole('link', { name: /^Preview/ })
        .click();
      const preview = await opened;
      await preview.waitForLoadState();
      expect(new URL(preview.url()).pathname).toBe('/templates/restaurant');
      await expect(preview.getByRole('heading', { level: 1 })).toBeVisible();
      const bar = preview.locator('[data-preview-bar]');
      await expect(bar.getByRole('button', { name: 'Add to quote' })).toBeVisible();
      await expect(bar.getByRole('button', { name: 'Putim long kwot' })).toBeHidden();
      expect(await preview.evaluate(() => localStorage.getItem('lang'))).toBe('en');
    });

    await test.step('filters by category with pressed buttons', async () => {
      const filter = page.getByRole('group', { name: 'Filter by category' });
      await expect(filter.getByRole('button')).toHaveText(['All', ...templateCategories]);
      await expect(filter.getByRole('button', { name: 'All' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      // The phone menu is not shown on a wide screen.
      await expect(page.getByRole('button', { name: /^Category:/ })).toBeHidden();

      await filter.getByRole('button', { name: 'Construction' }).click();
      await expect(filter.getByRole('button', { name: 'Construction' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(filter.getByRole('button', { name: 'All' })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
      await expect(cardTitles(page)).toHaveText([
        'Construction Company',
        'Contractor Budget Pro',
        'SME Contractor Solutions',
      ]);
      await expect(page.getByText('Showing 3 templates in Construction')).toBeVisible();

      await filter.getByRole('button', { name: 'Legal Services' }).click();
      await expect(cardTitles(page)).toHaveText(['Legal Professional']);
      await expect(page.getByRole('button', { name: 'Coming Soon', exact: true })).toBeDisabled();

      await filter.getByRole('button', { name: 'All' }).click();
      await expect(cardTitles(page)).toHaveCount(18);
    });

    await test.step('Add to quote reads Added (n), a link to the quote; the header counts it', async () => {
      const nav = page.getByRole('navigation', { name: 'Main' });
      const quote = nav.getByRole('link', { name: /^Quote/ });
      await expect(quote).toHaveText('Quote');

      const fitness = card(page, 'Fitness Center');
      await fitness.getByRole('button', { name: 'Add to quote' }).click();
      const added = fitness.getByRole('link', { name: 'Added (1): see your quote' });
      await expect(added).toHaveAttribute('href', '/checkout');
      // The button became a link: focus stays where the visitor was.
      await expect(added).toBeFocused();
      await expect(fitness.getByRole('button')).toHaveCount(0);
      await expect(quote).toHaveText('Quote1 template');
      await expect(page.getByRole('status').filter({ hasText: 'added' })).toHaveText(
        'Fitness Center added to your quote.',
      );

      await card(page, 'Medical Center').getByRole('button', { name: 'Add to quote' }).click();
      await expect(quote).toHaveText('Quote2 templates');
      // Another template's button is untouched: a template not in the quote counts 0.
      await expect(
        card(page, 'Community Hub').getByRole('button', { name: 'Add to quote' }),
      ).toBeVisible();
    });
  });
});

test.describe('search and sort at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search templates' });
  const sortBy = (page: Page) => page.getByRole('combobox', { name: 'Sort by' });
  const count = (page: Page) => page.getByText(/^Showing /);

  test('finds by a feature word or a name; the address keeps the search', async ({ page }) => {
    await page.goto('/products');
    await hydrated(page);
    await searchBox(page).fill('booking');
    await expect(cardTitles(page)).toHaveText(['Beauty Salon Elite', 'Event Planner Pro']);
    await expect(count(page)).toHaveText('Showing 2 templates matching “booking”');
    await expect(count(page)).toHaveAttribute('aria-live', 'polite');
    expect(new URL(page.url()).search).toBe('?q=booking');

    await searchBox(page).fill('medical');
    await expect(cardTitles(page)).toHaveText(['Medical Center']);
    await page.reload();
    await hydrated(page);
    await expect(searchBox(page)).toHaveValue('medical');
    await expect(cardTitles(page)).toHaveText(['Medical Center']);
  });

  test('sorts by price both ways and by rating, within a category', async ({ page }) => {
    await page.goto('/products?sort=price-asc');
    await hydrated(page);
    await expect(sortBy(page)).toHaveValue('price-asc');
    await expect(cardTitles(page).first()).toHaveText('Local Business Pro');
    await expect(cardTitles(page).last()).toHaveText('Paradise Resort Hotel');

    await sortBy(page).selectOption({ label: 'Price: high to low' });
    await expect(cardTitles(page).first()).toHaveText('Paradise Resort Hotel');
    await expect(cardTitles(page).last()).toHaveText('Local Business Pro');
    expect(new URL(page.url()).search).toBe('?sort=price-desc');

    await page
      .getByRole('group', { name: 'Filter by category' })
      .getByRole('button', { name: 'Construction' })
      .click();
    await expect(cardTitles(page)).toHaveText([
      'Construction Company',
      'SME Contractor Solutions',
      'Contractor Budget Pro',
    ]);

    await sortBy(page).selectOption({ label: 'Rating: highest first' });
    await expect(cardTitles(page)).toHaveText([
      'Construction Company',
      'SME Contractor Solutions',
      'Contractor Budget Pro',
    ]);
    await page
      .getByRole('group', { name: 'Filter by category' })
      .getByRole('button', { name: 'All' })
      .click();
    await expect(cardTitles(page).first()).toHaveText('Medical Center');
  });

  test('a search that finds nothing says so and can be cleared', async ({ page }) => {
    await page.goto('/products?q=submarine&sort=rating');
    await hydrated(page);
    await expect(
      page.getByRole('heading', { name: 'No templates match “submarine”' }),
    ).toBeVisible();
    await expect(count(page)).toHaveText('Showing 0 templates matching “submarine”');
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(searchBox(page)).toBeFocused();
    await expect(searchBox(page)).toHaveValue('');
    await expect(cardTitles(page)).toHaveCount(18);
    expect(new URL(page.url()).search).toBe('?sort=rating');
  });

  test('each active sample of ours shows what it costs to open, as measured in the build', async ({
    page,
  }) => {
    await page.goto('/products');
    await hydrated(page);
    for (const template of withSample) {
      const cost = costLabel(sampleCost(siteDir, template.previewUrl!));
      await expect(card(page, template.title)).toContainText(`Preview uses ${cost} of data`);
    }
    await expect(page.getByText(/^Preview uses about \d+ KB of data$/)).toHaveCount(
      withSample.length,
    );
  });
});

test.describe('catalogue without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('the default view shows every card and the same costs', async ({ page }) => {
    await page.goto('/products');
    await expect(cardTitles(page)).toHaveText(templates.map((t) => t.title));
    await expect(page.getByRole('button', { name: 'Add to quote', exact: true })).toHaveCount(10);
    await expect(page.getByText('Showing all 18 templates')).toBeVisible();
    for (const template of withSample) {
      const cost = costLabel(sampleCost(siteDir, template.previewUrl!));
      await expect(card(page, template.title)).toContainText(`Preview uses ${cost} of data`);
    }
  });
});

test.describe('catalogue at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the filter is a menu that closes after a pick', async ({ page }) => {
    await page.goto('/products');
    await hydrated(page);
    await expect(page.getByRole('group', { name: 'Filter by category' })).toBeHidden();

    const toggle = page.getByRole('button', { name: /^Category:/ });
    await expect(toggle).toHaveText('Category: All');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const menu = page.getByRole('list', { name: 'Categories' });
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('button')).toHaveText(['All', ...templateCategories]);
    await expect(menu.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');

    await menu.getByRole('button', { name: 'Health & Beauty' }).click();
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveText('Category: Health & Beauty');
    await expect(toggle).toBeFocused();
    await expect(cardTitles(page)).toHaveText(['Beauty Salon Elite']);

    // Escape closes the open menu without changing the category.
    await toggle.click();
    await expect(menu.getByRole('button', { name: 'Health & Beauty' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(cardTitles(page)).toHaveText(['Beauty Salon Elite']);

    await toggle.click();
    await menu.getByRole('button', { name: 'All' }).click();
    await expect(cardTitles(page)).toHaveCount(18);
  });

  test('a phone downloads the card pictures near the screen, not the whole list', async ({
    page,
  }) => {
    const pictures: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/images/templates/')) pictures.push(pathname);
    });
    await page.goto('/products');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    // The browser's own lazy loading (decision 118): the first card's picture first, in AVIF at
    // the width a 390 px screen of density 1 needs, and a few near it; never all eighteen.
    expect(pictures[0]).toBe('/images/templates/community-400.avif');
    expect(pictures.length).toBeLessThan(templates.length / 2);

    const last = card(page, templates.at(-1)!.title).getByRole('img');
    await last.scrollIntoViewIfNeeded();
    await expect
      .poll(() => last.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(1);
  });

  test('adding shows the count on the header quote link', async ({ page }) => {
    await page.goto('/products');
    await hydrated(page);
    await expect(page.getByRole('link', { name: 'Quote', exact: true })).toBeVisible();
    await card(page, 'Community Hub').getByRole('button', { name: 'Add to quote' }).click();
    await expect(page.getByRole('link', { name: 'Quote, 1 template' })).toBeVisible();
  });
});
