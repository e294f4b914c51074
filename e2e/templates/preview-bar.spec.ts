import { type Page, expect, test } from '@playwright/test';
import { hydrated } from '../hydrated';
import { DESKTOP, PHONE, openTemplate } from './helpers';

// The agency's preview bar above every sample (issue 14, decision 053). Which templates previous
// and next lead to, in every case, is unit-tested (test/unit/preview-catalogue.test.ts).

const PATH = '/templates/local-business';

const previewBar = (page: Page) => page.getByRole('complementary', { name: 'Template preview' });
const wayBack = (page: Page) => page.getByRole('button', { name: 'Show the preview bar' });

test.describe('at 1280 px', () => {
  test.use({ viewport: DESKTOP });

  test('Add to quote fills the catalogue’s cart: the bar reads Added (1), so do the card and the badge', async ({
    page,
  }) => {
    await openTemplate(page, PATH);
    const bar = previewBar(page);
    await expect(bar).toContainText('Local Business Pro');
    await expect(bar).toContainText('K1,750');
    await bar.getByRole('button', { name: 'Add to quote' }).click();
    await expect(bar.getByRole('button', { name: 'Added (1)' })).toBeVisible();

    await bar.getByRole('link', { name: 'All templates' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await hydrated(page);
    const checkout = page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
      name: /^Quote/,
    });
    await expect(checkout).toHaveText('Quote1 template');
    const card = page.getByRole('listitem').filter({
      has: page.getByRole('heading', { name: 'Local Business Pro' }),
    });
    await expect(card.getByRole('link', { name: 'Added (1): see your quote' })).toBeVisible();
  });

  test('previous and next lead round the active templates, wrapping at the ends', async ({
    page,
  }) => {
    await openTemplate(page, '/templates/community');
    const bar = previewBar(page);
    await expect(bar.getByRole('link', { name: /^Previous template/ })).toHaveAccessibleName(
      'Previous template: Contractor Budget Pro',
    );
    await expect(bar.getByRole('link', { name: /^Previous template/ })).toHaveAttribute(
      'href',
      '/templates/contractor-budget',
    );
    const next = bar.getByRole('link', { name: 'Next template: Fitness Center' });
    await expect(next).toHaveAttribute('href', '/templates/fitness');
  });

  test('the width switch shows the sample framed at 390 and 768 px, and the page itself again', async ({
    page,
  }) => {
    await openTemplate(page, PATH);
    const widths = previewBar(page).getByRole('group', { name: 'Preview width' });
    const phone = widths.getByRole('button', { name: 'Phone' });
    const desktop = widths.getByRole('button', { name: 'Desktop' });
    await expect(desktop).toHaveAttribute('aria-pressed', 'true');

    await phone.click();
    await expect(phone).toHaveAttribute('aria-pressed', 'true');
    await expect(desktop).toHaveAttribute('aria-pressed', 'false');
    const phoneFrame = page.getByTitle('Local Business Pro at phone width');
    await expect.poll(async () => (await phoneFrame.boundingBox())?.width).toBe(390);
    // The framed page is the sample, bare: its own header, and no second bar.
    const framed = page.frameLocator('iframe');
    await expect(framed.getByRole('banner')).toBeVisible();
    await expect(framed.getByRole('complementary', { name: 'Template preview' })).toBeHidden();
    // The page's own header gives way to the frame.
    await expect(page.getByRole('banner')).toBeHidden();

    // The switch works from the keyboard.
    await widths.getByRole('button', { name: 'Tablet' }).press('Enter');
    const tabletFrame = page.getByTitle('Local Business Pro at tablet width');
    await expect.poll(async () => (await tabletFrame.boundingBox())?.width).toBe(768);

    await desktop.click();
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(page.getByRole('banner')).toBeVisible();
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: PHONE });

  test('the bar is one compact row above the sample’s header, and nothing overflows', async ({
    page,
  }) => {
    const panelRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('personalise-panel')) panelRequests.push(request.url());
    });
    await openTemplate(page, PATH);
    const bar = await previewBar(page).boundingBox();
    const header = await page.getByRole('banner').boundingBox();
    expect(bar && header, 'bar and header boxes').toBeTruthy();
    expect(bar!.height).toBeLessThanOrEqual(52);
    expect(header!.y).toBeGreaterThanOrEqual(bar!.y + bar!.height);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );

    // The personalisation panel downloads only when asked for.
    expect(panelRequests).toEqual([]);
    await previewBar(page).getByRole('button', { name: 'Try it with your business' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('hiding the bar is remembered across a reload, and the way back brings it back', async ({
    page,
  }) => {
    await openTemplate(page, PATH);
    await previewBar(page).getByRole('button', { name: 'Hide the preview bar' }).click();
    await expect(previewBar(page)).toBeHidden();
    await expect(wayBack(page)).toBeFocused();

    await page.reload();
    await expect(previewBar(page)).toBeHidden();
    await hydrated(page);
    await expect(previewBar(page)).toBeHidden();
    await wayBack(page).click();
    await expect(previewBar(page)).toBeVisible();
    await expect(wayBack(page)).toBeHidden();
    await expect(
      previewBar(page).getByRole('button', { name: 'Hide the preview bar' }),
    ).toBeFocused();
  });

  test('?bare shows no bar and no way back, before and after hydration', async ({ page }) => {
    // The page's scripts wait until the page has been checked without them.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`${PATH}?bare`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(previewBar(page)).toBeHidden();
    await expect(wayBack(page)).toBeHidden();

    release();
    await hydrated(page);
    await expect(previewBar(page)).toBeHidden();
    await expect(wayBack(page)).toBeHidden();
  });
});
