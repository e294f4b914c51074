import { randomUUID } from 'node:crypto';
import { type APIRequestContext, type Page, test as base, expect } from '@playwright/test';
import { brand } from '../src/shared/brand';
import { adminApi } from '../src/shared/schemas/admin';
import { templates } from '../src/shared/catalogue';
import { INBOX_OPENS, saveAndPublish } from './admin-fixtures';
import { type AdminTarget, statePath, targetAt } from './admin-targets';

// Issue 45 point 2, decision 124: an owner's new price is served by the prerendered pages within
// 60 s of Publish (rendered in the server's worker, stored in the database, served from memory),
// and publishing the old price serves it again; a quote sent before keeps its price and a new one
// is priced by the server with the published one. On both databases. The two quotes end "lost", so
// the inbox's figures that admin.spec.ts counts exactly (new, contacted, overdue) stay as they were.
// A new WhatsApp number reaches the footer and the chat (its answers and its button), and the
// code's comes back. New mails use it too: test/api/content-facts-mail.test.ts.

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
  return saveAndPublish(page);
}

/** Polls the pages until each shows `shown` and not `gone`; answers the milliseconds it took. */
async function servedWithin(
  request: APIRequestContext,
  since: number,
  shown: string,
  gone: string,
  pages = PAGES,
): Promise<number> {
  await expect
    .poll(
      async () => {
        const bodies = await Promise.all(
          pages.map(async (path) => (await request.get(path)).text()),
        );
        return bodies.every((html) => html.includes(shown) && !html.includes(gone));
      },
      { timeout: 60_000, intervals: [250] },
    )
    .toBe(true);
  return Date.now() - since;
}

/** A customer's quote for one Restaurant Deluxe, as the public site sends it: no price in it. */
async function quoteRestaurant(request: APIRequestContext, target: AdminTarget) {
  const sent = await request.post('/api/quote-request', {
    headers: { 'idempotency-key': randomUUID() },
    data: {
      customer: {
        name: 'Publish Test',
        email: `publish-${target.dialect}-${randomUUID().slice(0, 6)}@example.com`,
        phone: '+675 7123 4567',
        company: '',
      },
      items: [{ id: restaurant.id, quantity: 1 }],
      message: 'A site for our restaurant.',
    },
  });
  expect(sent.status()).toBe(201);
  return (await sent.json()) as { reference: string; totalAmount: number };
}

/** The quote as staff see it, then marked lost (out of the dashboard's counted figures). */
async function staffPriceThenLost(request: APIRequestContext, reference: string) {
  const { csrfToken } = (await (await request.get(adminApi.session)).json()) as {
    csrfToken: string;
  };
  const quote = (await (await request.get(adminApi.quote(reference))).json()) as {
    items: { unitPrice: number }[];
  };
  const lost = await request.patch(adminApi.quote(reference), {
    headers: { 'x-csrf-token': csrfToken },
    data: { status: 'lost' },
  });
  expect(lost.status()).toBe(200);
  return quote.items.map((item) => item.unitPrice);
}

test('a published price is served on the pages within 60 s; the old one comes back', async ({
  page,
  request,
  target,
}) => {
  test.setTimeout(180_000);
  expect(restaurant.priceNumeric).toBe(2950);
  const before = await quoteRestaurant(request, target);
  expect(before.totalAmount).toBe(2950);
  const raised = await servedWithin(request, await publishPrice(page, '3100'), 'K3,100', 'K2,950');
  const after = await quoteRestaurant(request, target);
  expect(after.totalAmount).toBe(3100);
  expect(await staffPriceThenLost(page.request, after.reference)).toEqual([3100]);
  expect(await staffPriceThenLost(page.request, before.reference)).toEqual([2950]);
  const restored = await servedWithin(
    request,
    await publishPrice(page, '2950'),
    'K2,950',
    'K3,100',
  );
  console.log(`${target.dialect}: Publish to served ${raised} ms, restored ${restored} ms`);
});

/** Saves the agency's WhatsApp number in the editor and publishes it. */
async function publishWhatsApp(page: Page, number: string): Promise<number> {
  await page.goto('/admin/content/facts/site');
  await page.getByLabel('WhatsApp number').fill(number, INBOX_OPENS);
  return saveAndPublish(page);
}

test("a published WhatsApp number is in the footer and the chat's answers and button within 60 s", async ({
  page,
  request,
  target,
}) => {
  test.setTimeout(180_000);
  const [code, published] = [brand.whatsapp.number, '67579990000'];
  const where = ['/', '/tpi/', '/chat/en.json', '/chat/tpi.json'];
  const shown = await servedWithin(
    request,
    await publishWhatsApp(page, published),
    `wa.me/${published}`,
    `wa.me/${code}`,
    where,
  );

  await test.step('a visitor asks the chat how to reach the agency', async () => {
    await page.goto('/');
    await expect(page.locator('footer').getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      `https://wa.me/${published}`,
    );
    await page.getByRole('button', { name: 'Open help chat' }).click();
    const chat = page.getByRole('dialog', { name: 'Help chat' });
    await chat.getByRole('textbox', { name: 'Your question' }).fill('How do I contact you?');
    await chat.getByRole('button', { name: 'Send', exact: true }).click();
    const answer = chat.getByRole('log').getByRole('listitem').last();
    await expect(answer.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/${published}`,
    );
    await expect(chat.getByRole('link', { name: /WhatsApp/ }).last()).toHaveAttribute(
      'href',
      new RegExp(`^https://wa\\.me/${published}\\?text=`),
    );
  });

  const restored = await servedWithin(
    request,
    await publishWhatsApp(page, code),
    `wa.me/${code}`,
    `wa.me/${published}`,
    where,
  );
  console.log(`${target.dialect}: WhatsApp number served ${shown} ms, restored ${restored} ms`);
});
