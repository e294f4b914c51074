import { type Page, expect, test } from '@playwright/test';
import { contact } from '../src/shared/words/tpi/contact';
import { footer } from '../src/shared/words/tpi/footer';
import { home } from '../src/shared/words/tpi/home';
import { newsletter } from '../src/shared/words/tpi/newsletter';
import { hydrated } from './hydrated';

// The Tok Pisin home page on a phone: its words, its forms' states and its links.
test.use({ viewport: { width: 390, height: 844 } });

const region = (page: Page, name: string) => page.getByRole('region', { name });

test.beforeEach(async ({ page }) => {
  await page.goto('/tpi/');
  await hydrated(page);
});

test('/tpi/ shows the hero, the services and the contact form in Tok Pisin', async ({ page }) => {
  await expect(page.locator('html')).toHaveAttribute('lang', 'tpi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Kumul Digital: ol websait i wok gut long Papua Niugini',
  );
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /^Kumul Digital i save wokim ol websait/,
  );
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: home.hero.browseTemplates })).toBeVisible();

  const services = region(page, home.services.title);
  await expect(services.getByRole('heading', { level: 3 })).toHaveText(
    Object.values(footer.services),
  );
  await expect(services).toContainText(home.services.details.ecommerce.summary);

  const form = region(page, home.contact.title).getByRole('form', { name: contact.title });
  for (const label of [contact.name, contact.email, contact.phone, contact.service]) {
    await expect(form.getByLabel(label)).toBeVisible();
  }
  await expect(form.getByRole('textbox', { name: contact.message })).toBeVisible();
  await expect(form.getByLabel(contact.service).getByRole('option').first()).toHaveText(
    contact.notSure,
  );
  await expect(form.getByRole('button', { name: contact.send })).toBeEnabled();
});

test('the contact form sent with blank fields says what is missing in Tok Pisin', async ({
  page,
}) => {
  const form = region(page, home.contact.title).getByRole('form', { name: contact.title });
  await form.getByLabel(contact.name).fill('   ');
  await form.getByLabel(contact.email).fill('ana@example.com');
  await form.getByRole('textbox', { name: contact.message }).fill('  ');
  await form.getByRole('button', { name: contact.send }).click();
  await expect(form.getByRole('status')).toHaveText(contact.outcomes.missingFields);
});

test('a real subscription from /tpi/ ends in the Tok Pisin thanks', async ({ page }) => {
  const section = region(page, home.newsletter.title);
  const form = section.getByRole('form', { name: newsletter.form });
  await form.getByLabel(newsletter.email).fill(`ritim-${Date.now()}@example.com`);
  await form.getByLabel(newsletter.name).fill('Ana Kila');
  const answer = page.waitForResponse((response) =>
    response.url().endsWith('/api/newsletter/subscribe'),
  );
  await form.getByRole('button', { name: newsletter.subscribe }).click();
  expect((await answer).status()).toBe(201);
  await expect(section.getByRole('status')).toHaveText(newsletter.outcomes.success);
});

test("the page's and the footer's links stay under /tpi/", async ({ page }) => {
  const hrefs = await page
    .locator('main a[href^="/"], footer a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs.length).toBeGreaterThan(10);
  for (const href of hrefs) expect(href).toMatch(/^\/tpi\//);

  await page.getByRole('contentinfo').getByRole('link', { name: footer.termsOfUse }).click();
  await expect(page).toHaveURL(/\/tpi\/terms-of-use$/);
});
