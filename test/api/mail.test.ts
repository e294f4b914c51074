import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/server/db/database';
import { MailSender, PERMANENT_FAILURE_LIMIT } from '../../src/server/mail/sender';
import { contact, newsletter, quote, signup } from '../helpers/payloads';
import { TestSmtpServer, parseMail, waitUntil } from '../helpers/smtp';
import { type TestApp, count, createTestApp, dialects, json } from '../helpers/test-app';

const AGENCY = 'quotes@kumuldigital.com.pg';
const quoteWithTrees = { ...quote, treeContribution: { extraTrees: 3 } };
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe.each(dialects)('mail through a real SMTP server on %s', (dialect) => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await new TestSmtpServer().start();
  });
  afterEach(async () => {
    await t?.close();
    smtp.received.length = 0;
    smtp.refuseWith = undefined;
    smtp.delayMs = 0;
    await smtp.start(); // again, if a test stopped it
  });
  afterAll(async () => smtp.stop());

  const app = (mail: Record<string, unknown> = {}, options = {}) =>
    createTestApp(
      dialect,
      { mail: { smtpUrl: smtp.url, retryBaseMs: 100, retryMaxMs: 400, ...mail } },
      options,
    );

  it('sends the agency its notification and the visitor a confirmation within moments', async () => {
    t = await app();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/quote-request',
      ...json(quoteWithTrees),
    });
    expect(res.statusCode).toBe(201);
    const { reference } = res.json();
    await waitUntil(() => smtp.received.length === 2, 'both mails');

    const agency = smtp.received.find((m) => m.to.includes(AGENCY));
    const visitor = smtp.received.find((m) => m.to.includes('john@example.com'));
    expect(agency && visitor).toBeTruthy();
    if (!agency || !visitor) return;

    expect(agency.headers.subject).toBe(
      `Quote request ${reference} from John Wari: K10000, 3 templates`,
    );
    expect(agency.headers['reply-to']).toBe('john@example.com');
    for (const expected of [
      `New quote request ${reference}`,
      'John Wari',
      'john@example.com',
      '+675 7123 4567',
      'Wari Builders',
      'Need it by March.',
      // Prices from the catalogue, not the client's totalAmount of 10000 (which happens to agree).
      '2 × Community Hub (K2750 each): K5500',
      '1 × Construction Company (K4500 each): K4500',
      'Total for 3 templates: K10000',
      '3 (K15 contribution)',
      /Trees funded:\s+6 \(one per template, plus the extra trees\)/,
      `/admin/quotes/${reference}`,
    ]) {
      if (expected instanceof RegExp) expect(agency.text).toMatch(expected);
      else expect(agency.text).toContain(expected);
    }
    expect(agency.html).toContain('Community Hub (K2750 each)');

    expect(visitor.headers.subject).toBe(`Your quote request ${reference} – Kumul Digital`);
    for (const expected of [
      'Hello John Wari,',
      `Your reference is ${reference}`,
      '2 × Community Hub (K2750 each): K5500',
      'Total for 3 templates: K10000',
      'Estimate in US dollars (K4 = US$1): US$2500.00',
      'Trees funded:',
      'What happens next',
      'Within 24 hours',
    ]) {
      expect(visitor.text).toContain(expected);
    }
    expect(visitor.html).toContain('US$2500.00');
    expect(visitor.text).not.toContain('/admin');

    // Marked sent right after the server's acceptance, which the test may see first.
    await waitUntil(async () => {
      const unsent = await t.app.db
        .selectFrom('outbox')
        .select('id')
        .where('sent_at', 'is', null)
        .execute();
      return unsent.length === 0;
    }, 'both rows marked sent');
    const rows = await t.app.db.selectFrom('outbox').selectAll().execute();
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.sent_at).not.toBeNull();
      expect(row.attempts).toBe(1);
    }
  });

  it('escapes every visitor value in the HTML part', async () => {
    t = await app();
    const hostile = '<script>alert("x")</script> & <b>bold</b>';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      ...json({ ...contact, name: hostile, message: `Hi\n${hostile}`, service: '<i>web</i>' }),
    });
    expect(res.statusCode).toBe(201);
    await waitUntil(() => smtp.received.length === 1, 'the notification');
    const [mail] = smtp.received;
    expect(mail?.to).toEqual([AGENCY]);
    expect(mail?.headers['reply-to']).toBe(contact.email);
    expect(mail?.text).toContain(hostile);
    expect(mail?.html).not.toMatch(/<script|<b>|<i>/);
    expect(mail?.html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;',
    );
    expect(mail?.html).toContain('&lt;i&gt;web&lt;/i&gt;');
  });

  it('keeps mails in the outbox while the SMTP server is down, and sends each once when it returns', async () => {
    t = await app();
    await smtp.stop();
    const res = await t.app.inject({ method: 'POST', url: '/api/quote-request', ...json(quote) });
    expect(res.statusCode).toBe(201);

    // Two failed attempts each: the sender retried with back-off and nothing was lost.
    await waitUntil(async () => {
      const rows = await t.app.db.selectFrom('outbox').selectAll().execute();
      return rows.length === 2 && rows.every((row) => row.attempts >= 2 && row.sent_at === null);
    }, 'two failed attempts per mail');
    const waiting = await t.app.db.selectFrom('outbox').selectAll().execute();
    expect(waiting.every((row) => row.last_error !== '' && row.failed_at === null)).toBe(true);
    expect(smtp.received).toHaveLength(0);

    await smtp.start();
    await waitUntil(() => smtp.received.length === 2, 'the mails after the server returned');
    await new Promise((resolve) => setTimeout(resolve, 600)); // room for any duplicate to show up
    expect(smtp.received).toHaveLength(2);
    const ids = smtp.received.map((m) => m.headers['message-id']);
    expect(new Set(ids).size).toBe(2);
    const rows = await t.app.db.selectFrom('outbox').selectAll().execute();
    expect(rows.every((row) => row.sent_at !== null && row.last_error === '')).toBe(true);
  });

  it('retries a refused mail, and sets it aside after repeated permanent refusals', async () => {
    t = await app();
    smtp.refuseWith = 550;
    await t.app.inject({ method: 'POST', url: '/api/contact', ...json(contact) });
    await waitUntil(async () => {
      const row = await t.app.db.selectFrom('outbox').selectAll().executeTakeFirst();
      return row?.failed_at != null;
    }, 'the mail to be set aside');
    const row = await t.app.db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow();
    expect(row.attempts).toBe(PERMANENT_FAILURE_LIMIT);
    expect(row.sent_at).toBeNull();
    expect(row.last_error).toMatch(/550|refused|rejected/i);
  });

  it('goes on retrying a temporary refusal until the server accepts', async () => {
    t = await app();
    smtp.refuseWith = 451;
    await t.app.inject({ method: 'POST', url: '/api/contact', ...json(contact) });
    await waitUntil(async () => {
      const row = await t.app.db.selectFrom('outbox').selectAll().executeTakeFirst();
      return (row?.attempts ?? 0) >= PERMANENT_FAILURE_LIMIT + 1;
    }, 'more attempts than the permanent limit');
    smtp.refuseWith = undefined;
    await waitUntil(() => smtp.received.length === 1, 'the mail once accepted');
    await waitUntil(async () => {
      const row = await t.app.db.selectFrom('outbox').selectAll().executeTakeFirst();
      return row?.sent_at != null;
    }, 'the row marked sent');
    const row = await t.app.db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow();
    expect(row.failed_at).toBeNull();
    expect(row.sent_at).not.toBeNull();
  });

  it('two senders on separate connections send each mail exactly once', async () => {
    t = await app({}, { sendMail: false });
    for (let i = 0; i < 8; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/quote-request',
        ...json({ ...quote, customer: { ...quote.customer, name: `Customer ${i}` } }),
      });
      expect(res.statusCode).toBe(201);
    }
    expect(await count(t.app, 'outbox')).toBe(16);
    smtp.delayMs = 15;
    const otherDb = createDatabase(t.database);
    const config = { ...t.app.config.mail };
    const first = new MailSender(t.app.db, config, silent);
    const second = new MailSender(otherDb, config, silent);
    try {
      const [a, b] = await Promise.all([first.runOnce(), second.runOnce()]);
      expect(a + b).toBe(16);
      expect(a).toBeGreaterThan(0);
      expect(b).toBeGreaterThan(0);
    } finally {
      await first.stop();
      await second.stop();
      await otherDb.destroy();
    }
    expect(smtp.received).toHaveLength(16);
    expect(new Set(smtp.received.map((m) => m.headers['message-id'])).size).toBe(16);
    const unsent = await t.app.db
      .selectFrom('outbox')
      .select('id')
      .where('sent_at', 'is', null)
      .execute();
    expect(unsent).toHaveLength(0);
  });

  it('queues nothing more for a repeated Idempotency-Key, and nothing for a rejected request', async () => {
    t = await app({}, { sendMail: false });
    const headers = { 'idempotency-key': 'b0b5a7f0-0000-4000-8000-000000000001' };
    for (let i = 0; i < 3; i++) {
      await t.app.inject({ method: 'POST', url: '/api/quote-request', ...json(quote, headers) });
    }
    expect(await count(t.app, 'outbox')).toBe(2);
    await t.app.inject({
      method: 'POST',
      url: '/api/quote-request',
      ...json({ ...quote, items: [{ id: 9999, quantity: 1 }] }),
    });
    expect(await count(t.app, 'outbox')).toBe(2);
  });

  it('welcomes a loyalty member with number, tier and points', async () => {
    t = await app();
    const res = await t.app.inject({ method: 'POST', url: '/api/loyalty/signup', ...json(signup) });
    const { member } = res.json();
    await waitUntil(() => smtp.received.length === 1, 'the welcome');
    const [mail] = smtp.received;
    expect(mail?.to).toEqual([signup.email]);
    expect(mail?.headers.subject).toContain(member.memberNumber);
    expect(mail?.text).toMatch(new RegExp(`Member number:\\s+${member.memberNumber}\n`));
    expect(mail?.text).toMatch(/Tier:\s+Silver\n/);
    expect(mail?.text).toMatch(/Points:\s+100\n/);
  });

  it('welcomes a subscriber with a signed unsubscribe link that works, once per subscription', async () => {
    t = await app();
    await t.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', ...json(newsletter) });
    await waitUntil(() => smtp.received.length === 1, 'the welcome');
    // Subscribing again while subscribed sends nothing more.
    await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      ...json({ ...newsletter, email: newsletter.email.toUpperCase() }),
    });
    const [mail] = smtp.received;
    expect(mail?.to).toEqual([newsletter.email]);
    const link = /(http:\/\/localhost:\d+\/unsubscribe\?token=[\w.-]+)/.exec(mail?.text ?? '')?.[1];
    expect(link).toBeDefined();
    expect(mail?.headers['list-unsubscribe']).toBe(`<${link}>`);
    expect(mail?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail?.html).toContain(`href="${link}"`);
    const path = new URL(link as string).pathname + new URL(link as string).search;
    const token = new URL(link as string).searchParams.get('token') as string;

    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-robots-tag']).toContain('noindex');
    expect(page.body).toContain('Unsubscribe from our newsletter?');
    expect(page.body).toContain('reader@example.com');
    // Looking at the page changes nothing: a link scanner must not unsubscribe anyone.
    const before = await t.app.db
      .selectFrom('newsletter_subscribers')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(before.unsubscribed_at).toBeNull();

    const done = await t.app.inject({
      method: 'POST',
      url: '/unsubscribe',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token }).toString(),
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('You are unsubscribed');
    const after = await t.app.db
      .selectFrom('newsletter_subscribers')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(after.unsubscribed_at).not.toBeNull();

    // Subscribing again after unsubscribing is welcomed again.
    await t.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', ...json(newsletter) });
    await waitUntil(() => smtp.received.length === 2, 'the second welcome');
  });

  it('accepts a one-click unsubscribe and refuses a forged or damaged token', async () => {
    t = await app({}, { sendMail: false });
    await t.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', ...json(newsletter) });
    const row = await t.app.db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow();
    const token = /token=([\w.-]+)/.exec(row.text_body)?.[1] as string;

    const forged = `${Buffer.from('someone@example.com').toString('base64url')}.${token.split('.')[1]}`;
    for (const bad of [forged, `${token.slice(0, -2)}xx`, 'nonsense', '']) {
      const res = await t.app.inject({ method: 'GET', url: `/unsubscribe?token=${bad}` });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('This unsubscribe link does not work');
    }
    const oneClick = await t.app.inject({
      method: 'POST',
      url: `/unsubscribe?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    const after = await t.app.db
      .selectFrom('newsletter_subscribers')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(after.unsubscribed_at).not.toBeNull();
  });
});

describe('mail without SMTP_URL', () => {
  it('writes each mail as an .eml file in the outbox directory', async () => {
    const t = await createTestApp('sqlite');
    try {
      await t.app.inject({ method: 'POST', url: '/api/quote-request', ...json(quote) });
      const dir = t.app.config.mail.outboxDir;
      await waitUntil(() => {
        try {
          return readdirSync(dir).filter((f) => f.endsWith('.eml')).length === 2;
        } catch {
          return false;
        }
      }, 'two .eml files');
      const files = readdirSync(dir).sort();
      expect(files.some((f) => f.endsWith('-quote-agency.eml'))).toBe(true);
      const visitor = parseMail(
        readFileSync(`${dir}/${files.find((f) => f.endsWith('-quote-visitor.eml'))}`, 'utf8'),
      );
      expect(visitor.headers.to).toBe('john@example.com');
      expect(visitor.text).toContain('Your reference is Q-');
      const rows = await t.app.db.selectFrom('outbox').selectAll().execute();
      expect(rows.every((row) => row.sent_at !== null)).toBe(true);
    } finally {
      await t.close();
    }
  });
});
