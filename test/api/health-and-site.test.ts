import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../scripts/precompress';
import { loadConfig } from '../../src/server/config';
import { SUBRESOURCE_HEADERS, preferredEncoding } from '../../src/server/site';
import { type TestApp, createTestApp, dialects } from '../helpers/test-app';

describe.each(dialects)('health on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  it('reports the database as ok', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ database: 'ok', outbox: { waiting: 0 } });
  });

  it('reports 503 when the database is gone', async () => {
    const broken = await createTestApp(dialect);
    await broken.app.db.destroy();
    const res = await broken.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      error: 'The database is not reachable right now.',
      database: 'unavailable',
    });
    // The app's own close destroys the database again; that second destroy must not fail the test.
    await broken.close().catch(() => undefined);
  });
});

describe('serving the built site', () => {
  const inline = 'window.__ctx = {"page":"home"};';
  const accentStyle = '--accent:#facc15;--on-accent:#000000';
  const siteDir = mkdtempSync(join(tmpdir(), 'site-'));
  let t: TestApp;

  beforeAll(async () => {
    mkdirSync(join(siteDir, 'products'), { recursive: true });
    mkdirSync(join(siteDir, '404'), { recursive: true });
    mkdirSync(join(siteDir, 'assets'), { recursive: true });
    mkdirSync(join(siteDir, 'images'), { recursive: true });
    mkdirSync(join(siteDir, 'about'), { recursive: true });
    mkdirSync(join(siteDir, 'templates', 'sample'), { recursive: true });
    const page = (h1: string) =>
      `<!doctype html><html><head><script type="module" src="/assets/entry-abc123.js"></script></head><body><h1>${h1}</h1><script>${inline}</script>${'<p>filler text</p>'.repeat(200)}</body></html>`;
    writeFileSync(join(siteDir, 'index.html'), page('Home'));
    writeFileSync(join(siteDir, 'products', 'index.html'), page('Website Templates'));
    writeFileSync(join(siteDir, '404', 'index.html'), page('Page not found'));
    writeFileSync(join(siteDir, 'assets', 'entry-abc123.js'), 'console.log(1);'.repeat(200));
    writeFileSync(join(siteDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(siteDir, 'sw.js'), 'self.skipWaiting();'.repeat(100));
    writeFileSync(join(siteDir, 'manifest.webmanifest'), `{"name":"${'Kumul '.repeat(200)}"}`);
    writeFileSync(join(siteDir, 'images', 'logo.png'), Buffer.alloc(2000, 7));
    writeFileSync(join(siteDir, 'products.data'), '[{"_1":2},"routes/products"]');
    writeFileSync(join(siteDir, 'about', 'index.html'), page('About, as built'));
    writeFileSync(
      join(siteDir, 'templates', 'sample', 'index.html'),
      `<!doctype html><html><body><div style="${accentStyle}"><h1>Sample</h1></div><div style="${accentStyle}"></div></body></html>`,
    );
    await precompress(siteDir);
    // Edited by hand after the build: its compressed copies are now stale.
    writeFileSync(join(siteDir, 'about', 'index.html'), page('About, edited'));
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(siteDir, 'about', 'index.html'), later, later);
    t = await createTestApp('sqlite', { siteDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(siteDir, { recursive: true, force: true });
  });

  it('sends a prerendered page with no-cache and a CSP allowing only its own inline script', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/products' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h1>Website Templates</h1>');
    expect(res.headers['cache-control']).toBe('no-cache');
    const hash = createHash('sha256').update(inline).digest('base64');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).toContain("style-src 'self';");
    expect(csp).not.toMatch(/unsafe-inline|https?:/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect((await t.app.inject({ method: 'GET', url: '/products/' })).statusCode).toBe(200);
  });

  it('lets exactly the style attributes a page carries apply (a sample site accent palette)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/templates/sample' });
    const hash = createHash('sha256').update(accentStyle).digest('base64');
    expect(String(res.headers['content-security-policy'])).toContain(
      `style-src 'self' 'unsafe-hashes' 'sha256-${hash}';`,
    );
  });

  const get = (url: string, headers: Record<string, string | undefined> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const productsHtml = () => readFileSync(join(siteDir, 'products', 'index.html'));

  it.each([
    ['br', 'br'],
    ['gzip, deflate, br', 'br'],
    ['BR;q=0.5, gzip', 'br'],
    ['*', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, *', 'gzip'],
    ['deflate', 'identity'],
    ['identity', 'identity'],
    ['*;q=0', 'identity'],
    ['br;q=0, gzip;q=0.0', 'identity'],
    [undefined, 'identity'],
  ] as const)('chooses %s as %s for a page', (acceptEncoding, encoding) => {
    expect(preferredEncoding(acceptEncoding)).toBe(encoding);
  });

  it('revalidates a page’s route data, which changes with each build', async () => {
    const res = await get('/products.data');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it("sends a page as the build's Brotli copy when accepted, the same HTML once decompressed", async () => {
    const res = await get('/products', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('accept-encoding');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.rawPayload).toEqual(readFileSync(join(siteDir, 'products', 'index.html.br')));
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(brotliDecompressSync(res.rawPayload)).toEqual(productsHtml());
  });

  it('sends a page gzipped when only gzip is accepted, and as is otherwise', async () => {
    const gzipped = await get('/products', { 'accept-encoding': 'gzip, deflate' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toBe('accept-encoding');
    expect(gunzipSync(gzipped.rawPayload)).toEqual(productsHtml());
    for (const headers of [{}, { 'accept-encoding': 'br;q=0, gzip;q=0, deflate' }]) {
      const plain = await get('/products', headers);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toBe('accept-encoding');
      expect(plain.rawPayload).toEqual(productsHtml());
    }
  });

  it('compresses a page whose build copies are older than it at start-up, from its current HTML', async () => {
    for (const [encoding, decompress] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const res = await get('/about', { 'accept-encoding': encoding });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(decompress(res.rawPayload).toString()).toContain('<h1>About, edited</h1>');
    }
  });

  it('sends one weak ETag for every encoding of a page, and a 304 with no body while it matches', async () => {
    const answers = await Promise.all(
      ['br', 'gzip', 'identity'].map((encoding) =>
        get('/products', { 'accept-encoding': encoding }),
      ),
    );
    const etag = String(answers[0]?.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(answers.map((answer) => answer.headers.etag)).toEqual([etag, etag, etag]);
    expect((await get('/')).headers.etag).not.toBe(etag);

    const unchanged = await get('/products', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.rawPayload).toHaveLength(0);
    expect(unchanged.headers.etag).toBe(etag);
    expect(unchanged.headers.vary).toBe('accept-encoding');
    expect(unchanged.headers['cache-control']).toBe('no-cache');
    const other = await get('/products', { 'if-none-match': 'W/"an-older-version"' });
    expect(other.statusCode).toBe(200);
    expect(other.rawPayload).toEqual(productsHtml());
  });

  it('caches hashed assets forever and other files for a day', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/entry-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('public, max-age=86400');
  });

  it("sends the build's brotli copy of an asset, with the original's type and caching", async () => {
    const script = await t.app.inject({
      method: 'GET',
      url: '/assets/entry-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(script.headers['content-encoding']).toBe('br');
    expect(script.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(script.rawPayload).toEqual(readFileSync(join(siteDir, 'assets', 'entry-abc123.js.br')));
    expect(brotliDecompressSync(script.rawPayload).toString()).toBe('console.log(1);'.repeat(200));
    const worker = await t.app.inject({
      method: 'GET',
      url: '/sw.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(worker.headers['content-encoding']).toBe('br');
    expect(worker.headers['cache-control']).toBe('no-cache');
    const plain = await t.app.inject({ method: 'GET', url: '/assets/entry-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1);'.repeat(200));
  });

  it('sends static files but the worker with only the headers a subresource needs', async () => {
    // Node adds these to every answer.
    const allowed = [...SUBRESOURCE_HEADERS, 'date', 'connection', 'keep-alive'];
    for (const [url, encoding] of [
      ['/assets/entry-abc123.js', 'br'],
      ['/assets/entry-abc123.js', undefined],
      ['/images/logo.png', 'br'],
      ['/favicon.svg', undefined],
      ['/manifest.webmanifest', 'br'],
    ] as const) {
      const res = await get(url, encoding ? { 'accept-encoding': encoding } : {});
      expect(res.statusCode).toBe(200);
      expect(allowed).toEqual(expect.arrayContaining(Object.keys(res.headers)));
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['content-type']).toBeDefined();
      expect(res.headers['cache-control']).toBeDefined();
      // Hashed assets are immutable and never revalidated; other files keep their validator.
      if (url.startsWith('/assets/')) expect(res.headers.etag).toBeUndefined();
      else expect(res.headers.etag).toBeDefined();
      for (const dropped of [
        'content-security-policy',
        'strict-transport-security',
        'x-frame-options',
        'referrer-policy',
      ]) {
        expect(res.headers[dropped]).toBeUndefined();
      }
    }
  });

  it('keeps every header on pages, the service worker, API answers and 404s', async () => {
    for (const url of ['/products', '/sw.js', '/api/health', '/assets/missing.js']) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.headers['content-security-policy']).toBeDefined();
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['strict-transport-security']).toBeDefined();
      expect(res.headers['referrer-policy']).toBeDefined();
    }
  });

  it('sends a Permissions-Policy turning off camera, microphone, location and payment on pages, the worker, API answers and 404s', async () => {
    const posted = await t.app.inject({ method: 'POST', url: '/api/contact', payload: 'x' });
    expect(posted.statusCode).toBe(415);
    const answers = [posted];
    for (const url of [
      '/',
      '/products',
      '/sw.js',
      '/api/health',
      '/api/nothing',
      '/no-such-page',
    ]) {
      answers.push(await get(url, { 'accept-encoding': 'br' }));
    }
    for (const res of answers) {
      const policy = String(res.headers['permissions-policy']);
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
        expect(policy).toContain(`${feature}=()`);
      }
    }
  });

  it('sends Vary: Accept-Encoding with every file that has compressed copies, the service worker too', async () => {
    for (const url of ['/sw.js', '/assets/entry-abc123.js', '/manifest.webmanifest']) {
      for (const headers of [{ 'accept-encoding': 'br' }, { 'accept-encoding': 'gzip' }, {}]) {
        expect((await get(url, headers)).headers.vary).toBe('accept-encoding');
      }
    }
    // Too small for copies (scripts/precompress.ts): the same bytes for everyone.
    expect((await get('/favicon.svg')).headers.vary).toBeUndefined();
  });

  it('answers an unknown page with the not-found page and a real 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<h1>Page not found</h1>');
    expect((await t.app.inject({ method: 'GET', url: '/products/index.html' })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    // The pages' compressed copies are never sent as files of their own.
    expect((await get('/products/index.html.br')).statusCode).toBe(404);
    const compressed = await get('/no-such-page', { 'accept-encoding': 'br' });
    expect(compressed.statusCode).toBe(404);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toContain(
      '<h1>Page not found</h1>',
    );
  });
});

describe('the card-payment script setting', () => {
  const scriptUrl = 'https://js.payments.example/v3/checkout.js?v=2&x=$1';
  const inline = 'window.__ctx = {"page":"checkout"};';
  const siteDir = mkdtempSync(join(tmpdir(), 'site-'));
  const page = (h1: string) =>
    `<!doctype html><html><head><title>${h1}</title><script type="module" src="/assets/entry-abc123.js"></script></head><body><h1>${h1}</h1><script>${inline}</script></body></html>`;
  const scriptTag = '<script src="https://js.payments.example/v3/checkout.js?v=2&amp;x=$1" async>';
  let withScript: TestApp;
  let withoutScript: TestApp;

  beforeAll(async () => {
    mkdirSync(join(siteDir, 'checkout'), { recursive: true });
    mkdirSync(join(siteDir, 'products'), { recursive: true });
    writeFileSync(join(siteDir, 'checkout', 'index.html'), page('Your cart'));
    writeFileSync(join(siteDir, 'products', 'index.html'), page('Website Templates'));
    withScript = await createTestApp('sqlite', { siteDir, paymentScriptUrl: scriptUrl });
    withoutScript = await createTestApp('sqlite', { siteDir });
  });
  afterAll(async () => {
    await withScript.close();
    await withoutScript.close();
    rmSync(siteDir, { recursive: true, force: true });
  });

  it('is read from PAYMENT_SCRIPT_URL, https only, unset by default', () => {
    expect(loadConfig({}).paymentScriptUrl).toBeUndefined();
    expect(loadConfig({ PAYMENT_SCRIPT_URL: '' }).paymentScriptUrl).toBeUndefined();
    expect(loadConfig({ PAYMENT_SCRIPT_URL: scriptUrl }).paymentScriptUrl).toBe(scriptUrl);
    expect(() => loadConfig({ PAYMENT_SCRIPT_URL: 'http://js.payments.example/v3/' })).toThrow(
      'PAYMENT_SCRIPT_URL: PAYMENT_SCRIPT_URL must be an https:// URL',
    );
    expect(() => loadConfig({ PAYMENT_SCRIPT_URL: 'payments.example' })).toThrow(
      'PAYMENT_SCRIPT_URL must be an https:// URL',
    );
  });

  it('when set, loads the script on /checkout and allows its origin there only', async () => {
    const checkout = await withScript.app.inject({ method: 'GET', url: '/checkout' });
    expect(checkout.statusCode).toBe(200);
    expect(checkout.body).toContain(`${scriptTag}</script></head>`);
    const csp = String(checkout.headers['content-security-policy']);
    const hash = createHash('sha256').update(inline).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}' https://js.payments.example;`);
    expect(csp).toContain("connect-src 'self' https://js.payments.example;");
    expect(csp).toContain("style-src 'self';");
    expect(csp).toContain("img-src 'self' data:;");
    expect(csp.match(/https:/g)).toHaveLength(2);

    const products = await withScript.app.inject({ method: 'GET', url: '/products' });
    expect(products.body).not.toContain('payments.example');
    expect(String(products.headers['content-security-policy'])).not.toMatch(/https?:/);
    const api = await withScript.app.inject({ method: 'GET', url: '/api/health' });
    expect(String(api.headers['content-security-policy'])).not.toMatch(/https?:/);
  });

  it('when set, sends /checkout with the script compressed once, in each encoding', async () => {
    const plain = await withScript.app.inject({ method: 'GET', url: '/checkout' });
    expect(plain.body).toContain(scriptTag);
    for (const [encoding, decompress] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const res = await withScript.app.inject({
        method: 'GET',
        url: '/checkout',
        headers: { 'accept-encoding': encoding },
      });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toBe('accept-encoding');
      expect(res.headers.etag).toBe(plain.headers.etag);
      expect(res.headers['content-security-policy']).toBe(plain.headers['content-security-policy']);
      expect(decompress(res.rawPayload).toString()).toBe(plain.body);
    }
    const without = await withoutScript.app.inject({ method: 'GET', url: '/checkout' });
    expect(without.headers.etag).not.toBe(plain.headers.etag);
  });

  it('when set, allows the payment feature on /checkout only, for the page itself', async () => {
    const checkout = await withScript.app.inject({ method: 'GET', url: '/checkout' });
    const policy = String(checkout.headers['permissions-policy']);
    expect(policy).toContain('payment=(self)');
    expect(policy).toContain('camera=()');
    for (const [app, url] of [
      [withScript.app, '/products'],
      [withScript.app, '/api/health'],
      [withoutScript.app, '/checkout'],
    ] as const) {
      const res = await app.inject({ method: 'GET', url });
      expect(String(res.headers['permissions-policy'])).toContain('payment=()');
    }
  });

  it('when unset, /checkout loads nothing from another host', async () => {
    const checkout = await withoutScript.app.inject({ method: 'GET', url: '/checkout' });
    expect(checkout.statusCode).toBe(200);
    expect(checkout.body).not.toMatch(/<script[^>]*src="https?:/);
    expect(checkout.body).not.toContain('payments.example');
    expect(String(checkout.headers['content-security-policy'])).not.toMatch(/https?:/);
  });
});
