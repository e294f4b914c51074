import { type Page, expect, test } from '@playwright/test';
import { langOfPath } from '../src/shared/i18n/lang';
import { layout as englishLayout } from '../src/shared/words/en/layout';
import { overlayMessages as englishOverlays } from '../src/shared/words/en/overlays';
import { layout as tokPisinLayout } from '../src/shared/words/tpi/layout';
import { overlayMessages as tokPisinOverlays } from '../src/shared/words/tpi/overlays';
import { agencyPaths } from '../src/web/app/paths';
import { hydrated } from './hydrated';

// Issue 25, item 7 (decision 086): nothing floating (the status pill, the chat launcher, the install
// card) covers a control a visitor can use. On every agency page, in both languages, at 390 px:
// each enabled control is scrolled into view (the browser's default, to the top under the sticky
// header) and the element at its centre must be the control or inside it. Then the same for the
// open menu's controls.
const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

// A template in the cart, as an earlier visit leaves it: the checkout then shows its form and the
// "Fund extra trees" switch.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem('cart')) {
      localStorage.setItem('cart', JSON.stringify({ version: 1, lines: [{ id: 3, quantity: 1 }] }));
    }
  });
});

const words = {
  en: { layout: englishLayout, overlays: englishOverlays },
  tpi: { layout: tokPisinLayout, overlays: tokPisinOverlays },
};

type Scroll = 'start' | 'end';

/**
 * Every enabled control inside `scope` that something floating (fixed or sticky: the pill, the chat
 * launcher, a card, the header) covers once the control is scrolled into view: at its centre, its
 * corners or the middle of its edges (each a few pixels inside). With `inForm`, a field of each form in the page is focused first
 * (a visitor filling it in) and each of the form's controls is brought to the bottom of the screen.
 */
function coveredControls(page: Page, scope: string, scroll: Scroll, inForm = false) {
  return page.evaluate(
    ({ scope, scroll, inForm }) => {
      const selector = [
        'a[href]',
        'button:not([disabled])',
        'input:not([disabled]):not([type="hidden"])',
        'select:not([disabled])',
        'textarea:not([disabled])',
        'summary',
        '[role="switch"]:not([aria-disabled="true"])',
        '[role="button"]:not([aria-disabled="true"])',
        '[tabindex]:not([tabindex="-1"])',
      ].join(',');
      const name = (element: Element) =>
        `${element.tagName.toLowerCase()} "${(
          element.getAttribute('aria-label') ??
          element.textContent ??
          ''
        )
          .trim()
          .replace(/\s+/g, ' ')
          .slice(0, 40)}"`;
      /** The nearest element that stays put on screen (fixed or sticky), if any. */
      const floating = (element: Element) => {
        for (let at: Element | null = element; at; at = at.parentElement) {
          const { position } = getComputedStyle(at);
          if (position === 'fixed' || position === 'sticky') return at;
        }
        return null;
      };
      const visuallyHidden = (element: Element) => {
        const style = getComputedStyle(element);
        return style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)';
      };
      const controls = (root: ParentNode) =>
        [...root.querySelectorAll(`:is(${selector})`)].filter((control) => {
          // Hidden, visually hidden (the skip link) or a native input drawn by its label: no target.
          if (!control.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }))
            return false;
          if (visuallyHidden(control)) return false;
          const box = control.getBoundingClientRect();
          if (box.width < 2 || box.height < 2) return false;
          // The overlays themselves are not checked; the sticky header's own controls are.
          const stays = floating(control);
          return !stays || stays.tagName === 'HEADER';
        });
      const covered: string[] = [];
      const check = (control: Element) => {
        control.scrollIntoView({ behavior: 'instant', block: scroll });
        const box = control.getBoundingClientRect();
        const dx = Math.min(6, box.width / 4);
        const dy = Math.min(6, box.height / 4);
        const xs = [box.left + dx, box.left + box.width / 2, box.right - dx];
        const ys = [box.top + dy, box.top + box.height / 2, box.bottom - dy];
        for (const [x, y] of xs.flatMap((x) => ys.map((y) => [x, y] as const))) {
          if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) continue;
          const hit = document.elementFromPoint(x, y);
          if (!hit || hit === control || control.contains(hit)) continue;
          // A label drawn over its own input (a styled switch or checkbox) takes the tap for it.
          const label = hit.closest('label');
          if (label && (label === control.closest('label') || label.control === control)) continue;
          // Only what floats counts here; the control's own sticky header does not cover it.
          const cover = floating(hit);
          if (!cover || cover.contains(control)) continue;
          covered.push(`${name(control)} under ${name(hit)}`);
          return;
        }
      };
      const root = document.querySelector(scope);
      if (!root) return [`no ${scope}`];
      if (!inForm) {
        controls(root).forEach(check);
        return covered;
      }
      for (const form of root.querySelectorAll('form')) {
        const field = controls(form).find((control) => control.matches('input, textarea, select'));
        if (!field) continue;
        (field as HTMLElement).focus({ preventScroll: true });
        controls(form).forEach(check);
        (field as HTMLElement).blur();
      }
      return covered;
    },
    { scope, scroll, inForm },
  );
}

async function ready(page: Page, path: string) {
  const w = words[langOfPath(path)];
  await page.goto(path);
  await hydrated(page);
  // The pill and the chat launcher load after the page: on a busy machine that takes a while.
  await expect(page.getByText(w.overlays.status.online, { exact: true })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('button', { name: w.layout.chat.open })).toBeVisible({
    timeout: 15_000,
  });
}

async function checkPage(page: Page, path: string) {
  await ready(page, path);
  const report = (state: string, covered: string[]) =>
    expect.soft(covered, `${path} ${state}: ${covered.length} controls covered`).toEqual([]);
  report('scrolled to each control', await coveredControls(page, 'body', 'start'));
  report('filling in a form', await coveredControls(page, '#main', 'end', true));

  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.getByRole('button', { name: words[langOfPath(path)].layout.nav.openMenu }).click();
  await expect(page.locator('#mobile-menu')).toBeVisible();
  report('with the menu open', await coveredControls(page, 'header', 'start'));
}

// One test per share of the paths (both languages), so two workers can split them.
const SHARES = 6;
for (let share = 0; share < SHARES; share++) {
  const mine = agencyPaths.filter((_, index) => index % SHARES === share);
  test(`no floating element covers a control at 390 px on ${mine.join(', ')}`, async ({ page }) => {
    // Three pages of a few hundred checks each, on a machine other tests share.
    test.setTimeout(180_000);
    for (const path of mine) await test.step(path, () => checkPage(page, path));
  });
}

test('the chat launcher steps aside while a form is in use', async ({ page }) => {
  await ready(page, '/checkout');
  const launcher = page.getByRole('button', { name: englishLayout.chat.open });
  await page.locator('#main form input').first().focus();
  await expect(launcher).toBeHidden();
  await page.locator('#main form input').first().blur();
  await expect(launcher).toBeVisible();
});
