import { expect, test } from '@playwright/test';
import { brand } from '../src/shared/brand';

// Without JavaScript, only the prerendered HTML is there: headings must already be in it.
test.describe('prerendered pages, JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page heading is in the HTML', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    await expect(heading).toContainText(brand.name);
    await expect(page).toHaveTitle(brand.name);
  });

  test('the catalogue heading is in the HTML', async ({ page }) => {
    const response = await page.goto('/products');
    expect(response?.status()).toBe(200);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    await expect(heading).toHaveText('Website Templates');
  });

  test('an unknown path is a 404 with a way home', async ({ page }) => {
    const response = await page.goto('/no-such-page/at-all');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    const home = page.getByRole('link', { name: 'Go to the home page' });
    await expect(home).toBeVisible();
    await expect(home).toHaveAttribute('href', '/');
  });
});
