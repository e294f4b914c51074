import { type Page, type Request, type Route, test as base, expect } from '@playwright/test';
import { formatMoney, kina } from '../src/shared/money';
import { adminApi } from '../src/shared/schemas/admin';
import { type Seeded, readSeeded } from './admin-fixtures';
import { type AdminTarget, statePath, targetAt } from './admin-targets';

// The inbox on a phone (issue 25, item 12): the frame before anything else arrives, every section
// reachable at 390 px, the newest quotes on Today, and a signed-out visit without a 401. Read-only:
// the dashboard's exact figures in e2e/admin.spec.ts stay as the setup made them.

const test = base.extend<{ target: AdminTarget; seeded: Seeded }>({
  target: async ({ baseURL }, provide) => provide(targetAt(baseURL)),
  seeded: async ({ target }, provide) => provide(readSeeded(target)),
  storageState: async ({ target }, provide) => provide(statePath(target, 'owner.json')),
});

const phone = { width: 390, height: 844 };
// The inbox's first page waits for its scripts, the session and its data: on a loaded machine (a
// load of 40 on 2 cores took 45 s) that passes the default 5 s, so the first wait of a test may take
// longer. These are waits for a state, not timed assertions; later waits keep the default.
const first = { timeout: 90_000 };
test.describe.configure({ timeout: 240_000 });

/** Holds every request matching `url` until `release()` is called. */
async function hold(page: Page, url: string | RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: Request[] = [];
  await page.route(url, async (route: Route) => {
    held.push(route.request());
    await released;
    await route.continue();
  });
  return { release, held };
}

test.describe('at 390 px', () => {
  test.use({ viewport: phone });

  test('on a slow line the frame and a loading state show before the scripts and the data', async ({
    page,
    seeded,
  }) => {
    const scripts = await hold(page, /\/assets\/.*\.js$/);
    const data = await hold(page, `**${adminApi.dashboard}`);
    await page.goto('/admin', { waitUntil: 'commit' });

    // No script has arrived: the frame is the page's own HTML, with its stylesheet.
    const nav = page.getByRole('navigation', { name: 'Inbox' });
    await expect(nav).toBeVisible(first);
    await expect(nav).toContainText('Kumul Digital');
    await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
    await expect(page.getByText('Loading the inbox…')).toBeVisible();
    await expect.poll(() => scripts.held.length).toBeGreaterThan(0);
    // Styled (the sections wait behind Menu), and the Menu works without a script (:target).
    await expect(nav.getByRole('link', { name: 'Members' })).toBeHidden();
    await nav.getByRole('link', { name: 'Menu' }).click();
    await expect(nav.getByRole('link', { name: 'Members' })).toBeInViewport();

    // Scripts and session arrive, the dashboard's data does not: still the frame, still loading.
    scripts.release();
    await expect.poll(() => data.held.length, first).toBe(1);
    await expect(nav).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);

    data.release();
    await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible(first);
    // The live frame replaced the static one: one navigation, now with the account.
    await expect(page.getByRole('navigation', { name: 'Inbox' })).toHaveCount(1);
    await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: new RegExp(seeded.whatsApp.name) })).toBeVisible();
  });

  test('a Menu button shows every section at once; choosing one closes it', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible(first);
    const nav = page.getByRole('navigation', { name: 'Inbox' });
    const menu = nav.getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Members' })).toBeHidden();

    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const labels = [
      'Today',
      'Quotes',
      'Messages',
      'Subscribers',
      'Members',
      'Content',
      'Settings',
      'Staff accounts',
      'System',
    ];
    // All inside the screen at once: nothing to scroll sideways to.
    for (const label of labels) {
      const link = nav.getByRole('link', { name: label, exact: true });
      await expect(link).toBeInViewport({ ratio: 1 });
    }
    await expect(nav.getByRole('button', { name: 'Sign out' })).toBeInViewport();

    await nav.getByRole('link', { name: 'Staff accounts' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Staff accounts' })).toBeVisible(
      first,
    );
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Members' })).toBeHidden();

    // Escape closes it too, and gives the focus back to the button.
    await menu.click();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
  });

  test('Today lists the newest quotes waiting for an answer, each opening its quote', async ({
    page,
    seeded,
  }) => {
    await page.goto('/admin');
    const list = page
      .getByRole('region', { name: 'Newest quotes to answer' })
      .getByRole('listitem');
    // Newest first; the setup sent them in this order and made the overdue one 2 days old.
    await expect(list).toHaveCount(3, first);
    const order = [seeded.whatsApp, seeded.reply, seeded.overdue];
    for (const [index, quote] of order.entries()) {
      await expect(list.nth(index)).toContainText(quote.name);
      await expect(list.nth(index)).toContainText(formatMoney(kina(quote.totalAmount)));
    }
    await expect(list.nth(0)).toContainText(/(just now|min ago|h ago)/);
    await expect(list.nth(2)).toContainText('2 days ago');
    await list.nth(1).getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(seeded.reply.reference, first);
  });
});

test.describe('signed out', () => {
  test.use({ storageState: { cookies: [], origins: [] }, viewport: phone });

  test('opening /admin checks the session once, quietly, then shows sign-in', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const sessionReads: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/admin/')) sessionReads.push(`${request.method()} ${path}`);
    });
    await page.goto('/admin/quotes?status=new');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the inbox' })).toBeVisible(
      first,
    );
    const { pathname, search } = new URL(page.url());
    expect(`${pathname}${search}`).toBe(
      `/admin/sign-in?next=${encodeURIComponent('/admin/quotes?status=new')}`,
    );
    // The static frame is gone with the first page React shows.
    await expect(page.getByRole('navigation', { name: 'Inbox' })).toHaveCount(0);
    expect(sessionReads).toEqual([`GET ${adminApi.sessionState}`]);
    expect(errors).toEqual([]);
  });
});

test('at 1280 px the sections are a sidebar, with no Menu button', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible(first);
  const nav = page.getByRole('navigation', { name: 'Inbox' });
  await expect(nav.getByRole('button', { name: 'Menu' })).toBeHidden();
  for (const label of ['Today', 'Members', 'Settings', 'Staff accounts', 'System']) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toBeInViewport();
  }
});
