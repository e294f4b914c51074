import { type Locator, type Page, expect, test } from '@playwright/test';
import { coveredControls } from '../covered-controls';
import { hydrated } from '../hydrated';
import { DESKTOP, PHONE, openTemplate } from './helpers';

// The agency's preview bar above every sample (issue 14, decision 053). Which templates previous
// and next lead to, in every case, is unit-tested (test/unit/preview-place.test.ts).

const PATH = '/templates/local-business';

const previewBar = (page: Page) => page.getByRole('complementary', { name: 'Template preview' });
const wayBack = (page: Page) => page.getByRole('button', { name: 'Show the preview bar' });
/** The bar's compact twin at the screen's foot (issue 44): no landmark of its own. */
const dock = (page: Page) => page.locator('[data-preview-dock]');
/** The longest sample for sale: 13 screens at 390 px (the learning sample, 16, is not for sale). */
const LONGEST = { path: '/templates/fitness', title: 'Fitness Center', price: 'K3,200' };

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
    await expect(bar.getByRole('link', { name: 'Added (1): see your quote' })).toBeVisible();

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

  test('in Tok Pisin with the panel open (docked, the bar narrower), title and price stay whole', async ({
    page,
  }) => {
    await openTemplate(page, '/templates/restaurant?lang=tpi');
    const bar = page.locator('[data-preview-bar]');
    await bar.getByRole('button', { name: 'Traim wantaim bisnis bilong yu' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Traim wantaim bisnis bilong yu' }),
    ).toBeVisible();
    await expectWhole(bar.getByText('Restaurant Deluxe'));
    await expectWhole(bar.getByText('K2,950'));
    await expect(bar.getByRole('button', { name: 'Putim long kwot' })).toBeVisible();
  });
});

/** Shown in full: in the viewport, at least a word wide, and not cut with an ellipsis. */
async function expectWhole(text: Locator) {
  await expect(text).toBeInViewport({ ratio: 1 });
  const { width, cut } = await text.evaluate((element) => ({
    width: element.getBoundingClientRect().width,
    cut: element.scrollWidth > element.clientWidth,
  }));
  expect(width).toBeGreaterThan(40);
  expect(cut, 'cut with an ellipsis').toBe(false);
}

const barWords = {
  en: {
    address: '/templates/restaurant',
    add: 'Add to quote',
    tryIt: 'Try it with your business',
    added: 'Added (1)',
    seeQuote: 'Added (1): see your quote',
    quote: '/checkout',
  },
  tpi: {
    // Links from Tok Pisin pages carry the language (decision 083).
    address: '/templates/restaurant?lang=tpi',
    add: 'Putim long kwot',
    tryIt: 'Traim wantaim bisnis bilong yu',
    added: 'Putim pinis (1)',
    seeQuote: 'Putim pinis (1): lukim kwot bilong yu',
    quote: '/tpi/checkout',
  },
} as const;

const storedCart = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? 'null')?.lines as unknown);

test.describe('at 390 px, in both languages (issue 25)', () => {
  test.use({ viewport: PHONE });

  for (const [lang, words] of Object.entries(barWords)) {
    test(`${lang}: once added, the button is a link to the quote with the count, and never adds a second time`, async ({
      page,
    }) => {
      await openTemplate(page, words.address);
      const bar = page.locator('[data-preview-bar]');
      await bar.getByRole('button', { name: words.add }).click();
      const toQuote = bar.getByRole('link', { name: words.seeQuote });
      // The link takes the place and the focus of the button: a second tap opens the quote.
      await expect(toQuote).toBeFocused();
      await expect(toQuote).toHaveText(words.added);
      await expect(toQuote).toHaveAttribute('href', words.quote);
      await expect(bar.getByRole('button', { name: words.add })).toHaveCount(0);
      await expectWhole(toQuote);
      expect(await storedCart(page)).toEqual([{ id: 3, quantity: 1 }]);

      await toQuote.click();
      await expect(page).toHaveURL(new RegExp(`${words.quote}$`));
      expect(await storedCart(page)).toEqual([{ id: 3, quantity: 1 }]);
    });

    test(`${lang}: before any script runs, the bar speaks ${lang} and its actions and title are whole`, async ({
      page,
    }) => {
      // The page's scripts wait: what shows is the prerendered HTML and the inline script's mark.
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/assets/*.js', async (route) => {
        await released;
        await route.continue();
      });
      await page.goto(words.address);
      const bar = page.locator('[data-preview-bar]');
      const other = barWords[lang === 'en' ? 'tpi' : 'en'];
      await expectWhole(bar.getByText(words.add, { exact: true }));
      // Its words, not a bare icon: the button is in view and wide enough for them.
      const tryIt = bar.getByRole('button', { name: words.tryIt });
      await expect(tryIt).toBeInViewport({ ratio: 1 });
      expect((await tryIt.boundingBox())!.width).toBeGreaterThan(120);
      await expect(bar.getByText(other.add, { exact: true })).toBeHidden();
      await expectWhole(bar.getByText('Restaurant Deluxe'));
      await expectWhole(bar.getByText('K2,950'));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );

      release();
      await hydrated(page);
      // The panel follows: it loads in the bar's language.
      await bar.getByRole('button', { name: words.tryIt }).click();
      await expect(page.getByRole('dialog', { name: words.tryIt })).toBeVisible();
    });
  }

  test('the language rides on to the neighbouring sample, though the bar’s link carries none', async ({
    page,
  }) => {
    await openTemplate(page, barWords.tpi.address);
    await page
      .locator('[data-preview-bar]')
      .getByRole('link', { name: /Fitness Center$/ })
      .click();
    await expect(page).toHaveURL(/\/templates\/fitness$/);
    await expect(
      page.locator('[data-preview-bar]').getByText('Putim long kwot', { exact: true }),
    ).toBeVisible();
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: PHONE });

  test('the bar is two rows above the sample’s header, the second for its actions, and nothing overflows', async ({
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
    expect(bar!.height).toBeLessThanOrEqual(100);
    expect(header!.y).toBeGreaterThanOrEqual(bar!.y + bar!.height);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );

    // The personalisation panel downloads only when asked for.
    expect(panelRequests).toEqual([]);
    await previewBar(page).getByRole('button', { name: 'Try it with your business' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('on the longest sample the dock keeps title, price and Add to quote in reach, covering no control', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await openTemplate(page, LONGEST.path);
    // At the top the bar itself is there: the dock waits until it has scrolled away.
    await expect(dock(page)).toBeHidden();
    const screens = await page.evaluate(
      () => document.documentElement.scrollHeight / window.innerHeight,
    );
    expect(screens, 'screens at 390 px').toBeGreaterThan(8);

    await page.evaluate(() =>
      window.scrollTo({ top: document.documentElement.scrollHeight / 2, behavior: 'instant' }),
    );
    await expect(previewBar(page)).not.toBeInViewport();
    await expect(dock(page)).toBeVisible();
    await expect(dock(page)).toContainText(LONGEST.title);
    await expect(dock(page)).toContainText(LONGEST.price);
    const add = dock(page).getByRole('button', { name: 'Add to quote' });
    await expect(add).toBeInViewport({ ratio: 1 });
    await add.click();
    const added = dock(page).getByRole('link', { name: 'Added (1): see your quote' });
    await expect(added).toBeFocused();
    await expect(added).toBeInViewport({ ratio: 1 });

    // Each control brought to the top (under the sample's header), then to the foot (as Tab brings
    // it), is clear of the dock and of anything else that floats.
    expect(await coveredControls(page, 'body', 'start'), 'brought to the top').toEqual([]);
    expect(await coveredControls(page, 'body', 'end'), 'brought to the foot').toEqual([]);

    // At the page's end the dock rests below the footer.
    await page.evaluate(() =>
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
    );
    const footer = await page.getByRole('contentinfo').boundingBox();
    const docked = await dock(page).boundingBox();
    expect(footer!.y + footer!.height).toBeLessThanOrEqual(docked!.y + 1);
    await added.click();
    await expect(page).toHaveURL(/\/checkout$/);
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
    await page.evaluate(() => window.scrollTo({ top: 2000, behavior: 'instant' }));
    await expect(dock(page)).toBeHidden();
  });
});
