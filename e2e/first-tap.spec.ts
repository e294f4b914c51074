import { type Page, expect, test } from '@playwright/test';
import { hydrated } from './hydrated';

// Issue 26: a tap on a button made before the page's code has run is kept, and acted on once,
// when the code is ready (an add to the quote at once, decision 118). The scripts are held back,
// as on a slow link, until the test lets them go.

test.use({ viewport: { width: 390, height: 844 } });

/** Holds every script until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const cartQuantities = (page: Page) =>
  page.evaluate(() => {
    const cart = JSON.parse(localStorage.getItem('cart') ?? '{"lines":[]}') as {
      lines: { quantity: number }[];
    };
    return cart.lines.map((line) => line.quantity);
  });

test('"Add to quote" and the chat launcher tapped before the scripts arrive each act once', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/products');
  const add = page.getByRole('button', { name: 'Add to quote' }).first();
  // Twice, as an impatient thumb does: one template is added, once.
  await add.click();
  await add.click();
  await page.getByRole('button', { name: 'Open help chat' }).click();
  // The add is kept in the stored cart at once, once (decision 118); the chat waits for its code.
  expect(await cartQuantities(page)).toEqual([1]);
  await expect(add).toHaveAttribute('aria-busy', 'true');

  release();
  await hydrated(page);
  await expect(page.getByRole('link', { name: 'Quote, 1 template' }).first()).toBeVisible();
  expect(await cartQuantities(page)).toEqual([1]);
  // The chat opened and stayed open: its tap ran exactly once.
  await expect(page.getByRole('dialog', { name: 'Help chat' }).getByRole('textbox')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close help chat' })).toBeVisible();
});

test('the site menu tapped before the scripts arrive opens once they have', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  release();
  await hydrated(page);
  await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
});

test('a sample site’s menu tapped before its scripts arrive opens once they have', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/templates/fitness');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveCount(0);

  release();
  await hydrated(page);
  await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
});
