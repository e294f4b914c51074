import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../scripts/precompress';
import { ADMIN_SHELL_FILE } from '../../src/server/site';
import { type TestApp, createTestApp } from '../helpers/test-app';

// The inbox's page is the build's SPA fallback, served for every address under /admin (decision 048).
const inline = 'window.__reactRouterContext = {"isSpaMode":true};';
const shell = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><link rel="modulepreload" href="/assets/root-abc.js"/></head><body><script>${inline}</script><script type="module" async="">import "/assets/manifest-abc.js";</script>${'<!-- inbox shell -->'.repeat(80)}</body></html>`;
const publicPage = `<!doctype html><html><head></head><body><h1>Website Templates</h1>${'<p>filler</p>'.repeat(100)}</body></html>`;
const secret = 'the secret beside the site';

function expectAdminHeaders(headers: Record<string, unknown>) {
  expect(headers['content-type']).toBe('text/html; charset=utf-8');
  expect(headers['x-robots-tag']).toBe('noindex, nofollow');
  expect(headers['cache-control']).toBe('no-store');
  expect(headers['referrer-policy']).toBe('same-origin');
  expect(headers.etag).toBeUndefined();
  const csp = String(headers['content-security-policy']);
  const hash = createHash('sha256').update(inline).digest('base64');
  expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).not.toContain('unsafe-eval');
  for (const directive of [
    "frame-ancestors 'none'",
    "form-action 'self'",
    "base-uri 'none'",
    "object-src 'none'",
    "connect-src 'self';",
  ]) {
    expect(csp).toContain(directive);
  }
}

describe('serving the inbox page under /admin', () => {
  const root = mkdtempSync(join(tmpdir(), 'admin-shell-'));
  const siteDir = join(root, 'site');
  let t: TestApp;
  let bare: TestApp;

  beforeAll(async () => {
    mkdirSync(join(siteDir, 'products'), { recursive: true });
    writeFileSync(join(root, 'secret.txt'), secret);
    mkdirSync(join(siteDir, 'assets'), { recursive: true });
    writeFileSync(join(siteDir, 'index.html'), publicPage);
    writeFileSync(join(siteDir, 'products', 'index.html'), publicPage);
    writeFileSync(join(siteDir, 'assets', 'root-abc.js'), 'export {};');
    writeFileSync(join(siteDir, ADMIN_SHELL_FILE), shell);
    await precompress(siteDir);
    t = await createTestApp('sqlite', { siteDir });
    // A build without the fallback page (or no build at all): /admin is not served.
    const bareDir = join(siteDir, 'products');
    bare = await createTestApp('sqlite', { siteDir: bareDir });
  });
  afterAll(async () => {
    await Promise.all([t.close(), bare.close()]);
    rmSync(root, { recursive: true, force: true });
  });

  it.each([
    '/admin',
    '/admin/',
    '/admin/sign-in?next=%2Fadmin%2Fquotes',
    '/admin/quotes/Q-2026-0001',
    '/admin/welcome/abc123',
    '/admin/a/b/c/d/e',
  ])('GET %s is the inbox page with noindex, no-store and the strict CSP', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<!-- inbox shell -->');
    expect(res.body).toContain('<head><meta name="robots" content="noindex, nofollow">');
    expectAdminHeaders(res.headers);
  });

  it('sends the page as Brotli or gzip when accepted, the same HTML once decompressed', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/admin/quotes' });
    const br = await t.app.inject({
      method: 'GET',
      url: '/admin/quotes',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    const gzip = await t.app.inject({
      method: 'GET',
      url: '/admin/quotes',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    for (const res of [plain, br, gzip]) expect(res.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expectAdminHeaders(br.headers);
  });

  it('answers HEAD with the same headers and no body', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/admin/quotes' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
    expectAdminHeaders(res.headers);
  });

  it('keeps the public pages as they were: indexable, revalidated, no inbox page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/products' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('inbox shell');
    expect(res.headers['x-robots-tag']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
  });

  it.each(['/adminx', '/administrator', '/__spa-fallback.html', '/admin.html', '/products/admin'])(
    'no other address serves the inbox page: %s',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('inbox shell');
    },
  );

  it.each([
    '/admin/../../secret.txt',
    '/admin/%2e%2e/%2e%2e/secret.txt',
    '/admin/..%2f..%2fsecret.txt',
    '/admin/..%5c..%5csecret.txt',
    '/admin/%2e%2e%2f%2e%2e%2fsecret.txt',
    '/admin/%00',
  ])('a path trick under /admin reads no file: %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect([200, 400, 404]).toContain(res.statusCode);
    expect(res.body).not.toContain(secret);
    if (res.statusCode === 200) expect(res.body).toContain('inbox shell');
  });

  it.each([
    ['POST', '/admin'],
    ['POST', '/admin/sign-in/anything'],
    ['PUT', '/admin/quotes/Q-2026-0001'],
    ['PATCH', '/admin/settings'],
    ['DELETE', '/admin/accounts/3'],
  ] as const)('%s %s is refused with 405 and a sentence in JSON', async (method, url) => {
    const res = await t.app.inject({ method, url, payload: { status: 'won' } });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect(res.json()).toEqual({
      error: 'The inbox pages can only be read; changes go through /api/admin.',
    });
  });

  it('serves no inbox page when the build has none', async () => {
    const res = await bare.app.inject({ method: 'GET', url: '/admin' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('inbox shell');
  });
});
