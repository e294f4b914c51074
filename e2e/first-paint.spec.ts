import { type Page, expect, test } from '@playwright/test';
import { agencyPaths, customerPaths, templatePaths } from '../src/web/app/paths';

// Issue 44, point 1 (decision 118): what the first paint promises works from the HTML alone. With
// JavaScript off, at 390 px, every public page and every customer page is scrolled from top to
// bottom, and every picture on screen at each step has loaded (a lazy one once it is near): the home
// page's three template pictures too, which stayed a 1×1 placeholder on phones until script ran.

const PHONE = { width: 390, height: 844 };

/**
 * Scrolls to `top` (at once: the site scrolls smoothly otherwise) and answers the pictures on
 * screen there that have not loaded, by address.
 */
const unloadedInViewAt = (page: Page, top: number) =>
  page.evaluate((top) => {
    window.scrollTo({ top, behavior: 'instant' });
    return (
      [...document.images]
        .filter((image) => {
          const box = image.getBoundingClientRect();
          return (
            box.bottom > 0 && box.top < innerHeight && box.width > 0 && image.checkVisibility()
          );
        })
        // A 1×1 placeholder waiting for script counts as not loaded.
        .filter((image) => !image.complete || image.naturalWidth < 2)
        .map((image) => image.currentSrc || image.src)
    );
  }, top);

/** Scrolls the page a screen at a time; at each step every picture in view must load. */
async function everyPictureLoads(page: Page, path: string): Promise<void> {
  await page.goto(path);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let top = 0; top < height; top += PHONE.height) {
    await expect
      .poll(() => unloadedInViewAt(page, top), {
        message: `${path} at ${top} px`,
        intervals: [50, 100, 200],
      })
      .toEqual([]);
  }
}

test.describe('without JavaScript, at 390 px', () => {
  test.use({ viewport: PHONE, javaScriptEnabled: false });

  // Customer pages carry a token; without script they show their prerendered frame.
  const groups = {
    'the agency pages': agencyPaths,
    'the sample sites': templatePaths,
    'the customer pages': customerPaths,
  };
  for (const [name, paths] of Object.entries(groups)) {
    test(`every picture in view loads on ${name}`, async ({ page }) => {
      for (const path of paths) await everyPictureLoads(page, path);
    });
  }
});
