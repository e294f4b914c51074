import { type Page, expect, test } from '@playwright/test';
import { projects } from '../src/shared/portfolio';
import { collaborators as englishCollaborators } from '../src/shared/words/en/collaborators';
import { portfolio } from '../src/shared/words/tpi/portfolio';
import { hydrated } from './hydrated';

// The portfolio and collaborators pages in Tok Pisin, on a phone (issue 15 item 3): what needs a
// browser (filters, the countdown's clock). Their words, and the offline page's, are checked in
// test/render/tok-pisin-pages.test.tsx.

test.use({ viewport: { width: 390, height: 844 } });

const main = (page: Page) => page.getByRole('main');

async function open(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'tpi');
}

test('/tpi/portfolio: projects and filters in Tok Pisin', async ({ page }) => {
  await open(page, '/tpi/portfolio');
  await expect(page).toHaveTitle('Ol projek | Kumul Digital');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Ol projek mipela i wokim pinis',
  );
  const cards = page.getByRole('list', { name: 'Ol projek' }).getByRole('article');
  await expect(cards).toHaveCount(9);
  const summary = main(page).getByRole('status');
  await expect(summary).toHaveText('Yu lukim olgeta 9 projek');

  // The cards' words, badges and links are checked in test/render/tok-pisin-pages.test.tsx.
  const first = projects[0]!;
  await expect(page.getByRole('article', { name: first.title })).toContainText(
    portfolio.projects[first.id].description,
  );

  // The filter's summary says one project, or several, in the category's Tok Pisin name.
  const filters = page.getByRole('group', { name: 'Makim kain projek yu laik lukim' });
  await filters.getByRole('button', { name: 'Wok bilong lo', exact: true }).click();
  await expect(cards).toHaveCount(1);
  await expect(summary).toHaveText('Yu lukim 1 projek long kain Wok bilong lo');
  await filters.getByRole('button', { name: 'Wok na painim wok', exact: true }).click();
  await expect(cards).toHaveCount(2);
  await expect(summary).toHaveText('Yu lukim 2 projek long kain Wok na painim wok');
  await filters.getByRole('button', { name: 'Olgeta', exact: true }).click();
  await expect(cards).toHaveCount(9);

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('/tpi/collaborators: the countdown and its units in Tok Pisin', async ({ page }) => {
  const loadedAt = new Date('2026-03-02T09:00:00+10:00');
  await page.clock.install({ time: new Date(loadedAt.getTime() - 1000) });
  await page.clock.pauseAt(loadedAt);
  await open(page, '/tpi/collaborators');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Ples bilong ol poroman i pas long stretim',
  );
  const timer = page.getByRole('timer', { name: 'Bai i op gen insait long' });
  await expect(timer).toHaveText('06:00:00');
  await expect(timer).toHaveAccessibleDescription('Long aua, minit na sekon.');
  const countdown = page.getByRole('region', { name: 'Bai i op gen insait long' });
  for (const unit of ['Aua', 'Minit', 'Sekon']) {
    await expect(countdown.getByText(unit, { exact: true })).toBeVisible();
  }
  await expect(countdown).not.toContainText(englishCollaborators.countdown.hours);

  await page.clock.runFor(1000);
  await expect(timer).toHaveText('05:59:59');
  await page.clock.fastForward('05:59:59');
  await expect(timer).toHaveText('00:00:00');
  await expect(main(page).getByRole('status')).toHaveText(
    'Wok bilong stretim i mas pinis nau, na ples bilong ol poroman i mas op gen. Lodim pes gen long lukim.',
  );

  await expect(main(page)).toContainText(
    'Mande i go Fraide, 8 klok moning i go 5 klok apinun (AEST)',
  );
  await expect(main(page).getByRole('link', { name: 'Lukim ol tempelet' })).toHaveAttribute(
    'href',
    '/tpi/products',
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
