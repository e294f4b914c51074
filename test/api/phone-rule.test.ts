import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE_EXPECTED } from '../../src/shared/phone';
import { phoneExpected } from '../../src/shared/words/tpi/api-errors';
import { contact, quote, signup } from '../helpers/payloads';
import { type TestApp, count, createTestApp, dialects, json } from '../helpers/test-app';

// Issue 25, item 6: a number staff cannot call is refused by the routes too, with the forms'
// schema, in the visitor's language; an optional phone left empty stays fine.

describe.each(dialects)('the phone rule on the routes, on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  const post = (url: string, body: unknown) => t.app.inject({ method: 'POST', url, ...json(body) });

  it('answers 400 with the expected forms of a number, in English and in Tok Pisin', async () => {
    const before = await count(t.app, 'quote_requests');
    const english = await post('/api/quote-request', {
      ...quote,
      customer: { ...quote.customer, phone: '7123' },
    });
    expect(english.statusCode).toBe(400);
    expect(english.json()).toEqual({ error: PHONE_EXPECTED });

    const tokPisin = await post('/api/contact', { ...contact, phone: '7123', lang: 'tpi' });
    expect(tokPisin.statusCode).toBe(400);
    expect(tokPisin.json()).toEqual({ error: phoneExpected });

    const member = await post('/api/loyalty/signup', { ...signup, phone: '12 34', lang: 'tpi' });
    expect(member.statusCode).toBe(400);
    expect(member.json()).toEqual({ error: phoneExpected });
    expect(await count(t.app, 'quote_requests')).toBe(before);
  });

  it('takes a landline, an international number, and an optional phone left empty', async () => {
    const landline = await post('/api/quote-request', {
      ...quote,
      customer: { ...quote.customer, phone: '325 1234' },
    });
    expect(landline.statusCode).toBe(201);
    expect((await post('/api/contact', { ...contact, phone: '+61 2 9876 5432' })).statusCode).toBe(
      201,
    );
    expect((await post('/api/contact', { ...contact, phone: '' })).statusCode).toBe(201);
  });
});
