import { randomUUID } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { type Kysely, sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/server/db/database';
import { migrateTo, migrateToLatest } from '../../src/server/db/migrate';
import { saveAdmin } from '../../src/server/db/repositories/admin-users';
import type { Database } from '../../src/server/db/schema';
import { adminApi } from '../../src/shared/schemas/admin';
import { LOGO_REFUSED, PERSONALISATION_LIMITS } from '../../src/shared/personalisation';
import { as, signedIn } from '../helpers/admin-session';
import { dataUrl, largestLogo } from '../helpers/logos';
import { PNG_LOGO, personalisation, quote } from '../helpers/payloads';
import {
  type TestApp,
  createTestApp,
  createTestDatabase,
  dialects,
  json,
  hashTestPassword,
} from '../helpers/test-app';

// Issue 23, findings 4, 5 and 7: every logo is decoded and re-encoded off the main thread, only
// the server's own encoding is stored (once per distinct logo), mailed and shown (decision 070).

const EMAIL = 'staff@kumuldigital.com.pg';
const PASSWORD = 'a long staff password';
const MAX_LOGOS = 10;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A small, well-formed PNG whose header declares 20000x20000 pixels (1.2 GB once decoded). */
function pixelBomb(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(20_000, 0);
  header.writeUInt32BE(20_000, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows = deflateSync(Buffer.alloc((20_000 * 3 + 1) * 40), { level: 9 });
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A whole 1-bit greyscale PNG of this shape, all black: a few hundred bytes for any size. */
function bilevelPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // 1-bit greyscale, no interlace
  const rows = deflateSync(Buffer.alloc((Math.ceil(width / 8) + 1) * height), { level: 9 });
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const SIDE_TOO_LONG = 'The logo is too large: each side may have at most 2048 pixels.';
const TOO_NARROW =
  'The logo is too long and thin: its longer side may be at most 8 times its shorter side.';
const TOO_MANY_PIXELS =
  'The logo has too many pixels: it may have at most 1024 x 1024 pixels in all.';

const withLogos = (logos: string[]) => ({
  ...quote,
  items: logos.map((logo, i) => ({
    id: i + 1,
    quantity: 1,
    personalisation: { ...personalisation, logo },
  })),
});

describe.each(dialects)('logos decoded by the server on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await saveAdmin(t.app.db, EMAIL, await hashTestPassword(PASSWORD));
  });
  afterAll(async () => t.close());

  const post = (body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/quote-request',
      ...json(body, { 'idempotency-key': randomUUID() }),
    });

  /** Bytes held by logos in the database: the items' JSON, the outbox's attachments and the logos. */
  async function logoBytes(): Promise<number> {
    const length = (column: string, table: string) =>
      sql<{
        n: number;
      }>`select coalesce(sum(length(${sql.ref(column)})), 0) as n from ${sql.table(table)}`
        .execute(t.app.db)
        .then((result) => Number(result.rows[0]?.n));
    const logos = await length('data', 'logos').catch(() => 0);
    return (
      (await length('personalisation', 'quote_items')) +
      (await length('attachments', 'outbox')) +
      logos
    );
  }

  it.each([
    [
      'an HTML document behind a PNG signature',
      'image/png',
      Buffer.concat([PNG_SIGNATURE, Buffer.from('<html><script>alert(1)</script></html>')]),
    ],
    [
      'an SVG behind a JPEG signature',
      'image/jpeg',
      Buffer.concat([
        Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      ]),
    ],
    ['an 8-byte "PNG"', 'image/png', PNG_SIGNATURE],
  ])('refuses %s', async (_name, type, bytes) => {
    const res = await post(withLogos([dataUrl(type, bytes)]));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: LOGO_REFUSED });
  });

  it('refuses a small PNG that declares 20000x20000 pixels', async () => {
    const bomb = pixelBomb();
    expect(bomb.length).toBeLessThan(PERSONALISATION_LIMITS.logoBytes);
    const res = await post(withLogos([dataUrl('image/png', bomb)]));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: SIDE_TOO_LONG });
  });

  // Issue 42, point 6: a 2 KB PNG of 1 x 1,048,576 pixels took 0.5 s of CPU to re-encode.
  it.each([
    ['a 1 x 1,048,576 px PNG (2 KB)', 1, 1_048_576, SIDE_TOO_LONG],
    ['a 1,048,576 x 1 px PNG', 1_048_576, 1, SIDE_TOO_LONG],
    ['a 1800 x 200 px PNG (9:1)', 1800, 200, TOO_NARROW],
    ['a 100 x 900 px PNG (1:9)', 100, 900, TOO_NARROW],
    ['a 1025 x 1025 px PNG', 1025, 1025, TOO_MANY_PIXELS],
  ])('refuses %s with the sentence that names its bound', async (_name, width, height, error) => {
    const png = bilevelPng(width, height);
    expect(png.length).toBeLessThan(PERSONALISATION_LIMITS.logoBytes);
    const res = await post(withLogos([dataUrl('image/png', png)]));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
  });

  it('takes logos at each bound: 2048 x 256 (8:1), 256 x 2048 and 1024 x 1024', async () => {
    const logos = [bilevelPng(2048, 256), bilevelPng(256, 2048), bilevelPng(1024, 1024)];
    const res = await post(withLogos(logos.map((png) => dataUrl('image/png', png))));
    expect(res.statusCode).toBe(201);
  });

  it('stores, mails and shows only its own re-encoding of a genuine logo', async () => {
    const input = await sharp({
      create: { width: 900, height: 300, channels: 4, background: '#0f766e' },
    })
      .png()
      .withMetadata({ exif: { IFD0: { Copyright: 'kept nowhere' } } })
      .toBuffer();
    const res = await post(withLogos([dataUrl('image/png', input)]));
    expect(res.statusCode).toBe(201);
    const { reference } = res.json();

    const [item] = await t.app.db
      .selectFrom('quote_items')
      .innerJoin('quote_requests', 'quote_requests.id', 'quote_items.quote_id')
      .select('quote_items.personalisation')
      .where('quote_requests.reference', '=', reference)
      .execute();
    expect(item?.personalisation).not.toContain('data:image');
    const { logoHash } = JSON.parse(item?.personalisation ?? '{}') as { logoHash: string };
    const logo = await t.app.db
      .selectFrom('logos')
      .selectAll()
      .where('hash', '=', logoHash)
      .executeTakeFirstOrThrow();
    const stored = Buffer.from(logo.data);
    expect(stored.equals(input)).toBe(false);
    const decoded = await sharp(stored).metadata();
    expect(`image/${decoded.format}`).toBe(logo.content_type);
    expect(Math.max(decoded.width, decoded.height)).toBeLessThanOrEqual(512);
    expect(decoded.exif).toBeUndefined();

    const s = await signedIn(t, EMAIL, PASSWORD);
    const detail = await t.app.inject({ method: 'GET', url: adminApi.quote(reference), ...as(s) });
    const shown = detail.json().items[0].personalisation.logoUrl as string;
    expect(shown).toBe(adminApi.logo(logoHash));
    const image = await t.app.inject({ method: 'GET', url: shown, ...as(s) });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe(logo.content_type);
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(image.rawPayload.equals(stored)).toBe(true);
    // Staff only, and an unknown hash is a 404 sentence.
    expect((await t.app.inject({ method: 'GET', url: shown })).statusCode).toBe(401);
    const missing = await t.app.inject({
      method: 'GET',
      url: adminApi.logo('0'.repeat(64)),
      ...as(s),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'There is no such logo.' });

    // The agency mail refers to the stored logo by its hash; the sender reads it from there.
    const mail = await t.app.db
      .selectFrom('outbox')
      .select('attachments')
      .where('kind', '=', 'quote-agency')
      .where('subject', 'like', `%${reference}%`)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(mail.attachments)).toEqual([
      { cid: expect.stringContaining('@kumul'), logoHash },
    ]);
  });

  it(`refuses more than ${MAX_LOGOS} logos in one quote`, async () => {
    const res = await post(withLogos(Array.from({ length: MAX_LOGOS + 1 }, () => PNG_LOGO)));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: `A quote can carry at most ${MAX_LOGOS} logos; please leave out the rest.`,
    });
  });

  it('stores a logo sent with two quotes once, and says what a quote of ten logos costs', async () => {
    const first = await logoBytes();
    expect((await post(withLogos([PNG_LOGO]))).statusCode).toBe(201);
    expect((await post(withLogos([PNG_LOGO]))).statusCode).toBe(201);
    const rows = await t.app.db.selectFrom('logos').select('hash').execute();
    const again = await post(withLogos([PNG_LOGO]));
    expect(again.statusCode).toBe(201);
    expect(await t.app.db.selectFrom('logos').select('hash').execute()).toHaveLength(rows.length);

    const logos = await Promise.all(Array.from({ length: MAX_LOGOS }, largestLogo));
    const before = await logoBytes();
    expect((await post(withLogos(logos))).statusCode).toBe(201);
    const grown = (await logoBytes()) - before;
    expect(first).toBeGreaterThanOrEqual(0);
    console.info(`[${dialect}] a quote with ten 50 KB logos stored ${grown} bytes of logos`);
    // Each logo once, no larger than its input: well under the ten inputs' own size.
    expect(grown).toBeLessThan(MAX_LOGOS * PERSONALISATION_LIMITS.logoBytes);
  });

  it('keeps the main thread free while ten of the costliest logos are checked', async () => {
    const logos = await Promise.all(Array.from({ length: MAX_LOGOS }, largestLogo));
    const body = withLogos(logos);
    // A timer every 2 ms: the longest gap between its runs is the longest the loop was held.
    let last = performance.now();
    let maxMs = 0;
    const gap = () => {
      const now = performance.now();
      maxMs = Math.max(maxMs, now - last);
      last = now;
    };
    const probe = setInterval(gap, 2);
    const res = await post(body);
    gap();
    clearInterval(probe);
    expect(res.statusCode).toBe(201);
    console.info(`[${dialect}] longest main-thread stall during the quote: ${maxMs.toFixed(1)} ms`);
    // Generous for busy CI machines: the sniff held the loop 400 to 580 ms here; decoding, 35 to 45.
    expect(maxMs).toBeLessThan(300);
  });

  it('refuses a deeply nested JSON body with a sentence', async () => {
    const depth = 400_000;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/quote-request',
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      payload: `{"a":${'['.repeat(depth)}${']'.repeat(depth)}}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'The request body is nested too deeply: at most 32 levels of objects and arrays.',
    });
  });
});

describe.each(dialects)('migration 014 on %s', (dialect) => {
  it('moves the logos already stored into logos, re-encoded, and drops what does not decode', async () => {
    const { database, drop } = await createTestDatabase(dialect);
    const db = createDatabase(database);
    try {
      await migrateTo(db, database, '011-visitor-language');
      const forged = dataUrl('image/png', PNG_SIGNATURE);
      const { id } = await db
        .insertInto('quote_requests')
        .values({
          reference: 'Q-OLD1-01',
          customer_name: 'John Wari',
          customer_email: 'john@example.com',
          customer_phone: '+675 7123 4567',
          customer_company: '',
          customer_message: '',
          message: '',
          total_amount: 2750,
          total_items: 2,
          extra_trees: 0,
          contribution_amount: 0,
          trees_funded: 2,
          status: 'new',
          note: '',
          lang: 'en',
          created_at: '2026-01-02T03:04:05.000Z',
        } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      const item = (templateId: number, logo: string) => ({
        quote_id: id,
        template_id: templateId,
        title: 'Old',
        unit_price: 1375,
        quantity: 1,
        line_total: 1375,
        personalisation: JSON.stringify({ ...personalisation, logo }),
      });
      await db
        .insertInto('quote_items')
        .values([item(1, PNG_LOGO), item(6, forged)])
        .execute();
      await queueMailWith(db, [
        { cid: 'logo-1@kumul', contentType: 'image/png', base64: PNG_LOGO.split(',')[1] },
        { cid: 'logo-6@kumul', contentType: 'image/png', base64: forged.split(',')[1] },
      ]);

      await migrateToLatest(db, database);

      const logos = await db.selectFrom('logos').selectAll().execute();
      expect(logos).toHaveLength(1);
      const [logo] = logos;
      const items = await db
        .selectFrom('quote_items')
        .select('personalisation')
        .orderBy('template_id')
        .execute();
      const { logo: _sent, ...fields } = personalisation;
      expect(items.map((row) => JSON.parse(row.personalisation ?? '{}'))).toEqual([
        { ...fields, logoHash: logo?.hash },
        fields,
      ]);
      const mail = await db.selectFrom('outbox').select('attachments').executeTakeFirstOrThrow();
      expect(JSON.parse(mail.attachments)).toEqual([{ cid: 'logo-1@kumul', logoHash: logo?.hash }]);
    } finally {
      await db.destroy();
      await drop();
    }
  });
});

/** A mail queued as the previous release did: its logos inline as base64, in the columns of then. */
async function queueMailWith(db: Kysely<Database>, attachments: unknown[]): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto('outbox')
    .values({
      kind: 'quote-agency',
      audience: 'agency',
      recipient: 'a@example.com',
      reply_to: '',
      subject: 'Old',
      text_body: '',
      html_body: '',
      headers: '{}',
      attachments: JSON.stringify(attachments),
      message_id: '<old@example.com>',
      created_at: now,
      next_attempt_at: now,
      attempts: 0,
      claimed_until: null,
      claim_token: null,
      sent_at: null,
      failed_at: null,
      last_error: '',
    } as never)
    .execute();
}
