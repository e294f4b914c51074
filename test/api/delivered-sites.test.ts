import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portMoresbyToday } from '../../src/server/db/repositories/invoice-days';
import { labelOf } from '../../src/server/db/repositories/sites';
import type { DeliveredSiteRenderer } from '../../src/server/sites/delivery';
import { type Signed, as } from '../helpers/admin-session';
import { ownerReadyToInvoice } from '../helpers/invoicing';
import { personalisation, quote } from '../helpers/payloads';
import { type TestApp, createTestApp, dialects, json } from '../helpers/test-app';

// Issue 46: a template order paid in full becomes the customer's own site, once, served by host;
// staff suspend and resume it; Caddy may get a certificate for a live site's host only. The page
// itself is rendered by the build in the browser test (e2e/delivered-site.spec.ts): here a
// renderer of its own writes what it was given.

const rendered: string[] = [];
const render: DeliveredSiteRenderer = async (job) => {
  rendered.push(job.url);
  const name = job.personalisation?.name ?? 'Sample';
  return [
    { path: '/', type: 'text/html; charset=utf-8', body: `<h1>${name}</h1><p>${job.url}</p>` },
    { path: '/404', type: 'text/html; charset=utf-8', body: '<h1>Page not found</h1>' },
    { path: '/robots.txt', type: 'text/plain; charset=utf-8', body: 'User-agent: *\n' },
  ];
};

describe.each(dialects)('delivered sites on %s', (dialect) => {
  let t: TestApp;
  let owner: Signed;
  beforeAll(async () => {
    t = await createTestApp(
      dialect,
      { publicUrl: 'https://kumuldigital.example', sites: { domain: 'sites.example' } },
      { sendMail: false, renderDelivered: render },
    );
    owner = await ownerReadyToInvoice(t);
  });
  afterAll(async () => t.close());

  const admin = (method: 'POST' | 'PATCH', url: string, body?: unknown) =>
    t.app.inject({ method, url, ...as(owner, body) });
  const at = (host: string, url = '/') => t.app.inject({ method: 'GET', url, headers: { host } });

  /** A won quote for the fitness template (a sample site), `copies` of it, personalised. */
  const wonTemplateQuote = async (email: string, name: string, copies = 1) => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/quote-request',
      ...json({
        ...quote,
        customer: { ...quote.customer, email },
        items: [{ id: 2, quantity: copies, personalisation: { ...personalisation, name } }],
      }),
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const { reference } = sent.json() as { reference: string };
    expect(
      (await admin('PATCH', `/api/admin/quotes/${reference}`, { status: 'won' })).statusCode,
    ).toBe(200);
    return reference;
  };

  const payInFull = async (reference: string, key: string) => {
    const issued = await admin('POST', `/api/admin/quotes/${reference}/invoices`, { kind: 'full' });
    expect(issued.statusCode, issued.body).toBe(201);
    const { number, total } = issued.json().invoices.at(-1) as { number: string; total: number };
    const pay = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/invoices/${number}/payments`,
        ...as(
          owner,
          {
            amount: (total / 100).toFixed(2),
            paidOn: portMoresbyToday(new Date()),
            method: 'cash',
          },
          { 'idempotency-key': key },
        ),
      });
    const first = await pay();
    expect(first.statusCode, first.body).toBe(201);
    // A double tap records the payment once, and makes no second site.
    expect((await pay()).statusCode).toBe(201);
    await t.app.sites.renderWaiting();
  };

  const quoteRow = (reference: string) =>
    t.app.db
      .selectFrom('quote_requests')
      .select(['id', 'delivered_at', 'site_url'])
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();

  /** The one site of an order, paid for in full. */
  const siteOf = async (reference: string) => {
    const { id: quoteId } = await quoteRow(reference);
    const site = await t.app.db
      .selectFrom('sites')
      .select(['id', 'label'])
      .where('quote_id', '=', quoteId)
      .executeTakeFirstOrThrow();
    return { quoteId, site };
  };

  it('publishes a paid template at its own host, mails its address and stops the clock', async () => {
    const reference = await wonTemplateQuote(
      `mama-${dialect}@example.com`,
      `Mama's Kitchen ${dialect}`,
    );
    await payInFull(reference, `pay-${dialect}-1`);

    const row = await quoteRow(reference);
    const host = `mamas-kitchen-${dialect}.sites.example`;
    expect(row.site_url).toBe(`https://${host}`);
    expect(row.delivered_at).not.toBeNull();
    const sites = await t.app.db
      .selectFrom('sites')
      .selectAll()
      .where('quote_id', '=', row.id)
      .execute();
    expect(sites).toHaveLength(1);
    expect(sites[0]).toMatchObject({
      label: `mamas-kitchen-${dialect}`,
      status: 'live',
      rendered_version: 1,
    });

    const page = await at(host);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`Mama's Kitchen ${dialect}`);
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    const missing = await at(host, '/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Page not found');
    // The agency's pages and API are not the site's.
    expect((await at(host, '/api/health')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/', headers: { host } })).statusCode).toBe(
      405,
    );

    const mail = await t.app.db
      .selectFrom('outbox')
      .select(['recipient', 'text_body'])
      .where('kind', '=', 'site-delivered')
      .where('recipient', '=', `mama-${dialect}@example.com`)
      .execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text_body).toContain(`https://${host}`);

    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/quotes/${reference}`,
      ...as(owner),
    });
    const body = detail.json() as {
      sites: unknown[];
      history: { kind: string; by: string; text: string }[];
    };
    expect(body.sites).toEqual([
      expect.objectContaining({
        address: `https://${host}`,
        status: 'live',
        published: true,
        error: null,
      }),
    ]);
    const kinds = body.history.map((event) => event.kind);
    expect(kinds.filter((kind) => kind === 'site')).toHaveLength(1);
    expect(kinds.filter((kind) => kind === 'delivered')).toHaveLength(1);
  });

  it('makes one site per copy, each at its own address', async () => {
    const reference = await wonTemplateQuote(
      `twins-${dialect}@example.com`,
      `Twin Stores ${dialect}`,
      2,
    );
    await payInFull(reference, `pay-${dialect}-2`);
    const { id } = await quoteRow(reference);
    const labels = await t.app.db
      .selectFrom('sites')
      .select('label')
      .where('quote_id', '=', id)
      .orderBy('copy')
      .execute();
    expect(labels.map((row) => row.label)).toEqual([
      `twin-stores-${dialect}`,
      `twin-stores-${dialect}-2`,
    ]);
    for (const { label } of labels)
      expect((await at(`${label}.sites.example`)).statusCode).toBe(200);
  });

  it('suspends a site to a neutral page, resumes it, and records both', async () => {
    const reference = await wonTemplateQuote(
      `sus-${dialect}@example.com`,
      `Bilum House ${dialect}`,
    );
    await payInFull(reference, `pay-${dialect}-3`);
    const { quoteId, site } = await siteOf(reference);
    const host = `${site.label}.sites.example`;

    expect(
      (await admin('PATCH', `/api/admin/sites/${site.id}`, { status: 'suspended' })).statusCode,
    ).toBe(200);
    const suspended = await at(host);
    expect(suspended.statusCode).toBe(503);
    expect(suspended.body).toContain('This website is not available at the moment.');
    expect(suspended.body).not.toContain('Bilum House');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/sites/tls-allowed?domain=${host}` }))
        .statusCode,
    ).toBe(404);

    expect(
      (await admin('PATCH', `/api/admin/sites/${site.id}`, { status: 'live' })).statusCode,
    ).toBe(200);
    expect((await at(host)).body).toContain('Bilum House');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/sites/tls-allowed?domain=${host}` }))
        .statusCode,
    ).toBe(200);

    const history = await t.app.db
      .selectFrom('quote_events')
      .select(['actor', 'text'])
      .where('quote_id', '=', quoteId)
      .where('kind', '=', 'site')
      .orderBy('id')
      .execute();
    expect(history.slice(1).map((event) => event.text)).toEqual([
      `Site https://${host} suspended: visitors see a neutral page`,
      `Site https://${host} resumed`,
    ]);
    expect(history.every((event) => event.actor === 'owner@kumuldigital.com.pg')).toBe(true);
  });

  it('moves a site to another address, refusing one another site has', async () => {
    const reference = await wonTemplateQuote(
      `move-${dialect}@example.com`,
      `Sepik Tours ${dialect}`,
    );
    await payInFull(reference, `pay-${dialect}-4`);
    const { site } = await siteOf(reference);

    const taken = await admin('PATCH', `/api/admin/sites/${site.id}`, {
      label: `mamas-kitchen-${dialect}`,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe(
      `Another site is at https://mamas-kitchen-${dialect}.sites.example already: choose another address.`,
    );
    const bad = await admin('PATCH', `/api/admin/sites/${site.id}`, { label: 'Not A Label' });
    expect(bad.statusCode).toBe(400);

    const moved = await admin('PATCH', `/api/admin/sites/${site.id}`, {
      label: `sepik-${dialect}`,
    });
    expect(moved.statusCode).toBe(200);
    await t.app.sites.renderWaiting();
    expect((await at(`sepik-${dialect}.sites.example`)).body).toContain(
      `https://sepik-${dialect}.sites.example`,
    );
    expect((await at(`${site.label}.sites.example`)).statusCode).toBe(404);
    expect((await quoteRow(reference)).site_url).toBe(`https://sepik-${dialect}.sites.example`);
  });

  it('answers a host that is no delivered site with a 404, and refuses it a certificate', async () => {
    const page = await at('nobody-here.sites.example');
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('There is no website at this address.');
    for (const domain of ['nobody-here.sites.example', 'example.com', '']) {
      const asked = await t.app.inject({
        method: 'GET',
        url: `/api/sites/tls-allowed?domain=${domain}`,
      });
      expect(asked.statusCode).toBe(404);
    }
  });

  it('delivers now, before the money is in, when staff ask', async () => {
    const reference = await wonTemplateQuote(
      `early-${dialect}@example.com`,
      `Early Bird ${dialect}`,
    );
    const res = await admin('POST', `/api/admin/quotes/${reference}/sites`);
    expect(res.statusCode, res.body).toBe(201);
    await t.app.sites.renderWaiting();
    expect((await quoteRow(reference)).site_url).toBe(
      `https://early-bird-${dialect}.sites.example`,
    );
    const again = await admin('POST', `/api/admin/quotes/${reference}/sites`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('This order is delivered already.');
  });
});

describe('site labels', () => {
  it('are readable DNS labels made from business names', () => {
    expect(labelOf("Mama's Kitchen")).toBe('mamas-kitchen');
    expect(labelOf('  Café Ōtea & Co.  ')).toBe('cafe-otea-co');
    expect(labelOf('www')).toBe('www-site');
    expect(labelOf('!!!')).toBe('site');
    expect(labelOf('a'.repeat(80))).toHaveLength(40);
  });
});
