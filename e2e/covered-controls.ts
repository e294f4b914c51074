import type { Page } from '@playwright/test';

// "Nothing floating covers a control" (decision 086, issue 44): the agency's pages and the
// customers' (e2e/floating-overlays.spec.ts) and the sample sites under the preview dock
// (e2e/templates/preview-bar.spec.ts) are held to the same check.

/** Where each control is brought before it is checked; `none`: where it is (the first view). */
export type Scroll = 'start' | 'end' | 'none';

/**
 * Every enabled control inside `scope` that something floating (fixed or sticky: the pill, the chat
 * launcher, a card, the header) covers once the control is scrolled into view: at its centre, its
 * corners or the middle of its edges (each a few pixels inside). With `inForm`, a field of each form in the page is focused first
 * (a visitor filling it in) and each of the form's controls is brought to the bottom of the screen.
 */
export function coveredControls(page: Page, scope: string, scroll: Scroll, inForm = false) {
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
        if (scroll !== 'none') control.scrollIntoView({ behavior: 'instant', block: scroll });
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
