import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, count, createTestApp, dialects, json } from '../helpers/test-app';
import { postRoutes } from '../helpers/payloads';

// Every class of bad input, against every POST route: a 4xx with a sentence, never a 5xx.
const badRequests = [
  {
    name: 'malformed JSON',
    headers: { 'content-type': 'application/json' },
    payload: '{"name": ',
    status: 400,
    error: 'The request body is not valid JSON.',
  },
  {
    name: 'an empty body',
    headers: { 'content-type': 'application/json' },
    payload: '',
    status: 400,
    error: 'The request body is empty; please send a JSON object.',
  },
  {
    name: 'a JSON array',
    headers: { 'content-type': 'application/json' },
    payload: '[1, 2]',
    status: 400,
    error: 'The request body must be a JSON object.',
  },
  {
    name: 'a JSON string',
    headers: { 'content-type': 'application/json' },
    payload: '"hello"',
    status: 400,
    error: 'The request body must be a JSON object.',
  },
  {
    name: 'JSON null',
    headers: { 'content-type': 'application/json' },
    payload: 'null',
    status: 400,
    error: 'The request body must be a JSON object.',
  },
  {
    name: 'plain text',
    headers: { 'content-type': 'text/plain' },
    payload: 'name=Grace',
    status: 415,
    error: 'Please send the request body as JSON (Content-Type: application/json).',
  },
  {
    name: 'a form post',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'name=Grace',
    status: 415,
    error: 'Please send the request body as JSON (Content-Type: application/json).',
  },
];

// Over the route's own limit: 64 KB, or more for a quote that carries personalisations.
const tooLarge = (bodyLimit: number) => ({
  name: `a body over ${bodyLimit / 1024} KB`,
  headers: { 'content-type': 'application/json' },
  payload: JSON.stringify({ message: 'a'.repeat(bodyLimit) }),
  status: 413,
  error: `The request body is too large: the limit is ${bodyLimit / 1024} KB.`,
});

describe.each(dialects)('bad input on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  for (const route of postRoutes) {
    it.each([...badRequests, tooLarge(route.bodyLimit)])(
      `${route.url}: $name gets $status with a sentence`,
      async ({ headers, payload, status, error }) => {
        const res = await t.app.inject({ method: 'POST', url: route.url, headers, payload });
        expect(res.statusCode).toBe(status);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(res.json()).toEqual({ error });
      },
    );

    it(`${route.url}: every field of the wrong type gets a 4xx, never a 5xx`, async () => {
      for (const field of Object.keys(route.body)) {
        for (const wrong of [null, 12, true, [], {}, 'x'.repeat(6000)]) {
          const res = await t.app.inject({
            method: 'POST',
            url: route.url,
            ...json({ ...route.body, [field]: wrong }),
          });
          expect(res.statusCode, `${field} = ${JSON.stringify(wrong).slice(0, 20)}`).toBeLessThan(
            500,
          );
          if (res.statusCode >= 400) expect(typeof res.json().error).toBe('string');
        }
      }
    });
  }

  // Every text field a visitor fills in, as [route, path to the field, does it hold several lines].
  const textFields = [
    ['/api/contact', ['name'], false],
    ['/api/contact', ['phone'], false],
    ['/api/contact', ['service'], false],
    ['/api/contact', ['message'], true],
    ['/api/newsletter/subscribe', ['name'], false],
    ['/api/quote-request', ['customer', 'name'], false],
    ['/api/quote-request', ['customer', 'phone'], false],
    ['/api/quote-request', ['customer', 'company'], false],
    ['/api/quote-request', ['customer', 'message'], true],
    ['/api/quote-request', ['message'], true],
    ['/api/loyalty/signup', ['fullName'], false],
    ['/api/loyalty/signup', ['phone'], false],
    ['/api/loyalty/login', ['memberNumber'], false],
  ] as const;
  const withField = (body: object, path: readonly string[], value: string): object => {
    const [head = '', ...rest] = path;
    const record = body as Record<string, object>;
    return { ...body, [head]: rest.length ? withField(record[head] ?? {}, rest, value) : value };
  };

  it.each(textFields)(
    '%s %j refuses control characters with a sentence and stores nothing',
    async (url, path, multiline) => {
      const body = postRoutes.find((route) => route.url === url)?.body as object;
      const controls = ['\u0000', '\u0007', '\u001b[31m', '\u007f', '\u0085', '\ud800', '\u202e'];
      for (const control of [...controls, ...(multiline ? [] : ['\n', '\r', '\t'])]) {
        const before = await count(t.app, 'outbox');
        const res = await t.app.inject({
          method: 'POST',
          url,
          ...json(withField(body, path, `PR-1234${control}5678`)),
        });
        expect(res.statusCode, JSON.stringify(control)).toBe(400);
        expect(res.json().error).toMatch(/control characters/);
        expect(await count(t.app, 'outbox')).toBe(before);
      }
    },
  );

  it('keeps line breaks and tabs in a message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      ...json({ ...postRoutes[0].body, message: 'Line one,\r\nline two\n\tindented.' }),
    });
    expect(res.statusCode).toBe(201);
  });

  it('answers an unknown API route with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/unknown?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'There is no API endpoint at GET /api/unknown.' });
    const wrongMethod = await t.app.inject({ method: 'DELETE', url: '/api/contact' });
    expect(wrongMethod.statusCode).toBe(404);
    expect(wrongMethod.json().error).toMatch(/DELETE \/api\/contact/);
  });
});

describe('form rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { rateLimits: { formsPerMinute: 3 } });
  });
  afterAll(async () => t.close());

  it('answers 429 with a sentence past the per-address limit, and not for another address', async () => {
    const send = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/newsletter/subscribe',
        remoteAddress,
        ...json({ email: 'limit@example.com' }),
      });
    for (let i = 0; i < 3; i++) expect((await send('10.9.0.1')).statusCode).toBe(201);
    const limited = await send('10.9.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: 'Too many requests. Please wait a minute and try again.',
    });
    expect((await send('10.9.0.2')).statusCode).toBe(201);
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('form rate limit shared through Redis', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    const shared = { redisUrl: process.env.TEST_REDIS_URL, rateLimits: { formsPerMinute: 3 } };
    first = await createTestApp('sqlite', shared);
    second = await createTestApp('sqlite', shared);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it('counts requests to two processes against one limit', async () => {
    // A fresh address per run, so earlier runs' counters in Redis do not interfere.
    const remoteAddress = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.7`;
    const send = (t: TestApp) =>
      t.app.inject({
        method: 'POST',
        url: '/api/newsletter/subscribe',
        remoteAddress,
        ...json({ email: 'shared@example.com' }),
      });
    expect((await send(first)).statusCode).toBe(201);
    expect((await send(second)).statusCode).toBe(201);
    expect((await send(first)).statusCode).toBe(201);
    expect((await send(second)).statusCode).toBe(429);
  });
});
