import { type Page, expect } from '@playwright/test';

/**
 * Waits until a form's sending code (its schema and the offline store), fetched on the form's
 * first focus, has arrived: a test that cuts the network sooner tests a half-loaded page.
 */
export async function formCodeLoaded(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          performance.getEntriesByType('resource').filter((entry) =>
            // The offline store and the schema ('newsletter-<hash>.js'), not the island's own
            // chunk ('newsletter-form-<hash>.js'), which the page loads as it boots.
            /\/assets\/(offline-forms|contact|newsletter)-[\w-]{8}\.js$/.test(entry.name),
          ).length,
      ),
    )
    .toBeGreaterThanOrEqual(2);
}
