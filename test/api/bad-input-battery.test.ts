import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import fc from 'fast-check';
import pg from 'pg';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { TableMetadata } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../src/server/admin/auth';
import { KNOWN_BROWSER_COOKIE } from '../../src/server/admin/known-browsers';
import { saveAdmin } from '../../src/server/db/repositories/admin-users';
import { ADMIN_SHELL_FILE } from '../../src/server/site';
import { agencyPaths, templatePaths } from '../../src/web/app/paths';
import { signedIn } from '../helpers/admin-session';
import { PNG_LOGO, contact, newsletter, personalisation, quote, signup } from '../helpers/payloads';
import { type TestApp, createTestApp, dialects, json, hashTestPassword } from '../helpers/test-app';

/**
 * Generated bad input against every route: bodies, headers, query strings and path parameters
 * built from each route's valid request by fast-check. Whatever arrives, the server answers
 * without a 5xx, every API 4xx is {"error": "<sentence>"}, and a refused request writes nothing.
 * Seeded: FC_SEED (and FC_PATH, from a failure's report) replays a run.
 */
const seed = Number(process.env.FC_SEED ?? 20261123);
const path = process.env.FC_PATH;
// Several properties share the seed; a path from a failure's report replays that one route (vitest -t).
const runs = (numRuns: number) => ({ seed, numRuns, ...(path ? { path } : {}) });
console.log(`bad-input battery: FC_SEED=${seed}${path ? ` FC_PATH=${path}` : ''}`);

const EMAIL = 'battery@kumuldigital.com.pg';
const WORD_PROPOSAL = {
  lang: 'tpi',
  key: 'products:products.search.sortLabel',
  page: '/tpi/products',
  proposed: 'Putim ol long lain',
  comment: 'Battery.',
};
const PASSWORD = 'a battery staff password';
// Issue 45: an owner's change to Restaurant Deluxe (the battery's account is an owner).
const CONTENT_CHANGE = {
  kind: 'template',
  key: 'restaurant',
  data: {
    title: 'Restaurant Deluxe',
    price: 3100,
    category: 'Food',
    status: 'active',
    features: {
      en: ['Menu with prices', 'Opening hours'],
      tpi: ['Menu wantaim prais', 'Taim mipela i op'],
    },
  },
};

// Text that has broken servers before: controls, lone surrogates, numbers written oddly, markup.
const nastyText = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0007',
  '\u001b[2J',
  '\u0085',
  '\ud800',
  'x\udc00',
  '\u202eexe.pdf',
  '\r\n',
  '\t',
  '\ufeff',
  // Invisible in a name (issue 23): zero-width space, BOM inside, separators, soft hyphen, marks.
  'Ana\u200bKila',
  'Ana\ufeffKila',
  'Ana\u2028Kila',
  'Ki\u00adla',
  '\u061cAna',
  'Ana\u200e',
  '\u200fAna',
  '0000-01-01',
  'e\u0301',
  '🌴🌺',
  'x'.repeat(6000),
  '0x10',
  '1e3',
  '-1',
  '0',
  '99',
  '1.5',
  '+7',
  'NaN',
  'Infinity',
  'null',
  'true',
  '[]',
  '{}',
  '%00',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  // Forged logos: markup behind a PNG signature, a bare 8-byte "PNG" (decision 070).
  'data:image/png;base64,iVBORw0KGgo8aHRtbD48c2NyaXB0PmFsZXJ0KDEpPC9zY3JpcHQ+PC9odG1sPg==',
  'data:image/png;base64,iVBORw0KGgo=',
  '../../etc/passwd',
  '__proto__',
  'constructor',
  'PR-12345678',
  'Q-AAAA-11',
  'C-AAAA-11',
  'grace@example.com',
  'GRACE@EXAMPLE.COM',
  EMAIL,
  'new',
  'won',
  'all',
  'overdue',
  'open',
  'handled',
  'active',
  'unsubscribed',
);
// What no address or one-line text field takes (issue 42, point 4): NUL, a control, a bidi override.
const BAD_BYTES = ['\u0000', '\u0007', '\u202e'];

// One C0 or C1 control, lone surrogate or bidi override inside ordinary text.
const control = fc
  .oneof(
    fc.constant(0), // NUL: PostgreSQL refuses it in text, so it must never reach a query
    fc.integer({ min: 0, max: 0x1f }),
    fc.integer({ min: 0x7f, max: 0x9f }),
    fc.constantFrom(0xd800, 0xdfff, 0x202e, 0x2066),
  )
  .map((code) => String.fromCharCode(code));
const withControl = fc
  .tuple(fc.string({ maxLength: 10 }), control, fc.string({ maxLength: 10 }))
  .map(([before, code, after]) => `${before}${code}${after}`);
const text = fc.oneof(
  nastyText,
  withControl,
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
);
const jsonValue = fc.oneof(
  { weight: 6, arbitrary: text },
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 2 }),
);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = readonly (string | number)[];

/** Every leaf of a valid body, as a path (customer.name, items.0.quantity, ...). */
const leafPaths = (value: unknown, at: Path = []): Path[] =>
  value !== null && typeof value === 'object'
    ? Object.entries(value).flatMap(([key, child]) =>
        leafPaths(child, [...at, Array.isArray(value) ? Number(key) : key]),
      )
    : [at];

/** A copy with the value at `at` replaced (undefined removes it). */
const withValue = (body: unknown, at: Path, value: unknown): unknown => {
  if (at.length === 0) return value;
  const [head = '', ...rest] = at;
  const copy = (Array.isArray(body) ? [...body] : { ...(body as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head] = withValue(copy[head], rest, value);
  if (copy[head] === undefined && !Array.isArray(copy)) delete copy[head];
  return copy;
};

/** A valid body with some leaves changed, removed or added; sometimes any JSON at all. */
const mutatedBody = (valid: object): fc.Arbitrary<unknown> => {
  const paths = leafPaths(valid);
  const change = fc.tuple(
    fc.oneof(
      fc.constantFrom(...paths),
      text.map((key) => [key] as Path),
    ),
    fc.option(jsonValue, { nil: undefined }),
  );
  return fc
    .oneof(
      { weight: 5, arbitrary: fc.array(change, { minLength: 1, maxLength: 3 }) },
      { weight: 1, arbitrary: fc.constant([] as [Path, unknown][]) },
    )
    .chain((changes) =>
      fc.oneof(
        {
          weight: 6,
          arbitrary: fc.constant(changes.reduce<unknown>((b, [p, v]) => withValue(b, p, v), valid)),
        },
        { weight: 1, arbitrary: jsonValue },
      ),
    );
};

/** A JSON payload, or now and then text that is not JSON at all. */
const jsonPayload = (valid: object) =>
  fc.oneof(
    { weight: 8, arbitrary: mutatedBody(valid).map((body) => JSON.stringify(body) ?? '') },
    { weight: 1, arbitrary: text },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '{"a":',
        '{"__proto__":{"x":1}}',
        '[',
        '"',
        '1e999',
        // Nested past the depth bound (decision 070).
        `{"items":${'['.repeat(40)}${']'.repeat(40)}}`,
      ),
    },
  );

/** Header values as HTTP can carry them: visible ASCII, spaces and tabs, and Latin-1 bytes. */
const headerValue = fc.oneof(
  fc.constantFrom('', '*', 'null', '0x10', 'br;q=0x1, gzip;q=1e3', '"W/x"', 'x'.repeat(500)),
  fc.stringMatching(/^[\t\x20-\x7e\x80-\xff]{0,40}$/),
);
const contentType = fc.oneof(
  { weight: 6, arbitrary: fc.constant('application/json') },
  fc.constantFrom(
    'application/json; charset=utf-8',
    'APPLICATION/JSON',
    'application/json; charset=latin1',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/vnd.api+json',
  ),
);
const extraHeaders = fc.record(
  {
    // Mostly a good key, so the request gets as far as the database.
    'idempotency-key': fc.oneof({ weight: 3, arbitrary: fc.uuid() }, headerValue),
    'accept-encoding': headerValue,
    'if-none-match': headerValue,
    'sec-fetch-site': fc.constantFrom('same-origin', 'cross-site', 'none', 'same-site'),
    origin: fc.constantFrom('http://localhost:80', 'https://evil.example', 'null', ''),
    'x-forwarded-for': fc.constantFrom('10.0.0.1', '::1', 'not an address', ''),
  },
  { requiredKeys: [] },
);

// A query value encoded as a browser would, or raw (malformed percent escapes included).
const encoded = (value: string): string => {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80'; // a lone surrogate has no UTF-8: send the bytes a careless client would
  }
};
const queryKey = fc.oneof(
  fc.constantFrom('q', 'page', 'status', 'state', 'token', 'next', 'done', 'expired', 'out'),
  text.map(encoded),
);
const queryValue = fc.oneof(
  { weight: 6, arbitrary: text.map(encoded) },
  { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '%E0%A4%A', '%ED%A0%80', '+', '') },
);
const queryString = fc
  .array(fc.tuple(queryKey, queryValue), { maxLength: 4 })
  .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : ''));

type Auth = 'none' | 'forged' | 'session' | 'session and token' | 'session and wrong token';
const auth = fc.constantFrom<Auth>(
  'none',
  'forged',
  'session',
  'session and token',
  'session and token',
  'session and wrong token',
);

// The tables whose rows a request may change in place (admin_sessions' last-seen time aside).
const UPDATABLE = [
  'quote_requests',
  'quote_status_totals',
  'contact_messages',
  'loyalty_members',
  'newsletter_subscribers',
  'settings',
  'admin_users',
  'admin_sign_in_links',
  'word_proposals',
  'content_changes',
  'content_versions',
  'customer_links',
  'invoice_counters',
  'quote_totals',
] as const;

/** Each table's row count, and "<table> rows" for the UPDATABLE ones' rows (see snapshot). */
type Snapshot = Record<string, string>;

/**
 * Where the database stands, in one query: each of `tables`' row count and, under "<table> rows",
 * every row of the tables a request may update (the others only ever gain rows, which the counts
 * see), as one text that changes when any value does: PostgreSQL's md5 of the sorted row texts,
 * SQLite's sorted rows written out by quote(). It reads through a connection of its own with the
 * query prepared once (planning it cost more than running it), and sees what requests committed.
 */
async function snapshotReader(
  database: TestApp['database'],
  tables: TableMetadata[],
): Promise<{ snapshot: () => Promise<Snapshot>; close: () => Promise<void> }> {
  const rows = tables
    .filter(({ name }) => (UPDATABLE as readonly string[]).includes(name))
    .map(({ name, columns }) => {
      if (database.dialect === 'postgres') {
        const texts = `select snapshot_row::text as row_text from "${name}" as snapshot_row`;
        return `(select md5(coalesce(string_agg(row_text, E'\\n' order by row_text), '')) from (${texts}) as texts) as "${name} rows"`;
      }
      const quoted = columns.map((column) => `quote("${column.name}")`).join(` || ',' || `);
      const texts = `select ${quoted} as row_text from "${name}"`;
      return `(select coalesce(group_concat(row_text, char(10) order by row_text), '') from (${texts}) as texts) as "${name} rows"`;
    });
  expect(rows, 'every UPDATABLE table is there').toHaveLength(UPDATABLE.length);
  const counts = tables.map(({ name }) => `(select count(*) from "${name}") as "${name}"`);
  const query = `select ${[...counts, ...rows].join(', ')}`;
  const strings = (row: Record<string, unknown> | undefined): Snapshot => {
    if (!row) throw new Error('The snapshot query answered no row.');
    return Object.fromEntries(Object.entries(row).map(([name, value]) => [name, String(value)]));
  };
  if (database.dialect === 'sqlite') {
    const reader = new SQLite(database.path, { readonly: true });
    const statement = reader.prepare<[], Record<string, unknown>>(query);
    return {
      snapshot: async () => strings(statement.get()),
      close: async () => void reader.close(),
    };
  }
  const client = new pg.Client({
    connectionString: database.url,
    ...(database.schema ? { options: `-c search_path=${database.schema}` } : {}),
  });
  await client.connect();
  return {
    snapshot: async () =>
      strings((await client.query({ name: 'battery-snapshot', text: query })).rows[0]),
    close: () => client.end(),
  };
}

interface Route {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** The path; `:param` is replaced by a generated value. */
  url: string;
  /** A valid JSON body, or form fields for the HTML pages' forms. */
  body?: object;
  form?: boolean;
  admin?: boolean;
  /** Generated runs; the sign-ins hash a password each time, so they get fewer. */
  numRuns?: number;
}

describe.each(dialects)('generated bad input on %s', (dialect) => {
  let t: TestApp;
  let cookie = '';
  let csrf = '';
  // The values a route's :param takes when it names something that exists.
  const known = {
    quote: '',
    message: '',
    member: '',
    account: '',
    token: '',
    proposal: '',
    invoice: '',
    logo: '',
    acceptLink: '',
    acceptToken: '',
    invoiceToken: '',
    orderToken: '',
    contentKind: 'template',
    contentKey: 'restaurant',
    contentChange: '',
    file: '',
  };
  let snapshot: () => Promise<Snapshot>;
  let closeSnapshots = async () => {};
  let siteDir = '';

  beforeAll(async () => {
    // A tiny built site, so page GETs reach the page handler (encodings, ETags) and not only the 404.
    siteDir = mkdtempSync(join(tmpdir(), 'battery-site-'));
    for (const page of ['', 'products', 'tpi']) {
      mkdirSync(join(siteDir, page), { recursive: true });
      writeFileSync(join(siteDir, page, 'index.html'), `<!doctype html><title>${page}</title>`);
    }
    writeFileSync(
      join(siteDir, ADMIN_SHELL_FILE),
      '<!doctype html><html><head></head><body><script>window.inbox = 1;</script></body></html>',
    );
    // No job beside the requests, so between two requests nothing writes (see lastSeen).
    t = await createTestApp(dialect, { siteDir }, { sendMail: false, backgroundJobs: false });
    await saveAdmin(t.app.db, EMAIL, await hashTestPassword(PASSWORD));
    // The session and CSRF secret cookies, and the token bound to them.
    ({ cookie, csrf } = await signedIn(t, EMAIL, PASSWORD));
    const post = async (url: string, body: object, headers: Record<string, string> = {}) =>
      (await t.app.inject({ method: 'POST', url, ...json(body, headers) })).json();
    // A staff member invited by the battery's owner, with the one-time link from the mail.
    known.account = String(
      (
        await post(
          '/api/admin/accounts',
          { email: 'invited@example.com' },
          { cookie, 'x-csrf-token': csrf },
        )
      ).id,
    );
    const invite = await t.app.db
      .selectFrom('outbox')
      .select('text_body')
      .where('kind', '=', 'staff-invite')
      .executeTakeFirstOrThrow();
    known.token = /\/admin\/welcome\/([\w-]+)/.exec(invite.text_body)?.[1] ?? '';
    // A quote with a logo, answered with an accept link, won and invoiced: the customer's links.
    const [first, ...rest] = quote.items;
    known.quote = (
      await post('/api/quote-request', {
        ...quote,
        items: [{ ...first, personalisation }, ...rest],
      })
    ).reference;
    const staff = { cookie, 'x-csrf-token': csrf };
    const patch = (url: string, body: object) =>
      t.app.inject({ method: 'PATCH', url, ...json(body, staff) });
    await patch('/api/admin/invoice-settings', {
      bank: { bank: 'BSP', accountName: 'Kumul Digital', accountNumber: '1001' },
    });
    const quoteUrl = `/api/admin/quotes/${known.quote}`;
    await post(`${quoteUrl}/replies`, { text: 'Here is your quote.', acceptLink: true }, staff);
    await patch(quoteUrl, { status: 'won' });
    const detail = await post(`${quoteUrl}/invoices`, { kind: 'full' }, staff);
    known.invoice = detail.invoices[0].number;
    known.acceptLink = String(detail.acceptLinks[0].id);
    known.logo = /\/api\/admin\/logos\/(\w+)/.exec(JSON.stringify(detail.items))?.[1] ?? '';
    const mailed = async (kind: string, link: RegExp) => {
      const mail = await t.app.db
        .selectFrom('outbox')
        .select('text_body')
        .where('kind', '=', kind)
        .executeTakeFirstOrThrow();
      return link.exec(mail.text_body)?.[1] ?? '';
    };
    known.acceptToken = await mailed('quote-reply', /\/quote\/accept\?token=([\w-]+)/);
    known.invoiceToken = await mailed('invoice', /\/invoice\?token=([\w-]+)/);
    known.orderToken = await mailed('invoice', /\/order\?token=([\w-]+)/);
    known.message = (await post('/api/contact', contact)).reference;
    known.member = (await post('/api/loyalty/signup', signup)).member.memberNumber;
    await post('/api/newsletter/subscribe', newsletter);
    known.proposal = String(
      (await post('/api/admin/word-proposals', WORD_PROPOSAL, { cookie, 'x-csrf-token': csrf }))
        .proposal.id,
    );
    known.contentChange = String(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/admin/content/changes',
          ...json(CONTENT_CHANGE, { cookie, 'x-csrf-token': csrf }),
        })
      ).json().item.draft.id,
    );
    const { picture } = await post(
      '/api/admin/content/pictures',
      { picture: PNG_LOGO },
      { cookie, 'x-csrf-token': csrf },
    );
    known.file = `${picture}-400.webp`;
    for (const [name, value] of Object.entries(known)) {
      expect(value, `the battery's known ${name}`).not.toBe('');
    }
    const tables = (await t.app.db.introspection.getTables())
      .filter((table) => !table.isView)
      .filter((table) => t.database.dialect === 'sqlite' || table.schema === t.database.schema);
    ({ snapshot, close: closeSnapshots } = await snapshotReader(t.database, tables));
  });
  afterAll(async () => {
    await closeSnapshots();
    await t.close();
    rmSync(siteDir, { recursive: true, force: true });
  });

  /**
   * The database as the last snapshot saw it, while nothing can have written since: kept after a
   * refused request (which must not write) as the next request's "before", forgotten when a request
   * is not refused or a check fails. No background job runs in this app (see beforeAll).
   */
  let lastSeen: Snapshot | undefined;
  const beforeRequest = async (): Promise<Snapshot> => {
    const before = lastSeen ?? (await snapshot());
    lastSeen = undefined;
    return before;
  };
  /** After a refused request: the database is as `before` saw it (the tables in `except` aside). */
  const expectNothingWritten = async (before: Snapshot, message: string, except: string[] = []) => {
    const after = await snapshot();
    const compared = (seen: Snapshot) =>
      Object.fromEntries(
        Object.entries(seen).filter(([name]) => !except.includes(name.replace(/ rows$/, ''))),
      );
    expect(compared(after), message).toEqual(compared(before));
    lastSeen = after;
  };

  const param = (kind: string) =>
    fc.oneof(
      { weight: 2, arbitrary: fc.constant(known[kind as keyof typeof known]) },
      { weight: 1, arbitrary: fc.constant(known[kind as keyof typeof known].toLowerCase()) },
      // Any text, lone surrogates included, and longer than the router's 100-character limit.
      { weight: 4, arbitrary: text.map(encoded) },
      { weight: 1, arbitrary: fc.constantFrom('%E0%A4%A', '%ED%A0%80', '%zz', 'x'.repeat(150)) },
      { weight: 1, arbitrary: fc.constantFrom('%00', '..', '%2F') },
    );

  const request = (route: Route): fc.Arbitrary<InjectOptions> =>
    fc
      .record({
        params: fc.record(
          Object.fromEntries(Object.keys(known).map((name) => [name, param(name)])),
        ),
        query: queryString,
        auth: route.admin ? auth : fc.constant<Auth>('none'),
        contentType,
        headers: extraHeaders,
        payload: !route.body
          ? fc.constant('')
          : route.form
            ? fc
                .array(
                  fc.tuple(fc.oneof(fc.constantFrom(...Object.keys(route.body ?? {})), text), text),
                  { maxLength: 5 },
                )
                .map((pairs) => new URLSearchParams(pairs).toString())
            : jsonPayload(route.body ?? {}),
      })
      .map(({ params, query, auth: who, contentType: type, headers, payload }) => {
        const url = route.url.replace(/:(\w+)/g, (_, name: string) => params[name] ?? '') + query;
        const session = who.startsWith('session') ? { cookie } : {};
        // A forged session, and a forged claim that this browser signed in before (decision 069).
        const forged =
          who === 'forged'
            ? { cookie: `${SESSION_COOKIE}=forged; ${KNOWN_BROWSER_COOKIE}=9999999999999.%zz..` }
            : {};
        const token =
          who === 'session and token' ? csrf : who === 'session and wrong token' ? 'wrong' : '';
        const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
        return {
          method: route.method,
          url,
          headers: {
            ...headers,
            ...session,
            ...forged,
            ...(token && !route.form ? { 'x-csrf-token': token } : {}),
            ...(hasBody
              ? { 'content-type': route.form ? 'application/x-www-form-urlencoded' : type }
              : {}),
          },
          ...(hasBody
            ? { payload: route.form && token ? `${payload}&_csrf=${token}` : payload }
            : {}),
        };
      });

  const check = async (route: Route, options: InjectOptions) => {
    // A failed sign-in is meant to be recorded (that is how guessing is throttled).
    const signIn = /sign-in$|\/session$|\/login$/.test(route.url) && route.method === 'POST';
    const except = signIn ? ['sign_in_throttle'] : [];
    const before = await beforeRequest();
    const res: LightMyRequestResponse = await t.app.inject(options);
    const where = `${options.method} ${options.url} → ${res.statusCode} ${res.body.slice(0, 200)}`;
    expect(res.statusCode, where).toBeLessThan(500);
    if (res.statusCode >= 400) {
      if (String(options.url).startsWith('/api/')) {
        expect(res.headers['content-type'], where).toMatch(/^application\/json/);
        const body = res.json() as Json;
        expect(body, where).toEqual({ error: expect.stringMatching(/^[A-Z].*[.!?]$/s) });
      } else {
        // Nothing on the site is forbidden to read: an address that names nothing is a 404.
        if (options.method === 'GET') expect(res.statusCode, where).not.toBe(403);
        expect(res.headers['content-type'], where).toMatch(/^(text\/html|application\/json)/);
        expect(res.body.length, where).toBeGreaterThan(0);
      }
      await expectNothingWritten(
        before,
        `${where}: a refused request wrote to the database`,
        except,
      );
    }
  };

  const publicRoutes: Route[] = [
    { method: 'GET', url: '/api/health' },
    { method: 'GET', url: '/api/sustainability/impact' },
    { method: 'POST', url: '/api/contact', body: contact },
    { method: 'POST', url: '/api/newsletter/subscribe', body: newsletter },
    { method: 'POST', url: '/api/quote-request', body: quote },
    { method: 'POST', url: '/api/loyalty/signup', body: signup },
    {
      method: 'POST',
      url: '/api/loyalty/login',
      body: { email: signup.email, memberNumber: 'PR-12345678' },
    },
    { method: 'GET', url: '/unsubscribe' },
    { method: 'POST', url: '/unsubscribe', body: { token: 'x' }, form: true },
    { method: 'GET', url: '/newsletter/confirm' },
    { method: 'POST', url: '/newsletter/confirm', body: { token: 'x' }, form: true },
    { method: 'GET', url: '/api/nothing-here' },
    // The pictures owners upload, in the portfolio's sizes (decision 126).
    { method: 'GET', url: '/media/:file' },
    // The customer's links (decisions 097 and 098): the accept link, the invoice and the order.
    { method: 'GET', url: '/api/quote-links/:acceptToken' },
    { method: 'POST', url: '/api/quote-links/:acceptToken/accept' },
    { method: 'GET', url: '/api/invoice-links/:invoiceToken' },
    { method: 'GET', url: '/api/invoice-links/:invoiceToken/pdf', numRuns: 30 },
    { method: 'GET', url: '/api/order-links/:orderToken' },
    { method: 'GET', url: '/api/order-links/:orderToken/invoices/:invoice/pdf', numRuns: 30 },
    // The one-time links of staff invites and resets need no session.
    { method: 'GET', url: '/api/admin/links/:token' },
    {
      method: 'POST',
      url: '/api/admin/links/:token',
      body: { password: 'a long battery staff password' },
      numRuns: 25,
    },
    // Sign-in links by mail (decision 106); an address with no account, so nothing is written later.
    { method: 'POST', url: '/api/admin/sign-in-link', body: { email: 'nobody@example.com' } },
    {
      method: 'POST',
      url: '/api/admin/sign-in-link/session',
      body: { token: 'a'.repeat(43) },
      numRuns: 25,
    },
    // agencyPaths holds both languages; '/tpi' is the Tok Pisin home without its slash.
    // Doubled slashes name no file: the (Tok Pisin) 404, never the file server's 403.
    ...[...agencyPaths, ...templatePaths.slice(0, 3), '/tpi', '/tpi//', '//tpi/'].map(
      (url): Route => ({
        method: 'GET',
        url,
        numRuns: 15,
      }),
    ),
    // The inbox's page (decision 048): any address under /admin; other methods get a 405 sentence.
    { method: 'GET', url: '/admin', numRuns: 15 },
    { method: 'GET', url: '/admin/quotes/:quote', numRuns: 15 },
    { method: 'POST', url: '/admin', body: { email: EMAIL }, numRuns: 15 },
  ];
  const adminRoutes: Route[] = [
    {
      method: 'POST',
      url: '/api/admin/session',
      body: { email: EMAIL, password: 'not the password' },
      numRuns: 25,
    },
    { method: 'GET', url: '/api/admin/session' },
    { method: 'GET', url: '/api/admin/session-state' },
    { method: 'GET', url: '/api/admin/system', numRuns: 15 },
    { method: 'GET', url: '/api/admin/logos/:logo' },
    // With a valid session and token this would end the battery's own session: see admin.test.ts.
    { method: 'DELETE', url: '/api/admin/session', numRuns: 0 },
    { method: 'GET', url: '/api/admin/dashboard' },
    { method: 'GET', url: '/api/admin/quotes' },
    { method: 'GET', url: '/api/admin/quotes.csv' },
    { method: 'GET', url: '/api/admin/quotes/:quote' },
    { method: 'PATCH', url: '/api/admin/quotes/:quote', body: { status: 'won', note: 'Called.' } },
    { method: 'POST', url: '/api/admin/quotes/:quote/replies', body: { text: 'Hello John.' } },
    { method: 'POST', url: '/api/admin/quotes/:quote/whatsapp', body: { template: 'thank-you' } },
    { method: 'PATCH', url: '/api/admin/quotes/:quote/reminders', body: { on: false } },
    { method: 'DELETE', url: '/api/admin/quotes/:quote/accept-links/:acceptLink' },
    // Issue 27: invoices, payments, credit notes and the accountant's export (decision 098).
    { method: 'POST', url: '/api/admin/quotes/:quote/invoices', body: { kind: 'deposit' } },
    {
      method: 'POST',
      url: '/api/admin/quotes/:quote/delivered',
      body: { siteUrl: 'https://warikaibar.com.pg' },
    },
    { method: 'DELETE', url: '/api/admin/quotes/:quote/customer-links' },
    { method: 'GET', url: '/api/admin/invoices/:invoice/pdf', numRuns: 30 },
    {
      method: 'POST',
      url: '/api/admin/invoices/:invoice/payments',
      body: { amount: '10.00', paidOn: '2026-11-02', method: 'bank-transfer', bankReference: 'TT' },
    },
    {
      method: 'POST',
      url: '/api/admin/invoices/:invoice/credit-note',
      body: { reason: 'other', note: 'Agreed on the phone.' },
    },
    { method: 'GET', url: '/api/admin/accounts.csv?from=2026-11-01&to=2026-11-30' },
    { method: 'GET', url: '/api/admin/invoice-settings' },
    {
      method: 'PATCH',
      url: '/api/admin/invoice-settings',
      body: {
        gstRegistered: false,
        tin: '',
        bank: { bank: 'BSP', accountName: 'Kumul Digital', accountNumber: '1001' },
      },
    },
    { method: 'GET', url: '/api/admin/contact-messages' },
    { method: 'PATCH', url: '/api/admin/contact-messages/:message', body: { handled: true } },
    { method: 'GET', url: '/api/admin/newsletter-subscribers' },
    { method: 'GET', url: '/api/admin/newsletter-subscribers.csv' },
    { method: 'GET', url: '/api/admin/loyalty-members' },
    { method: 'POST', url: '/api/admin/loyalty-members/:member/points', body: { delta: 5 } },
    { method: 'GET', url: '/api/admin/settings' },
    { method: 'PATCH', url: '/api/admin/settings', body: { treesPlanted: 40 } },
    { method: 'GET', url: '/api/admin/accounts' },
    {
      method: 'POST',
      url: '/api/admin/accounts',
      body: { email: 'new.staff@example.com', role: 'staff' },
    },
    { method: 'POST', url: '/api/admin/accounts/:account/disable' },
    { method: 'POST', url: '/api/admin/accounts/:account/enable' },
    { method: 'POST', url: '/api/admin/accounts/:account/reset' },
    // Issue 28: the review mode's words and proposals (the battery's account is an owner).
    { method: 'GET', url: '/api/admin/words?lang=tpi' },
    { method: 'GET', url: '/api/admin/word-proposals' },
    { method: 'POST', url: '/api/admin/word-proposals', body: WORD_PROPOSAL },
    { method: 'PATCH', url: '/api/admin/word-proposals/:proposal', body: { decision: 'rejected' } },
    // Issue 45: the content owners edit and publish (decision 121).
    { method: 'GET', url: '/api/admin/content' },
    { method: 'POST', url: '/api/admin/content/changes', body: CONTENT_CHANGE },
    { method: 'GET', url: '/api/admin/content/items/:contentKind/:contentKey/history' },
    {
      method: 'POST',
      url: '/api/admin/content/items/:contentKind/:contentKey/restore',
      // Read when the request is made: the change the battery's owner saved first.
      body: {
        get change() {
          return Number(known.contentChange);
        },
      },
    },
    { method: 'GET', url: '/api/admin/content/versions' },
    { method: 'POST', url: '/api/admin/content/versions', body: { note: 'New prices for 2027.' } },
    { method: 'GET', url: '/api/admin/content/published' },
    {
      method: 'POST',
      url: '/api/admin/content/pictures',
      body: { picture: PNG_LOGO },
      numRuns: 25,
    },
  ].map((route): Route => ({ ...route, admin: true }) as Route);

  it.each([...publicRoutes, ...adminRoutes].filter((route) => route.numRuns !== 0))(
    '$method $url: no 5xx, a sentence with every 4xx, nothing written when refused',
    async (route) => {
      await fc.assert(
        fc.asyncProperty(request(route), (options) => check(route, options)),
        runs(route.numRuns ?? 60),
      );
    },
  );

  /**
   * The request a signed-in owner's browser would send (a fresh key, the session and token), with
   * `url` and `body` as given.
   */
  const sent = (route: Route, url: string, body?: object): InjectOptions => {
    const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
    const type = route.form ? 'application/x-www-form-urlencoded' : 'application/json';
    return {
      method: route.method,
      url,
      headers: {
        'idempotency-key': randomUUID(),
        ...(route.admin ? { cookie, 'x-csrf-token': csrf } : {}),
        ...(hasBody ? { 'content-type': type } : {}),
      },
      ...(hasBody
        ? {
            payload: route.form
              ? new URLSearchParams(body as Record<string, string>).toString()
              : JSON.stringify(body ?? {}),
          }
        : {}),
    };
  };

  /** Each way a route's request can carry a bad byte: in a path parameter, the query, a text field. */
  const badByteRequests = (route: Route): InjectOptions[] => {
    const at = (name: string, value: string) =>
      route.url.replace(/:(\w+)/g, (whole, param: string) =>
        param === name ? value : (known[param as keyof typeof known] ?? whole),
      );
    const url = at('', '');
    const params = [...route.url.matchAll(/:(\w+)/g)].map(([, name]) => name as keyof typeof known);
    // A password is never shown or stored as text (only its hash), so any character may be in it.
    const textLeaves = route.url.startsWith('/api/')
      ? leafPaths(route.body ?? {}).filter((leaf) => {
          const value = leaf.reduce<unknown>(
            (v, key) => (v as Record<string, unknown>)[key],
            route.body,
          );
          return typeof value === 'string' && !leaf.includes('password');
        })
      : [];
    return BAD_BYTES.flatMap((bad) => [
      ...params.flatMap((name) => [
        sent(route, at(name, encodeURIComponent(bad)), route.body),
        sent(route, at(name, encodeURIComponent(`${known[name]}${bad}`)), route.body),
      ]),
      sent(
        route,
        `${url}${url.includes('?') ? '&' : '?'}q=${encodeURIComponent(`x${bad}y`)}`,
        route.body,
      ),
      ...textLeaves.map((leaf) => {
        const value = leaf.reduce<unknown>(
          (v, key) => (v as Record<string, unknown>)[key],
          route.body,
        );
        return sent(route, url, withValue(route.body, leaf, `${String(value)}${bad}`) as object);
      }),
    ]);
  };

  // Issue 42, point 4: PostgreSQL refuses NUL in text, and controls and bidi overrides disguise it.
  it.each([...publicRoutes, ...adminRoutes])(
    '$method $url: NUL, a control or a bidi override in a parameter, the query or a text field is a 400 with a sentence',
    async (route) => {
      for (const options of badByteRequests(route)) {
        const before = await beforeRequest();
        const res = await t.app.inject(options);
        const where = `${options.method} ${options.url} ${String(options.payload ?? '')} → ${res.statusCode} ${res.body.slice(0, 200)}`;
        expect(res.statusCode, where).toBe(400);
        if (String(options.url).startsWith('/api/')) {
          expect(res.json(), where).toEqual({ error: expect.stringMatching(/^[A-Z].*[.!?]$/s) });
        }
        await expectNothingWritten(before, `${where}: it wrote`);
      }
    },
  );

  it('DELETE /api/admin/session: no 5xx and a sentence without a valid session and token', async () => {
    const route: Route = { method: 'DELETE', url: '/api/admin/session', admin: true };
    await fc.assert(
      fc.asyncProperty(
        request(route).filter((options) => !String(options.headers?.['x-csrf-token'] ?? '')),
        (options) => check(route, options),
      ),
      runs(60),
    );
  });
});
