import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveAdmin } from '../../src/server/db/repositories/admin-users';
import { type Signed, as, signedIn } from '../helpers/admin-session';
import { OWNER, ownerReadyToInvoice } from '../helpers/invoicing';
import { newsletter, quote } from '../helpers/payloads';
import { type TestApp, createTestApp, dialects, hashTestPassword, json } from '../helpers/test-app';

const REVIEWER = 'reviewer@kumuldigital.com.pg';
const PASSWORD = 'a long reviewer password';
const REFUSAL = {
  error: "A reviewer's account opens only the Words area: the site's words and proposed wordings.",
};

/**
 * Every route the app registered, as "METHOD /path", read from Fastify's own route tree
 * (printRoutes draws one route per line; a child's path continues its parent's).
 */
function registeredRoutes(app: FastifyInstance): string[] {
  const routes: string[] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const found = /^([│ ]*)[├└]── (\S+)(?: \(([^)]+)\))?$/.exec(line);
    if (!found) continue;
    const [, indent = '', segment = '', methods] = found;
    const depth = indent.length / 4;
    parents.length = depth;
    const path = `${parents.join('')}${segment}`;
    parents.push(segment);
    for (const method of methods?.split(', ') ?? []) routes.push(`${method} ${path}`);
  }
  return routes;
}

// What a reviewer's session opens (issue 42): the Words area and the session itself. The routes
// that need no session (signing in, the first look, invite and reset links) work for anyone.
const REVIEWER_WORKS = new Map<string, (reviewer: Signed) => { status: number; body?: unknown }>([
  ['GET /api/admin/session', () => ({ status: 200 })],
  ['GET /api/admin/words', () => ({ status: 200 })],
  ['GET /api/admin/word-proposals', () => ({ status: 200 })],
  [
    'POST /api/admin/word-proposals',
    () => ({
      status: 201,
      body: {
        lang: 'tpi',
        key: 'products:products.search.sortLabel',
        page: '/tpi/products',
        proposed: 'Putim ol long lain',
      },
    }),
  ],
  ['DELETE /api/admin/session', () => ({ status: 200 })],
]);
const NO_SESSION_NEEDED = new Set([
  'POST /api/admin/session',
  'GET /api/admin/session-state',
  'GET /api/admin/links/:token',
  'POST /api/admin/links/:token',
  'POST /api/admin/sign-in-link',
  'POST /api/admin/sign-in-link/session',
]);

// Issue 42, point 3 (red-team L12): a Reviewer sees the Words area and nothing else.
describe.each(dialects)('the Reviewer role on %s', (dialect) => {
  let t: TestApp;
  let reviewer: Signed;
  let params: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { sendMail: false });
    await saveAdmin(t.app.db, REVIEWER, await hashTestPassword(PASSWORD));
    await t.app.db
      .updateTable('admin_users')
      .set({ role: 'reviewer' })
      .where('email', '=', REVIEWER)
      .execute();
    reviewer = await signedIn(t, REVIEWER, PASSWORD);

    // Real things to reach for, so a route that forgot the rule would answer 200, not 404.
    const owner = await ownerReadyToInvoice(t);
    const sent = await t.app.inject({ method: 'POST', url: '/api/quote-request', ...json(quote) });
    const { reference } = sent.json() as { reference: string };
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/quotes/${reference}`,
      ...as(owner, { status: 'won' }),
    });
    const issued = await t.app.inject({
      method: 'POST',
      url: `/api/admin/quotes/${reference}/invoices`,
      ...as(owner, { kind: 'full' }),
    });
    expect(issued.statusCode, issued.body).toBe(201);
    const { number } = (await t.app.db
      .selectFrom('invoices')
      .select('number')
      .executeTakeFirstOrThrow()) as { number: string };
    const { hash } = (await t.app.db.selectFrom('logos').select('hash').executeTakeFirst()) ?? {
      hash: 'a'.repeat(64),
    };
    await t.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', ...json(newsletter) });
    const { id: ownerId } = await t.app.db
      .selectFrom('admin_users')
      .select('id')
      .where('email', '=', OWNER)
      .executeTakeFirstOrThrow();
    params = {
      reference,
      number,
      hash,
      id: String(ownerId),
      memberNumber: 'KD-000001',
      token: 'no-such-link-token',
      kind: 'template',
      key: 'restaurant',
    };
  });
  afterAll(async () => t.close());

  const send = (route: string, body?: unknown, who: Signed = reviewer) => {
    const [method = '', pattern = ''] = route.split(' ');
    const url = pattern.replace(/:(\w+)/g, (_, name: string) => params[name] ?? 'x');
    const withBody = method === 'GET' || method === 'DELETE' ? undefined : (body ?? {});
    return t.app.inject({ method: method as 'GET', url, ...as(who, withBody) });
  };

  /** What the refused requests could have changed, to compare before and after. */
  const stored = async () => {
    const { db } = t.app;
    return {
      quotes: await db.selectFrom('quote_requests').selectAll().execute(),
      events: await db.selectFrom('quote_events').selectAll().execute(),
      invoices: await db.selectFrom('invoices').selectAll().execute(),
      payments: await db.selectFrom('payments').selectAll().execute(),
      links: await db.selectFrom('customer_links').selectAll().execute(),
      settings: await db.selectFrom('settings').selectAll().execute(),
      outbox: await db.selectFrom('outbox').select('id').execute(),
      accounts: await db.selectFrom('admin_users').selectAll().execute(),
      contentChanges: await db.selectFrom('content_changes').selectAll().execute(),
      contentVersions: await db.selectFrom('content_versions').selectAll().execute(),
    };
  };

  it('refuses every admin route outside the Words area with a sentence, and changes nothing', async () => {
    const adminRoutes = registeredRoutes(t.app).filter(
      (route) => route.includes(' /api/admin/') && !route.startsWith('HEAD '),
    );
    // The reading of the route tree found the routes the red team used.
    expect(adminRoutes).toEqual(
      expect.arrayContaining([
        'GET /api/admin/accounts.csv',
        'GET /api/admin/quotes.csv',
        'GET /api/admin/newsletter-subscribers.csv',
        'POST /api/admin/quotes/:reference/invoices',
        'GET /api/admin/quotes/:reference/invoices/preview',
        'POST /api/admin/invoices/:number/payments',
        'DELETE /api/admin/quotes/:reference/customer-links',
        'PATCH /api/admin/quotes/:reference/reminders',
        'PATCH /api/admin/settings',
        'GET /api/admin/word-proposals',
        // Issue 45: the content owners edit and publish is not a reviewer's (decision 121).
        'GET /api/admin/content',
        'POST /api/admin/content/changes',
        'GET /api/admin/content/items/:kind/:key/history',
        'POST /api/admin/content/items/:kind/:key/restore',
        'POST /api/admin/content/versions',
        'GET /api/admin/content/published',
        'POST /api/admin/content/pictures',
      ]),
    );
    const refused = adminRoutes.filter(
      (route) => !REVIEWER_WORKS.has(route) && !NO_SESSION_NEEDED.has(route),
    );
    expect(refused.length).toBeGreaterThan(30);

    const before = await stored();
    // Each answer as "status sentence", so a failure lists the routes that let a reviewer in.
    const answers: Record<string, string> = {};
    for (const route of refused) {
      const res = await send(route, { status: 'won', treesPlanted: 999, kind: 'full' });
      const isJson = String(res.headers['content-type']).startsWith('application/json');
      answers[route] = `${res.statusCode} ${isJson ? res.body.slice(0, 120) : 'not JSON'}`;
    }
    const refusal = `403 ${JSON.stringify(REFUSAL).slice(0, 120)}`;
    expect(answers).toEqual(Object.fromEntries(refused.map((route) => [route, refusal])));
    expect(await stored()).toEqual(before);
  });

  it('lets a reviewer read the words, propose a wording, and sign out', async () => {
    for (const [route, works] of REVIEWER_WORKS) {
      const { status, body } = works(reviewer);
      const res = await send(route.replace('/words', '/words?lang=tpi'), body);
      expect(res.statusCode, `${route}: ${res.body}`).toBe(status);
    }
    // Signed out, the session opens nothing.
    expect((await send('GET /api/admin/session')).statusCode).toBe(401);
  });

  it('leaves the routes that need no session to whoever holds what they ask for', async () => {
    for (const route of NO_SESSION_NEEDED) {
      const res = await send(route, { email: REVIEWER, password: PASSWORD });
      expect(res.statusCode, route).not.toBe(403);
    }
  });
});
