import { type Page, expect, test } from '@playwright/test';
import { hydrated } from './hydrated';

// Issue 26 and decision 091: on an island page each interactive part hydrates by itself, without
// the router, and works. Every script arrives late, as on a slow link.

test.use({ viewport: { width: 390, height: 844 } });

const SCRIPT_DELAY_MS = 400;

/** Every script arrives SCRIPT_DELAY_MS late; returns the script addresses the page asked for. */
async function slowScripts(page: Page): Promise<string[]> {
  const scripts: string[] = [];
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    scripts.push(new URL(route.request().url()).pathname);
    await new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS));
    await route.continue();
  });
  return scripts;
}

test('the home page: no router and no route data, and each part works on its own', async ({
  page,
}) => {
  await page.addInitScript(() =>
    localStorage.setItem('cart', JSON.stringify({ version: 1, lines: [{ id: 1, quantity: 2 }] })),
  );
  await page.route('**/api/sustainability/impact', (route) =>
    route.fulfill({ json: { trees_funded: 41, trees_planted: 21, total_contributions: 310 } }),
  );
  const scripts = await slowScripts(page);
  const response = await page.goto('/');
  const html = (await response?.text()) ?? '';
  // The words travel once: in the HTML, never again as route data.
  expect(html).not.toContain('__reactRouterContext');
  expect(html).toContain('<html data-islands=""');
  await hydrated(page);
  // No script download starts before the first paint, even when `load` comes first.
  const startsAfterPaint = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]!.startTime;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js'))
      .map((entry) => entry.startTime - paint);
  });
  expect(startsAfterPaint.length).toBeGreaterThan(0);
  expect(Math.min(...startsAfterPaint)).toBeGreaterThanOrEqual(0);
  expect(scripts.filter((path) => /\/(router|entry\.client|home)-/.test(path))).toEqual([]);
  // This page's words only: no Tok Pisin file.
  expect(scripts.filter((path) => path.includes('.tpi-'))).toEqual([]);

  await test.step('the header: the quote badge counts the stored quote, the menu opens', async () => {
    await expect(page.getByRole('link', { name: 'Quote, 2 templates' })).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-menu');
    await expect(menu.getByRole('link', { name: 'Templates' })).toHaveAttribute(
      'href',
      '/products',
    );
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  });

  await test.step('the impact counters show the server’s figures', async () => {
    const counters = page
      .getByRole('region', { name: 'Every website plants a tree in Papua New Guinea' })
      .getByRole('definition');
    await expect(counters).toHaveText(['41', '21', 'K310']);
  });

  await test.step('the newsletter form checks its address', async () => {
    const form = page.getByRole('form', { name: 'Newsletter signup' });
    await form.getByLabel('Email address').fill('not an address');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByLabel('Email address')).toHaveAccessibleDescription(
      'Please enter a valid email address.',
    );
  });

  await test.step('the contact form names what is missing', async () => {
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form).toContainText(
      'Please fill in all required fields (Name, Email, and Message).',
    );
  });

  await test.step('the technology logos pause and play', async () => {
    await page.getByText('Technologies we build with', { exact: true }).click();
    await page.getByRole('button', { name: 'Pause' }).click();
    await page.getByRole('button', { name: 'Play' }).click();
    await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  });

  await test.step('the chat opens and answers', async () => {
    await page.getByRole('button', { name: 'Open help chat' }).click();
    const chat = page.getByRole('dialog', { name: 'Help chat' });
    await chat.getByRole('textbox').fill('Do you have a phone number?');
    await chat.getByRole('textbox').press('Enter');
    await expect(chat.getByRole('log').getByRole('listitem')).toHaveCount(3);
  });
});

test('the Tok Pisin collaborators page: its countdown runs, in Tok Pisin words only', async ({
  page,
}) => {
  const scripts = await slowScripts(page);
  await page.goto('/tpi/collaborators');
  await hydrated(page);
  const timer = page.getByRole('timer');
  await expect(timer).not.toHaveText('06:00:00');
  expect(scripts.filter((path) => path.includes('.en-'))).toEqual([]);
  expect(scripts.filter((path) => /\/router-/.test(path))).toEqual([]);
});

test('a legal page: the header’s language switch and the chat work', async ({ page }) => {
  await slowScripts(page);
  await page.goto('/privacy-policy');
  await hydrated(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(
    page.locator('#mobile-menu').getByRole('link', { name: /Tok Pisin/ }),
  ).toHaveAttribute('href', '/tpi/privacy-policy');
  // The open menu hides the chat's button (decision 086): close it first.
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Open help chat' }).click();
  await expect(page.getByRole('dialog', { name: 'Help chat' }).getByRole('textbox')).toBeVisible();
});

test('a sample site hydrates as one island without the router: the resort’s parts work', async ({
  page,
}) => {
  const scripts = await slowScripts(page);
  const response = await page.goto('/templates/hotel');
  expect((await response?.text()) ?? '').not.toContain('__reactRouterContext');
  await hydrated(page);
  expect(scripts.filter((path) => /\/(router|entry\.client|sample-layout)-/.test(path))).toEqual(
    [],
  );

  await test.step('the site’s menu opens', async () => {
    await page.getByRole('banner').getByRole('button', { name: /menu/i }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Rooms' })).toBeVisible();
    await page.keyboard.press('Escape');
  });

  await test.step('a room’s details open in a dialog and close', async () => {
    await page.getByRole('button', { name: 'View Details of the Deluxe Family Suite' }).click();
    const dialog = page.getByRole('dialog', { name: 'Deluxe Family Suite' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('the quote form’s labels reach their fields and it names what is missing', async () => {
    const form = page.getByRole('form', { name: 'Request a quote' });
    await form.getByRole('button', { name: 'Get My Quote' }).click();
    await expect(form.getByLabel('Check-in')).toHaveAccessibleDescription(/./);
  });

  await test.step('the preview bar’s panel opens for the visitor’s own business', async () => {
    const bar = page.getByRole('complementary', { name: 'Template preview' });
    await bar.getByRole('button', { name: /Try it/ }).click();
    await expect(page.getByRole('dialog').getByRole('textbox').first()).toBeVisible();
  });
});

test('the marketplace sample: its filter and cart work after a slow start', async ({ page }) => {
  await slowScripts(page);
  await page.goto('/png-market');
  await hydrated(page);
  const filter = page.getByRole('group', { name: 'Filter by category' });
  await filter.getByRole('button', { name: 'Books', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Featured products' })).toHaveCount(0);
  await filter.getByRole('button', { name: 'All', exact: true }).click();
  await page.getByRole('button', { name: 'Add to Cart: Hand-woven Sepik Bilum' }).click();
  await expect(
    page.getByRole('banner').getByRole('button', { name: /^Cart, / }),
  ).toHaveAccessibleName('Cart, 1 item');
});

// Decision 096: a sample's sections and the catalogue's cards hydrate each in a task of its own,
// Preact keeping each one's prerendered node meanwhile. A part that rendered more than one node
// would lose the rest: after hydration every page holds the markup it was served.
test('parts hydrated in turn keep their prerendered markup', async ({ page }) => {
  await slowScripts(page);
  for (const path of ['/templates/hotel', '/png-market', '/products']) {
    const served = (await (await page.request.get(path)).text()).replace(
      /<script[\s\S]*?<\/script>/g,
      '',
    );
    await page.goto(path);
    await hydrated(page);
    const tags = await page.evaluate((html) => {
      // A whole sample site, or the agency page's <main>.
      const outline = (root: Document) =>
        [...(root.querySelector('[data-island="sample-page"], main')?.querySelectorAll('*') ?? [])]
          .map((element) => element.tagName)
          .filter((tag) => tag !== 'SCRIPT')
          .join(' ');
      return {
        served: outline(new DOMParser().parseFromString(html, 'text/html')),
        live: outline(document),
      };
    }, served);
    expect(tags.live, path).toBe(tags.served);
    expect(tags.live.split(' ').length, path).toBeGreaterThan(100);
  }
});
