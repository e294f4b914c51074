import { randomUUID } from 'node:crypto';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
  expect,
} from '@playwright/test';
import { precacheRevisions } from '../src/server/worker-revisions';
import { brand } from '../src/shared/brand';
import { templates } from '../src/shared/catalogue';
import { adminApi } from '../src/shared/schemas/admin';
import {
  INBOX_OPENS,
  publishPrice,
  publishingTest as test,
  saveAndPublish,
  servesPrice,
} from './admin-fixtures';
import type { AdminTarget } from './admin-targets';
import { visitWithWorker } from './service-worker';

// Issue 45 point 2, decision 124: an owner's new price is served by the prerendered pages within
// 60 s of Publish (rendered in the server's worker, stored in the database, served from memory),
// and publishing the old price serves it again; a quote sent before keeps its price and a new one
// is priced by the server with the published one. On both databases. The two quotes end "lost", so
// the inbox's figures that admin.spec.ts counts exactly (new, contacted, overdue) stay as they were.
// A new WhatsApp number reaches the footer and the chat (its answers and its button), and the
// code's comes back.
// Decision 128: after a publish, an installed app picks up the new pages on its next online visit
// (each process serves /sw.js with new precache revisions for what changed) and a visitor offline
// keeps the last version they had (a second server process: admin-publish-processes.spec.ts). One
// file, so its publishes run one after the other; each test ends on the code's content.

const restaurant = templates.find((template) => template.slug === 'restaurant')!;
// The sample's preview bar shows the price too (decision 134).
const PAGES = ['/products', '/tpi/products', '/', '/templates/restaurant'];

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

const OLD_PRICE = 'K2,950';

/** A visitor of their own (no staff session), whose browser keeps the service worker. */
const visitor = (browser: Browser, target: AdminTarget): Promise<BrowserContext> =>
  browser.newContext({ baseURL: target.baseURL, serviceWorkers: 'allow' });

/** The precache entries whose revision differs between two /sw.js. */
function revised(before: string, after: string): string[] {
  const built = precacheRevisions(before);
  return [...precacheRevisions(after)]
    .filter(([url, revision]) => built.get(url) !== revision)
    .map(([url]) => url);
}

test('an installed app shows a published price offline after its next online visit; one offline before keeps the old', async ({
  browser,
  page,
  request,
  target,
}) => {
  test.setTimeout(240_000);
  const builtWorker = await (await request.get('/sw.js')).text();
  const returning = await visitor(browser, target);
  const offline = await visitor(browser, target);
  try {
    const returningPage = await returning.newPage();
    const offlinePage = await offline.newPage();
    await visitWithWorker(returningPage, '/products');
    await visitWithWorker(offlinePage, '/products');
    await expect(offlinePage.locator('main')).toContainText(OLD_PRICE);
    await offline.setOffline(true);

    await publishPrice(page, '3100');
    await servesPrice(request, target.baseURL, 'K3,100', OLD_PRICE);
    // The worker served now differs from the build's only in the pages that show the price.
    const changed = revised(builtWorker, await (await request.get('/sw.js')).text());
    expect(changed).toEqual(expect.arrayContaining(['/', '/products', '/tpi/products']));
    for (const unchanged of ['/legal', '/portfolio', '/offline', '/tpi/legal']) {
      expect(changed).not.toContain(unchanged);
    }

    // The next online visit finds the new worker; its install fetches what changed, not the rest.
    const fetchedByWorker: string[] = [];
    returning.on('request', (sent) => {
      if (sent.serviceWorker()) fetchedByWorker.push(new URL(sent.url()).pathname);
    });
    returningPage.on('dialog', (dialog) => void dialog.accept());
    await returningPage.goto('/products');
    await expect(returningPage.locator('main')).toContainText('K3,100', { timeout: 30_000 });
    expect(fetchedByWorker).toContain('/products');
    expect(fetchedByWorker).not.toContain('/legal');

    await returning.setOffline(true);
    await returningPage.goto('/products');
    await expect(returningPage.locator('main')).toContainText('K3,100');
    await offlinePage.goto('/products');
    await expect(offlinePage.locator('main')).toContainText(OLD_PRICE);
    await expect(offlinePage.locator('main')).not.toContainText('K3,100');
  } finally {
    await returning.close();
    await offline.close();
  }
  await publishPrice(page, '2950');
  await servesPrice(request, target.baseURL, OLD_PRICE, 'K3,100');
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
