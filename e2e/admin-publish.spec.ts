import { type APIRequestContext, test as base, expect } from '@playwright/test';
import { templates } from '../src/shared/catalogue';
import { publishPrice } from './admin-fixtures';
import { type AdminTarget, statePath, targetAt } from './admin-targets';

// Issue 45 point 2, decision 124: an owner's new price is served by the prerendered pages within
// 60 s of Publish (rendered in the server's worker, stored in the database, served from memory),
// and publishing the old price serves it again. On both databases. That new quotes are priced with
// it is proved by test/api/content-store.test.ts: a quote made here would change the inbox's
// figures that admin.spec.ts counts exactly.

const test = base.extend<{ target: AdminTarget }>({
  target: async ({ baseURL }, provide) => provide(targetAt(baseURL)),
  storageState: async ({ target }, provide) => provide(statePath(target, 'owner.json')),
});

const restaurant = templates.find((template) => template.slug === 'restaurant')!;
const PAGES = ['/products', '/tpi/products', '/'];

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

test('a published price is served on the pages within 60 s; the old one comes back', async ({
  page,
  request,
  target,
}) => {
  test.setTimeout(180_000);
  expect(restaurant.priceNumeric).toBe(2950);
  const raised = await servedWithin(request, await publishPrice(page, '3100'), 'K3,100', 'K2,950');
  const restored = await servedWithin(
    request,
    await publishPrice(page, '2950'),
    'K2,950',
    'K3,100',
  );
  console.log(`${target.dialect}: Publish to served ${raised} ms, restored ${restored} ms`);
});
