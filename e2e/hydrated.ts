import type { Page } from '@playwright/test';

/**
 * Waits until React has hydrated the page: its h1 and footer carry React's fiber. Pages paint
 * before any script arrives (decision 035), so a test that clicks sooner clicks plain HTML.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const landmarks = [...document.querySelectorAll('h1, footer')];
    return (
      landmarks.length > 0 &&
      landmarks.every((element) =>
        Object.keys(element).some((key) => key.startsWith('__reactFiber')),
      )
    );
  });
}

/** Waits until React has hydrated the page and the network is quiet. */
export async function settle(page: Page): Promise<void> {
  await hydrated(page);
  await page.waitForLoadState('networkidle');
}
