import { type Page, expect } from '@playwright/test';

/**
 * Waits until a form's sending code (its schema, the offline store and the error sentences),
 * fetched on the form's first focus, has arrived with every chunk it imports: a test that cuts the
 * network sooner tests a half-loaded page.
 */
export async function formCodeLoaded(page: Page): Promise<void> {
  // The offline store, the schema ('newsletter-<hash>.js', not the island's own
  // 'newsletter-form-<hash>.js') and the error sentences' loader (with its Tok Pisin table on a
  // Tok Pisin page).
  const sending = await page.evaluate(() =>
    document.documentElement.lang === 'tpi'
      ? String.raw`\/assets\/(offline-forms|contact|newsletter|api-errors-loader|api-errors\.tpi)-[\w-]{8}\.js$`
      : String.raw`\/assets\/(offline-forms|contact|newsletter|api-errors-loader)-[\w-]{8}\.js$`,
  );
  const wanted = sending.includes('tpi') ? 4 : 3;
  const chunks = () =>
    page.evaluate(
      (pattern) =>
        performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((name) => new RegExp(pattern).test(name)),
      sending,
    );
  await expect.poll(async () => (await chunks()).length).toBeGreaterThanOrEqual(wanted);
  // A chunk's own file can arrive before the chunks it imports: importing it again (the same module,
  // nothing runs twice) settles once all of them have.
  await page.evaluate((urls) => Promise.all(urls.map((url) => import(url))), await chunks());
}
