import { randomUUID } from 'node:crypto';
import { type APIRequestContext, type Page, test as base, expect } from '@playwright/test';
import { templates } from '../src/shared/catalogue';
import { INBOX_OPENS } from './admin-fixtures';
import { type AdminTarget, statePath, targetAt } from './admin-targets';

// Issue 45 point 2, decision 124: an owner's new price is served by the prerendered pages within
// 60 s of Publish (rendered in the server's worker, stored in the database, served from memory),
// new quotes are priced with it, and publishing the old price serves it again. On both databases.

const test = base.extend<{ target: AdminTarget }>({
  target: async ({ baseURL }, provide) => provide(targetAt(baseURL)),
  storageState: async ({ target }, provide) => provide(statePath(target, 'owner.json')),
});

const restaurant = templates.find((template) => template.slug === 'restaurant')!;
const PAGES = ['/products', '/tpi/products', '/'];

/** Saves the price in the editor and publishes it; answers when the publish was answered. */
async function publishPrice(page: Page, price: string): Promise<number> {
  await page.goto('/admin/content/template/restaurant');
  await page.getByLabel('Price (Kina)').fill(price, INBOX_OPENS);
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/admin/content/changes') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Save as draft' }).click();
  expect((await saved).status()).toBe(201);
  await page.goto('/admin/content');
  const published = page.waitForResponse(
    (r) => r.url().endsWith('/api/admin/content/versions') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Publish', exact: true }).click(INBOX_OPENS);
  const answer = await published;
  expect(answer.status()).toBe(201);
  return Date.now();
}

/** Polls the pages until each shows `shown` and not `gone`; answers the milliseconds it took. */
async function servedWithin(
  request: APIRequestContext,
  since: number,
  shown: string,
  gone: string,
): Promise<number> {
  await expect
    .poll(
      async () => {
        const bodies = await Promise.all(
          PAGES.map(async (path) => (await request.get(path)).text()),
        );
        return bodies.every((html) => html.includes(shown) && !html.includes(gone));
      },
      { timeout: 60_000, intervals: [250] },
    )
    .toBe(true);
  return Date.now() - since;
}

async function quotedPrice(request: APIRequestContext): Promise<number> {
  const sent = await request.post('/api/quote-request', {
    headers: { 'idempotency-key': randomUUID() },
    data: {
      customer: {
        name: 'Publish Test',
        email: `publish-${randomUUID().slice(0, 8)}@example.com`,
        phone: '+675 7100 2040',
        company: '',
      },
      items: [{ id: restaurant.id, quantity: 1 }],
      message: 'A site for our restaurant.',
    },
  });
  expect(sent.status()).toBe(201);
  return ((await sent.json()) as { totalAmount: number }).totalAmount;
}

test('a published price is served on the pages within 60 s and quoted; the old one comes back', async ({
  page,
  request,
  target,
}) => {
  test.setTimeout(180_000);
  expect(restaurant.priceNumeric).toBe(2950);
  const raised = await servedWithin(request, await publishPrice(page, '3100'), 'K3,100', 'K2,950');
  expect(await quotedPrice(request)).toBe(3100);
  const restored = await servedWithin(
    request,
    await publishPrice(page, '2950'),
    'K2,950',
    'K3,100',
  );
  expect(await quotedPrice(request)).toBe(2950);
  console.log(`${target.dialect}: Publish to served ${raised} ms, restored ${restored} ms`);
});
