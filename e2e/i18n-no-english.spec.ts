import { type Page, expect, test } from '@playwright/test';
import { brand } from '../src/shared/brand';
import * as catalogue from '../src/shared/catalogue';
import * as faq from '../src/shared/words/en/faq';
import * as portfolio from '../src/shared/portfolio';
import { agencyPathsIn } from '../src/web/app/paths';
import * as services from '../src/web/app/services';
import { en } from '../src/shared/words/en';
import { tpi } from '../src/shared/words/tpi';
import { hydrated } from './hydrated';

// Issue 15: no English sentence is visible on a Tok Pisin page. Every English text of more than
// two words, from the message catalogue and the shared data the pages show, is looked for in
// each /tpi/ page's visible text at 390 px, with the mobile menu closed and open.

/** Every string inside a value: objects, lists and module namespaces walked; functions skipped. */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

/** Names stay as they are in Tok Pisin: the brand's, the templates', the projects', the tools'. */
const names = new Set([
  ...stringsIn(brand),
  ...catalogue.templates.map((template) => template.title),
  ...portfolio.projects.map((project) => project.title),
  ...services.technologies.map((technology) => technology.name),
]);

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();
const wordCount = (text: string) => text.split(' ').filter(Boolean).length;

/** The longest fixed part of a message: `{count} items in cart` is looked for as `items in cart`. */
const fixedPart = (message: string) =>
  message
    .split(/\{\w+\}/)
    .map(normalise)
    .reduce((longest, part) => (part.length > longest.length ? part : longest), '');

const englishTexts = [
  ...new Set(
    [en, catalogue, portfolio, faq, services]
      .flatMap(stringsIn)
      .filter((text) => !names.has(text))
      .map(fixedPart)
      .filter((text) => wordCount(text) > 2 && !names.has(text)),
  ),
];

async function englishOn(page: Page): Promise<string[]> {
  const visible = normalise(await page.evaluate(() => document.body.innerText));
  return englishTexts.filter((text) => visible.includes(text));
}

test.use({ viewport: { width: 390, height: 844 } });

test('the English catalogue has sentences to look for (the check cannot pass on nothing)', () => {
  expect(englishTexts.length).toBeGreaterThan(200);
  expect(englishTexts).toContain(fixedPart(en.layout.notFound.text));
});

for (const path of agencyPathsIn('tpi')) {
  test(`${path} shows no English sentence, menu closed or open`, async ({ page }) => {
    await page.goto(path);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect.soft(await englishOn(page), 'English on the page').toEqual([]);

    await page.getByRole('button', { name: tpi.layout.nav.openMenu }).click();
    await expect(page.getByRole('navigation', { name: tpi.layout.nav.main })).toBeVisible();
    expect(await englishOn(page), 'English in the open menu').toEqual([]);
  });
}
