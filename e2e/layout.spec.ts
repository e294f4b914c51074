import { expect, test } from '@playwright/test';
import { langOfPath } from '../src/shared/i18n/lang';
import { agencyPaths, notFoundPaths, templatePaths } from '../src/web/app/paths';

// Nothing may push a phone's page wider than its screen: one too-wide field or address makes the
// whole page slide sideways. Scrolling strips (logos, filters) scroll inside their own box. And the
// online pill must sit below each layout's header, not under it.
const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE });

// Both languages: Tok Pisin sentences run longer than English ones.
for (const path of [...agencyPaths, ...templatePaths, ...notFoundPaths]) {
  test(`${path} fits a 390 px screen, the online pill in sight`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const overflowing = await page.evaluate((width) => {
      const page = document.documentElement.scrollWidth;
      if (page <= width) return [];
      // Name the innermost too-wide elements so a failure says where to look.
      return [...document.querySelectorAll('body *')]
        .filter(
          (el) =>
            el.getBoundingClientRect().right > width + 0.5 &&
            ![...el.children].some((child) => child.getBoundingClientRect().right > width + 0.5),
        )
        .slice(0, 5)
        .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`)
        .concat(`page is ${page} px wide`);
    }, PHONE.width);
    expect(overflowing).toEqual([]);

    // The pill speaks the page's language (decision 061).
    const online = langOfPath(path) === 'tpi' ? 'Onlain' : 'Online';
    const pill = page.getByText(online, { exact: true });
    await expect(pill).toBeVisible();
    const box = await pill.boundingBox();
    if (!box) throw new Error('The online pill has no box.');
    // What a tap on the pill's top edge would hit: the pill, not the header over it.
    const hit = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('[aria-live]')?.textContent ?? '',
      { x: box.x + box.width / 2, y: box.y + 2 },
    );
    expect(hit).toBe(online);
  });
}
