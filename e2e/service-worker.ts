import type { Page } from '@playwright/test';

/** Opens a page and waits until the service worker has installed (its precache kept) and controls it. */
export async function visitWithWorker(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
}
