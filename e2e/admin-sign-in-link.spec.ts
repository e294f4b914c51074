import { test as base, expect } from '@playwright/test';
import { adminApi } from '../src/shared/schemas/admin';
import { INBOX_OPENS, OWNER_PASSWORD, ownerEmail, waitForMail } from './admin-fixtures';
import { type AdminTarget, targetAt } from './admin-targets';

// Issue 42, point 8 (decision 106): when the password sign-in answers 503 (every password check
// taken by a flood), the sign-in page offers a link by mail, and the link signs a new browser in.
// The flood itself is the API test's (test/api/sign-in-flood.test.ts): here the answer is given.

const test = base.extend<{ target: AdminTarget }>({
  target: async ({ baseURL }, provide) => provide(targetAt(baseURL)),
  // A browser that never signed in.
  storageState: { cookies: [], origins: [] },
});

const BUSY = 'Too many people are signing in right now. Please try again in a second.';

test('a 503 from the password sign-in offers a link by mail, which signs a new browser in', async ({
  page,
  request,
  target,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.route(`**${adminApi.session}`, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 503,
          headers: { 'retry-after': '1' },
          contentType: 'application/json',
          body: JSON.stringify({ error: BUSY }),
        })
      : route.continue(),
  );
  await page.goto('/admin/sign-in');
  await page.getByLabel('Email').fill(ownerEmail(target));
  await page.getByLabel('Password').fill(OWNER_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText(BUSY, INBOX_OPENS);
  await expect(page.getByText('Password sign-ins are busy.')).toBeVisible();

  const asked = Date.now();
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(page.getByRole('status')).toContainText('a sign-in link is on its way');

  const mail = await waitForMail(
    request,
    ownerEmail(target),
    (m) =>
      m.text.includes('/admin/sign-in#link=') && Date.parse(m.headers.date ?? '') >= asked - 1000,
  );
  const url = /(\S+\/admin\/sign-in#link=[\w-]+)/.exec(mail.text)?.[1] ?? '';
  expect(url.startsWith(target.baseURL)).toBe(true);

  // Opening the link alone spends nothing (mail scanners open links): a click signs in.
  await page.goto(url);
  await expect(page.getByText('You opened a sign-in link from your mail.')).toBeVisible();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible(INBOX_OPENS);
});
