import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { saveAdmin } from '../../src/server/db/repositories/admin-users';
import { adminApi } from '../../src/shared/schemas/admin';
import { as, signedIn } from '../helpers/admin-session';
import { contact, newsletter, quote, signup } from '../helpers/payloads';
import { type ReceivedMail, TestSmtpServer, waitUntil } from '../helpers/smtp';
import { type TestApp, createTestApp, dialects, json, hashTestPassword } from '../helpers/test-app';

// Issue 15: the server answers a visitor in the language of their page (a `lang` field, else
// Accept-Language), stores it with the request, and mails them in it; the agency reads English.

const AGENCY = 'quotes@kumuldigital.com.pg';
const STAFF = 'staff@kumuldigital.com.pg';
const PASSWORD = 'a long staff password';

describe.each(dialects)('the visitor language on %s', (dialect) => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await new TestSmtpServer().start();
    t = await createTestApp(dialect, { mail: { smtpUrl: smtp.url } });
    await saveAdmin(t.app.db, STAFF, await hashTestPassword(PASSWORD));
  });
  afterEach(() => void (smtp.received.length = 0));
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, ...json(body, headers) });
  const storedLang = async (
    table: 'quote_requests' | 'newsletter_subscribers' | 'loyalty_members',
    key: 'reference' | 'email_key' | 'member_number',
    value: string,
  ) => {
    const row = await t.app.db
      .selectFrom(table)
      .select('lang')
      .where(sql.ref(key), '=', value)
      .executeTakeFirstOrThrow();
    return row.lang;
  };
  const mailTo = async (address: string): Promise<ReceivedMail> => {
    await waitUntil(() => smtp.received.some((m) => m.to.includes(address)), `mail to ${address}`);
    return smtp.received.find((m) => m.to.includes(address)) as ReceivedMail;
  };

  it('says a bad contact form in Tok Pisin when the body or the browser asks, else in English', async () => {
    const nameless = { ...contact, name: ' ' };
    const byField = await post('/api/contact', { ...nameless, lang: 'tpi' });
    expect(byField.statusCode).toBe(400);
    expect(byField.json()).toEqual({ error: 'Plis raitim nem bilong yu.' });

    const byHeader = await post('/api/contact', nameless, { 'accept-language': 'tpi, en;q=0.5' });
    expect(byHeader.json()).toEqual({ error: 'Plis raitim nem bilong yu.' });

    // The body's own language wins over the browser's.
    const englishPage = await post(
      '/api/contact',
      { ...nameless, lang: 'en' },
      { 'accept-language': 'tpi' },
    );
    expect(englishPage.json()).toEqual({ error: 'Please enter your name.' });
    expect((await post('/api/contact', nameless)).json()).toEqual({
      error: 'Please enter your name.',
    });

    // A sentence carrying a value keeps it.
    const long = await post('/api/contact', { ...contact, name: 'x'.repeat(201), lang: 'tpi' });
    expect(long.json()).toEqual({ error: 'Plis raitim i no winim 200 leta.' });
    // Errors found before the body is read follow the browser.
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json', 'accept-language': 'tpi-PG' },
      payload: '{"name":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toEqual({ error: 'Samting yu salim i no stretpela JSON.' });
  });

  it('refuses a language it does not speak with a sentence', async () => {
    const res = await post('/api/contact', { ...contact, lang: 'fr' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'The language must be en (English) or tpi (Tok Pisin).' });
    const tokPisinBrowser = await post(
      '/api/newsletter/subscribe',
      { ...newsletter, lang: 7 },
      { 'accept-language': 'tpi' },
    );
    expect(tokPisinBrowser.json()).toEqual({ error: 'Tok i mas en (Inglis) o tpi (Tok Pisin).' });
  });

  it('refuses a valid request in the browser language when the body names none', async () => {
    // The schema fills in lang: en, yet the visitor did not send it.
    const res = await post(
      '/api/loyalty/login',
      { email: 'nobody@example.com', memberNumber: 'PR-00000000' },
      { 'accept-language': 'tpi' },
    );
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      error: 'Mipela i no painim memba wantaim dispela imel na memba namba.',
    });
  });

  it('stores a Tok Pisin quote, confirms it in Tok Pisin and tells the agency in English', async () => {
    const res = await post('/api/quote-request', { ...quote, lang: 'tpi' });
    expect(res.statusCode).toBe(201);
    const { reference } = res.json();
    expect(await storedLang('quote_requests', 'reference', reference)).toBe('tpi');

    const visitor = await mailTo(quote.customer.email);
    expect(visitor.headers.subject).toBe(
      `Askim bilong kwot ${reference} bilong yu – Kumul Digital`,
    );
    for (const part of [visitor.text, visitor.html]) {
      expect(part).toContain('Gude John Wari,');
      expect(part).toContain(reference);
      expect(part).toContain('Insait long 24 aua');
      // Figures and prices as they are, in Tok Pisin sentences.
      expect(part).toContain('2 × Community Hub (K2,750 long wanpela)');
      expect(part).toContain('K10,000');
      expect(part).not.toContain('Thank you');
    }
    expect(visitor.text).toContain('Olgeta prais bilong 3 tempelet: K10,000');
    expect(visitor.html).toContain('<html lang="tpi">');

    const agency = await mailTo(AGENCY);
    expect(agency.headers.subject).toBe(
      `Quote request ${reference} from John Wari: K10,000, 3 templates`,
    );
    expect(agency.text).toMatch(/Language:\s+Tok Pisin/);
    expect(agency.text).toContain('Total for 3 templates: K10,000');
    expect(agency.html).toContain('<html lang="en">');

    // The inbox shows staff the language, in English.
    const s = await signedIn(t, STAFF, PASSWORD);
    const detail = await t.app.inject({ method: 'GET', url: adminApi.quote(reference), ...as(s) });
    expect(detail.json().lang).toBe('tpi');
  });

  it('keeps an English quote English', async () => {
    const res = await post('/api/quote-request', quote, { 'accept-language': 'tpi' });
    expect(res.statusCode).toBe(201);
    const visitor = await mailTo(quote.customer.email);
    expect(visitor.headers.subject).toMatch(/^Your quote request Q/);
    expect((await mailTo(AGENCY)).text).toMatch(/Language:\s+English/);
  });

  it('stores a Tok Pisin subscription and sends its confirmation link in Tok Pisin', async () => {
    const email = 'niusleta@example.com';
    const res = await post('/api/newsletter/subscribe', { ...newsletter, email, lang: 'tpi' });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toMatch(/^Tenkyu long putim nem!/);
    expect(await storedLang('newsletter_subscribers', 'email_key', email)).toBe('tpi');

    const mail = await mailTo(email);
    expect(mail.headers.subject).toBe('Plis tok orait long kisim niusleta bilong Kumul Digital');
    expect(mail.text).toContain('Gude Reader,');
    expect(mail.text).toMatch(
      /Mi tok orait long kisim niusleta:\n\S*\/newsletter\/confirm\?token=/,
    );
    expect(mail.html).toContain('insait long 7 de');
    expect(mail.text).not.toContain('Please confirm');
  });

  it('welcomes a Tok Pisin loyalty member in Tok Pisin', async () => {
    const res = await post('/api/loyalty/signup', { ...signup, lang: 'tpi' });
    expect(res.statusCode).toBe(201);
    const { memberNumber } = res.json().member;
    expect(await storedLang('loyalty_members', 'member_number', memberNumber)).toBe('tpi');

    const mail = await mailTo(signup.email);
    expect(mail.headers.subject).toBe(
      `Welkam long Paradise Rewards: memba namba bilong yu em ${memberNumber}`,
    );
    expect(mail.text).toMatch(new RegExp(`Memba namba:\\s+${memberNumber}`));
    expect(mail.text).toContain('Gold long 1000 na Platinum long 3000');

    const again = await post('/api/loyalty/signup', { ...signup, lang: 'tpi' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(
      'Wanpela memba bilong Paradise Rewards i gat dispela imel pinis. Plis sain in.',
    );
  });

  it('stores the language of a contact message, answers in it and names it to the agency', async () => {
    const res = await post('/api/contact', { ...contact, lang: 'tpi' });
    expect(res.statusCode).toBe(201);
    // The page's own thanks (decision 077): one sentence, said by the page and the server.
    expect(res.json().message).toBe(
      'Tenkyu long toksave bilong yu! Bai mipela i bekim yu insait long 24 aua.',
    );
    const agency = await mailTo(AGENCY);
    expect(agency.text).toMatch(/Language:\s+Tok Pisin/);
    const s = await signedIn(t, STAFF, PASSWORD);
    const list = await t.app.inject({
      method: 'GET',
      url: `${adminApi.messages}?q=${res.json().reference}`,
      ...as(s),
    });
    expect(list.json().items[0].lang).toBe('tpi');
  });

  it('keeps the staff API English whatever the browser asks', async () => {
    const res = await post(
      '/api/admin/session',
      { email: '', password: '' },
      { 'accept-language': 'tpi' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Please enter your email address.');
  });
});
