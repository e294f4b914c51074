import { type Page, expect, test } from '@playwright/test';
import { hydrated, settle } from './hydrated';

// Issue 15, decision 061: the offer to read an English page in Tok Pisin, the overlays and the
// preview bar in the visitor's language, and the switch keeping page and section.

const PHONE = { width: 390, height: 844 } as const;

const offer = (page: Page) =>
  page.getByRole('region', { name: 'Dispela websait i stap long Tok Pisin tu.' });
const statusPill = (page: Page, words: RegExp) =>
  page.locator('[aria-live="polite"]').filter({ hasText: words });
const chosenLang = (page: Page) => page.evaluate(() => localStorage.getItem('lang'));

test.describe('a browser that prefers Tok Pisin', () => {
  test.use({ locale: 'tpi', viewport: PHONE });

  test('stays on the English page, is offered Tok Pisin without covering or moving it, and accepting opens the same page in Tok Pisin', async ({
    page,
  }) => {
    await page.goto('/products');
    await settle(page);
    await expect(offer(page)).toBeVisible();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    // Clear of the heading and the chat button at 390 px, and nothing on the page moved.
    const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
    const chat = await page.getByRole('button', { name: /chat/i }).boundingBox();
    const box = (await offer(page).boundingBox())!;
    for (const other of [heading!, chat!]) {
      const apart =
        box.y >= other.y + other.height ||
        other.y >= box.y + box.height ||
        box.x >= other.x + other.width ||
        other.x >= box.x + box.width;
      expect(apart).toBe(true);
    }
    const shifted = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries())
              total += (entry as { value?: number }).value ?? 0;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 300);
        }),
    );
    expect(shifted).toBeLessThan(0.01);

    await offer(page).getByRole('link', { name: 'Ritim long Tok Pisin' }).click();
    await expect(page).toHaveURL(/\/tpi\/products$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'tpi');
    expect(await chosenLang(page)).toBe('tpi');
  });

  test('"Stay in English" is remembered: a later English page offers nothing', async ({ page }) => {
    await page.goto('/products');
    await offer(page).getByRole('button', { name: 'Stap long Inglis' }).click();
    await expect(offer(page)).toBeHidden();
    expect(await chosenLang(page)).toBe('en');

    await page.goto('/portfolio');
    await settle(page);
    // The overlays are up (the pill shows), and the offer is not among them.
    await expect(statusPill(page, /^Online$/)).toBeVisible();
    await expect(offer(page)).toHaveCount(0);
  });
});

test('an English visitor is offered nothing', async ({ page }) => {
  await page.goto('/products');
  await settle(page);
  await expect(statusPill(page, /^Online$/)).toBeVisible();
  await expect(offer(page)).toHaveCount(0);
});

test('the status pill says offline in Tok Pisin on a Tok Pisin page', async ({ page, context }) => {
  await page.goto('/tpi/products');
  const pill = statusPill(page, /^(Onlain|Oflain)$/);
  await expect(pill).toHaveText('Onlain');
  await context.setOffline(true);
  await expect(pill).toHaveText('Oflain');
  await context.setOffline(false);
  await expect(pill).toHaveText('Onlain');
});

test('after choosing Tok Pisin, a sample’s preview bar and panel speak Tok Pisin (the sample stays English)', async ({
  page,
}) => {
  await page.goto('/');
  await hydrated(page);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /Tok Pisin/ })
    .click();
  await expect(page).toHaveURL(/\/tpi\/$/);

  await page.goto('/templates/local-business');
  // Settled before the first paint, not swapped in later: right from the prerendered HTML.
  const bar = page.getByRole('complementary', { name: 'Lukim tempelet pastaim' });
  await expect(bar.getByRole('button', { name: 'Putim long kwot' })).toBeVisible();
  await expect(bar.getByText('Add to quote')).toBeHidden();
  await settle(page);
  await expect(bar.getByRole('link', { name: 'Olgeta tempelet' })).toHaveAttribute(
    'href',
    '/tpi/products',
  );
  await bar.getByRole('button', { name: 'Putim long kwot' }).click();
  await expect(
    bar.getByRole('link', { name: 'Putim pinis (1): lukim kwot bilong yu' }),
  ).toHaveAttribute('href', '/tpi/checkout');
  await bar.getByRole('button', { name: 'Traim wantaim bisnis bilong yu' }).click();
  const panel = page.getByRole('dialog', { name: 'Traim wantaim bisnis bilong yu' });
  await expect(panel.getByRole('textbox', { name: 'Nem bilong bisnis' })).toBeVisible();
  await expect(panel.getByRole('radiogroup', { name: 'Ol kala yu ken makim' })).toBeVisible();
  // The logo picker is ours, in Tok Pisin: not the browser's "Choose File" (issue 25).
  await expect(panel.getByText('Makim wanpela piksa', { exact: true })).toBeVisible();
  await expect(panel.getByLabel('Piksa bilong logo (PNG, JPEG o WebP)')).toHaveAttribute(
    'type',
    'file',
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test.describe('the language switch', () => {
  test('keeps the address’s section: /#contact goes to /tpi/#contact, and back', async ({
    page,
  }) => {
    await page.goto('/#contact');
    await hydrated(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: /Tok Pisin/ }).click();
    await expect(page).toHaveURL(/\/tpi\/#contact$/);
    await hydrated(page);
    await page
      .getByRole('navigation', { name: 'Ol pes' })
      .getByRole('link', { name: /English/ })
      .click();
    await expect(page).toHaveURL(/\/#contact$/);
    expect(await chosenLang(page)).toBe('en');
  });

  test('with no hash, lands on the section in view', async ({ page }) => {
    await page.goto('/');
    await settle(page);
    await page
      .locator('#services')
      .evaluate((section) => section.scrollIntoView({ behavior: 'instant' }));
    // A pointer click where the link is: locator.click() would first scroll the sticky header.
    const link = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /Tok Pisin/ });
    const box = (await link.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page).toHaveURL(/\/tpi\/#services$/);
    await expect(page.locator('#services')).toBeInViewport();
  });

  test('at 1280 px the Tok Pisin header keeps every link on one line, the switch among them', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/tpi/');
    const nav = page.getByRole('navigation', { name: 'Ol pes' });
    await expect(nav.getByRole('link', { name: /English/ })).toBeVisible();
    for (const link of await nav.getByRole('link').all()) {
      const box = (await link.boundingBox())!;
      expect(box.height, await link.innerText()).toBeLessThanOrEqual(44);
    }
    const overflow = await page
      .getByRole('banner')
      .evaluate((header) => header.scrollWidth - header.clientWidth);
    expect(overflow).toBe(0);
  });
  // In the mobile menu: e2e/i18n-site.spec.ts.
});
