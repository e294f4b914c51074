import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDatabase } from '../../src/server/db/database';
import { Housekeeping } from '../../src/server/db/housekeeping';
import { claimVisitorMail } from '../../src/server/db/repositories/outbox';
import { CLAIM_LEASE_MS, MailSender, PERMANENT_FAILURE_LIMIT } from '../../src/server/mail/sender';
import { contact, newsletter, personalisation, quote, signup } from '../helpers/payloads';
import { TestSmtpServer, parseMail, waitUntil } from '../helpers/smtp';
import { type TestApp, count, createTestApp, dialects, json } from '../helpers/test-app';

const AGENCY = 'quotes@kumuldigital.com.pg';
const quoteWithTrees = { ...quote, treeContribution: { extraTrees: 3 } };
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
const DAY = 24 * 60 * 60_000;
const NEWSLETTER_THANKS =
  'Thank you for subscribing! You will receive our latest updates and insights. Please confirm with the link we have just emailed you.';
const CONFIRM_LINK = /(http:\/\/localhost:\d+\/newsletter\/confirm\?token=[\w.-]+)/;
const tokenOf = (link: string) => new URL(link).searchParams.get('token') as string;
/** The token with its signature's first character changed: the last carries bits a decoder drops. */
const damaged = (token: string) => {
  const [payload, signature = ''] = token.split('.');
  return `${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
};

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
      `Quote request ${reference} from John Wari: K10,000, 3 templates`,
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
      '2 × Community Hub (K2,750 each): K5,500',
      '1 × Construction Company (K4,500 each): K4,500',
      'Total for 3 templates: K10,000',
      '3 (K15 contribution)',
      /Trees funded:\s+6 \(one per template, plus the extra trees\)/,
      `/admin/quotes/${reference}`,
    ]) {
      if (expected instanceof RegExp) expect(agency.text).toMatch(expected);
      else expect(agency.text).toContain(expected);
    }
    expect(agency.html).toContain('Community Hub (K2,750 each)');

    expect(visitor.headers.subject).toBe(`Your quote request ${reference} – Kumul Digital`);
    for (const expected of [
      'Hello John Wari,',
      `Your reference is ${reference}`,
      '2 × Community Hub (K2,750 each): K5,500',
      'Total for 3 templates: K10,000',
      'Estimate in US dollars (K4 = US$1): US$2500.00',
      'Trees funded:',
      'What happens next',
      'Within 24 hours',
    ]) {
      expect(visitor.text).toContain(expected);
    }
    expect(visitor.html).toContain('US$2500.00');
    expect(visitor.text).not.toContain('/admin');
    // Only the name of what the visitor typed: their phone, company and message stay with us.
    for (const typed of ['+675 7123 4567', 'Wari Builders', 'Need it by March.']) {
      expect(visitor.text).not.toContain(typed);
      expect(visitor.html).not.toContain(typed);
    }

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
    await waitUntil(async () => {
      const rows = await t.app.db.selectFrom('outbox').selectAll().execute();
      return rows.every((row) => row.sent_at !== null && row.last_error === '');
    }, 'both mails recorded as sent');
    // One more pass of the sender, at once rather than after a pause, finds nothing left to send.
    expect(await t.app.mailSender.runOnce()).toBe(0);
    expect(smtp.received).toHaveLength(2);
    const ids = smtp.received.map((m) => m.headers['message-id']);
    expect(new Set(ids).size).toBe(2);
  });

  it('sends a mail the server refused while closing (421) as soon as it accepts another, not after its back-off', async () => {
    t = await app({ retryBaseMs: 60_000, retryMaxMs: 60_000 });
    smtp.refuseWith = 421;
    await t.app.inject({ method: 'POST', url: '/api/contact', ...json(contact) });
    await waitUntil(async () => {
      const row = await t.app.db.selectFrom('outbox').selectAll().executeTakeFirst();
      return (row?.attempts ?? 0) >= 1;
    }, 'the refused attempt');
    smtp.refuseWith = undefined;
    // The next mail is accepted: the one waiting its minute goes with it.
    const res = await t.app.inject({ method: 'POST', url: '/api/quote-request', ...json(quote) });
    expect(res.statusCode).toBe(201);
    await waitUntil(() => smtp.received.length === 3, 'the waiting mail and the quote’s two');
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

  const subscribe = (body: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', ...json(body) });
  const pathOf = (link: string) => new URL(link).pathname + new URL(link).search;
  const confirmWith = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/newsletter/confirm',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token }).toString(),
    });
  const subscriber = (email: string) =>
    t.app.db
      .selectFrom('newsletter_subscribers')
      .selectAll()
      .where('email_key', '=', email.toLowerCase())
      .executeTakeFirst();

  /** Subscribes the test reader and reads the link in the confirmation mail queued for them. */
  const requestConfirmation = async () => {
    await subscribe(newsletter);
    const row = await t.app.db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow();
    const link = CONFIRM_LINK.exec(row.text_body)?.[1] as string;
    return { link, token: tokenOf(link) };
  };
  /** Quote requests from `n` differently named customers: an agency and a visitor mail each. */
  // Each from its own client address: the whole hourly cap is open to them (decision 105).
  const postQuotes = async (n: number) => {
    for (let i = 0; i < n; i++) {
      const body = { ...quote, customer: { ...quote.customer, name: `Customer ${i}` } };
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/quote-request',
        remoteAddress: `192.0.2.${i + 1}`,
        ...json(body),
      });
      expect(res.statusCode).toBe(201);
    }
  };

  it('mails a new subscriber only a confirmation link, and nothing more until it is followed', async () => {
    t = await app();
    const res = await subscribe(newsletter);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: NEWSLETTER_THANKS });
    await waitUntil(() => smtp.received.length === 1, 'the confirmation');
    const [mail] = smtp.received;
    expect(mail?.to).toEqual([newsletter.email]);
    expect(mail?.headers.subject).toBe('Please confirm your subscription to Kumul Digital news');
    expect(mail?.text).toContain('Hello Reader,');
    const link = CONFIRM_LINK.exec(mail?.text ?? '')?.[1];
    expect(link).toBeDefined();
    expect(mail?.html).toContain(`href="${link}"`);
    // Not subscribed yet: no unsubscribe link, no welcome.
    expect(mail?.text).not.toContain('/unsubscribe');
    expect(mail?.headers['list-unsubscribe']).toBeUndefined();
    expect((await subscriber(newsletter.email))?.confirmed_at).toBeNull();

    // Asking again at once sends nothing more: an address cannot be flooded with links.
    expect((await subscribe({ email: newsletter.email.toUpperCase() })).statusCode).toBe(201);
    expect(await count(t.app, 'outbox')).toBe(1);
  });

  it('confirms only when the button on the link’s page is pressed, once and for all', async () => {
    t = await app({}, { sendMail: false });
    const { link, token } = await requestConfirmation();

    const page = await t.app.inject({ method: 'GET', url: pathOf(link) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-robots-tag']).toContain('noindex');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('Confirm your subscription?');
    expect(page.body).toContain('reader@example.com');
    expect(page.body).toMatch(/<form method="post" action="\/newsletter\/confirm">/);
    // Looking at the page (as a mail scanner following links does) confirms nothing.
    expect((await subscriber(newsletter.email))?.confirmed_at).toBeNull();

    const done = await confirmWith(token);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Your subscription is confirmed');
    const confirmedAt = (await subscriber(newsletter.email))?.confirmed_at;
    expect(confirmedAt).not.toBeNull();

    const again = await confirmWith(token);
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('You are already subscribed');
    expect((await subscriber(newsletter.email))?.confirmed_at).toBe(confirmedAt);

    // A confirmed subscriber who subscribes again gets no mail.
    expect((await subscribe(newsletter)).statusCode).toBe(201);
    expect(await count(t.app, 'outbox')).toBe(1);
  });

  it('lets an unconfirmed subscription expire: the link stops working, the row goes, a new request gets a fresh link', async () => {
    t = await app({}, { sendMail: false });
    await subscribe(newsletter);
    const eightDaysAgo = new Date(Date.now() - 8 * DAY);
    const stale = t.app.mailer.confirmUrl(newsletter.email, eightDaysAgo);
    const staleToken = tokenOf(stale);
    for (const res of [
      await t.app.inject({ method: 'GET', url: pathOf(stale) }),
      await confirmWith(staleToken),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('This confirmation link has expired');
    }
    expect((await subscriber(newsletter.email))?.confirmed_at).toBeNull();

    // Eleven minutes later a second request sends a fresh link.
    await t.app.db
      .updateTable('newsletter_subscribers')
      .set({ confirm_sent_at: new Date(Date.now() - 11 * 60_000).toISOString() })
      .execute();
    await subscribe(newsletter);
    expect(await count(t.app, 'outbox')).toBe(2);

    // A week on, the unconfirmed row is pruned by the next subscription, whoever's it is.
    await t.app.db
      .updateTable('newsletter_subscribers')
      .set({ confirm_sent_at: eightDaysAgo.toISOString() })
      .execute();
    await subscribe({ email: 'someone@example.com' });
    expect(await subscriber(newsletter.email)).toBeUndefined();

    await subscribe(newsletter);
    const rows = await t.app.db.selectFrom('outbox').selectAll().orderBy('id').execute();
    expect(rows).toHaveLength(4);
    const fresh = CONFIRM_LINK.exec(rows[3]?.text_body ?? '')?.[1] as string;
    const done = await confirmWith(tokenOf(fresh));
    expect(done.body).toContain('Your subscription is confirmed');
  });

  it('forgets an address nobody confirmed within 7 days at the clean-up, with no new subscription', async () => {
    t = await app({}, { sendMail: false });
    await subscribe(newsletter);
    await t.app.db
      .updateTable('newsletter_subscribers')
      .set({ confirm_sent_at: new Date(Date.now() - 8 * DAY).toISOString() })
      .execute();
    const housekeeping = new Housekeeping(t.app.db, t.app.config, {
      info: () => {},
      warn: () => {},
    });
    housekeeping.start();
    try {
      await vi.waitFor(async () => expect(await subscriber(newsletter.email)).toBeUndefined());
    } finally {
      await housekeeping.stop();
    }
  });

  it('refuses a forged or damaged confirmation link', async () => {
    t = await app({}, { sendMail: false });
    const { token } = await requestConfirmation();
    const [payload, signature] = token.split('.') as [string, string];
    const someoneElse = Buffer.from(
      Buffer.from(payload, 'base64url').toString().replace('reader@', 'someone@'),
    ).toString('base64url');
    // An unsubscribe token names the same address but is signed for another purpose.
    const unsubscribe = tokenOf(t.app.mailer.unsubscribeUrl(newsletter.email));
    for (const bad of [`${someoneElse}.${signature}`, damaged(token), unsubscribe, '']) {
      const res = await t.app.inject({ method: 'GET', url: `/newsletter/confirm?token=${bad}` });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('This confirmation link does not work');
      expect((await confirmWith(bad)).statusCode).toBe(400);
    }
    expect((await subscriber(newsletter.email))?.confirmed_at).toBeNull();
  });

  it('refuses an oversized confirmation or unsubscribe form, naming its own 16 KB limit', async () => {
    t = await app({}, { sendMail: false });
    for (const url of ['/newsletter/confirm', '/unsubscribe']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `token=${'a'.repeat(20 * 1024)}`,
      });
      expect(res.statusCode, url).toBe(413);
      expect(res.json(), url).toEqual({
        error: 'The request body is too large: the limit is 16 KB.',
      });
    }
  });

  it('unsubscribes with the signed link (the page asks, the button or one click does it); coming back needs a new confirmation', async () => {
    t = await app({}, { sendMail: false });
    await subscribe(newsletter);
    await confirmWith(tokenOf(t.app.mailer.confirmUrl(newsletter.email, new Date())));
    const link = t.app.mailer.unsubscribeUrl(newsletter.email);
    const token = tokenOf(link);

    const page = await t.app.inject({ method: 'GET', url: pathOf(link) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-robots-tag']).toContain('noindex');
    expect(page.body).toContain('Unsubscribe from our newsletter?');
    expect(page.body).toContain('reader@example.com');
    expect((await subscriber(newsletter.email))?.unsubscribed_at).toBeNull();

    const forged = `${Buffer.from('someone@example.com').toString('base64url')}.${token.split('.')[1]}`;
    for (const bad of [forged, damaged(token), 'nonsense', '']) {
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
    expect(oneClick.body).toContain('You are unsubscribed');
    expect((await subscriber(newsletter.email))?.unsubscribed_at).not.toBeNull();

    // Coming back is a new request: a new confirmation link, and an old one cannot undo the unsubscribe.
    const before = await count(t.app, 'outbox');
    await subscribe(newsletter);
    expect(await count(t.app, 'outbox')).toBe(before + 1);
    expect((await subscriber(newsletter.email))?.confirmed_at).toBeNull();
  });

  it('mails visitors nothing they typed but their name, cut short; the agency gets everything', async () => {
    t = await app({}, { sendMail: false });
    const longName = `Ana ${'K'.repeat(100)} Kila`;
    const spam = 'Claim your prize at http://spam.example';
    // A number the phone rule accepts (decision 085), but one a spammer would want mailed on.
    const spamPhone = '+1 900 555 0100';
    const posts = [
      [
        '/api/quote-request',
        {
          ...quote,
          customer: {
            ...quote.customer,
            name: longName,
            phone: spamPhone,
            company: spam,
            message: spam,
          },
          message: spam,
        },
      ],
      ['/api/loyalty/signup', { ...signup, fullName: longName, phone: spamPhone }],
      ['/api/newsletter/subscribe', { email: 'reader@example.com', name: longName }],
      ['/api/contact', { ...contact, name: longName, phone: spamPhone, message: spam }],
    ] as const;
    for (const [url, body] of posts) {
      expect((await t.app.inject({ method: 'POST', url, ...json(body) })).statusCode).toBe(201);
    }
    const rows = await t.app.db.selectFrom('outbox').selectAll().execute();
    const toVisitors = rows.filter((row) => row.recipient !== AGENCY);
    const toAgency = rows.filter((row) => row.recipient === AGENCY);
    expect(toVisitors.map((row) => row.recipient).sort()).toEqual([
      'john@example.com',
      'mary@example.com',
      'reader@example.com',
    ]);
    expect(toAgency).toHaveLength(2);
    const cutName = `${longName.slice(0, 59)}…`;
    for (const row of toVisitors) {
      for (const body of [row.text_body, row.html_body, row.subject]) {
        expect(body).not.toContain(spam);
        expect(body).not.toContain(spamPhone);
        expect(body).not.toContain('K'.repeat(60));
      }
      expect(row.text_body).toContain(`Hello ${cutName},`);
    }
    for (const row of toAgency) {
      expect(row.text_body).toContain(spam);
      expect(row.text_body).toContain(spamPhone);
      expect(row.text_body).toContain(longName);
    }
  });

  it('holds visitor mails past MAIL_VISITOR_PER_HOUR in the outbox, never the agency’s, and sends them as the hour allows', async () => {
    t = await app({ visitorPerHour: 2 });
    await postQuotes(3);
    const toVisitors = () => smtp.received.filter((m) => !m.to.includes(AGENCY));
    const unsent = () =>
      t.app.db.selectFrom('outbox').selectAll().where('sent_at', 'is', null).execute();
    await waitUntil(() => smtp.received.length >= 5, 'three notifications and two confirmations');
    // A mail the server accepted is marked sent a moment later: wait for the record, not a clock.
    await waitUntil(async () => (await unsent()).length <= 1, 'the sent mails to be recorded');
    // One more pass of the sender, at once rather than after a pause, sends no mail over the cap.
    expect(await t.app.mailSender.runOnce()).toBe(0);
    expect(smtp.received.filter((m) => m.to.includes(AGENCY))).toHaveLength(3);
    expect(toVisitors()).toHaveLength(2);
    const waiting = await unsent();
    // Held, not failed: no attempt was made, and nothing is dropped.
    expect(waiting).toHaveLength(1);
    expect(waiting[0]).toMatchObject({
      recipient: 'john@example.com',
      attempts: 0,
      last_error: '',
    });

    // An hour later the window has room again.
    await t.app.db
      .updateTable('outbox')
      .set({ sent_at: new Date(Date.now() - 2 * 60 * 60_000).toISOString() })
      .where('sent_at', 'is not', null)
      .execute();
    await waitUntil(() => toVisitors().length === 3, 'the held confirmation');
  });

  it('two senders on separate connections keep to one hourly cap on visitor mails', async () => {
    t = await app({ visitorPerHour: 5 }, { sendMail: false });
    await postQuotes(8);
    smtp.delayMs = 15;
    const otherDb = createDatabase(t.database);
    const first = new MailSender(t.app.db, t.app.config.mail, silent);
    const second = new MailSender(otherDb, t.app.config.mail, silent);
    try {
      const [a, b] = await Promise.all([first.runOnce(), second.runOnce()]);
      expect(a + b).toBe(13);
    } finally {
      await first.stop();
      await second.stop();
      await otherDb.destroy();
    }
    expect(smtp.received.filter((m) => m.to.includes(AGENCY))).toHaveLength(8);
    expect(smtp.received.filter((m) => !m.to.includes(AGENCY))).toHaveLength(5);
  });
});

describe('mail without SMTP_URL', () => {
  it('writes each mail as an .eml file in the outbox directory', async () => {
    const t = await createTestApp('sqlite');
    try {
      // Personalised, so the agency's mail carries the logo inline (decisions 050 and 070: the server's WebP).
      const items = [{ id: 1, quantity: 2, personalisation }];
      await t.app.inject({
        method: 'POST',
        url: '/api/quote-request',
        ...json({ ...quote, items }),
      });
      const dir = t.app.config.mail.outboxDir;
      await waitUntil(() => {
        try {
          return readdirSync(dir).filter((f) => f.endsWith('.eml')).length === 2;
        } catch {
          return false;
        }
      }, 'two .eml files');
      const files = readdirSync(dir).sort();
      const agency = parseMail(
        readFileSync(`${dir}/${files.find((f) => f.endsWith('-quote-agency.eml'))}`, 'utf8'),
      );
      expect(agency.attachments.map((a) => [a.contentType, a.disposition])).toEqual([
        ['image/webp', 'inline'],
      ]);
      expect(agency.html).toContain(`cid:${agency.attachments[0]?.cid}`);
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

// Two senders on one SQLite file in one process would block each other's event loop, so this
// race is run where it matters most: PostgreSQL, whose transactions really run side by side.
describe.each(dialects.filter((dialect) => dialect === 'postgres'))(
  'the hourly cap under contention on %s',
  (dialect) => {
    it('lets only one of two senders claiming at the same moment past a cap of one', async () => {
      const t = await createTestApp(dialect, {}, { sendMail: false });
      const otherDb = createDatabase(t.database);
      try {
        for (const name of ['Ana', 'Ben']) {
          const body = { ...quote, customer: { ...quote.customer, name } };
          await t.app.inject({ method: 'POST', url: '/api/quote-request', ...json(body) });
        }
        const ids = (
          await t.app.db
            .selectFrom('outbox')
            .select('id')
            .where('audience', '=', 'visitor')
            .execute()
        ).map((row) => row.id);
        expect(ids).toHaveLength(2);
        for (let round = 0; round < 10; round++) {
          await t.app.db
            .updateTable('outbox')
            .set({ claimed_until: null, claim_token: null })
            .execute();
          const now = new Date();
          const claims = await Promise.all([
            claimVisitorMail(t.app.db, ids[0] as number, 'a', now, CLAIM_LEASE_MS, 1),
            claimVisitorMail(otherDb, ids[1] as number, 'b', now, CLAIM_LEASE_MS, 1),
          ]);
          expect(claims.filter((claim) => claim === 'over-cap')).toHaveLength(1);
        }
      } finally {
        await otherDb.destroy();
        await t.close();
      }
    });
  },
);
