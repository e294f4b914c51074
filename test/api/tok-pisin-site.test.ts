import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../helpers/test-app';

describe('serving the Tok Pisin pages under /tpi/', () => {
  const siteDir = mkdtempSync(join(tmpdir(), 'site-tpi-'));
  const inline = 'window.__ctx = {"lang":"tpi"};';
  const page = (lang: string, h1: string) =>
    `<!doctype html><html lang="${lang}"><body><h1>${h1}</h1><script>${inline}</script></body></html>`;
  let t: TestApp;
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    for (const dir of ['404', 'products', 'tpi/404', 'tpi/products']) {
      mkdirSync(join(siteDir, dir), { recursive: true });
    }
    writeFileSync(join(siteDir, 'index.html'), page('en', 'Home'));
    writeFileSync(join(siteDir, '404', 'index.html'), page('en', 'Page not found'));
    writeFileSync(join(siteDir, 'products', 'index.html'), page('en', 'Website Templates'));
    writeFileSync(join(siteDir, 'tpi', 'index.html'), page('tpi', 'Haus'));
    writeFileSync(join(siteDir, 'tpi', '404', 'index.html'), page('tpi', 'Mipela i no painim'));
    writeFileSync(join(siteDir, 'tpi', 'products', 'index.html'), page('tpi', 'Ol tempelet'));
    writeFileSync(join(siteDir, 'tpi', 'products.data'), '[{"_1":2},"tpi/products"]');
    writeFileSync(join(siteDir, 'tpi', '_.data'), '[{"_1":2},"tpi/home"]');
    t = await createTestApp('sqlite', { siteDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(siteDir, { recursive: true, force: true });
  });

  it.each(['/tpi', '/tpi/', '/tpi?ref=flyer'])(
    'sends the Tok Pisin home page at %s',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<h1>Haus</h1>');
    },
  );

  it('sends a Tok Pisin page with or without a trailing slash, with its own CSP hash', async () => {
    for (const url of ['/tpi/products', '/tpi/products/']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<html lang="tpi">');
      const hash = createHash('sha256').update(inline).digest('base64');
      expect(String(res.headers['content-security-policy'])).toContain(`'sha256-${hash}'`);
    }
  });

  it('answers an unknown address under /tpi/ with the Tok Pisin not-found page and a 404', async () => {
    for (const url of [
      '/tpi/no-such-page',
      '/tpi/products/extra',
      '/tpi/no-such-page?x=1',
      // Doubled slashes name no page either (they got a 403 from the file server).
      '/tpi//',
      '//tpi/',
      '//tpi//products//',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('<h1>Mipela i no painim</h1>');
    }
    // Neither not-found page is a page of its own, and a look-alike prefix is English.
    expect((await get('/tpi/404')).statusCode).toBe(404);
    const english = await get('/tpiano');
    expect(english.statusCode).toBe(404);
    expect(english.body).toContain('<h1>Page not found</h1>');
  });

  it('serves the Tok Pisin route data like the English, revalidated each time', async () => {
    for (const url of ['/tpi/products.data', '/tpi/_.data']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });
});
