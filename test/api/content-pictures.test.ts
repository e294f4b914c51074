import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { createDatabase } from '../../src/server/db/database';
import { type Signed, as, signedInAs } from '../helpers/admin-session';
import { dataUrl } from '../helpers/logos';
import { type TestApp, createTestApp, dialects } from '../helpers/test-app';

const PASSWORD = 'a long pictures password';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A phone-like photo: 1600 x 1200 of noise as a JPEG, far above the logos' 50 KB. */
const photo = () =>
  sharp({
    create: {
      width: 1600,
      height: 1200,
      channels: 3,
      background: '#b45309',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();

// Issue 45: a project's picture is decoded once at upload, cut to the card's sizes, kept in the
// database and served to the public at immutable addresses by every process (decision 126).
describe.each(dialects)('uploaded project pictures on %s', (dialect) => {
  let t: TestApp;
  let owner: Signed;
  let jpeg: Buffer;
  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { sendMail: false });
    owner = await signedInAs(t, 'owner@kumuldigital.com.pg', 'owner', PASSWORD);
    jpeg = await photo();
  });
  afterAll(async () => t.close());

  const upload = (picture: string) =>
    t.app.inject({ method: 'POST', url: '/api/admin/content/pictures', ...as(owner, { picture }) });
  const storedSizes = () =>
    t.app.db
      .selectFrom('picture_sizes')
      .select(['picture', 'width', 'height', 'content_type', 'data'])
      .orderBy('width')
      .execute();

  it('stores a photo larger than a logo in the sizes the portfolio asks for, and serves them immutable', async () => {
    expect(jpeg.length).toBeGreaterThan(50_000);
    const uploaded = await upload(dataUrl('image/jpeg', jpeg));
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { picture } = uploaded.json() as { picture: string };
    expect(picture).toMatch(/^[0-9a-f]{64}$/);

    const sizes = await storedSizes();
    expect(
      sizes.map(({ picture: id, width, height, content_type }) => [
        id,
        width,
        height,
        content_type,
      ]),
    ).toEqual([
      [picture, 400, 250, 'image/webp'],
      [picture, 800, 500, 'image/webp'],
    ]);

    for (const size of sizes) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/media/${picture}-${size.width}.webp`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      // A subresource: none of a page's headers (the CSP and the rest are for documents).
      expect(res.headers['content-security-policy']).toBeUndefined();
      expect(res.rawPayload.equals(Buffer.from(size.data))).toBe(true);
      const served = await sharp(res.rawPayload).metadata();
      expect([served.format, served.width, served.height]).toEqual([
        'webp',
        size.width,
        size.height,
      ]);
    }
    // The same photo again is the same picture, kept once.
    expect((await upload(dataUrl('image/jpeg', jpeg))).json()).toEqual({ picture });
    expect(await storedSizes()).toHaveLength(2);

    // Another process on the same database serves it too: nothing is on a disk of its own.
    const other = await buildApp({
      config: { ...t.app.config, database: t.database },
      db: createDatabase(t.database),
      sendMail: false,
    });
    try {
      const res = await other.inject({ method: 'GET', url: `/media/${picture}-800.webp` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
    } finally {
      await other.close();
    }

    // An address that names no stored size is a 404 sentence.
    for (const url of [
      `/media/${'f'.repeat(64)}-400.webp`,
      `/media/${picture}-640.webp`,
      '/media/x.webp',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ error: 'There is no such picture.' });
    }
  });

  it('refuses a picture that does not decode whole, naming the picture, and stores nothing', async () => {
    const before = (await storedSizes()).length;
    // A JPEG cut short: its first bytes say JPEG, its pixels stop half way.
    const cut = jpeg.subarray(0, Math.floor(jpeg.length / 2));
    const broken = await upload(dataUrl('image/jpeg', cut));
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({
      error: 'The picture must be a PNG, JPEG or WebP image of 5 MB or less that decodes whole.',
    });
    const tooLarge = await upload(
      dataUrl('image/jpeg', Buffer.concat([jpeg, Buffer.alloc(5_000_001 - jpeg.length)])),
    );
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json()).toEqual({
      error: 'The picture must be a PNG, JPEG or WebP image of 5 MB or less, sent as a data URL.',
    });
    expect(await storedSizes()).toHaveLength(before);
  });
});
