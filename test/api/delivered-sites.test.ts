import { brotliDecompressSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portMoresbyToday } from '../../src/server/db/repositories/invoice-days';
import { labelOf } from '../../src/server/db/repositories/sites';
import { deliveredSiteFiles } from '../../src/render/delivered-site';
import { FIELDS_FILE } from '../../src/render/protocol';
import { PRODUCT_ACTOR, type DeliveredSiteRenderer } from '../../src/server/sites/delivery';
import { type DomainLookup, checkPendingDomains } from '../../src/server/sites/site-domains';
import { type SiteField, sitePictureUrl } from '../../src/shared/site-content';
import { codeValue } from '../../src/server/content/code-content';
import { publishChange } from '../helpers/content';
import { speckledLogo } from '../helpers/logos';
import { newSiteLink } from '../../src/server/db/repositories/site-editor';
import { SITE_MEMBERS_MAX } from '../../src/server/db/repositories/site-loyalty-members';
import { type Signed, as } from '../helpers/admin-session';
import { ownerReadyToInvoice } from '../helpers/invoicing';
import { personalisation, quote } from '../helpers/payloads';
import { type TestApp, createTestApp, dialects, json } from '../helpers/test-app';

// Issue 46: a template order paid in full becomes the customer's own site, once, served by host;
// staff suspend and resume it; Caddy may get a certificate for a live site's host only. The page
// itself is rendered by the build in the browser test (e2e/delivered-site.spec.ts): here a
// renderer of its own writes what it was given.

/** What the fake template defines: a heading and a picture drawn at 560 × 460. */
const TEMPLATE_FIELDS: SiteField[] = [
  { path: 'hero.title', kind: 'text', value: 'Island flavours', multiline: false },
  { path: 'hero.image', kind: 'picture', value: '/images/hero.svg', width: 560, height: 460 },
];
/** A resort's /rewards page as the render makes it (test/render/delivered-page.test.tsx reads it). */
const rewardsFile = (name: string, job: Parameters<DeliveredSiteRenderer>[0]) =>
  deliveredSiteFiles(
    {
      body: '',
      fields: [],
      stylesheets: [],
      identity: {
        name,
        kind: 'resort',
        tagline: '',
        accent: '#0f766e',
        phone: '',
        email: '',
        town: '',
      },
    },
    job,
  ).filter((file) => file.path === '/rewards');

const render: DeliveredSiteRenderer = async (job) => {
  const name = job.personalisation?.name ?? 'Sample';
  const title = job.content.texts['hero.title'] ?? 'Island flavours';
  const picture = job.content.pictures['hero.image'];
  const src = picture ? sitePictureUrl(picture) : '/images/hero.svg';
  const fields = TEMPLATE_FIELDS.map((field) => ({
    ...field,
    value: field.kind === 'text' ? title : src,
  }));
  return [
    {
      path: '/',
      type: 'text/html; charset=utf-8',
      body: `<h1>${name}</h1><h2>${title}</h2><img src="${src}" alt=""><p>${job.url}</p>${job.loyalty ? '<a href="/rewards#join">Join Paradise Rewards</a>' : ''}`,
    },
    ...rewardsFile(name, job),
    { path: FIELDS_FILE, type: 'application/json', body: JSON.stringify(fields) },
    { path: '/404', type: 'text/html; charset=utf-8', body: '<h1>Page not found</h1>' },
    { path: '/robots.txt', type: 'text/plain; charset=utf-8', body: 'User-agent: *\n' },
  ];
};

/** The DNS as each test sets it: a name's CNAME targets and addresses. */
const dnsRecords = new Map<string, { cnames?: string[]; addresses?: string[] }>();
const dns: DomainLookup = {
  cnames: async (host) => dnsRecords.get(host)?.cnames ?? [],
  addresses: async (host) => dnsRecords.get(host)?.addresses ?? [],
};

describe.each(dialects)('delivered sites on %s', (dialect) => {
  let t: TestApp;
  let owner: Signed;
  beforeAll(async () => {
    t = await createTestApp(
      dialect,
      {
        publicUrl: 'https://kumuldigital.example',
        sites: { domain: 'sites.example', storageBytes: 50_000_000 },
      },
      { sendMail: false, renderDelivered: render, dns },
    );
    owner = await ownerReadyToInvoice(t);
  });
  afterAll(async () => t.close());

  const admin = (method: 'POST' | 'PATCH', url: string, body?: unknown) =>
    t.app.inject({ method, url, ...as(owner, body) });
  const at = (host: string, url = '/') => t.app.inject({ method: 'GET', url, headers: { host } });
  /** A file as a phone gets it: the Brotli copy the render stored, unzipped here. */
  const brotliAt = async (host: string, url = '/') => {
    const res = await t.app.inject({
      method: 'GET',
      url,
      headers: { host, 'accept-encoding': 'br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    return brotliDecompressSync(res.rawPayload).toString();
  };

  /** A won quote for the fitness template (a sample site), or another, `copies` of it, personalised. */
  const wonTemplateQuote = async (email: string, name: string, copies = 1, templateId = 2) => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/quote-request',
      ...json({
        ...quote,
        customer: { ...quote.customer, email },
        items: [
          { id: templateId, quantity: copies, personalisation: { ...personalisation, name } },
        ],
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

  /** The lines of an order's history about its sites whose text is like `pattern`, oldest first. */
  const siteEvents = (quoteId: number, pattern = '%') =>
    t.app.db
      .selectFrom('quote_events')
      .select(['actor', 'text'])
      .where('quote_id', '=', quoteId)
      .where('kind', '=', 'site')
      .where('text', 'like', pattern)
      .orderBy('id')
      .execute();

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
    // A phone gets the Brotli copy the render stored, the same page.
    expect(await brotliAt(host)).toBe(page.body);
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

    const history = await siteEvents(quoteId);
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

  /** The editor token mailed with the delivery of this order. */
  const editorToken = async (email: string) => {
    const mail = await t.app.db
      .selectFrom('outbox')
      .select('text_body')
      .where('kind', '=', 'site-delivered')
      .where('recipient', '=', email)
      .executeTakeFirstOrThrow();
    return /\/site-editor#token=([\w-]{43})/.exec(mail.text_body)![1]!;
  };
  const editorCall = (method: 'GET' | 'POST', url: string, body?: unknown) =>
    t.app.inject({ method, url, ...(body === undefined ? {} : json(body)) });

  it('lets the owner change a heading and a photo and publish them, and restore the first version', async () => {
    const email = `edit-${dialect}@example.com`;
    const reference = await wonTemplateQuote(email, `Kokopo Fish ${dialect}`);
    await payInFull(reference, `pay-${dialect}-edit`);
    const { site } = await siteOf(reference);
    const host = `${site.label}.sites.example`;
    const token = await editorToken(email);

    const opened = await editorCall('GET', `/api/site-editor/${token}`);
    expect(opened.statusCode, opened.body).toBe(200);
    const editor = opened.json() as {
      fields: SiteField[];
      business: Record<string, string>;
      versions: unknown[];
    };
    expect(editor.fields.map((field) => field.path)).toEqual(['hero.title', 'hero.image']);
    expect(editor.business.name).toBe(`Kokopo Fish ${dialect}`);
    expect(editor.versions).toHaveLength(1);

    const uploaded = await editorCall('POST', `/api/site-editor/${token}/pictures`, {
      path: 'hero.image',
      picture: await speckledLogo(),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { picture } = uploaded.json() as { picture: string };

    const published = await editorCall('POST', `/api/site-editor/${token}/versions`, {
      business: { ...editor.business, phone: '+675 7222 3333' },
      texts: { 'hero.title': 'Fresh fish every <b>Friday</b>' },
      pictures: { 'hero.image': picture },
    });
    expect(published.statusCode, published.body).toBe(201);
    await t.app.sites.renderWaiting();
    const page = await at(host);
    // What the owner typed is text: the template escapes it (here the fake writes it as given).
    expect(page.body).toContain('Fresh fish every <b>Friday</b>');
    expect(page.body).toContain(sitePictureUrl(picture));
    const photo = await at(host, sitePictureUrl(picture));
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    // The photo is cut to the box the template draws it in, at twice its size.
    const { width, height } = await sharp(photo.rawPayload).metadata();
    expect([width, height]).toEqual([1120, 920]);

    const restored = await editorCall('POST', `/api/site-editor/${token}/versions/1/restore`);
    expect(restored.statusCode, restored.body).toBe(201);
    await t.app.sites.renderWaiting();
    expect((await at(host)).body).toContain('<h2>Island flavours</h2>');
    const history = await t.app.db
      .selectFrom('quote_events')
      .select(['actor', 'text'])
      .where('kind', '=', 'site')
      .where('text', 'like', `Site https://${host} %by its owner%`)
      .orderBy('id')
      .execute();
    expect(history.map((event) => event.text)).toEqual([
      `Site https://${host} published by its owner (version 2)`,
      `Site https://${host} restored by its owner to version 1 (version 3)`,
    ]);
  });

  it('refuses what the template does not define, another site’s photo, and a link that opens nothing', async () => {
    const email = `strict-${dialect}@example.com`;
    const reference = await wonTemplateQuote(email, `Rabaul Dive ${dialect}`);
    await payInFull(reference, `pay-${dialect}-strict`);
    const token = await editorToken(email);
    const business = {
      name: 'Rabaul Dive',
      tagline: '',
      phone: '',
      email: '',
      town: '',
      accent: '#0f766e',
    };
    const unknownText = await editorCall('POST', `/api/site-editor/${token}/versions`, {
      business,
      texts: { 'hero.__proto__': 'x' },
      pictures: {},
    });
    expect(unknownText.statusCode).toBe(400);
    expect(unknownText.json().error).toBe(
      'A text of the site was not recognised: reload the editor.',
    );
    const strangePicture = await editorCall('POST', `/api/site-editor/${token}/versions`, {
      business,
      texts: {},
      pictures: { 'hero.image': 'a'.repeat(64) },
    });
    expect(strangePicture.statusCode).toBe(400);
    expect(strangePicture.json().error).toBe(
      'A picture must be one uploaded to this site: upload it again.',
    );
    const stranger = await editorCall('GET', `/api/site-editor/${'x'.repeat(43)}`);
    expect(stranger.statusCode).toBe(410);
    expect(stranger.json().error).toBe(
      'This link has expired or is not valid. Ask for a new one with your email address.',
    );
  });

  it('serves a site at its owner’s own domain once its DNS points here, and only then lets Caddy certify it', async () => {
    const email = `domain-${dialect}@example.com`;
    const reference = await wonTemplateQuote(email, `Hagen Coffee ${dialect}`);
    await payInFull(reference, `pay-${dialect}-domain`);
    const { quoteId, site } = await siteOf(reference);
    const target = `${site.label}.sites.example`;
    const domain = `www.hagen-coffee-${dialect}.example.pg`;
    const token = await editorToken(email);
    const giveDomain = (value: string) =>
      editorCall('POST', `/api/site-editor/${token}/domain`, { domain: value });
    const tlsAllowed = async (host: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/sites/tls-allowed?domain=${host}` }))
        .statusCode;

    for (const [value, error] of [
      [
        'shop.sites.example',
        'A domain under sites.example is a site’s own address: give the customer’s own domain.',
      ],
      ['kumuldigital.example', 'That is the agency’s own domain: give the customer’s own domain.'],
      [
        'not a domain',
        'Please give the domain as a name like www.mamaskitchen.com.pg, without http:// or a path.',
      ],
    ]) {
      const refused = await giveDomain(value!);
      expect(refused.statusCode, value).toBe(400);
      expect(refused.json().error).toBe(error);
    }

    // Typed as a visitor would; nothing points here yet, so it is neither served nor certified.
    const given = await giveDomain(`HTTPS://${domain.toUpperCase()}/`);
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json()).toMatchObject({
      dnsTarget: target,
      domain: {
        name: domain,
        verified: false,
        problem: `${domain} has no DNS record yet. Once it has one, it can take a few hours to be seen.`,
      },
    });
    expect((await at(domain)).body).not.toContain('Hagen Coffee');
    expect(await tlsAllowed(domain)).toBe(404);

    // Pointed elsewhere, staff save it again to check: it says where it points.
    dnsRecords.set(domain, { cnames: ['parked.registrar.example'] });
    const elsewhere = await admin('PATCH', `/api/admin/sites/${site.id}`, { domain });
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
    expect(elsewhere.json().sites[0].domain).toEqual({
      name: domain,
      verified: false,
      problem: `${domain} points to parked.registrar.example, not to ${target} yet.`,
    });

    // Pointed here: the product's own check, minutes later, finds it, serves it and renders the
    // site anew with the domain as its address.
    dnsRecords.set(domain, { cnames: [`${target}.`] });
    await checkPendingDomains(t.app, PRODUCT_ACTOR);
    await t.app.sites.renderWaiting();
    const served = await at(domain);
    expect(served.statusCode).toBe(200);
    expect(served.body).toContain(`Hagen Coffee ${dialect}`);
    expect(served.body).toContain(`https://${domain}`);
    expect(await tlsAllowed(domain.toUpperCase())).toBe(200);
    expect((await at(target)).statusCode).toBe(200);

    // No other site may have it; a suspended site shows its neutral page there too.
    const otherReference = await wonTemplateQuote(
      `other2-${dialect}@example.com`,
      `Other ${dialect}`,
    );
    await admin('POST', `/api/admin/quotes/${otherReference}/sites`);
    const otherSite = (await siteOf(otherReference)).site;
    const taken = await admin('PATCH', `/api/admin/sites/${otherSite.id}`, { domain });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe(`Another site is served at ${domain} already.`);
    await admin('PATCH', `/api/admin/sites/${site.id}`, { status: 'suspended' });
    expect((await at(domain)).statusCode).toBe(503);
    expect(await tlsAllowed(domain)).toBe(404);
    await admin('PATCH', `/api/admin/sites/${site.id}`, { status: 'live' });

    // Taken off: the domain is nobody's site again.
    expect((await giveDomain('')).json().domain).toBeNull();
    expect((await at(domain)).body).not.toContain('Hagen Coffee');
    expect(await tlsAllowed(domain)).toBe(404);

    const history = await siteEvents(quoteId, 'Domain%');
    expect(history).toEqual([
      {
        actor: `https://${target}`,
        text: `Domain ${domain} given to site https://${target}: served there once its DNS points here`,
      },
      {
        actor: PRODUCT_ACTOR,
        text: `Domain ${domain} points here: site https://${target} is served there over HTTPS`,
      },
      { actor: `https://${target}`, text: `Domain ${domain} taken off site https://${target}` },
    ]);
  });

  it('finds a domain whose addresses are the site host’s (an A record where a CNAME is not allowed)', async () => {
    const reference = await wonTemplateQuote(
      `apex-${dialect}@example.com`,
      `Apex Store ${dialect}`,
    );
    await admin('POST', `/api/admin/quotes/${reference}/sites`);
    await t.app.sites.renderWaiting();
    const { site } = await siteOf(reference);
    const domain = `apex-store-${dialect}.example.pg`;
    dnsRecords.set(`${site.label}.sites.example`, { addresses: ['203.0.113.7', '2001:db8::7'] });
    dnsRecords.set(domain, { addresses: ['203.0.113.7'] });
    const given = await admin('PATCH', `/api/admin/sites/${site.id}`, { domain });
    expect(given.json().sites[0].domain).toEqual({ name: domain, verified: true, problem: null });
    await t.app.sites.renderWaiting();
    expect((await at(domain)).body).toContain(`Apex Store ${dialect}`);
  });

  it('previews unpublished changes at the site’s own host for an hour, and publishes nothing', async () => {
    const email = `preview-${dialect}@example.com`;
    const reference = await wonTemplateQuote(email, `Madang Dive ${dialect}`);
    await payInFull(reference, `pay-${dialect}-preview`);
    const { site } = await siteOf(reference);
    const host = `${site.label}.sites.example`;
    const token = await editorToken(email);
    const editor = (await editorCall('GET', `/api/site-editor/${token}`)).json() as {
      business: Record<string, string>;
    };
    const change = {
      business: editor.business,
      texts: { 'hero.title': 'Reef dives every morning' },
      pictures: {},
    };
    const made = await editorCall('POST', `/api/site-editor/${token}/previews`, change);
    expect(made.statusCode, made.body).toBe(201);
    const { url } = made.json() as { url: string };
    expect(url).toMatch(new RegExp(`^https://${host}/_preview/[\\w-]{22}$`));
    const path = new URL(url).pathname;

    const shown = await at(host, path);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('Reef dives every morning');
    expect(shown.headers['x-robots-tag']).toBe('noindex');
    // Not published: the site and its versions are as they were; no other site shows it.
    expect((await at(host)).body).not.toContain('Reef dives every morning');
    expect((await editorCall('GET', `/api/site-editor/${token}`)).json().versions).toHaveLength(1);
    expect((await at(`mamas-kitchen-${dialect}.sites.example`, path)).statusCode).toBe(404);
    // A field the template lacks is refused as a publish would refuse it.
    const bad = await editorCall('POST', `/api/site-editor/${token}/previews`, {
      ...change,
      texts: { 'nowhere.title': 'x' },
    });
    expect(bad.statusCode).toBe(400);

    // An hour later it is gone.
    await t.app.db
      .updateTable('site_previews')
      .set({ created_at: new Date(Date.now() - 61 * 60 * 1000).toISOString() })
      .execute();
    expect((await at(host, path)).statusCode).toBe(404);
  });

  it('says its sentences in Tok Pisin to an owner whose editor is in Tok Pisin', async () => {
    const email = `tpi-${dialect}@example.com`;
    const reference = await wonTemplateQuote(email, `Goroka Kofi ${dialect}`);
    await payInFull(reference, `pay-${dialect}-tpi`);
    const token = await editorToken(email);
    const tokPisin = { 'accept-language': 'tpi' };
    const domain = `www.goroka-kofi-${dialect}.example.pg`;
    const given = await t.app.inject({
      method: 'POST',
      url: `/api/site-editor/${token}/domain`,
      ...json({ domain }, tokPisin),
    });
    expect(given.json().domain.problem).toBe(
      `${domain} i no gat DNS rekod yet. Taim em i gat wanpela, em inap kisim sampela aua bipo ol i lukim.`,
    );
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/site-editor/${token}/domain`,
      ...json({ domain: 'not a domain' }, tokPisin),
    });
    expect(refused.json().error).toBe(
      'Plis raitim domen olsem nem, olsem www.mamaskitchen.com.pg, i no gat http:// o ol hap bihain long en.',
    );
    const gone = await t.app.inject({
      method: 'GET',
      url: `/api/site-editor/${'x'.repeat(43)}`,
      headers: tokPisin,
    });
    expect(gone.statusCode).toBe(410);
    expect(gone.json().error).toBe(
      'Taim bilong dispela link i pinis o em i no stret. Askim nupela wantaim imel adres bilong yu.',
    );
  });

  it('keeps the newest 20 versions', async () => {
    const email = `many-${dialect}@example.com`;
    const reference = await wonTemplateQuote(email, `Madang Lodge ${dialect}`);
    await payInFull(reference, `pay-${dialect}-many`);
    const token = await editorToken(email);
    const business = {
      name: 'Madang Lodge',
      tagline: '',
      phone: '',
      email: '',
      town: '',
      accent: '#0f766e',
    };
    for (let n = 0; n < 21; n += 1) {
      const res = await editorCall('POST', `/api/site-editor/${token}/versions`, {
        business,
        texts: { 'hero.title': `Version ${n + 2}` },
        pictures: {},
      });
      expect(res.statusCode).toBe(201);
    }
    const { versions } = (await editorCall('GET', `/api/site-editor/${token}`)).json() as {
      versions: { version: number }[];
    };
    expect(versions.map((row) => row.version)).toEqual(
      Array.from({ length: 20 }, (_, index) => 22 - index),
    );
  });

  it('mails a sign-in link to an owner who asks with their order’s address, and nothing to others', async () => {
    const email = `Signin-${dialect}@Example.com`;
    const reference = await wonTemplateQuote(email, `Goroka Coffee ${dialect}`);
    await payInFull(reference, `pay-${dialect}-signin`);
    for (const asked of [email.toLowerCase(), `nobody-${dialect}@example.com`]) {
      const res = await editorCall('POST', '/api/site-editor/sign-in', { email: asked });
      expect(res.statusCode).toBe(202);
      expect(res.json().message).toBe(
        'If that address ordered a website from us, a link to edit it is on its way. It works for one hour.',
      );
    }
    const mails = await t.app.db
      .selectFrom('outbox')
      .select(['recipient', 'text_body'])
      .where('kind', '=', 'site-sign-in')
      .where('recipient', 'in', [email.toLowerCase(), `nobody-${dialect}@example.com`])
      .execute();
    expect(mails).toHaveLength(1);
    const token = /\/site-editor#token=([\w-]{43})/.exec(mails[0]!.text_body)![1]!;
    const opened = await editorCall('GET', `/api/site-editor/${token}`);
    expect((opened.json() as { address: string }).address).toContain('goroka-coffee');
  });

  it('sends a visitor’s message from the site’s form to its owner, not the agency, and lists it in the editor', async () => {
    const email = `forms-${dialect}@example.com`;
    const reference = await wonTemplateQuote(email, `Alotau Tours ${dialect}`);
    await payInFull(reference, `pay-${dialect}-forms`);
    const { site } = await siteOf(reference);
    const host = `${site.label}.sites.example`;
    const post = (form: string, fields: Record<string, string>, postHost = host) =>
      t.app.inject({
        method: 'POST',
        url: `/forms/${form}`,
        headers: { host: postHost, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      });
    const message = `Two seats on Saturday's boat, please (${dialect}).`;
    const sent = await post('book-a-trip', {
      name: 'Grace Kila',
      email: 'grace@example.com',
      message,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.body).toContain(`Your message was sent to Alotau Tours ${dialect}.`);

    const mails = await t.app.db
      .selectFrom('outbox')
      .select(['recipient', 'reply_to', 'text_body'])
      .where('kind', '=', 'site-message')
      .where('text_body', 'like', `%${message}%`)
      .execute();
    expect(mails).toEqual([
      expect.objectContaining({ recipient: email, reply_to: 'grace@example.com' }),
    ]);
    const toAgency = await t.app.db
      .selectFrom('outbox')
      .select('id')
      .where('recipient', '=', t.app.config.mail.agencyTo)
      .where('text_body', 'like', `%${message}%`)
      .execute();
    expect(toAgency).toEqual([]);

    // Bad input gets a sentence and stores nothing; the agency's host has no such form.
    const tooLong = await post('book-a-trip', { name: 'Grace', message: 'x'.repeat(2001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toContain('Please keep each answer to 2000 characters or fewer');
    const badEmail = await post('book-a-trip', { email: 'grace-at-example' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.body).toContain('Please enter a valid email address');
    expect((await post('book-a-trip', { name: 'Grace' }, 'localhost')).statusCode).toBe(404);
    const stored = await t.app.db
      .selectFrom('site_messages')
      .select('fields')
      .where('site_id', '=', site.id)
      .execute();
    expect(stored).toHaveLength(1);

    const token = await editorToken(email);
    const editor = (await editorCall('GET', `/api/site-editor/${token}`)).json() as {
      messages: { form: string; fields: [string, string][] }[];
    };
    expect(editor.messages).toEqual([
      expect.objectContaining({
        form: 'Book a trip',
        fields: [
          ['name', 'Grace Kila'],
          ['email', 'grace@example.com'],
          ['message', message],
        ],
      }),
    ]);
  });

  /** The hotel template: the resort, the one template with a loyalty programme. */
  const RESORT = 16;
  // The resort is coming soon in the code: an owner puts it on sale (it has a sample site).
  let resortOnSale: Promise<number> | undefined;
  /** A resort's site published with "Deliver now": its id, host and a link to its editor. */
  const deliveredResort = async (email: string, name: string) => {
    resortOnSale ??= publishChange(t.app, owner, {
      kind: 'template',
      key: 'hotel',
      data: { ...(codeValue('template', 'hotel') as object), status: 'active' },
    });
    await resortOnSale;
    const reference = await wonTemplateQuote(email, name, 1, RESORT);
    expect((await admin('POST', `/api/admin/quotes/${reference}/sites`)).statusCode).toBe(201);
    await t.app.sites.renderWaiting();
    const { quoteId, site } = await siteOf(reference);
    const token = await t.app.db
      .transaction()
      .execute((trx) => newSiteLink(trx, site.id, 60_000, new Date()));
    return { quoteId, site, host: `${site.label}.sites.example`, token };
  };
  const turnLoyalty = async (siteId: number, loyalty: boolean) => {
    const res = await admin('PATCH', `/api/admin/sites/${siteId}`, { loyalty });
    expect(res.statusCode, res.body).toBe(200);
    await t.app.sites.renderWaiting();
    return res;
  };
  /** A guest's plain form post to a site's host, as a browser sends it without script. */
  const postForm = (host: string, url: string, fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
  const guest = {
    fullName: 'Grace <Kila>',
    email: 'Grace.Kila@Example.com',
    phone: '+675 7000 1234',
    dateOfBirth: '1990-05-01',
  };

  it('turns a resort’s Paradise Rewards on and off, its guests joining and signing in on its own host only', async () => {
    const { quoteId, site, host } = await deliveredResort(
      `resort-${dialect}@example.com`,
      `Madang Bay ${dialect}`,
    );
    // Off unless staff turn it on: no page, and its posts are nobody's.
    expect((await at(host, '/rewards')).statusCode).toBe(404);
    expect((await postForm(host, '/rewards/join', guest)).statusCode).toBe(404);

    // Only a resort has a programme to turn on.
    const gym = await wonTemplateQuote(`gym-${dialect}@example.com`, `Lae Gym ${dialect}`);
    await admin('POST', `/api/admin/quotes/${gym}/sites`);
    const refused = await admin('PATCH', `/api/admin/sites/${(await siteOf(gym)).site.id}`, {
      loyalty: true,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(
      'Only a resort site (the hotel template) has a loyalty programme to turn on; this one is the fitness template.',
    );

    const on = await turnLoyalty(site.id, true);
    expect(on.json().sites[0]).toMatchObject({ id: site.id, loyalty: true });
    expect((await at(host)).body).toContain('href="/rewards#join"');
    const page = await at(host, '/rewards');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('action="/rewards/join"');
    expect(page.body).toContain(`Madang Bay ${dialect}`);
    expect(await brotliAt(host, '/rewards')).toBe(page.body);

    const joined = await postForm(host, '/rewards/join', guest);
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(joined.body).toContain('Welcome to Paradise Rewards!');
    const memberNumber = /Your member number is (PR-\d{8})\./.exec(joined.body)![1]!;
    const stored = await t.app.db
      .selectFrom('site_loyalty_members')
      .selectAll()
      .where('site_id', '=', site.id)
      .execute();
    expect(stored).toEqual([
      expect.objectContaining({
        member_number: memberNumber,
        email_key: 'grace.kila@example.com',
        full_name: 'Grace <Kila>',
        points: 100,
      }),
    ]);
    // The welcome comes from the business, answered by it; nothing of it goes to the agency.
    const mails = await t.app.db
      .selectFrom('outbox')
      .select(['recipient', 'reply_to', 'subject', 'text_body'])
      .where('kind', '=', 'site-loyalty-welcome')
      .where('text_body', 'like', `%${memberNumber}%`)
      .execute();
    expect(mails).toEqual([
      expect.objectContaining({
        recipient: guest.email,
        reply_to: personalisation.email,
        subject: `Welcome to Paradise Rewards at Madang Bay ${dialect}: your member number is ${memberNumber}`,
      }),
    ]);
    expect(mails[0]!.text_body).toContain(`https://${host}/rewards`);
    expect(mails[0]!.text_body).not.toContain('Kumul Digital');

    // One membership per email; bad input is named and stores nothing.
    const again = await postForm(host, '/rewards/join', {
      ...guest,
      email: 'grace.kila@example.com',
    });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain(
      'A Paradise Rewards member with this email already exists. Please sign in instead.',
    );
    const bad = await postForm(host, '/rewards/join', { ...guest, fullName: ' ', email: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Please enter your full name.');
    const notAForm = await t.app.inject({
      method: 'POST',
      url: '/rewards/join',
      ...json(guest, { host }),
    });
    expect(notAForm.statusCode).toBe(400);

    const signedIn = await postForm(host, '/rewards/sign-in', {
      email: 'GRACE.KILA@example.com',
      memberNumber: memberNumber.toLowerCase(),
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.body).toContain('Welcome, Grace &lt;Kila&gt;.');
    expect(signedIn.body).not.toContain('<Kila>');
    for (const shown of [memberNumber, 'Silver', '>100<', 'Total nights', '>K0<']) {
      expect(signedIn.body).toContain(shown);
    }
    const wrong = await postForm(host, '/rewards/sign-in', {
      email: guest.email,
      memberNumber: 'PR-00000000',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('Failed to login. Please check your details and try again.');

    // Another resort's host knows nothing of this site's members.
    const other = await deliveredResort(
      `other-resort-${dialect}@example.com`,
      `Kavieng ${dialect}`,
    );
    await turnLoyalty(other.site.id, true);
    const elsewhere = await postForm(other.host, '/rewards/sign-in', {
      email: guest.email,
      memberNumber,
    });
    expect(elsewhere.statusCode).toBe(401);

    // Guessing is slowed: past the free attempts, the next waits, with a page that says so.
    const guess = (n: number) =>
      postForm(host, '/rewards/sign-in', {
        email: `guesser-${dialect}@example.com`,
        memberNumber: `PR-0000000${n}`,
      });
    for (let n = 0; n < t.app.config.signIn.freeFailures; n += 1) {
      expect((await guess(n)).statusCode).toBe(401);
    }
    const throttled = await guess(9);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers['retry-after']).toBe('1');
    expect(throttled.body).toContain('Too many attempts to sign in to this account');

    await turnLoyalty(site.id, false);
    expect((await at(host, '/rewards')).statusCode).toBe(404);
    expect((await at(host)).body).not.toContain('/rewards');
    expect(
      (await postForm(host, '/rewards/sign-in', { email: guest.email, memberNumber })).statusCode,
    ).toBe(404);

    const history = await siteEvents(quoteId, 'Paradise Rewards%');
    expect(history).toEqual([
      {
        actor: 'owner@kumuldigital.com.pg',
        text: `Paradise Rewards turned on for site https://${host}: guests join and sign in at its /rewards page`,
      },
      {
        actor: 'owner@kumuldigital.com.pg',
        text: `Paradise Rewards turned off for site https://${host}: its page no longer offers it; its members are kept`,
      },
    ]);
  });

  it('lists a resort’s members in its owner’s editor and adds points, to that site’s members only', async () => {
    const resort = await deliveredResort(`points-${dialect}@example.com`, `Alotau Bay ${dialect}`);
    const other = await deliveredResort(`points2-${dialect}@example.com`, `Wewak Bay ${dialect}`);
    const editorOf = async (token: string) =>
      (await editorCall('GET', `/api/site-editor/${token}`)).json() as {
        loyalty: {
          count: number;
          members: { memberNumber: string; fullName: string; tier: string; points: number }[];
        } | null;
      };
    expect((await editorOf(resort.token)).loyalty).toBeNull();
    await turnLoyalty(resort.site.id, true);
    await turnLoyalty(other.site.id, true);
    for (const [n, name] of ['Mary Aisi', 'Peter Wama'].entries()) {
      const res = await postForm(resort.host, '/rewards/join', {
        fullName: name,
        email: `member${n}-${dialect}@example.com`,
      });
      expect(res.statusCode, res.body).toBe(200);
    }

    const listed = (await editorOf(resort.token)).loyalty!;
    expect(listed.count).toBe(2);
    expect(listed.members.map((member) => member.fullName)).toEqual(['Peter Wama', 'Mary Aisi']);
    expect(listed.members[0]).toMatchObject({ tier: 'Silver', points: 100 });
    expect(listed.members[0]).not.toHaveProperty('phone');
    const { memberNumber } = listed.members[0]!;

    const addPoints = (token: string, points: unknown) =>
      editorCall('POST', `/api/site-editor/${token}/members/${memberNumber}/points`, { points });
    const added = await addPoints(resort.token, 950);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().loyalty.members[0]).toMatchObject({
      memberNumber,
      points: 1050,
      tier: 'Gold',
    });
    for (const points of [0, 1.5, 100_001]) {
      const refused = await addPoints(resort.token, points);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toBe('Points must be a whole number from 1 to 100000.');
    }

    // Another site's link neither lists them nor rewards them.
    expect((await editorOf(other.token)).loyalty).toEqual({ count: 0, members: [] });
    const stranger = await addPoints(other.token, 10);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().error).toBe('This website has no member with that number.');
    const points = await t.app.db
      .selectFrom('site_loyalty_members')
      .select('points')
      .where('member_number', '=', memberNumber)
      .executeTakeFirstOrThrow();
    expect(points.points).toBe(1050);

    // A site holds at most SITE_MEMBERS_MAX members; the editor lists the newest 100 of them.
    const joinedAt = new Date().toISOString();
    const rows = Array.from({ length: SITE_MEMBERS_MAX }, (_, n) => ({
      site_id: other.site.id,
      member_number: `PR-${String(n).padStart(8, '0')}`,
      email_key: `guest${n}@example.com`,
      email: `guest${n}@example.com`,
      full_name: `Guest ${n}`,
      phone: '',
      date_of_birth: '',
      points: 100,
      total_nights: 0,
      total_spent: 0,
      created_at: joinedAt,
    }));
    for (let start = 0; start < rows.length; start += 500) {
      await t.app.db
        .insertInto('site_loyalty_members')
        .values(rows.slice(start, start + 500))
        .execute();
    }
    const full = await postForm(other.host, '/rewards/join', {
      fullName: 'One Too Many',
      email: `late-${dialect}@example.com`,
    });
    expect(full.statusCode).toBe(409);
    expect(full.body).toContain(
      `Paradise Rewards at Wewak Bay ${dialect} has as many members as it can take just now (5000). Please contact Wewak Bay ${dialect} directly.`,
    );
    const crowded = (await editorOf(other.token)).loyalty!;
    expect(crowded.count).toBe(SITE_MEMBERS_MAX);
    expect(crowded.members).toHaveLength(100);
    expect(crowded.members[0]!.fullName).toBe(`Guest ${SITE_MEMBERS_MAX - 1}`);
  });
});

describe('a site’s storage', () => {
  it('is bounded: a photo past SITE_STORAGE_MB is refused with a sentence, and nothing is stored', async () => {
    const t = await createTestApp(
      'sqlite',
      {
        publicUrl: 'https://kumuldigital.example',
        sites: { domain: 'sites.example', storageBytes: 1000 },
      },
      { sendMail: false, renderDelivered: render, dns },
    );
    try {
      const owner = await ownerReadyToInvoice(t);
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/quote-request',
        ...json({ ...quote, items: [{ id: 2, quantity: 1, personalisation }] }),
      });
      const { reference } = sent.json() as { reference: string };
      await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/quotes/${reference}`,
        ...as(owner, { status: 'won' }),
      });
      await t.app.inject({
        method: 'POST',
        url: `/api/admin/quotes/${reference}/sites`,
        ...as(owner),
      });
      await t.app.sites.renderWaiting();
      const token = await t.app.db.transaction().execute(async (trx) => {
        const site = await trx.selectFrom('sites').select('id').executeTakeFirstOrThrow();
        return newSiteLink(trx, site.id, 60_000, new Date());
      });
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/site-editor/${token}/pictures`,
        ...json({ path: 'hero.image', picture: await speckledLogo() }),
      });
      expect(res.statusCode).toBe(413);
      expect(res.json().error).toBe(
        'Your website’s storage is full (0.001 MB of pictures): restore an earlier version or use smaller photos, or ask us for more room.',
      );
      expect(await t.app.db.selectFrom('site_pictures').select('hash').execute()).toEqual([]);
    } finally {
      await t.close();
    }
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
