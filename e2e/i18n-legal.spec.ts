import { expect, test } from '@playwright/test';
import { hydrated } from './hydrated';

// Decision 060: a Tok Pisin legal page summarises each section of the English text and links to
// the English text, which is the binding one. The words and links of both are checked in
// test/render/tok-pisin-pages.test.tsx; here, what needs a browser: the page keeps its words once
// hydrated, and a section link lands on the same section of the English text.

test('the Tok Pisin terms, hydrated, lead to the same section of the English text', async ({
  page,
}) => {
  const response = await page.goto('/tpi/terms-of-use');
  expect(response?.status()).toBe(200);
  await hydrated(page);
  await expect(page).toHaveTitle('Lo bilong yusim | Kumul Digital');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lo bilong yusim');
  const payment = page.getByRole('article').getByRole('region', { name: /^4\.\s*Pe$/ });
  await expect(payment).toContainText('50% pe pastaim bipo wok i kirap');

  await page
    .getByRole('region', { name: 'Bekim mani' })
    .getByRole('link', { name: 'Ritim dispela hap long Inglis' })
    .click();
  await expect(page).toHaveURL(/\/terms-of-use#refunds$/);
  await expect(page.getByRole('heading', { name: /^7\.\s*Refunds$/ })).toBeInViewport();
  await expect(page.getByRole('main')).toContainText('processed in 5-10 business days');
});
