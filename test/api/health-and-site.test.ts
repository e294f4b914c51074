import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../scripts/precompress';
import { loadConfig } from '../../src/server/config';
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
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
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
  const siteDir = mkdtempSync(join(tmpdir(), 'site-'));
  let t: TestApp;

  beforeAll(async () => {
    mkdirSync(join(siteDir, 'products'), { recursive: true });
    mkdirSync(join(siteDir, '404'), { recursive: true });
    mkdirSync(join(siteDir, 'assets'), { recursive: true });
    const page = (h1: string) =>
      `<!doctype html><html><head><script type="module" src="/assets/entry-abc123.js"></script></head><body><h1>${h1}</h1><script>${inline}</script>${'<p>filler text</p>'.repeat(200)}</body></html>`;
    writeFileSync(join(siteDir, 'index.html'), page('Home'));
    writeFileSync(join(siteDir, 'products', 'index.html'), page('Website Templates'));
    writeFileSync(join(siteDir, '404', 'index.html'), page('Page not found'));
    writeFileSync(join(siteDir, 'assets', 'entry-abc123.js'), 'console.log(1);'.repeat(200));
    writeFileSync(join(siteDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(siteDir, 'sw.js'), 'self.skipWaiting();'.repeat(100));
    await precompress(siteDir);
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

  it('compresses pages for clients that accept it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.headers['content-encoding']).toBe('br');
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

  it('answers an unknown page with the not-found page and a real 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<h1>Page not found</h1>');
    expect((await t.app.inject({ method: 'GET', url: '/products/index.html' })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
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

  it('when unset, /checkout loads nothing from another host', async () => {
    const checkout = await withoutScript.app.inject({ method: 'GET', url: '/checkout' });
    expect(checkout.statusCode).toBe(200);
    expect(checkout.body).not.toMatch(/<script[^>]*src="https?:/);
    expect(checkout.body).not.toContain('payments.example');
    expect(String(checkout.headers['content-security-policy'])).not.toMatch(/https?:/);
  });
});
