import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, count, createTestApp, dialects, json } from '../helpers/test-app';
import { contact, newsletter, quote, signup } from '../helpers/payloads';

describe.each(dialects)('Idempotency-Key on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  const post = (url: string, body: unknown, key: string) =>
    t.app.inject({ method: 'POST', url, ...json(body, { 'idempotency-key': key }) });

  it.each([
    ['/api/contact', contact, 'contact_messages'],
    ['/api/quote-request', quote, 'quote_requests'],
    ['/api/loyalty/signup', signup, 'loyalty_members'],
    ['/api/newsletter/subscribe', newsletter, 'newsletter_subscribers'],
  ] as const)(
    'a repeated key on %s returns the first answer and writes nothing new',
    async (url, body, table) => {
      const key = randomUUID();
      const before = await count(t.app, table);
      const first = await post(url, body, key);
      const second = await post(url, body, key);
      expect(first.statusCode).toBe(201);
      expect(second.statusCode).toBe(first.statusCode);
      expect(second.json()).toEqual(first.json());
      expect(second.headers['idempotent-replayed']).toBe('true');
      expect(await count(t.app, table)).toBe(before + 1);
    },
  );

  it('stores one quote for 20 simultaneous requests with one key', async () => {
    const key = randomUUID();
    const before = await count(t.app, 'quote_requests');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post('/api/quote-request', quote, key)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(await count(t.app, 'quote_requests')).toBe(before + 1);
  });

  it('stores one contact message for 20 simultaneous requests with one key', async () => {
    const key = randomUUID();
    const before = await count(t.app, 'contact_messages');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post('/api/contact', contact, key)),
    );
    expect(new Set(answers.map((a) => `${a.statusCode} ${a.body}`)).size).toBe(1);
    expect(await count(t.app, 'contact_messages')).toBe(before + 1);
  });

  it('refuses a key reused for a different request', async () => {
    const key = randomUUID();
    expect((await post('/api/contact', contact, key)).statusCode).toBe(201);
    const other = await post('/api/contact', { ...contact, message: 'Something else' }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json().error).toMatch(/already used for a different request/);
    const elsewhere = await post('/api/newsletter/subscribe', newsletter, key);
    expect(elsewhere.statusCode).toBe(422);
  });

  it('rejects a malformed key and writes nothing', async () => {
    const before = await count(t.app, 'contact_messages');
    const res = await post('/api/contact', contact, 'x'.repeat(201));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/Idempotency-Key/);
    expect(await count(t.app, 'contact_messages')).toBe(before);
  });

  it('does not keep the key of a request that failed, so a corrected retry can use it', async () => {
    const key = randomUUID();
    await post(
      '/api/loyalty/signup',
      { fullName: 'Key Test', email: 'key@example.com' },
      randomUUID(),
    );
    const duplicate = await post(
      '/api/loyalty/signup',
      { fullName: 'Key Test', email: 'key@example.com' },
      key,
    );
    expect(duplicate.statusCode).toBe(409);
    expect(await count(t.app, 'idempotency_keys')).toBeGreaterThan(0);
    const row = await t.app.db
      .selectFrom('idempotency_keys')
      .select('key')
      .where('key', '=', key)
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });
});
