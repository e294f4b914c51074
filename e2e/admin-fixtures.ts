import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { type APIRequestContext, type Page, test as base, expect } from '@playwright/test';
import type { ReceivedMail } from '../test/helpers/smtp';
import { type AdminTarget, smtpSinkUrl, statePath, targetAt } from './admin-targets';

// What the inbox's setup and specs share: accounts, seeded quotes, and the SMTP sink's mails.

export const OWNER_PASSWORD = 'a long e2e owner password';

export const ownerEmail = (target: AdminTarget) => `owner-${target.dialect}@kumuldigital.com.pg`;

/** Makes (or resets) an account the way the agency does: `npm run admin:create`, password on stdin. */
export function createAccount(target: AdminTarget, email: string, password: string): void {
  execFileSync(process.execPath, ['dist/admin-create.js', '--email', email], {
    input: `${password}\n`,
    env: { ...process.env, DATABASE_URL: target.databaseUrl, LOG_LEVEL: 'warn' },
    stdio: ['pipe', 'ignore', 'inherit'],
  });
}

/**
 * The wait for an inbox page opened by its address: the whole inbox's code loads first, which on
 * a loaded machine (a CI run with two workers) passes the default 5 s.
 */
export const INBOX_OPENS = { timeout: 30_000 };

/** Signs in through the sign-in page, as staff do, and waits for the dashboard. */
export async function signInThroughPage(page: Page, email: string, password: string) {
  await page.goto('/admin/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The dashboard's data follows the sign-in: on a loaded machine that may pass the default 5 s.
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible(INBOX_OPENS);
}

export interface SeededQuote {
  reference: string;
  email: string;
  name: string;
  totalAmount: number;
}

/** The quotes the setup sent, by role: `overdue` was made 2 days old in the database. */
export interface Seeded {
  overdue: SeededQuote;
  reply: SeededQuote;
  whatsApp: SeededQuote;
}

/** Sends a quote request as the public site does; each customer has an address of their own. */
export async function sendQuote(
  request: APIRequestContext,
  target: AdminTarget,
  { name, phone, quantity }: { name: string; phone: string; quantity: number },
): Promise<SeededQuote> {
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${target.dialect}-${randomUUID().slice(0, 6)}@example.com`;
  const sent = await request.post('/api/quote-request', {
    headers: { 'idempotency-key': randomUUID() },
    data: {
      customer: { name, email, phone, company: '' },
      items: [{ id: 1, quantity }],
      message: 'A site for our firm.',
    },
  });
  expect(sent.status()).toBe(201);
  const body = (await sent.json()) as { reference: string; totalAmount: number };
  return { reference: body.reference, email, name, totalAmount: body.totalAmount };
}

export const readSeeded = (target: AdminTarget): Seeded =>
  JSON.parse(readFileSync(statePath(target, 'seeded.json'), 'utf8')) as Seeded;

/** The mails the SMTP sink received for this address so far. */
export async function mailsTo(request: APIRequestContext, to: string): Promise<ReceivedMail[]> {
  const response = await request.get(`${smtpSinkUrl()}/mails?to=${encodeURIComponent(to)}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as ReceivedMail[];
}

/** Waits for the first mail to this address that passes the check, and answers it. */
export async function waitForMail(
  request: APIRequestContext,
  to: string,
  check: (mail: ReceivedMail) => boolean,
): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(request, to)).find(check);
        return found !== undefined;
      },
      { message: `the awaited mail to ${to}`, timeout: 15_000 },
    )
    .toBe(true);
  return found as ReceivedMail;
}

/**
 * Saves the content item open in the editor as a draft, then publishes every draft from the
 * Content page (decisions 123, 124); answers the time the publish was answered. The admin specs
 * share a database and two may publish at once: a publish that finds nothing left to publish
 * means the other one took this draft, and one refused as "at the same moment" is tried again.
 */
export async function saveAndPublish(page: Page): Promise<number> {
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/admin/content/changes') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Save as draft' }).click();
  expect((await saved).status()).toBe(201);
  for (let attempt = 1; ; attempt += 1) {
    await page.goto('/admin/content');
    const published = page.waitForResponse(
      (r) => r.url().endsWith('/api/admin/content/versions') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Publish', exact: true }).click(INBOX_OPENS);
    const answer = await published;
    if (answer.status() === 201) return Date.now();
    const { error } = (await answer.json()) as { error: string };
    expect(answer.status(), error).toBe(409);
    if (error.startsWith('There is nothing to publish')) return Date.now();
    expect(attempt, error).toBeLessThan(3);
  }
}

/** Saves Restaurant Deluxe's price in the editor (signed in as an owner) and publishes it. */
export async function publishPrice(page: Page, price: string): Promise<number> {
  await page.goto('/admin/content/template/restaurant');
  await page.getByLabel('Price (Kina)').fill(price, INBOX_OPENS);
  return saveAndPublish(page);
}

/**
 * The tests that publish take turns on their database: the admin specs run on two workers at once,
 * and a test that compares what is served before and after a publish must see its own publish
 * only. A test holds its turn from start to end (a fixture of its own timeout: waiting for the
 * other test's turn is not its time).
 */
export async function publishTurn(
  { target }: { target: AdminTarget },
  provide: () => Promise<void>,
): Promise<void> {
  const lock = statePath(target, 'publish-turn');
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    await provide();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** How a spec takes publishTurn: `auto` for a file whose every test publishes. */
export const PUBLISH_TURN_TIMEOUT = 300_000;

/** An owner's browser on a project's server that takes its turn to publish (publishTurn). */
export const publishingTest = base.extend<{ target: AdminTarget; publishing: void }>({
  target: async ({ baseURL }, provide) => provide(targetAt(baseURL)),
  publishing: [publishTurn, { auto: true, timeout: PUBLISH_TURN_TIMEOUT }],
  storageState: async ({ target }, provide) => provide(statePath(target, 'owner.json')),
});

/** Waits until the server at `origin` serves /products with `shown` and without `gone`. */
export async function servesPrice(
  request: APIRequestContext,
  origin: string,
  shown: string,
  gone: string,
): Promise<void> {
  await expect
    .poll(
      async () => {
        const html = await (await request.get(`${origin}/products`)).text();
        return html.includes(shown) && !html.includes(gone);
      },
      { timeout: 60_000, intervals: [250] },
    )
    .toBe(true);
}
