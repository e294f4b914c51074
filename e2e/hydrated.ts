import type { Page } from '@playwright/test';

/**
 * Waits until the page has hydrated: the whole page (root.tsx) or every island (decision 091)
 * marks `<html data-hydrated>`. Pages paint before any script arrives (decision 035), so a test
 * that clicks sooner clicks plain HTML.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
}

/** Waits until React has hydrated the page and the network is quiet. */
export async function settle(page: Page): Promise<void> {
  await hydrated(page);
  await page.waitForLoadState('networkidle');
}
