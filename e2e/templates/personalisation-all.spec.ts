import axe from 'axe-core';
import { type Page, expect, test } from '@playwright/test';
import { templateSlugs } from '../../src/web/app/paths';
import { DESKTOP, openTemplate } from './helpers';

// Every sample shows a visitor's business wherever it names its own (issue 14): with a
// personalisation stored before the page loads, the header, #contact and footer show the typed
// name, phone and colour and nothing of the sample's name, and text stays readable (WCAG AA) on
// a light, a dark and a mid-tone colour. One page load per sample, at 1280 px: the words and
// colours do not change with the width (the phone layout has its own specs); the colours are
// switched the way another tab would (a storage event).

const MINE = {
  name: 'Kokopo Kai Bar',
  tagline: 'Fresh kai by the water, every day.',
  phone: '+675 7999 1234',
  email: 'hello@kokopokai.pg',
  town: 'Kokopo',
};

/** Mid-tone first (the page loads with it), then light and dark. */
const COLOURS = ['#7c3aed', '#fde047', '#1e293b'] as const;

const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#x27': "'",
  '#39': "'",
};

/** The sample's own name, from the prerendered <title> ("Name | Kind template by …"). */
async function sampleName(page: Page, path: string): Promise<string> {
  const html = await (await page.request.get(path)).text();
  const title = /<title>([^<|]+) \|/.exec(html)?.[1];
  expect(title, `${path} <title>`).toBeTruthy();
  return title!
    .trim()
    .replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, entity: string) => ENTITIES[entity]!);
}

async function switchColour(page: Page, slug: string, accent: string) {
  await page.evaluate(
    ({ key, value }) => {
      localStorage.setItem(key, JSON.stringify(value));
      window.dispatchEvent(new StorageEvent('storage', { key }));
    },
    { key: `personalise:${slug}`, value: { ...MINE, accent } },
  );
}

/** How many visible buttons and links of the site (not the preview bar) have this background. */
const buttonsIn = (page: Page, background: string) =>
  page.evaluate(
    (wanted) =>
      [...document.querySelectorAll('header, main, footer')]
        .flatMap((place) => [...place.querySelectorAll('a, button')])
        .filter(
          (element) =>
            element.getClientRects().length > 0 &&
            getComputedStyle(element).backgroundColor === wanted,
        ).length,
    background,
  );

/** Each element's painted colours, in document order. */
const paints = (page: Page) =>
  page.evaluate(async () => {
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished),
    );
    return [...document.body.querySelectorAll('*')].map((element) => {
      const style = getComputedStyle(element);
      return [
        style.color,
        style.backgroundColor,
        style.backgroundImage,
        style.borderTopColor,
      ].join();
    });
  });

/**
 * Marks the elements whose colours differ between the snapshots (the ones the visitor's colour
 * paints) for the contrast check; false when the page changed shape, so the whole page is checked.
 */
const markPainted = (page: Page, snapshots: string[][]) =>
  page.evaluate((snapshots) => {
    const elements = [...document.body.querySelectorAll('*')];
    if (snapshots.some((snapshot) => snapshot.length !== elements.length)) return false;
    elements.forEach((element, index) => {
      if (snapshots.some((snapshot) => snapshot[index] !== snapshots[0]![index])) {
        element.setAttribute('data-painted', '');
      }
    });
    return true;
  }, snapshots);

/**
 * Each contrast failure with its element and colours, so it can be routed to the template. Only
 * what the visitor's colour paints, when marked. axe-core is put in the page once (injectAxe):
 * a run then takes a fraction of a second, where AxeBuilder injects it again each time.
 */
async function contrastViolations(page: Page, marked: boolean): Promise<string[]> {
  const results = await page.evaluate(async (marked) => {
    // A button fading to the new colour is read once it is there (transitions end; loops don't).
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished),
    );
    return (window as unknown as { axe: typeof axe }).axe.run(
      marked ? { include: [['[data-painted]']] } : document,
      { runOnly: ['color-contrast'] },
    );
  }, marked);
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => {
      const data = (node.any[0]?.data ?? {}) as {
        fgColor?: string;
        bgColor?: string;
        contrastRatio?: number;
      };
      const html = node.html.replace(/\s+/g, ' ').slice(0, 100);
      return `${node.target.join(' ')} ${html} — ${data.fgColor} on ${data.bgColor} is ${data.contrastRatio}:1`;
    }),
  );
}

/** axe-core into the page, through the browser's protocol (the page's CSP allows no inline script). */
const injectAxe = (page: Page) => page.evaluate(axe.source);

test.describe('personalised samples at 1280 px', () => {
  test.use({ viewport: DESKTOP });
  // A whole sample and three axe passes take longer than the default 30 s on a busy machine.
  test.describe.configure({ timeout: 120_000 });

  for (const slug of templateSlugs) {
    test(`${slug} shows the visitor's business and stays readable`, async ({ page }) => {
      const path = `/templates/${slug}`;
      const sample = await sampleName(page, path);
      await page.addInitScript(
        ({ key, value }) => localStorage.setItem(key, JSON.stringify(value)),
        { key: `personalise:${slug}`, value: { ...MINE, accent: COLOURS[0] } },
      );
      await openTemplate(page, path);

      const places = {
        header: page.getByRole('banner'),
        '#contact': page.locator('#contact'),
        footer: page.getByRole('contentinfo'),
      };
      await expect.soft(places.header, 'header shows the name').toContainText(MINE.name);
      await expect.soft(places['#contact'], '#contact shows the phone').toContainText(MINE.phone);
      await expect.soft(places.footer, 'footer shows the name').toContainText(MINE.name);
      await expect.soft(places.footer, 'footer shows the phone').toContainText(MINE.phone);
      for (const [place, locator] of Object.entries(places)) {
        await expect.soft(locator, `${place} still names "${sample}"`).not.toContainText(sample);
      }

      const accentOf = () =>
        page
          .locator('main')
          .evaluate((main) => getComputedStyle(main).getPropertyValue('--accent').trim());
      // Each colour in turn: the page takes it and a button paints with it. The elements whose
      // colours change between them are the ones the contrast check reads, in each colour.
      const snapshots: string[][] = [];
      for (const colour of COLOURS) {
        if (colour !== COLOURS[0]) await switchColour(page, slug, colour);
        await expect.poll(accentOf, 'the page takes the colour').toBe(colour);
        // A primary button paints with the accent: its background is the visitor's colour.
        await expect
          .configure({ soft: true })
          .poll(
            () => buttonsIn(page, rgb(colour)),
            `a button in the header, main or footer is ${colour}`,
          )
          .toBeGreaterThan(0);
        snapshots.push(await paints(page));
      }
      const marked = await markPainted(page, snapshots);
      await injectAxe(page);
      for (const colour of [...COLOURS].reverse()) {
        if (colour !== COLOURS.at(-1)) await switchColour(page, slug, colour);
        await expect.poll(accentOf, 'the page takes the colour').toBe(colour);
        expect.soft(await contrastViolations(page, marked), `contrast with ${colour}`).toEqual([]);
      }
    });
  }
});
