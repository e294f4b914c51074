import { type BrowserContext, type Page, expect, test } from '@playwright/test';
import { queryDatabase } from './database';
import { hydrated } from './hydrated';

// Issue 11: a connection that drops during a first visit never costs the visitor the page they
// are reading, and everything works once the connection is back (decision 035).

const moments = ['after the HTML', 'after the CSS', 'after the first script'] as const;
type Moment = (typeof moments)[number];

test.use({ viewport: { width: 390, height: 844 } });

/**
 * From now on the network answers the page's document and, depending on the moment, its
 * stylesheets and its first script; every other request fails as on a dead mobile link: after
 * a while, and with the browser still saying it is online, as phones often do.
 */
async function dropConnection(page: Page, moment: Moment): Promise<void> {
  let scriptsLeft = moment === 'after the first script' ? 1 : 0;
  await page.route('**/*', async (route) => {
    const type = route.request().resourceType();
    const passes =
      type === 'document' ||
      (type === 'stylesheet' && moment !== 'after the HTML') ||
      (type === 'script' && scriptsLeft-- > 0);
    if (passes) return route.continue();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.abort('internetdisconnected').catch(() => undefined);
  });
}

/**
 * The connection comes back: requests pass again and the page hears `online`. Requests already
 * on their way still fail, as they would on a phone.
 */
async function restoreConnection(page: Page, context: BrowserContext): Promise<void> {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await context.setOffline(true);
  await context.setOffline(false);
}

/** The page's scripts tried to load and failed, and the page is still the page. */
async function expectPageKept(page: Page, heading: RegExp): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.readyState)).toBe('complete');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
  // Links still lead somewhere: plain anchors work without any script.
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs.length).toBeGreaterThan(3);
  expect(hrefs.every((href) => href && href.length > 0)).toBe(true);
}

async function expectChatOpens(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Open help chat' }).click();
  const chat = page.getByRole('dialog', { name: 'Help chat' });
  await expect(chat.getByRole('textbox')).toBeVisible();
}

/** The home page's contact form sends, and the message is stored exactly once. */
async function expectContactSent(page: Page, name: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Email').fill('dropped@example.pg');
  await form.getByLabel('Message').fill('Sent once the signal came back.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Thank you for your message!')).toBeVisible();
  expect(stored('select count(*) as n from contact_messages where name = ?', name)).toBe(1);
}

const stored = (sql: string, value: string) => queryDatabase<{ n: number }>(sql, value)[0]?.n ?? 0;

interface Case {
  path: string;
  heading: RegExp;
  before?: (page: Page) => Promise<void>;
  worksAgain: (page: Page, moment: Moment) => Promise<void>;
}

const cases: Case[] = [
  {
    path: '/',
    heading: /websites that work for Papua New Guinea/,
    async worksAgain(page, moment) {
      await expectChatOpens(page);
      await page.getByRole('button', { name: 'Close help chat' }).click();
      await expectContactSent(page, `Dropped ${moment} ${Date.now()}`);
    },
  },
  {
    path: '/products',
    heading: /Website Templates/,
    async worksAgain(page) {
      await expectChatOpens(page);
      await page.getByRole('button', { name: 'Close help chat' }).click();
      await page.getByRole('button', { name: 'Add to quote' }).first().click();
      await expect(page.getByRole('link', { name: 'Quote, 1 template' })).toBeVisible();
    },
  },
  {
    path: '/checkout',
    heading: /Your quote/,
    async before(page) {
      await page.addInitScript(() =>
        localStorage.setItem(
          'cart',
          JSON.stringify({ version: 1, lines: [{ id: 1, quantity: 1 }] }),
        ),
      );
    },
    async worksAgain(page, moment) {
      await expectChatOpens(page);
      await page.getByRole('button', { name: 'Close help chat' }).click();
      const email = `dropped.${moment.replaceAll(' ', '-')}.${Date.now()}@example.pg`;
      await page.getByLabel('Full Name').fill('Grace Kila');
      await page.getByLabel('Email Address').fill(email);
      await page.getByLabel('Phone Number').fill('+675 7000 1234');
      await page.getByRole('button', { name: /Request quote/ }).click();
      await expect(page.getByText(/Quote request submitted!/)).toBeVisible();
      expect(
        stored('select count(*) as n from quote_requests where customer_email = ?', email),
      ).toBe(1);
    },
  },
  {
    path: '/templates/fitness',
    heading: /Train hard/,
    async worksAgain(page) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
    },
  },
  {
    path: '/templates/hotel',
    heading: /Where the reef meets the rainforest/,
    async worksAgain(page, moment) {
      await page.getByRole('button', { name: 'Join Paradise Rewards' }).click();
      await expect(page.getByRole('dialog', { name: 'Join Paradise Rewards' })).toBeVisible();
      await page.keyboard.press('Escape');
      const name = `Resort drop ${moment} ${Date.now()}`;
      const form = page.getByRole('form', { name: 'Send us a message' });
      await form.getByLabel('Name').fill(name);
      await form.getByLabel('Email').fill('resort.drop@example.pg');
      await form.getByLabel('Message').fill('Is the lagoon calm in July?');
      const alert = new Promise<string>((resolve) =>
        page.once('dialog', (dialog) => {
          resolve(dialog.message());
          void dialog.accept();
        }),
      );
      await form.getByRole('button', { name: 'Send Message' }).click();
      expect(await alert).toMatch(/^Message sent successfully!/);
      expect(stored('select count(*) as n from contact_messages where name = ?', name)).toBe(1);
    },
  },
];

for (const { path, heading, before, worksAgain } of cases) {
  test.describe(`first visit to ${path}`, () => {
    for (const moment of moments) {
      test(`the connection drops ${moment}: the page stays, and works once it is back`, async ({
        page,
        context,
      }) => {
        const pageErrors: string[] = [];
        page.on('pageerror', (error) => pageErrors.push(error.message));
        await before?.(page);
        await dropConnection(page, moment);
        await page.goto(path);
        await expectPageKept(page, heading);
        // A tap while the scripts cannot arrive changes nothing either.
        await page.mouse.click(5, 400);
        await expectPageKept(page, heading);

        // The connection returns while the attempt that tap started is still failing.
        await page.mouse.click(5, 400);
        await restoreConnection(page, context);
        await hydrated(page);
        await worksAgain(page, moment);
        expect(pageErrors).toEqual([]);
      });
    }
  });
}

test('a deferred piece that fails after the page is up stays away quietly, then arrives', async ({
  page,
  context,
}) => {
  // The status pill and the chat's conversation are fetched after hydration: the original failure.
  await page.route(/\/assets\/(chat-body|pwa)-/, (route) => route.abort('internetdisconnected'));
  await page.goto('/');
  await hydrated(page);
  await expect(page.getByText('Online', { exact: true })).toHaveCount(0);
  // The launcher is in the page; its conversation says it could not load, and waits.
  await page.getByRole('button', { name: 'Open help chat' }).click();
  const chat = page.getByRole('dialog', { name: 'Help chat' });
  await expect(chat.getByRole('alert')).toBeVisible();
  await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
  await restoreConnection(page, context);
  await expect(chat.getByRole('textbox')).toBeVisible();
  await expect(page.getByText('Online', { exact: true })).toBeVisible();
});

test('a link to a page whose code cannot arrive offline leaves the current page as it is', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await hydrated(page);
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByLabel('Name').fill('Typed before the signal went');
  await context.setOffline(true);
  // The page says when it has decided to stay (src/web/app/route-module-guard.ts).
  const stayed = page.waitForEvent('console', (message) =>
    message.text().startsWith('That page is not saved on this device; staying on this one.'),
  );
  await page.getByRole('link', { name: 'Browse templates' }).click();
  await stayed;
  await expect(page).toHaveURL(/\/$/);
  await expect(form.getByLabel('Name')).toHaveValue('Typed before the signal went');
  await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);

  // Online, a route module that cannot load falls back to a full page load of the target.
  await context.setOffline(false);
  await page.route(/\/assets\/products-/, (route) => route.abort('internetdisconnected'));
  await page.getByRole('link', { name: 'Browse templates' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Website Templates/);
});

test.describe('a second visit', () => {
  test.use({ serviceWorkers: 'allow' });

  test('with the connection gone the page, its chat and its form work; the message goes once it is back', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await context.setOffline(true);
    await page.goto('/');
    await expectPageKept(page, /websites that work for Papua New Guinea/);
    await hydrated(page);
    await expectChatOpens(page);
    await page.getByRole('button', { name: 'Close help chat' }).click();

    await context.setOffline(false);
    await expectContactSent(page, `Second visit ${Date.now()}`);
  });
});
