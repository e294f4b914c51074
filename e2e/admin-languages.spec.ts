import { randomUUID } from 'node:crypto';
import { test as base, expect } from '@playwright/test';
import { brand } from '../src/shared/brand';
import { fill } from '../src/shared/i18n/format';
import { visitorMailWords } from '../src/server/mail/visitor-mail-words';
import { tpi } from '../src/web/i18n/tpi';
import { waitForMail } from './admin-fixtures';
import { statePath, targetAt, type AdminTarget } from './admin-targets';
import { hydrated } from './hydrated';

// Issue 15: what a visitor sends from a Tok Pisin page is answered in Tok Pisin, at a real SMTP
// server, and stored with its language; the agency's own mail stays English and names it.

const test = base.extend<{ target: AdminTarget }>({
  target: async ({ baseURL }, provide) => provide(targetAt(baseURL)),
  storageState: async ({ target }, provide) => provide(statePath(target, 'owner.json')),
});

const signedOut = { cookies: [], origins: [] };
const words = visitorMailWords.tpi;
const REFERENCE = /Q-[0-9A-Z]{4}-\d{2}/;

test('a quote sent from /tpi/checkout is confirmed in Tok Pisin and stored as Tok Pisin', async ({
  page,
  browser,
  request,
}) => {
  const email = `meri-${randomUUID().slice(0, 6)}@example.com`;
  const visitor = await browser.newContext({ storageState: signedOut });
  await visitor.addInitScript(() => {
    localStorage.setItem('cart', JSON.stringify({ version: 1, lines: [{ id: 2, quantity: 1 }] }));
  });
  const shop = await visitor.newPage();
  await shop.goto('/tpi/checkout');
  await hydrated(shop);
  const labels = tpi.checkout.form.labels;
  await shop.getByLabel(labels.name).fill('Meri Kila');
  await shop.getByLabel(labels.email).fill(email);
  await shop.getByLabel(labels.phone).fill('+675 7000 1234');
  await shop.getByRole('button', { name: tpi.checkout.form.submit }).click();
  const confirmation = shop.getByRole('status').filter({ hasText: REFERENCE });
  await expect(confirmation).toBeVisible();
  const reference = REFERENCE.exec((await confirmation.textContent()) ?? '')?.[0] ?? '';
  await visitor.close();

  const mail = await waitForMail(request, email, (m) => m.text.includes(reference));
  expect(mail.headers.subject).toBe(fill(words.quote.subject, { reference, brand: brand.name }));
  expect(mail.text).toContain(words.quote.title);
  expect(mail.html).toContain('lang="tpi"');

  const agencyMail = await waitForMail(request, brand.mailboxes.quotes, (m) =>
    m.text.includes(reference),
  );
  expect(agencyMail.text).toContain('Tok Pisin');
  expect(agencyMail.headers.subject).not.toContain(words.quote.subject.split(' ')[0]);

  // Stored with the quote: the inbox reads it back from the database.
  await page.goto(`/admin/quotes/${reference}`);
  const language = page.getByText('Language', { exact: true });
  await expect(language.locator('xpath=following-sibling::dd[1]')).toHaveText('Tok Pisin');
});

test('a newsletter subscription from /tpi/ is confirmed in Tok Pisin', async ({
  browser,
  request,
}) => {
  const email = `tomas-${randomUUID().slice(0, 6)}@example.com`;
  const visitor = await browser.newContext({ storageState: signedOut });
  const home = await visitor.newPage();
  await home.goto('/tpi/');
  await hydrated(home);
  const form = home.getByRole('form', { name: tpi.newsletter.form });
  await form.getByLabel(tpi.newsletter.email).fill(email);
  await form.getByRole('button', { name: tpi.newsletter.subscribe }).click();
  await expect(home.getByText(tpi.newsletter.outcomes.success)).toBeVisible();
  await visitor.close();

  const mail = await waitForMail(request, email, () => true);
  expect(mail.headers.subject).toBe(fill(words.newsletter.subject, { brand: brand.name }));
  expect(mail.text).toContain(words.newsletter.title);
});
