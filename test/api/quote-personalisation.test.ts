import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { saveAdmin } from '../../src/server/db/repositories/admin-users';
import { templates } from '../../src/shared/catalogue';
import { adminApi } from '../../src/shared/schemas/admin';
import {
  LOGO_LIMITS,
  LOGO_REFUSED,
  PERSONALISATION_LIMITS,
} from '../../src/shared/personalisation';
import { as, signedIn } from '../helpers/admin-session';
import { largestLogo } from '../helpers/logos';
import { personalisation, quote } from '../helpers/payloads';
import { TestSmtpServer, waitUntil } from '../helpers/smtp';
import {
  type TestApp,
  count,
  createTestApp,
  dialects,
  json,
  hashTestPassword,
} from '../helpers/test-app';

// A quote carries what the visitor tried each template with (decision 050): checked by the shared
// schema, its logo decoded and re-encoded by the server (decision 070), stored with its item,
// shown on the quote's page and in the agency's notification.

const AGENCY = 'quotes@kumuldigital.com.pg';
const EMAIL = 'staff@kumuldigital.com.pg';
const PASSWORD = 'a long staff password';

const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A PNG signature followed by filler: what the server sees is only ever the bytes. */
const forgedPng = (size: number) =>
  dataUrl('image/png', Buffer.concat([PNG_SIGNATURE, Buffer.alloc(size - PNG_SIGNATURE.length)]));

const withPersonalisation = (tried: unknown) => ({
  ...quote,
  items: [
    { id: 1, quantity: 2, personalisation: tried },
    { id: 6, quantity: 1 },
  ],
});

describe.each(dialects)('personalised quotes on %s', (dialect) => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await new TestSmtpServer().start();
    t = await createTestApp(dialect, { mail: { smtpUrl: smtp.url } });
    await saveAdmin(t.app.db, EMAIL, await hashTestPassword(PASSWORD));
  });
  afterEach(() => void (smtp.received.length = 0));
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const post = (body: unknown, key = randomUUID()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/quote-request',
      ...json(body, { 'idempotency-key': key }),
    });

  it('stores the personalisation with its item, shows it to staff and in the agency mail', async () => {
    const res = await post(withPersonalisation(personalisation));
    expect(res.statusCode).toBe(201);
    const { reference } = res.json();

    const items = await t.app.db
      .selectFrom('quote_items')
      .innerJoin('quote_requests', 'quote_requests.id', 'quote_items.quote_id')
      .select(['quote_items.template_id', 'quote_items.personalisation'])
      .where('quote_requests.reference', '=', reference)
      .orderBy('quote_items.template_id')
      .execute();
    expect(items.map((item) => item.template_id)).toEqual([1, 6]);
    // The logo is kept once, in the server's own encoding, and named by its hash (decision 070).
    const { logo: _sent, ...fields } = personalisation;
    const stored = JSON.parse(items[0]?.personalisation ?? 'null') as { logoHash: string };
    expect(stored).toEqual({ ...fields, logoHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(items[1]?.personalisation).toBeNull();
    const logo = await t.app.db
      .selectFrom('logos')
      .select(['content_type', 'data'])
      .where('hash', '=', stored.logoHash)
      .executeTakeFirstOrThrow();

    const s = await signedIn(t, EMAIL, PASSWORD);
    const detail = await t.app.inject({ method: 'GET', url: adminApi.quote(reference), ...as(s) });
    expect(detail.statusCode).toBe(200);
    const [tried, plain] = detail.json().items;
    expect(tried.personalisation).toEqual({
      ...fields,
      logoUrl: adminApi.logo(stored.logoHash),
    });
    expect(plain).not.toHaveProperty('personalisation');
    // Lists stay light: the logos are only on the quote's own page.
    const list = await t.app.inject({ method: 'GET', url: adminApi.quotes, ...as(s) });
    expect(list.body).not.toContain('/api/admin/logos/');

    // Both mails go out through the outbox; under load either may arrive first.
    await waitUntil(() => smtp.received.some((m) => m.to.includes(AGENCY)), 'the agency mail');
    await waitUntil(
      () => smtp.received.some((m) => m.to.includes(quote.customer.email)),
      'the visitor confirmation',
    );
    const mail = smtp.received.find((m) => m.to.includes(AGENCY));
    expect(mail?.html).toContain('Kila Fresh Catering');
    expect(mail?.html).toContain('Mumu for every occasion');
    expect(mail?.html).toMatch(/<td[^>]*background:#0f766e[^>]*>/);
    expect(mail?.text).toContain('Accent colour: #0f766e');
    const cid = /<img[^>]*src="cid:([^"]+)"/.exec(mail?.html ?? '')?.[1];
    expect(cid).toBeTruthy();
    expect(mail?.attachments).toEqual([
      {
        cid,
        contentType: logo.content_type,
        disposition: 'inline',
        base64: Buffer.from(logo.data).toString('base64'),
      },
    ]);
    // The visitor's own confirmation carries none of it (decision 040).
    const visitor = smtp.received.find((m) => m.to.includes(quote.customer.email));
    expect(visitor?.html).toContain(reference);
    expect(visitor?.html).not.toContain('Kila Fresh Catering');
    expect(visitor?.attachments).toEqual([]);
  });

  it('takes a personalisation on every orderable template, ten with a logo at the cap', async () => {
    const active = templates.filter((template) => template.status === 'active');
    const { logo: _none, ...tried } = personalisation;
    const logo = await largestLogo();
    const res = await post({
      ...quote,
      items: active.map(({ id }, i) => ({
        id,
        quantity: 1,
        personalisation: i < LOGO_LIMITS.perQuote ? { ...tried, logo } : tried,
      })),
    });
    expect(res.statusCode).toBe(201);
    const stored = await t.app.db
      .selectFrom('quote_items')
      .innerJoin('quote_requests', 'quote_requests.id', 'quote_items.quote_id')
      .select('quote_items.personalisation')
      .where('quote_requests.reference', '=', res.json().reference)
      .execute();
    expect(stored).toHaveLength(active.length);
    expect(stored.filter((item) => item.personalisation?.includes('"logoHash"'))).toHaveLength(
      LOGO_LIMITS.perQuote,
    );
  });

  it('answers a repeated Idempotency-Key with the first answer, and refuses it for another personalisation', async () => {
    const key = randomUUID();
    const body = withPersonalisation(personalisation);
    const before = await count(t.app, 'quote_requests');
    const first = await post(body, key);
    const again = await post(body, key);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    const other = await post(withPersonalisation({ ...personalisation, accent: '#1d4ed8' }), key);
    expect(other.statusCode).toBe(422);
    expect(await count(t.app, 'quote_requests')).toBe(before + 1);
  });

  it.each([
    [
      'a forged oversized logo',
      { logo: forgedPng(PERSONALISATION_LIMITS.logoBytes + 1) },
      LOGO_REFUSED,
    ],
    [
      'an SVG logo',
      { logo: dataUrl('image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')) },
      LOGO_REFUSED,
    ],
    [
      'a text file declared as a PNG',
      { logo: dataUrl('image/png', Buffer.from('just some text')) },
      LOGO_REFUSED,
    ],
    [
      'a JPEG declared as a WebP',
      { logo: dataUrl('image/webp', Buffer.from([0xff, 0xd8, 0xff, 0xe0])) },
      LOGO_REFUSED,
    ],
    ['a colour name', { accent: 'teal' }, 'The accent colour must be a colour like #1d4ed8.'],
    ['a short hex colour', { accent: '#0f7' }, 'The accent colour must be a colour like #1d4ed8.'],
    [
      'a name too long',
      { name: 'x'.repeat(PERSONALISATION_LIMITS.name + 1) },
      'Please keep this to 60 characters or fewer.',
    ],
  ])('refuses %s with a sentence and stores nothing', async (_name, change, error) => {
    const tables = ['quote_requests', 'quote_items', 'outbox', 'idempotency_keys'] as const;
    const before = await Promise.all(tables.map((table) => count(t.app, table)));
    const res = await post(withPersonalisation({ ...personalisation, ...change }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: error });
    expect(await Promise.all(tables.map((table) => count(t.app, table)))).toEqual(before);
  });
});
