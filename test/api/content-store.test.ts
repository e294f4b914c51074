import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { createDatabase } from '../../src/server/db/database';
import type { StaffRole } from '../../src/shared/schemas/admin';
import type { ContentItem, ContentKind } from '../../src/shared/schemas/content';
import { wordEntries } from '../../src/shared/words/word-index';
import { type Signed, as, signedInAs } from '../helpers/admin-session';
import { PNG_LOGO, quote } from '../helpers/payloads';
import { waitUntil } from '../helpers/smtp';
import { type TestApp, createTestApp, dialects, json } from '../helpers/test-app';

const PASSWORD = 'a long content password';
const OWNER = 'owner@kumuldigital.com.pg';
const SECOND_OWNER = 'second.owner@kumuldigital.com.pg';
const STAFF = 'staff@kumuldigital.com.pg';
// Restaurant Deluxe: K2,950 in the code.
const RESTAURANT = { id: 3, slug: 'restaurant', price: 2950 };
// A Tok Pisin text with a placeholder the site fills in.
const WITH_PLACEHOLDER = wordEntries('tpi').find(
  (entry) => entry.key.startsWith('portfolio:portfolio.showcase.') && /\{count\}/.test(entry.text),
) as { key: string; text: string };

type TemplateData = {
  title: string;
  price: number | string;
  category: string;
  status: string;
  features: { en: string[]; tpi?: string[] };
  picture: string | null;
};

// Issue 45, the foundation: owners edit the content as data, publish it as numbered versions, and
// the server prices new quotes from the published catalogue (decision 121).
describe.each(dialects)('the content store on %s', (dialect) => {
  let t: TestApp;
  let owner: Signed;
  let secondOwner: Signed;
  let staff: Signed;
  let restaurant: TemplateData;
  const account = (email: string, role: StaffRole) => signedInAs(t, email, role, PASSWORD);
  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { sendMail: false });
    owner = await account(OWNER, 'owner');
    secondOwner = await account(SECOND_OWNER, 'owner');
    staff = await account(STAFF, 'staff');
    const items = await t.app.inject({ method: 'GET', url: '/api/admin/content', ...as(owner) });
    expect(items.statusCode, items.body).toBe(200);
    const found = (items.json().items as ContentItem[]).find(
      (item) => item.kind === 'template' && item.key === RESTAURANT.slug,
    );
    restaurant = found?.code as TemplateData;
    expect(restaurant).toMatchObject({ title: 'Restaurant Deluxe', price: 2950 });
  });
  afterAll(async () => t.close());

  const save = (who: Signed, kind: ContentKind, key: string, data: unknown, headers = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/content/changes',
      ...as(who, { kind, key, data }, headers),
    });
  const saved = async (kind: ContentKind, key: string, data: unknown): Promise<ContentItem> => {
    const res = await save(owner, kind, key, data);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().item;
  };
  const publish = (who: Signed = owner, body = {}) =>
    t.app.inject({ method: 'POST', url: '/api/admin/content/versions', ...as(who, body) });
  const published = async (body = {}) => {
    const res = await publish(owner, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { version: number; publishedBy: string; summary: string };
  };
  const history = async (kind: ContentKind, key: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/content/items/${kind}/${encodeURIComponent(key)}/history`,
      ...as(owner),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().changes as { id: number; data: unknown; by: string; at: string }[];
  };
  /** A new quote for one Restaurant Deluxe, sent to `app`: the server's total. */
  const quoteTotal = async (app: FastifyInstance = t.app, key = randomUUID()) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/quote-request',
      ...json(
        { ...quote, items: [{ id: RESTAURANT.id, quantity: 1 }] },
        { 'idempotency-key': key },
      ),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { reference: string; totalAmount: number };
  };
  const storedTotal = async (reference: string) => {
    const row = await t.app.db
      .selectFrom('quote_requests')
      .innerJoin('quote_items', 'quote_items.quote_id', 'quote_requests.id')
      .select(['quote_requests.total_amount', 'quote_items.unit_price'])
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    return { total: Number(row.total_amount), unit: Number(row.unit_price) };
  };
  const counts = async () => ({
    changes: (await t.app.db.selectFrom('content_changes').select('id').execute()).length,
    versions: (await t.app.db.selectFrom('content_versions').select('version').execute()).length,
  });

  it('prices a new quote at the published price, and a quote sent before keeps its own', async () => {
    const keyBefore = randomUUID();
    const before = await quoteTotal(t.app, keyBefore);
    expect(before.totalAmount).toBe(2950);

    const draft = await saved('template', RESTAURANT.slug, { ...restaurant, price: 3100 });
    expect(draft).toMatchObject({ published: null, draft: { data: { price: 3100 }, by: OWNER } });
    // A draft changes nothing the site serves.
    expect((await quoteTotal()).totalAmount).toBe(2950);

    const version = await published();
    expect(version).toMatchObject({ version: 1, publishedBy: OWNER });
    expect(version.summary).toBe('Published 1 change: template "restaurant".');
    const after = await quoteTotal();
    expect(after.totalAmount).toBe(3100);
    expect(await storedTotal(after.reference)).toEqual({ total: 3100, unit: 3100 });
    expect(await storedTotal(before.reference)).toEqual({ total: 2950, unit: 2950 });
    // The first quote sent again with its key (an offline replay) gets its first answer back.
    const replay = await t.app.inject({
      method: 'POST',
      url: '/api/quote-request',
      ...json(
        { ...quote, items: [{ id: RESTAURANT.id, quantity: 1 }] },
        { 'idempotency-key': keyBefore },
      ),
    });
    expect(replay.statusCode, replay.body).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toMatchObject({ reference: before.reference, totalAmount: 2950 });

    const items = await t.app.inject({ method: 'GET', url: '/api/admin/content', ...as(staff) });
    const item = (items.json().items as ContentItem[]).find((i) => i.key === RESTAURANT.slug);
    expect(items.json().version).toBe(1);
    expect(item).toMatchObject({ published: { price: 3100 }, draft: null, code: { price: 2950 } });
  });

  it('lists who changed an item and when, restores an earlier value, and goes back to the code', async () => {
    await saved('template', RESTAURANT.slug, { ...restaurant, price: 3300 });
    expect((await published()).version).toBe(2);
    expect((await quoteTotal()).totalAmount).toBe(3300);

    const changes = await history('template', RESTAURANT.slug);
    expect(changes.map((c) => [(c.data as TemplateData).price, c.by])).toEqual([
      [3300, OWNER],
      [3100, OWNER],
    ]);
    for (const change of changes) expect(new Date(change.at).toISOString()).toBe(change.at);

    // Restoring K3,100 is a new change, published like any other.
    const earlier = changes[1] as { id: number };
    const restored = await t.app.inject({
      method: 'POST',
      url: `/api/admin/content/items/template/${RESTAURANT.slug}/restore`,
      ...as(secondOwner, { change: earlier.id }),
    });
    expect(restored.statusCode, restored.body).toBe(201);
    expect(restored.json().item.draft).toMatchObject({ data: { price: 3100 }, by: SECOND_OWNER });
    expect((await published()).version).toBe(3);
    expect((await quoteTotal()).totalAmount).toBe(3100);
    const [newest] = await history('template', RESTAURANT.slug);
    expect(newest).toMatchObject({ by: SECOND_OWNER, version: 3 });

    // A change of another item's history is not this one's to restore.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/admin/content/items/template/fitness/restore',
      ...as(owner, { change: earlier.id }),
    });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({
      error: 'There is no change with this id in the history of this item.',
    });

    // null: back to the price in the code.
    await saved('template', RESTAURANT.slug, null);
    const back = await published({ note: 'The old price is back.' });
    expect(back.summary).toBe(
      'Published 1 change: template "restaurant" (back to the code\'s value). The old price is back.',
    );
    expect((await quoteTotal()).totalAmount).toBe(RESTAURANT.price);
    const versions = await t.app.inject({
      method: 'GET',
      url: '/api/admin/content/versions',
      ...as(owner),
    });
    expect(
      (versions.json().versions as { version: number; publishedBy: string }[]).map((v) => [
        v.version,
        v.publishedBy,
      ]),
    ).toEqual([
      [4, OWNER],
      [3, OWNER],
      [2, OWNER],
      [1, OWNER],
    ]);
  });

  it('refuses a publish with nothing changed, and a change to what is already there', async () => {
    const before = await counts();
    const nothing = await publish();
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json()).toEqual({
      error:
        'There is nothing to publish: no saved change differs from version 4, which the site shows now.',
    });
    const marked = await publish(owner, { note: 'New <b>prices</b>.' });
    expect(marked.statusCode).toBe(400);
    expect(marked.json()).toEqual({
      error: "The note may not contain < or >: the site's words cannot carry markup or a script.",
    });
    const same = await save(owner, 'template', RESTAURANT.slug, restaurant);
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual({ error: 'That is the value it has now: nothing to save.' });
    expect(await counts()).toEqual(before);
  });

  it('refuses bad input with a sentence naming the field, and stores nothing', async () => {
    const faq = (await t.app.inject({ method: 'GET', url: '/api/admin/content', ...as(owner) }))
      .json()
      .items.find((i: ContentItem) => i.kind === 'faq' && i.key === 'price').code as {
      question: { en: string; tpi: string };
      answer: { en: string; tpi: string };
    };
    const bad: [ContentKind, string, unknown, string][] = [
      [
        'template',
        RESTAURANT.slug,
        { ...restaurant, title: 'Restaurant <b>Deluxe</b>' },
        "The title may not contain < or >: the site's words cannot carry markup or a script.",
      ],
      [
        'template',
        RESTAURANT.slug,
        { ...restaurant, price: 0 },
        'The price must be a whole number of Kina from 1 to 1000000, such as 3100.',
      ],
      [
        'template',
        RESTAURANT.slug,
        { ...restaurant, price: 'abc' },
        'The price must be a whole number of Kina from 1 to 1000000, such as 3100.',
      ],
      [
        'template',
        RESTAURANT.slug,
        { ...restaurant, price: 2950.5 },
        'The price must be a whole number of Kina from 1 to 1000000, such as 3100.',
      ],
      [
        'template',
        RESTAURANT.slug,
        { ...restaurant, picture: 'restaurant.webp' },
        'The picture must be the id of an uploaded picture, or null.',
      ],
      [
        'template',
        RESTAURANT.slug,
        { ...restaurant, features: { en: restaurant.features.en } },
        'Please write the Tok Pisin features, as a list of texts.',
      ],
      [
        'template',
        RESTAURANT.slug,
        { ...restaurant, features: { ...restaurant.features, tpi: ['Menu', 'Piksa'] } },
        'Each English feature needs its Tok Pisin translation: the two lists of features must be as long as each other.',
      ],
      [
        'faq',
        'price',
        { ...faq, answer: { en: faq.answer.en } },
        'Please write the Tok Pisin answer.',
      ],
      [
        'faq',
        'price',
        { ...faq, answer: { ...faq.answer, en: 'See [our prices](javascript:alert(1)).' } },
        'The English answer may not contain a javascript: or vbscript: address.',
      ],
      [
        'faq',
        'price',
        { ...faq, answer: { ...faq.answer, en: 'See [our prices](//evil.example).' } },
        'A link in the English answer goes somewhere the chat cannot open: a link may go to a page of this site (/products), an https:// address, mailto: or tel:.',
      ],
      [
        'faq',
        'price',
        { ...faq, answer: { ...faq.answer, en: 'Our templates cost from {priceFrom}.' } },
        "The English answer must keep {priceTo}: the site fills in the agency's details there.",
      ],
      [
        'faq',
        'price',
        { ...faq, answer: { ...faq.answer, tpi: `${faq.answer.tpi} Ringim {fax}.` } },
        'The Tok Pisin answer has {fax}, which the site cannot fill in: it may use {email}, {phone}, {whatsapp}, {hours}, {priceFrom}, {priceTo}.',
      ],
      [
        'text',
        `tpi:${WITH_PLACEHOLDER.key}`,
        { text: WITH_PLACEHOLDER.text.replace('{count}', 'planti') },
        `The Tok Pisin text "${WITH_PLACEHOLDER.key}" must keep the placeholders of the code's wording, no more and no fewer: {count} (the site fills them in).`,
      ],
      [
        'text',
        'tpi:products:products.search.sortLabel',
        { text: '<script>alert(1)</script>' },
        'The Tok Pisin text "products:products.search.sortLabel" may not contain < or >: the site\'s words cannot carry markup or a script.',
      ],
      [
        'text',
        'tpi:faq:faq.entries.price.answer',
        { text: 'Olsem wanem.' },
        "That text is edited with its own item (the chat's question and answer), so both languages change together.",
      ],
      [
        'template',
        'flower-shop',
        { ...restaurant, title: 'Flower Shop', status: 'active' },
        'The status of Flower Shop can be available now (active) only once it has a sample site in the code (src/templates/flower-shop): until then it stays coming soon (coming_soon).',
      ],
      [
        'facts',
        'site',
        {
          phone: '+675 7100 2040',
          whatsapp: '+675 7100',
          email: 'support@kumuldigital.com.pg',
          address: 'Port Moresby',
          hours: 'Mon-Fri',
        },
        'The WhatsApp number must be digits with the country code, such as 67571002040.',
      ],
    ];
    const before = await counts();
    for (const [kind, key, data, error] of bad) {
      const res = await save(owner, kind, key, data);
      expect(res.statusCode, `${kind} ${key}: ${res.body}`).toBe(400);
      expect(res.json(), `${kind} ${key}`).toEqual({ error });
    }
    expect(await counts()).toEqual(before);
    expect((await publish()).statusCode).toBe(409);
  });

  it('lets staff read the content but not change or publish it', async () => {
    for (const url of ['/api/admin/content', '/api/admin/content/versions']) {
      expect((await t.app.inject({ method: 'GET', url, ...as(staff) })).statusCode).toBe(200);
    }
    const refusal = {
      error: "Only an owner can change or publish the site's content; staff can read it.",
    };
    const change = await save(staff, 'template', RESTAURANT.slug, { ...restaurant, price: 1 });
    expect(change.statusCode).toBe(403);
    expect(change.json()).toEqual(refusal);
    expect((await publish(staff)).json()).toEqual(refusal);
  });

  it('publishes a new coming-soon template, a template gone on sale, facts, texts and a project with a picture', async () => {
    const flowers = { ...restaurant, title: 'Flower Shop', price: 2200, status: 'coming_soon' };
    await saved('template', 'flower-shop', flowers);
    // The hotel has a sample site in the code, so it may go on sale.
    const hotel = (await history('template', 'hotel')).length;
    expect(hotel).toBe(0);
    const hotelCode = (
      await t.app.inject({ method: 'GET', url: '/api/admin/content', ...as(owner) })
    )
      .json()
      .items.find((i: ContentItem) => i.key === 'hotel').code as TemplateData;
    await saved('template', 'hotel', { ...hotelCode, status: 'active' });
    await saved('facts', 'site', {
      phone: '+675 7200 3000',
      whatsapp: '67572003000',
      email: 'hello@kumuldigital.com.pg',
      address: 'Waigani Drive, Port Moresby',
      hours: 'Mon-Sat 8AM-6PM',
    });
    const text = `${WITH_PLACEHOLDER.text} Tru.`;
    await saved('text', `tpi:${WITH_PLACEHOLDER.key}`, { text });

    const upload = (picture: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/content/pictures',
        ...as(owner, { picture }),
      });
    const broken = await upload('data:image/png;base64,iVBORw0KGgo=');
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({
      error: 'The picture must be a PNG, JPEG or WebP image of 5 MB or less that decodes whole.',
    });
    const uploaded = await upload(PNG_LOGO);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { picture } = uploaded.json() as { picture: string };
    const project = {
      title: 'Goroka Coffee Roasters',
      category: 'retail',
      year: 2026,
      status: 'Live',
      link: 'https://gorokacoffee.example.com.pg',
      picture,
      hidden: false,
      texts: {
        en: { description: 'An online shop for coffee.', technologies: ['React'], results: [] },
        tpi: {
          description: 'Stoa long intanet bilong kopi.',
          technologies: ['React'],
          results: [],
        },
      },
    };
    const unknownPicture = await save(owner, 'project', 'goroka-coffee', {
      ...project,
      picture: 'f'.repeat(64),
    });
    expect(unknownPicture.json()).toEqual({
      error:
        'The picture was not found among the uploaded pictures: please upload it again and use the id it is given.',
    });
    await saved('project', 'goroka-coffee', project);
    // A template's picture is checked as a project's (decision 130).
    const unknownTemplatePicture = await save(owner, 'template', 'flower-shop', {
      ...flowers,
      picture: 'e'.repeat(64),
    });
    expect(unknownTemplatePicture.statusCode).toBe(400);
    expect(unknownTemplatePicture.json()).toEqual(unknownPicture.json());
    await saved('template', 'flower-shop', { ...flowers, picture });
    await saved('portfolio-order', 'site', {
      order: ['goroka-coffee', '1', '2', '3', '4', '5', '6', '7', '8', '9'],
    });
    const version = await published();
    expect(version.summary).toBe(
      `Published 6 changes: template "flower-shop", template "hotel", the agency's facts, text "tpi:${WITH_PLACEHOLDER.key}", project "goroka-coffee", the portfolio's order.`,
    );

    const site = await t.app.content.current();
    expect(site.version).toBe(version.version);
    const flowerShop = site.templates.find((template) => template.slug === 'flower-shop');
    expect(flowerShop).toMatchObject({
      title: 'Flower Shop',
      status: 'coming_soon',
      price: 'K2,200',
      image: `/media/${picture}-400.webp`,
      srcSet: `/media/${picture}-400.webp 400w, /media/${picture}-800.webp 800w`,
    });
    expect(site.features.tpi['flower-shop']).toEqual(restaurant.features.tpi);
    expect(flowerShop?.id).toBeGreaterThan(1000);
    expect(site.facts.whatsapp).toBe('67572003000');
    expect(site.texts.tpi.get(WITH_PLACEHOLDER.key)).toBe(text);
    expect(site.projects[0]).toMatchObject({ key: 'goroka-coffee', picture, image: null });
    expect(site.projects).toHaveLength(10);

    // A coming-soon template cannot be ordered; the hotel, now on sale, is priced.
    const order = (id: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/quote-request',
        ...json({ ...quote, items: [{ id, quantity: 1 }] }),
      });
    const soon = await order(flowerShop?.id ?? 0);
    expect(soon.statusCode).toBe(400);
    expect(soon.json()).toEqual({ error: 'Flower Shop is coming soon and cannot be ordered yet.' });
    const hotelQuote = await order(16);
    expect(hotelQuote.statusCode, hotelQuote.body).toBe(201);
    expect(hotelQuote.json().totalAmount).toBe(hotelCode.price);

    const served = await t.app.inject({
      method: 'GET',
      url: '/api/admin/content/published',
      ...as(staff),
    });
    expect(served.json()).toMatchObject({ version: version.version, publishedBy: OWNER });
    expect(
      served.json().items.map((i: { kind: string; key: string }) => `${i.kind} ${i.key}`),
    ).toEqual([
      'facts site',
      'portfolio-order site',
      'project goroka-coffee',
      'template flower-shop',
      'template hotel',
      `text tpi:${WITH_PLACEHOLDER.key}`,
    ]);
  });

  it('takes one version number once when two owners publish at the same moment', async () => {
    await saved('template', RESTAURANT.slug, { ...restaurant, price: 3500 });
    const { versions: before } = await counts();
    const answers = await Promise.all([publish(owner), publish(secondOwner)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((res) => res.statusCode === 409);
    expect(refused?.json().error).toMatch(/^(There is nothing to publish|Another owner published)/);
    expect((await counts()).versions).toBe(before + 1);
    expect((await quoteTotal()).totalAmount).toBe(3500);
  });

  it('serves a publish from another app on the same database after its refresh', async () => {
    const second = (refreshMs: number) =>
      buildApp({
        config: { ...t.app.config, database: t.database, content: { refreshMs } },
        db: createDatabase(t.database),
        sendMail: false,
      });
    const quick = await second(100);
    const slow = await second(60 * 60_000);
    try {
      const price = (await quoteTotal()).totalAmount;
      expect((await quoteTotal(quick)).totalAmount).toBe(price);
      expect((await quoteTotal(slow)).totalAmount).toBe(price);
      await saved('template', RESTAURANT.slug, { ...restaurant, price: price + 100 });
      await published();
      // The publishing app serves it at once; the other asks the database within its interval.
      expect((await quoteTotal()).totalAmount).toBe(price + 100);
      await waitUntil(
        async () => (await quoteTotal(quick)).totalAmount === price + 100,
        'the second app to serve the new price',
        5_000,
      );
      // An app asks for the version at most once per interval: this one has not asked yet.
      expect((await quoteTotal(slow)).totalAmount).toBe(price);
    } finally {
      await quick.close();
      await slow.close();
    }
  });
});
