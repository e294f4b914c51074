import { type Page, expect, test } from '@playwright/test';
import { langOfPath } from '../src/shared/i18n/lang';
import { agencyPaths, notFoundPaths, templatePaths } from '../src/web/app/paths';

// Nothing may push a phone's page wider than its screen: one too-wide field or address makes the
// whole page slide sideways. Scrolling strips (logos, filters) scroll inside their own box. And the
// online pill must be in sight, in the header or the preview bar, not under anything.
const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE });

/** The innermost elements wider than the screen, named so a failure says where to look. */
const overflowing = (page: Page) =>
  page.evaluate((width) => {
    const pageWidth = document.documentElement.scrollWidth;
    if (pageWidth <= width) return [];
    return [...document.querySelectorAll('body *')]
      .filter(
        (el) =>
          el.getBoundingClientRect().right > width + 0.5 &&
          ![...el.children].some((child) => child.getBoundingClientRect().right > width + 0.5),
      )
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`)
      .concat(`page is ${pageWidth} px wide`);
  }, PHONE.width);

async function checkFits(page: Page, path: string) {
  await page.goto(path);
  // The pill shows once the page has hydrated and its deferred overlays are in: the layout is whole.
  // It speaks the page's language (decision 061).
  const online = langOfPath(path) === 'tpi' ? 'Onlain' : 'Online';
  // The pill itself (its live region): around a sample on a phone it shows only its dot (decision 086).
  const pill = page.locator('[aria-live]', { hasText: online });
  // It loads after the page: on a busy machine that takes longer than an assertion's 5 s.
  await expect(pill).toBeVisible({ timeout: 15_000 });
  expect.soft(await overflowing(page), `${path} fits 390 px`).toEqual([]);

  const box = await pill.boundingBox();
  if (!box) throw new Error(`The online pill on ${path} has no box.`);
  // What a tap on the pill's top edge would hit: the pill, not the header over it.
  const hit = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('[aria-live]')?.textContent ?? '',
    { x: box.x + box.width / 2, y: box.y + 2 },
  );
  expect.soft(hit, `${path}: the pill is on top`).toBe(online);
}

// Both languages: Tok Pisin sentences run longer than English ones. One page visits a share of
// the paths, a step each; four shares let the two workers split them.
const paths = [...agencyPaths, ...templatePaths, ...notFoundPaths];
const SHARES = 4;
for (let share = 0; share < SHARES; share++) {
  const mine = paths.filter((_, index) => index % SHARES === share);
  test(`${mine[0]} and ${mine.length - 1} more fit a 390 px screen, the online pill in sight`, async ({
    page,
  }) => {
    test.slow();
    for (const path of mine) await test.step(path, () => checkFits(page, path));
  });
}
