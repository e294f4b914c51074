import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../src/server/admin/auth';
import { readDashboard } from '../../src/server/db/repositories/admin-dashboard';
import { quoteBatches } from '../../src/server/db/repositories/admin-quotes';
import { saveAdmin } from '../../src/server/db/repositories/admin-users';
import {
  type Signed,
  as,
  cookiesFrom,
  signIn as signInWith,
  signedIn as signedInWith,
} from '../helpers/admin-session';
import { contact, newsletter, quote, signup } from '../helpers/payloads';
import { type TestApp, createTestApp, dialects, json, hashTestPassword } from '../helpers/test-app';

const EMAIL = 'staff@kumuldigital.com.pg';
const PASSWORD = 'a long staff password';

const sessionCookie = (setCookie: string | string[] | undefined): string => {
  const header = Array.isArray(setCookie) ? setCookie.join('\n') : (setCookie ?? '');
  return new RegExp(`${SESSION_COOKIE}=([^;]*)`).exec(header)?.[1] ?? '';
};

const signIn = (t: TestApp, email = EMAIL, password = PASSWORD) => signInWith(t, email, password);
const signedIn = (t: TestApp) => signedInWith(t, EMAIL, PASSWORD);

describe.each(dialects)('the admin inbox on %s', (dialect) => {
  let t: TestApp;
  let s: Signed;
  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { sendMail: false });
    await saveAdmin(t.app.db, EMAIL, await hashTestPassword(PASSWORD));
    s = await signedIn(t);
  });
  afterAll(async () => t.close());

  const postQuote = async (body: unknown = quote) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/quote-request', ...json(body) });
    expect(res.statusCode).toBe(201);
    return res.json().reference as string;
  };

  it('answers 401 with a sentence to every admin API request without a session', async () => {
    const routes = [
      ['GET', '/api/admin/session'],
      ['DELETE', '/api/admin/session'],
      ['GET', '/api/admin/dashboard'],
      ['GET', '/api/admin/quotes'],
      ['GET', '/api/admin/quotes/Q-AAAA-11'],
      ['PATCH', '/api/admin/quotes/Q-AAAA-11'],
      ['POST', '/api/admin/quotes/Q-AAAA-11/replies'],
      ['POST', '/api/admin/quotes/Q-AAAA-11/whatsapp'],
      ['GET', '/api/admin/quotes.csv'],
      ['GET', '/api/admin/contact-messages'],
      ['PATCH', '/api/admin/contact-messages/C-AAAA-11'],
      ['GET', '/api/admin/newsletter-subscribers'],
      ['GET', '/api/admin/newsletter-subscribers.csv'],
      ['GET', '/api/admin/loyalty-members'],
      ['POST', '/api/admin/loyalty-members/PR-12345678/points'],
      ['GET', '/api/admin/settings'],
      ['PATCH', '/api/admin/settings'],
    ] as const;
    for (const [method, url] of routes) {
      for (const cookie of [undefined, `${SESSION_COOKIE}=forged-token`]) {
        const res = await t.app.inject({
          method,
          url,
          headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
          payload: method === 'GET' || method === 'DELETE' ? undefined : '{}',
        });
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        expect(res.json()).toEqual({ error: 'Please sign in to the admin inbox first.' });
        expect(res.headers['x-robots-tag']).toContain('noindex');
      }
    }
  });

  it('signs in with the right password, with a __Host- cookie: Secure, HttpOnly, SameSite=Strict', async () => {
    const res = await signIn(t, 'Staff@KumulDigital.com.pg');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email: EMAIL, role: 'owner', csrfToken: expect.any(String) });
    const setCookie = String(res.headers['set-cookie']);
    // __Host-: the browser keeps it only with Secure, Path=/ and no Domain, so no subdomain can set it.
    expect(setCookie).toMatch(
      /^__Host-kd_admin_session=[\w-]{43}; Path=\/; HttpOnly; Secure; SameSite=Strict,/,
    );
    // Only a hash of the token is stored.
    const rows = await t.app.db.selectFrom('admin_sessions').select('id').execute();
    expect(rows.map((row) => row.id)).not.toContain(sessionCookie(setCookie));
    const out = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/session',
      ...as({ cookie: cookiesFrom(res.headers['set-cookie']), csrf: res.json().csrfToken }),
    });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toBe(
      '__Host-kd_admin_session=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure; SameSite=Strict',
    );
  });

  it('refuses a wrong password or an unknown email with the same sentence', async () => {
    for (const [email, password] of [
      [EMAIL, 'not the password'],
      ['nobody@kumuldigital.com.pg', PASSWORD],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/session',
        ...json({ email, password }, { 'x-forwarded-for': '10.0.0.1' }),
        remoteAddress: `10.0.0.${email.length}`,
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'The email or password is not correct.' });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/admin/session',
      ...json({ email: EMAIL }),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: 'Please enter your password.' });
    // PostgreSQL refuses a NUL in text: the email must not get as far as a query.
    const control = await signIn(t, 'staff\u0000@kumuldigital.com.pg');
    expect(control.statusCode).toBe(400);
    expect(control.json().error).toMatch(/control characters/);
  });

  it('ends a session after the idle time', async () => {
    const idle = await signedIn(t);
    const ok = await t.app.inject({ method: 'GET', url: '/api/admin/session', ...as(idle) });
    expect(ok.statusCode).toBe(200);
    const nineHoursAgo = new Date(Date.now() - 9 * 60 * 60 * 1000).toISOString();
    const { id } = await t.app.db
      .selectFrom('admin_sessions')
      .select('id')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    await t.app.db
      .updateTable('admin_sessions')
      .set({ last_seen_at: nineHoursAgo })
      .where('id', '=', id)
      .execute();
    const expired = await t.app.inject({ method: 'GET', url: '/api/admin/quotes', ...as(idle) });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({
      error: 'Your session ended after a period of inactivity. Please sign in again.',
    });
    const again = await t.app.inject({ method: 'GET', url: '/api/admin/quotes', ...as(idle) });
    expect(again.json().error).toBe('Please sign in to the admin inbox first.');
  });

  it('refuses a state change without the CSRF token, with a wrong one, or from another origin', async () => {
    const reference = await postQuote();
    const url = `/api/admin/quotes/${reference}`;
    const body = JSON.stringify({ status: 'won' });
    const attempts = [
      { cookie: s.cookie, 'content-type': 'application/json' },
      { cookie: s.cookie, 'content-type': 'application/json', 'x-csrf-token': 'wrong' },
      {
        cookie: s.cookie,
        'content-type': 'application/json',
        'x-csrf-token': s.csrf,
        origin: 'https://evil.example',
      },
      {
        cookie: s.cookie,
        'content-type': 'application/json',
        'x-csrf-token': s.csrf,
        'sec-fetch-site': 'cross-site',
      },
    ];
    for (const headers of attempts) {
      const res = await t.app.inject({ method: 'PATCH', url, headers, payload: body });
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toMatch(/security token|another site/);
    }
    const row = await t.app.db
      .selectFrom('quote_requests')
      .select('status')
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('new');
    const ok = await t.app.inject({
      method: 'PATCH',
      url,
      ...as(s, { status: 'won' }, { origin: 'http://localhost:80', host: 'localhost:80' }),
    });
    expect(ok.statusCode).toBe(200);
  });

  it('changes a quote status and note, and lists quotes newest first with search and filters', async () => {
    const older = await postQuote({
      ...quote,
      customer: { ...quote.customer, name: 'Older Customer' },
    });
    const newer = await postQuote({
      ...quote,
      customer: { ...quote.customer, name: 'Newest Customer', company: 'Findable Ltd' },
    });
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/quotes/${older}`,
      ...as(s, { status: 'contacted', note: '  Called on Monday; sending proposal.  ' }),
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      reference: older,
      status: 'contacted',
      note: 'Called on Monday; sending proposal.',
      totalAmount: 10000,
      usdEstimate: '2500.00',
      items: [
        { title: 'Community Hub', unitPrice: 2750, quantity: 2, lineTotal: 5500 },
        { title: 'Construction Company', unitPrice: 4500, quantity: 1, lineTotal: 4500 },
      ],
    });

    const list = (await t.app.inject({ method: 'GET', url: '/api/admin/quotes', ...as(s) })).json();
    const refs = list.items.map((q: { reference: string }) => q.reference);
    expect(refs.indexOf(newer)).toBeLessThan(refs.indexOf(older));
    const search = (
      await t.app.inject({ method: 'GET', url: '/api/admin/quotes?q=findable', ...as(s) })
    ).json();
    expect(search.items.map((q: { reference: string }) => q.reference)).toEqual([newer]);
    const contacted = (
      await t.app.inject({ method: 'GET', url: '/api/admin/quotes?status=contacted', ...as(s) })
    ).json();
    expect(contacted.items.map((q: { reference: string }) => q.reference)).toEqual([older]);

    for (const [body, error] of [
      [{ status: 'maybe' }, 'The status must be new, contacted, won or lost.'],
      [{}, 'Please send a status, a note, or both.'],
      [{ note: 'x'.repeat(5001) }, 'Please keep the note to 5000 characters or fewer.'],
    ] as const) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/quotes/${older}`,
        ...as(s, body),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error });
    }
    const missing = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/quotes/Q-ZZZZ-99',
      ...as(s, { status: 'won' }),
    });
    expect(missing.statusCode).toBe(404);
    const badFilter = await t.app.inject({
      method: 'GET',
      url: '/api/admin/quotes?status=maybe',
      ...as(s),
    });
    expect(badFilter.statusCode).toBe(400);
  });

  it('flags quotes still New after 24 hours', async () => {
    const reference = await postQuote();
    const dayAndHourAgo = new Date(Date.now() - 25 * 60 * 60 * 1000).toISOString();
    await t.app.db
      .updateTable('quote_requests')
      .set({ created_at: dayAndHourAgo })
      .where('reference', '=', reference)
      .execute();
    const overdue = (
      await t.app.inject({ method: 'GET', url: '/api/admin/quotes?status=overdue', ...as(s) })
    ).json();
    expect(overdue.items.map((q: { reference: string }) => q.reference)).toEqual([reference]);
    expect(overdue.items[0].overdue).toBe(true);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/quotes/${reference}`,
      ...as(s, { status: 'contacted' }),
    });
    const after = (
      await t.app.inject({ method: 'GET', url: '/api/admin/quotes?status=overdue', ...as(s) })
    ).json();
    expect(after.items).toEqual([]);
  });

  it('marks a contact message handled and open again', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', ...json(contact) });
    const { reference } = res.json();
    const handled = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/contact-messages/${reference}`,
      ...as(s, { handled: true }),
    });
    expect(handled.statusCode).toBe(200);
    expect(handled.json()).toMatchObject({
      reference,
      name: contact.name,
      handledAt: expect.any(String),
    });
    const open = (
      await t.app.inject({ method: 'GET', url: '/api/admin/contact-messages?state=open', ...as(s) })
    ).json();
    expect(open.items.map((m: { reference: string }) => m.reference)).not.toContain(reference);
    const reopened = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/contact-messages/${reference}`,
      ...as(s, { handled: false }),
    });
    expect(reopened.json().handledAt).toBeNull();
  });

  it('lists and exports only confirmed subscribers as CSV, quoting and defusing what a spreadsheet would misread', async () => {
    for (const body of [
      newsletter,
      { email: 'comma@example.com', name: 'Kila, "Grace"' },
      { email: 'formula@example.com', name: '=HYPERLINK("http://evil")' },
      { email: 'unconfirmed@example.com', name: 'Not confirmed' },
    ]) {
      await t.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', ...json(body) });
    }
    for (const email of [newsletter.email, 'comma@example.com', 'formula@example.com']) {
      const token = new URL(t.app.mailer.confirmUrl(email, new Date())).searchParams.get('token');
      const confirmed = await t.app.inject({
        method: 'POST',
        url: '/newsletter/confirm',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ token: token as string }).toString(),
      });
      expect(confirmed.statusCode).toBe(200);
    }
    for (const state of ['active', 'all']) {
      const list = await t.app.inject({
        method: 'GET',
        url: `/api/admin/newsletter-subscribers?state=${state}`,
        ...as(s),
      });
      expect(list.json().total).toBe(3);
      expect(list.body).not.toContain('unconfirmed@example.com');
    }
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/newsletter-subscribers.csv',
      ...as(s),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe('email,name,subscribed_at,unsubscribed_at,unsubscribe_url');
    expect(lines).toHaveLength(5); // header, three subscribers, and the final line break
    expect(lines[1]).toMatch(
      /^formula@example\.com,"'=HYPERLINK\(""http:\/\/evil""\)",\d{4}-.*Z,,http:\/\/localhost:\d+\/unsubscribe\?token=[\w-]+\.[\w-]{43}$/,
    );
    expect(lines[2]).toMatch(
      /^comma@example\.com,"Kila, ""Grace""",\d{4}-.*Z,,http:\/\/localhost:\d+\/unsubscribe\?token=[\w-]+\.[\w-]{43}$/,
    );
    expect(lines[3]).toMatch(
      /^reader@example\.com,Reader,\d{4}-.*Z,,http:\/\/localhost:\d+\/unsubscribe\?token=[\w-]+\.[\w-]{43}$/,
    );
  });

  it('adjusts loyalty points, and the tier follows', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/loyalty/signup', ...json(signup) });
    const { memberNumber } = res.json().member;
    const url = `/api/admin/loyalty-members/${memberNumber}/points`;
    const gold = await t.app.inject({ method: 'POST', url, ...as(s, { delta: 900 }) });
    expect(gold.statusCode).toBe(200);
    expect(gold.json().member).toMatchObject({ memberNumber, points: 1000, tier: 'Gold' });
    const platinum = await t.app.inject({ method: 'POST', url, ...as(s, { delta: 2000 }) });
    expect(platinum.json().member).toMatchObject({ points: 3000, tier: 'Platinum' });
    const back = await t.app.inject({ method: 'POST', url, ...as(s, { delta: -2500 }) });
    expect(back.json().member).toMatchObject({ points: 500, tier: 'Silver' });
    // The member's own sign-in shows the new tier too.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/loyalty/login',
      ...json({ email: signup.email, memberNumber }),
    });
    expect(login.json().member).toMatchObject({ points: 500, tier: 'Silver' });

    const below = await t.app.inject({ method: 'POST', url, ...as(s, { delta: -501 }) });
    expect(below.statusCode).toBe(400);
    expect(below.json().error).toBe(
      'Points cannot go below 0: this member has 500, so at most 500 can be taken away.',
    );
    const zero = await t.app.inject({ method: 'POST', url, ...as(s, { delta: 0 }) });
    expect(zero.statusCode).toBe(400);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/admin/loyalty-members/PR-00000000/points',
      ...as(s, { delta: 5 }),
    });
    expect(missing.statusCode).toBe(404);
  });

  it('sets trees planted, which the public impact counter then shows', async () => {
    const before = (
      await t.app.inject({ method: 'GET', url: '/api/sustainability/impact' })
    ).json();
    expect(before.trees_planted).toBe(12);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      ...as(s, { treesPlanted: 140 }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ treesPlanted: 140, smtp: false, mail: { failed: 0 } });
    const after = (await t.app.inject({ method: 'GET', url: '/api/sustainability/impact' })).json();
    expect(after.trees_planted).toBe(140);
    const bad = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      ...as(s, { treesPlanted: -1 }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      error: 'Trees planted must be a whole number from 0 to 10000000.',
    });
  });

  it('finds and updates a quote by its exact reference in any letter case, however many others mention it', async () => {
    const reference = await postQuote();
    // More than a page of newer quotes whose text mentions the reference.
    for (let i = 0; i < 51; i++) {
      await postQuote({ ...quote, message: `Following up on ${reference}, take ${i}.` });
    }
    const found = await t.app.inject({
      method: 'GET',
      url: `/api/admin/quotes/${reference.toLowerCase()}`,
      ...as(s),
    });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ reference, message: quote.message });
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/quotes/${reference}`,
      ...as(s, { status: 'won' }),
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ reference, status: 'won' });
    // Not a reference at all: not found; a NUL (PostgreSQL refuses it in text) is a 400 (issue 42).
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/admin/quotes/Q-%25%25%25%25-11',
      ...as(s),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'There is no quote request with this reference.' });
    const nul = await t.app.inject({ method: 'GET', url: '/api/admin/quotes/%00', ...as(s) });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().error).toMatch(/control characters/);
  });

  it('answers a contact message update with the updated message, however many others mention it', async () => {
    const { reference } = (
      await t.app.inject({ method: 'POST', url: '/api/contact', ...json(contact) })
    ).json();
    for (let i = 0; i < 51; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        ...json({ ...contact, message: `About my message ${reference}, again (${i}).` }),
      });
    }
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/contact-messages/${reference.toLowerCase()}`,
      ...as(s, { handled: true }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ reference, handledAt: expect.any(String) });
    const missing = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/contact-messages/C-AAAA-11',
      ...as(s, { handled: true }),
    });
    expect(missing.statusCode).toBe(404);
  });

  it('reads numbers only as plain decimal integers', async () => {
    const { memberNumber } = (
      await t.app.inject({
        method: 'POST',
        url: '/api/loyalty/signup',
        ...json({ ...signup, email: 'decimal@example.com' }),
      })
    ).json().member;
    const points = `/api/admin/loyalty-members/${memberNumber}/points`;
    for (const delta of ['0x10', '1e3', '0b11', '12.0', ' ', 'Infinity']) {
      const res = await t.app.inject({ method: 'POST', url: points, ...as(s, { delta }) });
      expect(res.statusCode, delta).toBe(400);
      expect(res.json().error).toMatch(/^The points change must be a whole number/);
    }
    const plain = await t.app.inject({ method: 'POST', url: points, ...as(s, { delta: '-40' }) });
    expect(plain.json().member.points).toBe(60);
    const trees = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      ...as(s, { treesPlanted: '0x10' }),
    });
    expect(trees.statusCode).toBe(400);
    for (const url of ['/api/admin/quotes?page=0x2', '/api/admin/loyalty-members?page=1e1']) {
      const res = await t.app.inject({ method: 'GET', url, ...as(s) });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ error: 'The page must be a whole number from 1 to 100000.' });
    }
  });

  it('answers a query parameter sent twice with a sentence', async () => {
    for (const url of [
      '/api/admin/quotes?page=1&page=2',
      '/api/admin/contact-messages?q=a&q=b',
      '/api/admin/newsletter-subscribers.csv?state=all&state=active',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, ...as(s) });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error, url).toMatch(/^Please send .* only once\.$/);
    }
  });

  it('refuses control characters in a note or a search, and keeps line breaks in a note', async () => {
    const reference = await postQuote();
    const url = `/api/admin/quotes/${reference}`;
    for (const note of ['a\u0000b', 'bell\u0007', 'c1\u0085', 'lone \ud800', 'flip \u202e']) {
      const res = await t.app.inject({ method: 'PATCH', url, ...as(s, { note }) });
      expect(res.statusCode, JSON.stringify(note)).toBe(400);
      expect(res.json().error).toMatch(/control characters/);
    }
    const lines = await t.app.inject({
      method: 'PATCH',
      url,
      ...as(s, { note: 'Called.\n\tSending proposal.' }),
    });
    expect(lines.json().note).toBe('Called.\n\tSending proposal.');
    const search = await t.app.inject({ method: 'GET', url: '/api/admin/quotes?q=%00', ...as(s) });
    expect(search.statusCode).toBe(400);
    expect(search.json().error).toMatch(/control characters/);
  });

  const quoteEvents = async (reference: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/quotes/${reference}`,
      ...as(s),
    });
    expect(res.statusCode).toBe(200);
    return res.json().history as Array<{ kind: string; by: string | null; text: string }>;
  };

  it('keeps every status change and note in the quote history, with who, only when they change', async () => {
    const reference = await postQuote();
    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/admin/quotes/${reference}`, ...as(s) })
    ).json();
    expect(detail.whatsApp).toEqual({ ok: true, display: '+675 7123 4567', digits: '67571234567' });
    expect(detail.firstAnsweredAt).toBeNull();
    expect(detail.history).toEqual([
      { kind: 'received', at: detail.receivedAt, by: null, text: quote.customer.message },
    ]);
    const url = `/api/admin/quotes/${reference}`;
    const changed = await t.app.inject({
      method: 'PATCH',
      url,
      ...as(s, { status: 'contacted', note: 'Called; proposal on Friday.' }),
    });
    expect(changed.statusCode).toBe(200);
    // The same values again change nothing, so nothing more is recorded.
    await t.app.inject({
      method: 'PATCH',
      url,
      ...as(s, { status: 'contacted', note: 'Called; proposal on Friday.' }),
    });
    await t.app.inject({ method: 'PATCH', url, ...as(s, { status: 'won' }) });
    const history = await quoteEvents(reference);
    expect(history.map(({ kind, by, text }) => ({ kind, by, text }))).toEqual([
      { kind: 'received', by: null, text: quote.customer.message },
      { kind: 'status', by: EMAIL, text: 'New → Contacted' },
      { kind: 'note', by: EMAIL, text: 'Called; proposal on Friday.' },
      { kind: 'status', by: EMAIL, text: 'Contacted → Won' },
    ]);
  });

  it('mails a reply to the customer, stamps the first answer once and moves a New quote to Contacted', async () => {
    const reference = await postQuote();
    const url = `/api/admin/quotes/${reference}/replies`;
    const text = 'Hello John,\n\nThank you: your proposal follows tomorrow.';
    const key = { 'idempotency-key': `reply-${reference}` };
    const first = await t.app.inject({ method: 'POST', url, ...as(s, { text }, key) });
    expect(first.statusCode).toBe(201);
    const answered = first.json();
    expect(answered).toMatchObject({ reference, status: 'contacted' });
    expect(answered.firstAnsweredAt).toEqual(expect.stringMatching(/^\d{4}-.*Z$/));
    expect(
      answered.history
        .slice(1)
        .map((e: { kind: string; by: string; text: string }) => [e.kind, e.by, e.text]),
    ).toEqual([
      ['reply', EMAIL, text],
      ['status', EMAIL, 'New → Contacted'],
    ]);
    // A double tap with the same key answers the same and sends no second mail.
    const again = await t.app.inject({ method: 'POST', url, ...as(s, { text }, key) });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');

    const mails = await t.app.db
      .selectFrom('outbox')
      .selectAll()
      .where('kind', '=', 'quote-reply')
      .where('subject', 'like', `%${reference}%`)
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      audience: 'staff',
      recipient: quote.customer.email,
      reply_to: 'quotes@kumuldigital.com.pg',
      subject: `Your quote request ${reference} – Kumul Digital`,
    });
    expect(mails[0]?.text_body).toContain('Thank you: your proposal follows tomorrow.');
    expect(mails[0]?.text_body).toContain('Total for 3 templates: K10,000');

    // A second reply is kept and mailed, but the first answer's time stays.
    const firstAnswer = '2026-01-02T03:04:05.000Z';
    await t.app.db
      .updateTable('quote_requests')
      .set({ first_answered_at: firstAnswer })
      .where('reference', '=', reference)
      .execute();
    const second = await t.app.inject({
      method: 'POST',
      url,
      ...as(s, { text: 'One more thing.' }),
    });
    expect(second.statusCode).toBe(201);
    expect(second.json().firstAnsweredAt).toBe(firstAnswer);
    expect(second.json().history.map((e: { kind: string }) => e.kind)).toEqual([
      'received',
      'reply',
      'status',
      'reply',
    ]);

    for (const [body, status, error] of [
      [{ text: '   ' }, 400, 'Please write the reply.'],
      [{}, 400, 'Please write the reply.'],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url, ...as(s, body) });
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ error });
    }
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/admin/quotes/Q-ZZZZ-99/replies',
      ...as(s, { text }),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'There is no quote request with this reference.' });
  });

  it('records a WhatsApp hand-off with its prefilled text, and refuses a number WhatsApp cannot use', async () => {
    const reference = await postQuote();
    const url = `/api/admin/quotes/${reference}/whatsapp`;
    const res = await t.app.inject({
      method: 'POST',
      url,
      ...as(s, { template: 'need-more-details' }),
    });
    expect(res.statusCode).toBe(200);
    const last = res.json().history.at(-1);
    expect(last).toMatchObject({ kind: 'whatsapp', by: EMAIL });
    expect(last.text).toMatch(
      new RegExp(`^Hello John,\\n\\nThank you for your quote request ${reference}\\.`),
    );

    const bad = await t.app.inject({ method: 'POST', url, ...as(s, { template: 'hello' }) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'Please choose one of the saved replies.' });

    // A customer who asked in Tok Pisin gets the message in Tok Pisin unless staff choose English.
    const tokPisin = await postQuote({ ...quote, lang: 'tpi' });
    const tpiUrl = `/api/admin/quotes/${tokPisin}/whatsapp`;
    const inTheirs = await t.app.inject({
      method: 'POST',
      url: tpiUrl,
      ...as(s, { template: 'proposal-coming' }),
    });
    expect(inTheirs.json().history.at(-1).text).toMatch(
      new RegExp(`^Halo John,\\n\\nTenkyu long askim bilong kwot ${tokPisin}\\.`),
    );
    const inEnglish = await t.app.inject({
      method: 'POST',
      url: tpiUrl,
      ...as(s, { template: 'proposal-coming', lang: 'en' }),
    });
    expect(inEnglish.json().history.at(-1).text).toMatch(/^Hello John,/);
    const badLang = await t.app.inject({
      method: 'POST',
      url: tpiUrl,
      ...as(s, { template: 'thank-you', lang: 'fr' }),
    });
    expect(badLang.statusCode).toBe(400);
    expect(badLang.json()).toEqual({ error: 'Please choose English or Tok Pisin.' });

    const landline = await postQuote({
      ...quote,
      customer: { ...quote.customer, phone: '325 1234' },
    });
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/admin/quotes/${landline}/whatsapp`,
      ...as(s, { template: 'thank-you' }),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: '325 1234 looks like a PNG landline (7 digits); WhatsApp needs a mobile number.',
    });
    expect((await quoteEvents(landline)).map((e) => e.kind)).toEqual(['received']);
  });

  it('exports every quote a filter matches as CSV, in keyset batches', async () => {
    const company = `Csv Export ${dialect}`;
    const references: string[] = [];
    for (let i = 0; i < 3; i++) {
      references.push(
        await postQuote({ ...quote, customer: { ...quote.customer, company, name: `=Csv ${i}` } }),
      );
    }
    const batches: string[][] = [];
    for await (const batch of quoteBatches(
      t.app.db,
      { q: company, status: 'all' },
      Date.now(),
      2,
    )) {
      batches.push(batch.map((q) => q.reference));
    }
    expect(batches).toEqual([[references[2], references[1]], [references[0]]]);

    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/quotes.csv?q=${encodeURIComponent(company)}&status=new&page=`,
      ...as(s),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="quotes-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe(
      'reference,received_at,status,customer_name,customer_email,customer_phone,customer_company,items,total_kina,first_answered_at',
    );
    expect(lines).toHaveLength(5);
    expect(lines[1]).toMatch(
      new RegExp(
        `^${references[2]},\\d{4}-.*Z,new,'=Csv 2,john@example\\.com,'\\+675 7123 4567,${company},2 × Community Hub; 1 × Construction Company,10000,$`,
      ),
    );
  });

  it('keeps the running totals per status right through new quotes and status changes', async () => {
    const reference = await postQuote();
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/quotes/${reference}`,
      ...as(s, { status: 'lost' }),
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/quotes/${(await postQuote()).toLowerCase()}/replies`,
      ...as(s, { text: 'Hello.' }),
    });
    const kept = await t.app.db
      .selectFrom('quote_status_totals')
      .select(['status', 'quote_count', 'amount'])
      .orderBy('status')
      .execute();
    const counted = await t.app.db
      .selectFrom('quote_requests')
      .select([
        'status',
        sql<number>`count(*)`.as('quote_count'),
        sql<number>`sum(total_amount)`.as('amount'),
      ])
      .groupBy('status')
      .orderBy('status')
      .execute();
    const numbers = (rows: Array<{ status: string; quote_count: unknown; amount: unknown }>) =>
      rows
        .filter((row) => Number(row.quote_count) > 0)
        .map((row) => [row.status, Number(row.quote_count), Number(row.amount)]);
    expect(numbers(kept)).toEqual(numbers(counted));
    expect(numbers(kept).map(([status]) => status)).toEqual(['contacted', 'lost', 'new', 'won']);
  });

  it('signs out through the API, ending the session', async () => {
    const own = await signedIn(t);
    const res = await t.app.inject({ method: 'DELETE', url: '/api/admin/session', ...as(own) });
    expect(res.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/admin/session', ...as(own) });
    expect(after.statusCode).toBe(401);
  });
});

describe.each(dialects)('the dashboard on %s', (dialect) => {
  let t: TestApp;
  let s: Signed;
  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { sendMail: false });
    await saveAdmin(t.app.db, EMAIL, await hashTestPassword(PASSWORD));
    s = await signedIn(t);
  });
  afterAll(async () => t.close());

  // Wednesday 25 November 2026, 12:00 in Port Moresby: the week began Monday 00:00 there.
  const now = Date.parse('2026-11-25T02:00:00.000Z');
  const hoursAgo = (hours: number) => new Date(now - hours * 60 * 60 * 1000).toISOString();
  const post = async (url: string, body: unknown) =>
    (await t.app.inject({ method: 'POST', url, ...json(body) })).json();

  it('shows the figures for a known set of quotes, messages, subscribers and members', async () => {
    const overdue = (await post('/api/quote-request', quote)).reference as string;
    const answered = (await post('/api/quote-request', quote)).reference as string;
    const contacted = (await post('/api/quote-request', quote)).reference as string;
    const fresh = (await post('/api/quote-request', quote)).reference as string;
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/quotes/${answered}/replies`,
      ...as(s, { text: 'Hello John.' }),
    });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/quotes/${contacted}`,
      ...as(s, { status: 'contacted' }),
    });
    const times: Array<[string, string, string | null]> = [
      [overdue, hoursAgo(30), null],
      [answered, hoursAgo(10), hoursAgo(8)],
      [contacted, hoursAgo(40), null],
      [fresh, hoursAgo(1), null],
    ];
    for (const [reference, created, firstAnswer] of times) {
      await t.app.db
        .updateTable('quote_requests')
        .set({ created_at: created, first_answered_at: firstAnswer })
        .where('reference', '=', reference)
        .execute();
    }

    const handled = (await post('/api/contact', contact)).reference as string;
    await post('/api/contact', contact);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/contact-messages/${handled}`,
      ...as(s, { handled: true }),
    });

    await post('/api/newsletter/subscribe', newsletter);
    await post('/api/newsletter/subscribe', { email: 'last-week@example.com', name: 'Old' });
    await t.app.db
      .updateTable('newsletter_subscribers')
      .set({ confirmed_at: hoursAgo(2) })
      .where('email', '=', newsletter.email)
      .execute();
    await t.app.db
      .updateTable('newsletter_subscribers')
      .set({ confirmed_at: '2026-11-22T13:59:59.000Z' })
      .where('email', '=', 'last-week@example.com')
      .execute();
    await post('/api/loyalty/signup', signup);
    await post('/api/loyalty/signup', { ...signup, email: 'older@example.com' });
    await t.app.db
      .updateTable('loyalty_members')
      .set({ created_at: hoursAgo(3) })
      .execute();
    await t.app.db
      .updateTable('loyalty_members')
      .set({ created_at: '2026-11-20T00:00:00.000Z' })
      .where('email', '=', 'older@example.com')
      .execute();

    expect(await readDashboard(t.app.db, now)).toEqual({
      // No invoice yet (issue 27): the money figures are zero.
      money: {
        monthStart: expect.any(String),
        invoiced: 0,
        paid: 0,
        outstanding: 0,
        toInvoice: 0,
        overdue: { count: 0, amount: 0, items: [] },
        deliveriesDue: [],
      },
      quotes: {
        new: { count: 2, amount: 20000 },
        contacted: { count: 2, amount: 20000 },
      },
      overdue: {
        count: 1,
        items: [
          {
            reference: overdue,
            customerName: quote.customer.name,
            receivedAt: hoursAgo(30),
            totalAmount: 10000,
          },
        ],
      },
      // Still waiting for a first answer, newest first: the one to act on leads (issue 25).
      waiting: [
        {
          reference: fresh,
          customerName: quote.customer.name,
          receivedAt: hoursAgo(1),
          totalAmount: 10000,
        },
        {
          reference: overdue,
          customerName: quote.customer.name,
          receivedAt: hoursAgo(30),
          totalAmount: 10000,
        },
      ],
      firstAnswer: { medianMinutes: 120, answered: 1, withinPromise: 1, promiseHours: 24 },
      openMessages: 1,
      thisWeek: { since: '2026-11-22T14:00:00.000Z', subscribers: 1, members: 1 },
    });

    const res = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', ...as(s) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      quotes: { new: { count: 2, amount: 20000 }, contacted: { count: 2, amount: 20000 } },
      openMessages: 1,
    });
  });
});
