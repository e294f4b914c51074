import { expect, test } from '@playwright/test';
import { tpi } from '../src/shared/words/tpi';
import { englishIn } from '../test/render/english-texts';
import { hydrated } from './hydrated';

// Issue 15: no English sentence is visible on a Tok Pisin page. Every page's prerendered words are
// checked in test/render/tok-pisin-pages.test.tsx; a browser adds what comes after hydration: the
// widgets loaded later (status pill, chat button) and the mobile menu, the same on every page.

test.use({ viewport: { width: 390, height: 844 } });

test('/tpi/ hydrated, with its widgets and the menu open, shows no English sentence', async ({
  page,
}) => {
  await page.goto('/tpi/');
  await hydrated(page);
  // The last widget to arrive: the status pill.
  await expect(page.getByText('Onlain', { exact: true })).toBeVisible();
  const visibleEnglish = async () => englishIn(await page.evaluate(() => document.body.innerText));
  expect.soft(await visibleEnglish(), 'English on the page').toEqual([]);

  await page.getByRole('button', { name: tpi.layout.nav.openMenu }).click();
  await expect(page.getByRole('navigation', { name: tpi.layout.nav.main })).toBeVisible();
  expect(await visibleEnglish(), 'English in the open menu').toEqual([]);
});
