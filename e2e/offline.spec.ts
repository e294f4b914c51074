import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, type Page, expect, test } from '@playwright/test';
import { startServerProcess } from '../scripts/server-process';
import { databaseFullError } from '../src/server/http-error';
import { queryDatabase } from './database';
import { formCodeLoaded } from './form-code';
import { hydrated } from './hydrated';
import { visitWithWorker } from './service-worker';

test.use({ serviceWorkers: 'allow' });

const OFFLINE_CONTACT =
  'You are offline. Your message has been saved and will be sent when you reconnect to the internet.';
const SAVED_FOR_SERVER =
  'Our server cannot take messages just now. Your message has been saved and will be sent later.';
const OFFLINE_NEWSLETTER =
  'You are offline. Your subscription has been saved and will be processed when you reconnect to the internet.';

/** The saved submissions in Cache Storage: endpoint path and stored body of each. */
function savedEntries(page: Page) {
  return page.evaluate(async () => {
    if (!(await caches.has('offline-forms'))) return [];
    const cache = await caches.open('offline-forms');
    return Promise.all(
      (await cache.keys()).map(async (request) => ({
        path: new URL(request.url).pathname,
        stored: (await (await cache.match(request))!.json()) as {
          payload: { name?: string; email: string };
          idempotencyKey: string;
          attempts: number;
        },
      })),
    );
  });
}

/**
 * From now on, each page of the context counts its replays of saved submissions that have ended
 * (they run under one Web Lock, src/web/lib/offline-forms.ts): a test waits for one to end.
 */
async function countReplays(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const request = navigator.locks.request.bind(navigator.locks) as (
      ...args: unknown[]
    ) => Promise<unknown>;
    const counter = window as unknown as { endedReplays: number };
    counter.endedReplays = 0;
    navigator.locks.request = ((name: string, ...rest: unknown[]) => {
      const held = request(name, ...rest);
      const ended = () => {
        if (name === 'offline-forms-replay') counter.endedReplays += 1;
      };
      held.then(ended, ended);
      return held;
    }) as LockManager['request'];
  });
}

/** Waits until the page has run a replay of saved submissions to its end. */
async function replayEnded(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { endedReplays: number }).endedReplays))
    .toBeGreaterThan(0);
}

const contactForm = (page: Page) => page.getByRole('form', { name: 'Send us a message' });

async function sendContactOffline(page: Page, context: BrowserContext, name: string) {
  const form = contactForm(page);
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Email').fill('offline@example.com');
  await form.getByLabel('Message').fill('Written with no signal in Goroka.');
  await formCodeLoaded(page);
  await context.setOffline(true);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText(OFFLINE_CONTACT)).toBeVisible();
}

const storedContacts = (name: string) =>
  queryDatabase<{ n: number }>('select count(*) as n from contact_messages where name = ?', name)[0]
    ?.n ?? 0;

test.describe('the service worker and the manifest', () => {
  test('/sw.js is JavaScript that is never cached long', async ({ request }) => {
    const response = await request.get('/sw.js');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/javascript/);
    expect(response.headers()['cache-control']).toBe('no-cache');
  });

  test('the web app manifest is linked and complete', async ({ page, request }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const response = await request.get(href!);
    expect(response.headers()['content-type']).toMatch(/manifest\+json/);
    const manifest = (await response.json()) as Record<string, unknown> & {
      icons: { src: string; sizes: string; purpose?: string }[];
      screenshots: { src: string; form_factor?: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'Kumul Digital',
      short_name: 'Kumul',
      start_url: '/',
      display: 'standalone',
      theme_color: '#195a3f',
      background_color: '#ffffff',
    });
    expect(manifest.description).toEqual(expect.any(String));
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    expect(manifest.screenshots.map((shot) => shot.form_factor).sort()).toEqual(['narrow', 'wide']);
    for (const image of [...manifest.icons, ...manifest.screenshots]) {
      expect((await request.get(image.src)).status(), image.src).toBe(200);
    }
  });
});

test.describe('offline browsing', () => {
  test('after a first visit the agency pages open offline; an unvisited one shows the offline page', async ({
    page,
    context,
  }) => {
    await visitWithWorker(page);
    await context.setOffline(true);
    const pages = [
      ['/', /websites that work for Papua New Guinea/],
      ['/products', 'Website Templates'],
      ['/portfolio', 'Projects we have delivered'],
      ['/checkout', 'Your quote'],
    ] as const;
    for (const [path, heading] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
    await expect(page.getByText('Offline', { exact: true })).toBeVisible();

    await page.goto('/templates/hotel');
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Website templates' })).toHaveAttribute(
      'href',
      '/products',
    );
  });

  test('the help chat opens and answers offline after a first visit, its answers never opened online', async ({
    page,
    context,
  }) => {
    await visitWithWorker(page);
    await context.setOffline(true);
    await page.goto('/portfolio');
    await hydrated(page);
    await page.getByRole('button', { name: 'Open help chat' }).click();
    const dialog = page.getByRole('dialog', { name: 'Help chat' });
    const input = dialog.getByRole('textbox', { name: 'Your question' });
    await input.fill('How much does a website cost?');
    await input.press('Enter');
    await expect(dialog.getByRole('log').getByRole('listitem').nth(2)).toContainText(
      'A ready-made website (a template) costs from K',
    );
  });

  test('a sample site seen once, before the worker existed, opens offline and still works', async ({
    page,
    context,
  }) => {
    await visitWithWorker(page, '/templates/hotel');
    // The page hands the new worker what it loaded; the page itself lands in the pages cache.
    await expect
      .poll(() => page.evaluate(async () => !!(await caches.match(location.href))))
      .toBe(true);
    // So do the scripts, styles and pictures it fetched, each in a cache the worker reads.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const files = performance
            .getEntriesByType('resource')
            .map((entry) => new URL(entry.name))
            .filter(
              (url) =>
                url.origin === location.origin &&
                (url.pathname.startsWith('/assets/') ||
                  /\.(avif|webp|png|jpe?g|svg)$/.test(url.pathname)),
            );
          const kept = await Promise.all(
            files.map(async (url) => !!(await caches.match(url.href, { ignoreSearch: true }))),
          );
          return files.length > 0 && kept.every(Boolean);
        }),
      )
      .toBe(true);
    await context.setOffline(true);
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Where the reef meets the rainforest' }),
    ).toBeVisible();
    // Its scripts came from the cache too: the page hydrates with no network.
    await hydrated(page);
  });

  test('the portfolio opens whole offline; a picture that cannot load shows initials, no broken image', async ({
    page,
    context,
  }) => {
    const pictures = page.getByRole('main').getByRole('article').locator('img');
    const loaded = () =>
      pictures.evaluateAll((images) =>
        images.every((image) => (image as HTMLImageElement).naturalWidth > 0),
      );
    await visitWithWorker(page, '/portfolio');
    await context.setOffline(true);
    await page.reload();
    await hydrated(page);
    // The nine small pictures are kept with the page (decision 088): all load with no network.
    await expect(pictures).toHaveCount(9);
    for (const picture of await pictures.all()) await picture.scrollIntoViewIfNeeded();
    await expect.poll(loaded).toBe(true);

    // One picture gone from the device (storage cleared by the phone): its card shows initials.
    await page.evaluate(async () => {
      const name = (await caches.keys()).find((key) => key.startsWith('workbox-precache'));
      const cache = await caches.open(name!);
      for (const request of await cache.keys()) {
        if (request.url.includes('/images/portfolio/kumul-legal.svg')) await cache.delete(request);
      }
    });
    // And none in the browser's HTTP cache either: the worker's fetch of it fails.
    await context.route('**/images/portfolio/kumul-legal.svg', (route) =>
      route.abort('internetdisconnected'),
    );
    await page.reload();
    await hydrated(page);
    const card = page.getByRole('article', { name: 'Kumul Legal Partners' });
    await card.scrollIntoViewIfNeeded();
    await expect(card.locator('img')).toHaveCount(0);
    await expect(card.locator('[data-placeholder]')).toHaveText('KL');
    await expect(card.locator('[data-placeholder]')).toBeVisible();
    await expect(pictures).toHaveCount(8);
  });

  test('the worker keeps exactly what the agency pages need: no photos, no sample sites', async ({
    page,
  }) => {
    await visitWithWorker(page, '/products');
    const kept = await page.evaluate(async () => {
      const name = (await caches.keys()).find((key) => key.startsWith('workbox-precache'));
      const cache = await caches.open(name!);
      return (await cache.keys()).map((request) => new URL(request.url).pathname);
    });
    for (const path of ['/', '/products', '/portfolio', '/checkout', '/offline', '/legal']) {
      expect(kept).toContain(path);
    }
    expect(kept.filter((path) => path.endsWith('.css'))).toHaveLength(1);
    // The chat's conversation and the forms' sending code work offline too.
    expect(kept.some((path) => /\/assets\/chat-body-/.test(path))).toBe(true);
    // Its words and answers are data (decision 122), kept in the visitor's language only.
    expect(kept).toContain('/chat/en.json');
    expect(kept).not.toContain('/chat/tpi.json');
    expect(kept.some((path) => /\/assets\/offline-forms-/.test(path))).toBe(true);
    expect(kept.filter((path) => /\.(webp|avif|png)$/.test(path))).toEqual([]);
    // The portfolio's nine small SVG pictures are kept with its page (decision 088).
    expect(kept.filter((path) => path.startsWith('/images/portfolio/'))).toHaveLength(9);
    expect(kept.filter((path) => /^\/(templates|png-market|home$)/.test(path))).toEqual([]);
    expect(kept.some((path) => /(room|rewards)-modal/.test(path))).toBe(false);
  });

  test('the badge follows the browser online and offline', async ({ page, context }) => {
    await page.goto('/products');
    const badge = page.locator('[aria-live="polite"]').filter({ hasText: /^(Online|Offline)$/ });
    await expect(badge).toHaveText('Online');
    await context.setOffline(true);
    await expect(badge).toHaveText('Offline');
    await context.setOffline(false);
    await expect(badge).toHaveText('Online');
  });
});

test.describe('a visitor who saves data', () => {
  test('gets nothing kept offline until they ask; then the agency pages open offline', async ({
    page,
    context,
  }) => {
    // What a phone with Data Saver on (Save-Data) tells the page.
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'connection', {
        configurable: true,
        get: () => ({ saveData: true, effectiveType: '4g', addEventListener() {} }),
      }),
    );
    await page.goto('/');
    await hydrated(page);
    const keep = page.getByRole('button', { name: 'Keep this site for offline use' });
    // The offer stands in for the worker: the page chose not to register one.
    await expect(keep).toBeVisible();
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) ?? null),
    ).toBeNull();
    expect(await page.evaluate(() => caches.keys())).toEqual([]);

    await keep.click();
    await expect(page.getByText('Kept for offline use')).toBeVisible({ timeout: 30_000 });
    await expect(keep).toBeHidden();
    await context.setOffline(true);
    for (const [path, heading] of [
      ['/portfolio', 'Projects we have delivered'],
      ['/checkout', 'Your quote'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
    // The choice is remembered: the next page registers the worker as any other visitor's.
    expect(await page.evaluate(() => localStorage.getItem('keep-site-offline'))).toBe('true');
  });
});

test.describe('offline forms reach the server once', () => {
  test('a contact message written offline is stored once when the connection returns', async ({
    page,
    context,
  }) => {
    const name = `Offline Contact ${Date.now()}`;
    await countReplays(context);
    await visitWithWorker(page, '/#contact');
    await sendContactOffline(page, context, name);
    const entries = await savedEntries(page);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.path).toBe('/api/contact');
    expect(entries[0]!.stored.payload.name).toBe(name);

    await context.setOffline(false);
    await expect.poll(() => storedContacts(name), { timeout: 20_000 }).toBe(1);
    await expect.poll(async () => (await savedEntries(page)).length).toBe(0);
    // Reloading twice replays again, but nothing is left to send: still one row.
    await page.reload();
    await page.reload();
    await replayEnded(page);
    expect(storedContacts(name)).toBe(1);
  });

  test('a newsletter signup written offline is stored once, with two tabs open', async ({
    page,
    context,
  }) => {
    const email = `offline-${Date.now()}@example.com`;
    await countReplays(context);
    await visitWithWorker(page, '/#newsletter');
    const second = await context.newPage();
    await second.goto('/');
    const form = page.getByRole('form', { name: 'Newsletter signup' });
    await form.getByLabel('Email address').fill(email);
    await formCodeLoaded(page);
    await context.setOffline(true);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText(OFFLINE_NEWSLETTER)).toBeVisible();
    expect((await savedEntries(page)).map((entry) => entry.path)).toEqual([
      '/api/newsletter/subscribe',
    ]);

    // Both tabs and the service worker see the connection return and replay at once.
    await context.setOffline(false);
    const count = () =>
      queryDatabase<{ n: number }>(
        'select count(*) as n from newsletter_subscribers where email = ?',
        email,
      )[0]?.n ?? 0;
    await expect.poll(count, { timeout: 20_000 }).toBe(1);
    await second.reload();
    await replayEnded(second);
    expect(count()).toBe(1);
  });

  test('a replay answered 4xx is dropped; one answered 500 is kept and tried again', async ({
    page,
    context,
  }) => {
    await visitWithWorker(page, '/#contact');
    await sendContactOffline(page, context, 'Refused Later');
    let answer = 500;
    let calls = 0;
    // On the context, so replays from the page and from the service worker are both answered.
    await context.route('**/api/contact', async (route) => {
      calls += 1;
      await route.fulfill({ status: answer, json: { error: 'Not now.' } });
    });
    await context.setOffline(false);
    await expect.poll(() => calls, { timeout: 20_000 }).toBeGreaterThan(0);
    // The attempt is counted once the 500 has come back, a moment after the request.
    await expect
      .poll(async () => (await savedEntries(page)).map((entry) => entry.stored.attempts > 0))
      .toEqual([true]);

    // The next trigger (here a page load) tries again; a 4xx can never succeed, so it is dropped.
    answer = 422;
    const before = calls;
    await page.reload();
    await expect.poll(() => calls, { timeout: 20_000 }).toBeGreaterThan(before);
    await expect.poll(async () => (await savedEntries(page)).length).toBe(0);
  });

  test('a contact message the server answers 503 (disk full) is kept and stored once when the server takes it again', async ({
    page,
    context,
  }) => {
    const name = `Disk Full Contact ${Date.now()}`;
    await visitWithWorker(page, '/#contact');
    const full = databaseFullError();
    let serverFull = true;
    const keys = new Set<string | undefined>();
    // The server's own answer to a full disk (test/api/disk-full.test.ts proves it), to the page's
    // request and to the service worker's replays alike.
    await context.route('**/api/contact', async (route) => {
      keys.add(route.request().headers()['idempotency-key']);
      if (!serverFull) return route.fallback();
      await route.fulfill({
        status: 503,
        headers: { 'retry-after': String(full.retryAfterSeconds) },
        json: { error: full.message },
      });
    });
    const form = contactForm(page);
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Email').fill('diskfull@example.com');
    await form.getByLabel('Message').fill('Sent while the server disk was full.');
    await formCodeLoaded(page);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText(SAVED_FOR_SERVER)).toBeVisible();
    const entries = await savedEntries(page);
    expect(entries.map((entry) => entry.stored.payload.name)).toEqual([name]);
    expect(storedContacts(name)).toBe(0);

    // Space is back: the next page load sends it, with its key, once.
    serverFull = false;
    await page.reload();
    await expect.poll(() => storedContacts(name), { timeout: 20_000 }).toBe(1);
    await expect.poll(async () => (await savedEntries(page)).length).toBe(0);
    // The first attempt and every replay carried the one key the submission was saved under.
    expect([...keys]).toEqual([entries[0]!.stored.idempotencyKey]);
  });
});

test.describe('install card', () => {
  /** The card waits this long after the browser's offer (the spec's 3 s; install-card.tsx). */
  const INSTALL_CARD_DELAY_MS = 3000;

  /** Chromium only offers installation on its own schedule: the test makes the offer itself. */
  async function offerInstall(page: Page): Promise<void> {
    await page.evaluate(() => {
      const offer = new Event('beforeinstallprompt', { cancelable: true });
      Object.assign(offer, {
        prompt: () => Promise.resolve(),
        userChoice: Promise.resolve({ outcome: 'accepted' }),
      });
      window.dispatchEvent(offer);
    });
  }

  test('appears 3 s after the offer; Maybe later hides it and remembers', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('Online', { exact: true })).toBeVisible();
    // The page's timers from here on run on a clock the test moves, not on the wall clock: paused,
    // so a slow machine's seconds between two steps do not count towards the 3 s.
    const now = Date.now();
    await page.clock.install({ time: now });
    await page.clock.pauseAt(now + 1000);
    await offerInstall(page);
    const card = page.getByRole('region', { name: 'Install our app' });
    await expect(page.getByRole('button', { name: 'Install App' })).toBeVisible();
    await page.clock.runFor(INSTALL_CARD_DELAY_MS - 100);
    await expect(card).toBeHidden();
    await page.clock.runFor(100);
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: 'Maybe later' }).click();
    await expect(card).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('install-prompt-dismissed'))).toBe(
      'true',
    );
  });

  test('the dismissed flag keeps it away', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('install-prompt-dismissed', 'true'));
    await page.goto('/');
    await expect(page.getByText('Online', { exact: true })).toBeVisible();
    await page.clock.install();
    await offerInstall(page);
    await expect(page.getByRole('button', { name: 'Install App' })).toBeVisible();
    await page.clock.runFor(INSTALL_CARD_DELAY_MS + 500);
    await expect(page.getByRole('region', { name: 'Install our app' })).toBeHidden();
  });

  test('accepting the installation hides the card and the Install App pill', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('Online', { exact: true })).toBeVisible();
    await page.clock.install();
    await offerInstall(page);
    const card = page.getByRole('region', { name: 'Install our app' });
    await page.clock.runFor(INSTALL_CARD_DELAY_MS);
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: 'Install', exact: true }).click();
    await expect(card).toBeHidden();
    await expect(page.getByRole('button', { name: 'Install App' })).toBeHidden();
  });
});

test.describe('updates', () => {
  /** A server of its own on a copy of the build, so changing its /sw.js touches no other test. */
  async function startOwnServer(): Promise<{
    origin: string;
    siteDir: string;
    stop: () => Promise<void>;
  }> {
    const dir = mkdtempSync(join(tmpdir(), 'kumul-update-'));
    const siteDir = join(dir, 'client');
    cpSync(join(process.cwd(), process.env.BUILD_DIR ?? 'build', 'client'), siteDir, {
      recursive: true,
    });
    const server = await startServerProcess({
      DATABASE_URL: `sqlite:${join(dir, 'site.db')}`,
      MAIL_OUTBOX_DIR: join(dir, 'outbox'),
      SITE_DIR: siteDir,
    });
    return {
      origin: server.origin,
      siteDir,
      stop: async () => {
        await server.stop();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }

  test('a new worker waiting asks to refresh, and one confirm reloads under it', async ({
    page,
  }) => {
    test.slow(); // it starts a server of its own, which takes seconds on a busy machine
    const own = await startOwnServer();
    try {
      await visitWithWorker(page, `${own.origin}/`);
      // Gone after a reload: proves the confirm really reloaded the page.
      await page.evaluate(() => Object.assign(window, { beforeUpdate: true }));
      const file = join(own.siteDir, 'sw.js');
      writeFileSync(file, `${readFileSync(file, 'utf8')}\n// next version\n`);
      // A real build writes new compressed copies too; without them the server sends this file.
      for (const copy of [`${file}.br`, `${file}.gz`]) rmSync(copy, { force: true });
      const question = new Promise<string>((resolve) => {
        page.once('dialog', (dialog) => {
          resolve(dialog.message());
          void dialog.accept();
        });
      });
      // Coming back to the page is one of the moments it looks for a new version.
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      expect(await question).toBe('New version available! Refresh to update?');
      await page.waitForEvent('load');
      expect(await page.evaluate(() => 'beforeUpdate' in window)).toBe(false);
      await expect
        .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state))
        .toBe('activated');
      // The new worker took over: nothing is left waiting.
      expect(
        await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting),
      ).toBeNull();
    } finally {
      await own.stop();
    }
  });
});
