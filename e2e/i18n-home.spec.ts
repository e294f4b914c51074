import { type Page, expect, test } from '@playwright/test';
import { contact } from '../src/shared/words/tpi/contact';
import { footer } from '../src/shared/words/tpi/footer';
import { home } from '../src/shared/words/tpi/home';
import { newsletter } from '../src/shared/words/tpi/newsletter';
import { hydrated } from './hydrated';

// The Tok Pisin home page on a phone: its forms' states and its links.
test.use({ viewport: { width: 390, height: 844 } });

const region = (page: Page, name: string) => page.getByRole('region', { name });

// The words of the page and its links are checked in test/render/tok-pisin-pages.test.tsx; here,
// one page load: the words survive hydration, and the forms answer in Tok Pisin.
test('/tpi/ hydrated: its forms answer in Tok Pisin and its links stay in Tok Pisin', async ({
  page,
}) => {
  await page.goto('/tpi/');
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'tpi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Kumul Digital: ol websait i wok gut long Papua Niugini',
  );
  const form = region(page, home.contact.title).getByRole('form', { name: contact.title });

  await test.step('the contact form sent with blank fields says what is missing', async () => {
    await expect(form.getByRole('button', { name: contact.send })).toBeEnabled();
    await form.getByLabel(contact.name).fill('   ');
    await form.getByLabel(contact.email).fill('ana@example.com');
    await form.getByRole('textbox', { name: contact.message }).fill('  ');
    await form.getByRole('button', { name: contact.send }).click();
    await expect(form.getByRole('status')).toHaveText(contact.outcomes.missingFields);
  });

  await test.step('a real subscription ends in the Tok Pisin thanks', async () => {
    const section = region(page, home.newsletter.title);
    const subscribe = section.getByRole('form', { name: newsletter.form });
    await subscribe.getByLabel(newsletter.email).fill(`ritim-${Date.now()}@example.com`);
    await subscribe.getByLabel(newsletter.name).fill('Ana Kila');
    const answer = page.waitForResponse((response) =>
      response.url().endsWith('/api/newsletter/subscribe'),
    );
    await subscribe.getByRole('button', { name: newsletter.subscribe }).click();
    expect((await answer).status()).toBe(201);
    await expect(section.getByRole('status')).toHaveText(newsletter.outcomes.success);
  });

  await test.step("the footer's link opens the Tok Pisin page", async () => {
    await page.getByRole('contentinfo').getByRole('link', { name: footer.termsOfUse }).click();
    await expect(page).toHaveURL(/\/tpi\/terms-of-use$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'tpi');
  });
});
