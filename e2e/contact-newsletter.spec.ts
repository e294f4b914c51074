import { formCodeLoaded } from './form-code';
import { type Page, type Request, expect, test } from '@playwright/test';
import { queryDatabase } from './database';
import { hydrated } from './hydrated';

// What both forms do with each kind of answer (no sentence, no answer, storage blocked) is proved
// once in test/unit/form-outcomes.test.ts; here, what needs the page, the worker or the server.
const CONTACT = '**/api/contact';
const NEWSLETTER = '**/api/newsletter/subscribe';

const contactMessages = {
  missingFields: 'Please fill in all required fields (Name, Email, and Message).',
  offline:
    'You are offline. Your message has been saved and will be sent when you reconnect to the internet.',
  success: 'Thank you for your message! We will get back to you within 24 hours.',
};

const newsletterMessages = {
  invalidEmail: 'Please enter a valid email address.',
  offline:
    'You are offline. Your subscription has been saved and will be processed when you reconnect to the internet.',
  // The server's own answer adds the double opt-in step (decision 040).
  serverSuccess:
    'Thank you for subscribing! You will receive our latest updates and insights. Please confirm with the link we have just emailed you.',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** What Cache Storage 'offline-forms' holds: each entry's path and stored JSON. */
async function offlineEntries(page: Page) {
  return page.evaluate(async () => {
    const cache = await caches.open('offline-forms');
    const requests = await cache.keys();
    return Promise.all(
      requests.map(async (request) => ({
        path: new URL(request.url).pathname,
        key: new URL(request.url).searchParams.get('key'),
        stored: (await (await cache.match(request))!.json()) as {
          payload: unknown;
          idempotencyKey: string;
          savedAt: string;
        },
      })),
    );
  });
}

/** Records every request the page makes to an endpoint. */
function recordRequests(page: Page, endpoint: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === endpoint) seen.push(request);
  });
  return seen;
}

test.describe('contact form', () => {
  const section = (page: Page) => page.getByRole('region', { name: 'Tell us about your project' });
  const form = (page: Page) => section(page).getByRole('form', { name: 'Send us a message' });
  const status = (page: Page) => form(page).getByRole('status');
  const send = (page: Page) => form(page).getByRole('button', { name: 'Send Message' });

  async function fillContact(
    page: Page,
    values: { name: string; email: string; phone?: string; service?: string; message: string },
  ) {
    await form(page).getByLabel('Name').fill(values.name);
    await form(page).getByLabel('Email').fill(values.email);
    if (values.phone !== undefined) await form(page).getByLabel('Phone').fill(values.phone);
    if (values.service !== undefined) {
      await form(page).getByLabel('Service').selectOption({ label: values.service });
    }
    await form(page).getByLabel('Message').fill(values.message);
  }

  const ana = { name: 'Ana Kila', email: 'ana@example.com', message: 'We need a shop website.' };

  test.beforeEach(async ({ page }) => {
    await page.goto('/#contact');
    await hydrated(page);
  });

  test('the fields: required marks, email type, four-row message, readable service options', async ({
    page,
  }) => {
    await expect(form(page).getByLabel('Name')).toHaveAttribute('required', '');
    await expect(form(page).getByLabel('Email')).toHaveAttribute('type', 'email');
    await expect(form(page).getByLabel('Email')).toHaveAttribute('required', '');
    await expect(form(page).getByLabel('Phone')).not.toHaveAttribute('required');
    await expect(form(page).getByLabel('Message')).toHaveAttribute('rows', '4');
    await expect(form(page).getByLabel('Message')).toHaveAttribute('required', '');
    const options = form(page).getByLabel('Service').getByRole('option');
    await expect(options).toHaveText([
      'Not sure yet',
      'Web Design & Development',
      'Web Applications',
      'Digital Products',
      'Branding',
      'E-commerce',
    ]);
    const values = await options.evaluateAll((nodes) =>
      nodes.map((node) => (node as HTMLOptionElement).value),
    );
    expect(values).toEqual([
      '',
      'web-design',
      'web-app',
      'digital-product',
      'branding',
      'ecommerce',
    ]);
  });

  test('blank name or message after trimming shows the missing-fields message and sends nothing', async ({
    page,
  }) => {
    const sent = recordRequests(page, '/api/contact');
    await fillContact(page, { name: '   ', email: 'ana@example.com', message: '  \n  ' });
    await send(page).click();
    await expect(status(page)).toHaveText(contactMessages.missingFields);
    // The form stays, with what was typed, so the visitor can fix it.
    await expect(form(page).getByLabel('Email')).toHaveValue('ana@example.com');
    expect(sent).toHaveLength(0);
  });

  test('an address the shared schema rejects shows its sentence and sends nothing', async ({
    page,
  }) => {
    const sent = recordRequests(page, '/api/contact');
    await fillContact(page, { ...ana, email: 'ana@localhost' });
    await send(page).click();
    // Said under the field itself (issue 25, decision 085).
    const email = form(page).getByLabel('Email');
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address.');
    await expect(email).toBeFocused();
    await expect(status(page)).toHaveText('');
    expect(sent).toHaveLength(0);
  });

  test('success against the real API: trimmed values, the 201 answer, then Send Another Message', async ({
    page,
  }) => {
    await fillContact(page, {
      name: '  Ana Kila  ',
      email: 'ana@example.com',
      phone: '  +675 7000 1111 ',
      service: 'Web Applications',
      message: '  We need a booking system.  ',
    });
    const answer = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/contact') && response.request().method() === 'POST',
    );
    await send(page).click();
    const response = await answer;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toEqual({
      name: 'Ana Kila',
      email: 'ana@example.com',
      phone: '+675 7000 1111',
      service: 'web-app',
      message: 'We need a booking system.',
      lang: 'en',
    });
    expect(response.request().headers()['idempotency-key']).toMatch(UUID);
    expect((await response.json()).reference).toMatch(/^C-[A-Z2-9]{4}-\d{2}$/);

    await expect(status(page)).toHaveText(contactMessages.success);
    await expect(form(page).getByLabel('Name')).toHaveCount(0);
    const another = form(page).getByRole('button', { name: 'Send Another Message' });
    await expect(another).toBeFocused();
    await another.click();

    // Back to idle: an empty form and no status.
    await expect(form(page).getByLabel('Name')).toBeFocused();
    await expect(form(page).getByLabel('Name')).toHaveValue('');
    await expect(form(page).getByLabel('Email')).toHaveValue('');
    await expect(form(page).getByLabel('Message')).toHaveValue('');
    await expect(form(page).getByLabel('Service')).toHaveValue('');
    await expect(status(page)).toHaveText('');
    await expect(send(page)).toBeEnabled();
  });

  test("a server error shows the server's sentence, and the form keeps its values", async ({
    page,
  }) => {
    await page.route(CONTACT, (route) =>
      route.fulfill({ status: 500, json: { error: 'Server says no.' } }),
    );
    await fillContact(page, ana);
    await send(page).click();
    await expect(status(page)).toHaveText('Server says no.');
    await expect(form(page).getByLabel('Name')).toHaveValue(ana.name);
    await expect(form(page).getByLabel('Message')).toHaveValue(ana.message);
    await expect(send(page)).toBeEnabled();
  });

  test('offline, the message is saved under /api/contact for later and says so', async ({
    page,
    context,
  }) => {
    const sent = recordRequests(page, '/api/contact');
    await fillContact(page, { ...ana, name: '  Ana Kila ' });
    await formCodeLoaded(page);
    await context.setOffline(true);
    await send(page).click();
    await expect(status(page)).toHaveText(contactMessages.offline);
    expect(sent).toHaveLength(0);

    const entries = await offlineEntries(page);
    expect(entries).toHaveLength(1);
    const [entry] = entries;
    expect(entry!.path).toBe('/api/contact');
    expect(entry!.stored.payload).toEqual({ ...ana, phone: '', service: '', lang: 'en' });
    expect(entry!.stored.idempotencyKey).toMatch(UUID);
    expect(entry!.key).toBe(entry!.stored.idempotencyKey);
    expect(Date.parse(entry!.stored.savedAt)).not.toBeNaN();

    await form(page).getByRole('button', { name: 'Send Another Message' }).click();
    await expect(form(page).getByLabel('Name')).toHaveValue('');
    await expect(status(page)).toHaveText('');
  });

  test('submitting is busy (Sending..., disabled) and clears the previous status', async ({
    page,
  }) => {
    let calls = 0;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route(CONTACT, async (route) => {
      calls += 1;
      if (calls === 1) return route.fulfill({ status: 500, json: { error: 'Server says no.' } });
      await gate;
      await route.fulfill({ status: 201, json: { message: 'Got it.', reference: 'C-TEST-02' } });
    });
    await fillContact(page, ana);
    await send(page).click();
    await expect(status(page)).toHaveText('Server says no.');

    await send(page).click();
    const busy = form(page).getByRole('button', { name: 'Sending...' });
    await expect(busy).toBeDisabled();
    await expect(form(page)).toHaveAttribute('aria-busy', 'true');
    await expect(status(page)).toHaveText('');
    release();
    await expect(status(page)).toHaveText('Got it.');
    await expect(form(page)).toHaveAttribute('aria-busy', 'false');
    expect(calls).toBe(2);
  });
});

test.describe('newsletter signup', () => {
  const section = (page: Page) => page.getByRole('region', { name: 'Web tips for PNG businesses' });
  const form = (page: Page) => section(page).getByRole('form', { name: 'Newsletter signup' });
  const status = (page: Page) => section(page).getByRole('status');
  const subscribe = (page: Page) => form(page).getByRole('button', { name: 'Subscribe' });
  const tryAgain = (page: Page) => section(page).getByRole('button', { name: 'Try again' });

  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
  });

  test('Subscribe is disabled while the email is empty', async ({ page }) => {
    await expect(subscribe(page)).toBeDisabled();
    await form(page).getByLabel('Name').fill('Ana');
    await expect(subscribe(page)).toBeDisabled();
    await form(page).getByLabel('Email address').fill('ana@example.com');
    await expect(subscribe(page)).toBeEnabled();
    await form(page).getByLabel('Email address').fill('');
    await expect(subscribe(page)).toBeDisabled();
  });

  test('an address the shared schema rejects is explained under the field, which keeps focus', async ({
    page,
  }) => {
    const sent = recordRequests(page, '/api/newsletter/subscribe');
    const email = form(page).getByLabel('Email address');
    await email.fill('ana@localhost');
    await subscribe(page).click();
    // Said under the field (issue 25, decision 085): the form stays, to correct the address.
    await expect(email).toHaveAccessibleDescription(newsletterMessages.invalidEmail);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toBeFocused();
    await expect(tryAgain(page)).toHaveCount(0);
    expect(sent).toHaveLength(0);
    await email.fill('ana@example.com');
    await expect(email).not.toHaveAttribute('aria-invalid');
  });

  test('success against the real API with trimmed values', async ({ page }) => {
    const email = `reader-${Date.now()}@example.com`;
    await form(page).getByLabel('Email address').fill(email);
    await form(page).getByLabel('Name').fill('   Ana Kila  ');
    const answer = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/newsletter/subscribe') &&
        response.request().method() === 'POST',
    );
    await subscribe(page).click();
    const response = await answer;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toEqual({ email, name: 'Ana Kila', lang: 'en' });
    expect(response.request().headers()['idempotency-key']).toMatch(UUID);
    await expect(status(page)).toHaveText(newsletterMessages.serverSuccess);
    await expect(form(page)).toBeHidden();

    // Double opt-in (decision 040): the mail's link shows a button; only the button confirms.
    const [mail] = queryDatabase<{ text_body: string }>(
      "select text_body from outbox where recipient = ? and kind = 'newsletter-confirm'",
      email,
    );
    const link = /http\S+\/newsletter\/confirm\?token=\S+/.exec(mail?.text_body ?? '')?.[0];
    expect(link).toBeDefined();
    const confirmed = () =>
      queryDatabase<{ confirmed_at: string | null }>(
        'select confirmed_at from newsletter_subscribers where email = ?',
        email,
      )[0]?.confirmed_at;
    await page.goto(new URL(link as string).pathname + new URL(link as string).search);
    await expect(page.getByRole('heading', { name: 'Confirm your subscription?' })).toBeVisible();
    expect(confirmed()).toBeNull();
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await expect(
      page.getByRole('heading', { name: 'Your subscription is confirmed' }),
    ).toBeVisible();
    expect(confirmed()).toEqual(expect.any(String));
  });

  test("a server error shows the server's sentence; Try again returns to idle", async ({
    page,
  }) => {
    await page.route(NEWSLETTER, (route) =>
      route.fulfill({ status: 500, json: { error: 'Server says no.' } }),
    );
    await form(page).getByLabel('Email address').fill('ana@example.com');
    await subscribe(page).click();
    await expect(status(page)).toHaveText('Server says no.');
    await tryAgain(page).click();
    await expect(status(page)).toHaveText('');
    await expect(subscribe(page)).toBeEnabled();
  });

  test('offline, the subscription is saved under its endpoint for later and says so', async ({
    page,
    context,
  }) => {
    const sent = recordRequests(page, '/api/newsletter/subscribe');
    await form(page).getByLabel('Email address').fill('ana@example.com');
    await form(page).getByLabel('Name').fill(' Ana ');
    await formCodeLoaded(page);
    await context.setOffline(true);
    await subscribe(page).click();
    await expect(status(page)).toHaveText(newsletterMessages.offline);
    expect(sent).toHaveLength(0);

    const entries = await offlineEntries(page);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.path).toBe('/api/newsletter/subscribe');
    expect(entries[0]!.stored.payload).toEqual({
      email: 'ana@example.com',
      name: 'Ana',
      lang: 'en',
    });
    expect(entries[0]!.stored.idempotencyKey).toMatch(UUID);
  });

  test('subscribing is busy (Subscribing..., disabled) until the answer comes', async ({
    page,
  }) => {
    let calls = 0;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route(NEWSLETTER, async (route) => {
      calls += 1;
      if (calls === 1) return route.fulfill({ status: 500, json: { error: 'Server says no.' } });
      await gate;
      await route.fulfill({ status: 201, json: { message: 'Subscribed.' } });
    });
    await form(page).getByLabel('Email address').fill('ana@example.com');
    await subscribe(page).click();
    await expect(status(page)).toHaveText('Server says no.');
    await tryAgain(page).click();

    await subscribe(page).click();
    await expect(form(page).getByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    await expect(form(page)).toHaveAttribute('aria-busy', 'true');
    await expect(status(page)).toHaveText('');
    release();
    await expect(status(page)).toHaveText('Subscribed.');
    expect(calls).toBe(2);
  });
});
