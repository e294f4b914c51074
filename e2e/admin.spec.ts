import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';

// A staff account made the way the agency makes one: with `npm run admin:create`, password on stdin.
const EMAIL = `staff-${randomUUID().slice(0, 8)}@kumuldigital.com.pg`;
const PASSWORD = 'a long e2e staff password';

test.beforeAll(() => {
  execFileSync(process.execPath, ['dist/admin-create.js', '--email', EMAIL], {
    input: `${PASSWORD}\n`,
    env: { ...process.env, DATABASE_URL: `sqlite:${process.env.E2E_DATABASE_FILE}` },
    stdio: ['pipe', 'ignore', 'inherit'],
  });
});

test('staff sign in and find a quote that was just sent, then follow it up', async ({
  page,
  request,
}) => {
  const name = `Kila Builders ${randomUUID().slice(0, 6)}`;
  const sent = await request.post('/api/quote-request', {
    headers: { 'idempotency-key': randomUUID() },
    data: {
      customer: { name, email: 'kila@example.com', phone: '+675 7123 4567', company: '' },
      items: [{ id: 1, quantity: 2 }],
      message: 'A site for our building firm.',
    },
  });
  expect(sent.status()).toBe(201);
  const { reference } = (await sent.json()) as { reference: string };

  const signIn = await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/sign-in\?next=%2Fadmin$/);
  expect(signIn?.headers()['x-robots-tag']).toContain('noindex');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

  await page.getByLabel('Email').fill(EMAIL);
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The email or password is not correct.');

  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Quote requests' })).toBeVisible();

  const card = page.getByRole('listitem').filter({ hasText: reference });
  await expect(card).toContainText('New');
  await expect(card).toContainText('K5500');
  await card.getByRole('link', { name }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${reference} · ${name}`);
  await expect(page.getByRole('cell', { name: 'Community Hub' })).toBeVisible();
  await page.getByLabel('Status').selectOption('contacted');
  await page.getByLabel('Note for the team').fill('Called, proposal on Friday.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved.');
  await expect(page.getByLabel('Status')).toHaveValue('contacted');
  await expect(page.getByLabel('Note for the team')).toHaveValue('Called, proposal on Friday.');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('status')).toHaveText('You are signed out.');
  await page.goto('/admin/quotes');
  await expect(page).toHaveURL(/\/admin\/sign-in/);
});

test('the public site never loads the admin pages or lists them', async ({ page, request }) => {
  const loaded: string[] = [];
  page.on('request', (r) => loaded.push(new URL(r.url()).pathname));
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(loaded.length).toBeGreaterThan(0);
  expect(loaded.filter((path) => path.startsWith('/admin'))).toEqual([]);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).not.toContain('/admin');
});
