import { expect, test } from '@playwright/test';
import { hydrated } from './hydrated';

// Decision 060: a Tok Pisin legal page summarises each section of the English text, keeps every
// figure, and links to the English text, which is the binding one.

test.describe('Tok Pisin legal pages', () => {
  test('the terms of use in Tok Pisin: headings, the 50% deposit, and the English text', async ({
    page,
  }) => {
    const response = await page.goto('/tpi/terms-of-use');
    expect(response?.status()).toBe(200);
    await hydrated(page);
    await expect(page).toHaveTitle('Lo bilong yusim | Kumul Digital');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lo bilong yusim');
    await expect(page.getByRole('main')).toContainText('Vesen 1.0 · I kirap long 1 Janueri 2025');

    const contents = page.getByRole('navigation', { name: 'Ol hap' });
    await expect(contents.getByRole('link', { name: /^4\.\s*Pe$/ })).toHaveAttribute(
      'href',
      '#payment',
    );
    const article = page.getByRole('article');
    const payment = article.getByRole('region', { name: /^4\.\s*Pe$/ });
    await expect(payment.getByRole('heading', { level: 2 })).toHaveText('4.Pe');
    await expect(payment).toContainText('50% pe pastaim bipo wok i kirap');
    await expect(article.getByRole('heading', { name: 'Bekim mani' })).toBeVisible();
    // No English heading is left on the page.
    await expect(article.getByRole('heading', { name: 'Payment', exact: true })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Refunds' })).toHaveCount(0);

    // The link in the payment summary opens the binding English section.
    const sectionLink = payment.getByRole('link', { name: 'Ritim dispela hap long English' });
    await expect(sectionLink).toHaveAttribute('href', '/terms-of-use#payment');
    await expect(sectionLink).toHaveAttribute('hreflang', 'en');

    // The link under the title opens the whole English text.
    const englishText = page
      .getByRole('main')
      .getByRole('link', { name: 'Ritim olgeta lo long English' })
      .first();
    await expect(englishText).toHaveAttribute('href', '/terms-of-use');
    await englishText.click();
    await expect(page).toHaveURL(/\/terms-of-use$/);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Use');
    await expect(page.getByRole('heading', { name: /^4\.\s*Payment$/ })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(
      'need a 50% deposit before work starts. The balance is due on completion',
    );
    // The English page is the text itself: it offers no link to itself.
    await expect(page.getByRole('link', { name: /English/ })).toHaveCount(0);
  });

  test('the section link lands on the same section of the English text', async ({ page }) => {
    await page.goto('/tpi/terms-of-use');
    await hydrated(page);
    await page
      .getByRole('region', { name: 'Bekim mani' })
      .getByRole('link', { name: 'Ritim dispela hap long English' })
      .click();
    await expect(page).toHaveURL(/\/terms-of-use#refunds$/);
    const refunds = page.getByRole('heading', { name: /^7\.\s*Refunds$/ });
    await expect(refunds).toBeInViewport();
    await expect(page.getByRole('main')).toContainText('processed in 5-10 business days');
  });

  test('the privacy policy and the hub in Tok Pisin keep figures, contacts and links', async ({
    page,
  }) => {
    await page.goto('/tpi/privacy-policy');
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lo bilong haitim toksave');
    const main = page.getByRole('main');
    await expect(main).toContainText('i stap 7 yia bihain');
    await expect(main).toContainText('Mipela bekim insait long 1-2 de');
    await expect(main.getByRole('definition').filter({ hasText: /^1-2 de$/ })).toBeVisible();

    await main.getByRole('link', { name: 'Olgeta toksave long lo' }).click();
    await expect(page).toHaveURL(/\/tpi\/legal$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Toksave long lo');
    const documents = page.getByRole('region', { name: 'Ol lo bilong mipela' });
    await expect(documents.getByRole('link', { name: /Lo bilong yusim/ })).toHaveAttribute(
      'href',
      '/tpi/terms-of-use',
    );
    await expect(page.getByRole('main')).toContainText(
      'Mipela kaunim ol de bilong wok tasol, Mande-Fraide 8AM-5PM AEST.',
    );
    await documents.getByRole('link', { name: /Lo bilong haitim toksave/ }).click();
    await expect(page).toHaveURL(/\/tpi\/privacy-policy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lo bilong haitim toksave');
  });
});
