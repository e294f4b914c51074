import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RenderedSite } from '../../src/render/protocol';
import { RenderQueue } from '../../src/server/render/publish-render';
import { precacheRevision } from '../../src/server/worker-revisions';
import type { PageContentSnapshot } from '../../src/shared/page-content-snapshot';
import { type Signed, as, signedInAs } from '../helpers/admin-session';
import { renderOf } from '../helpers/content';
import { type TestApp, createTestApp, dialects } from '../helpers/test-app';

// Decision 124: a publish renders the site off the request, one render at a time, the newest of a
// burst once; a failed render is stored and the previous version stays served. The renderer is a
// stub here (Vitest runs before the build); e2e/admin-publish.spec.ts renders the real pages.

/** A promise and the function that settles it. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('the render queue', () => {
  it('renders one version at a time, and of a burst asked for meanwhile only the newest, once', async () => {
    const rendered: number[] = [];
    const gates = new Map<number, ReturnType<typeof deferred>>();
    const queue = new RenderQueue(async (version) => {
      rendered.push(version);
      const gate = deferred();
      gates.set(version, gate);
      await gate.promise;
      return true;
    });
    const first = queue.request(1);
    void queue.request(2);
    void queue.request(4);
    void queue.request(3);
    expect(rendered).toEqual([1]);
    gates.get(1)!.resolve();
    await expect.poll(() => rendered).toEqual([1, 4]);
    gates.get(4)!.resolve();
    await first;
    await queue.idle();
    expect(rendered).toEqual([1, 4]);
    // Asked again for a version already rendered: nothing to do.
    await queue.request(4);
    expect(rendered).toEqual([1, 4]);
  });
});

describe.each(dialects)('publishing renders the site on %s', (dialect) => {
  let t: TestApp;
  let owner: Signed;
  let fail = false;
  const jobs: PageContentSnapshot[] = [];
  const render = async (content: PageContentSnapshot): Promise<RenderedSite> => {
    jobs.push(content);
    if (fail) throw new Error('The page /products could not be rendered.');
    const price = content.templates.find((template) => template.slug === 'restaurant')!.price;
    return {
      pages: [
        {
          path: '/products',
          file: 'products/index.html',
          html: `<!doctype html><p>${price}</p>`,
          data: { file: 'products.data', body: `[${JSON.stringify(price)}]` },
        },
      ],
      sitemap: '<urlset/>',
      chat: [{ file: 'chat/tpi.json', body: JSON.stringify(content.faq.tpi.entries.contact) }],
    };
  };
  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { sendMail: false, render });
    owner = await signedInAs(t, 'owner@kumuldigital.com.pg', 'owner', 'a long render password');
  });
  afterAll(async () => t.close());

  /** Saves each change as a draft, publishes, and waits for the render. */
  const publish = async (...changes: { kind: string; key: string; data: unknown }[]) => {
    for (const change of changes) {
      const saved = await t.app.inject({
        method: 'POST',
        url: '/api/admin/content/changes',
        ...as(owner, change),
      });
      expect(saved.statusCode, saved.body).toBe(201);
    }
    const published = await t.app.inject({
      method: 'POST',
      url: '/api/admin/content/versions',
      ...as(owner, {}),
    });
    expect(published.statusCode, published.body).toBe(201);
    await t.app.renders.idle();
    return (published.json() as { version: number }).version;
  };
  const publishPrice = async (price: number) => {
    const items = await t.app.inject({ method: 'GET', url: '/api/admin/content', ...as(owner) });
    const restaurant = (items.json().items as { key: string; code: object }[]).find(
      (item) => item.key === 'restaurant',
    )!.code;
    return publish({ kind: 'template', key: 'restaurant', data: { ...restaurant, price } });
  };
  const servedProducts = () => t.app.renderedSite.current()?.pages.get('/products');

  it('stores the rendered pages and serves them from memory', async () => {
    const version = await publishPrice(3100);
    expect(jobs.at(-1)).toMatchObject({ version });
    expect(await renderOf(t.app, version)).toMatchObject({
      render_status: 'done',
      render_error: null,
    });
    expect(t.app.renderedSite.version).toBe(version);
    expect(servedProducts()?.bodies.identity.toString()).toContain('K3,100');
    expect(t.app.renderedSite.current()?.files.get('/products.data')).toBeDefined();
  });

  it('sends the render the published texts and chat answer, and serves its chat file (decision 125)', async () => {
    const text = 'Painim wanpela tempelet long hia';
    const answer =
      'Ringim mipela long {phone} o {whatsapp}, o salim imel long {email} o long [pes bilong toktok](/tpi/#contact).';
    const faq = await t.app.inject({
      method: 'GET',
      url: '/api/admin/content/items/faq/contact/history',
      ...as(owner),
    });
    const { code } = faq.json() as { code: { answer: { en: string; tpi: string } } };
    await publish(
      { kind: 'text', key: 'tpi:products:products.search.label', data: { text } },
      { kind: 'faq', key: 'contact', data: { ...code, answer: { ...code.answer, tpi: answer } } },
    );
    const job = jobs.at(-1)!;
    expect(job.texts).toEqual({ en: {}, tpi: { 'products:products.search.label': text } });
    expect(job.faq.tpi.entries.contact.answer).toBe(answer);
    expect(job.faq.en.entries.contact.answer).toBe(code.answer.en);
    const chat = t.app.renderedSite.current()?.files.get('/chat/tpi.json');
    expect(chat?.type).toBe('application/json; charset=utf-8');
    expect(chat?.bodies.identity.toString()).toContain('pes bilong toktok');
  });

  it('keeps serving the previous version when a render fails, and stores why', async () => {
    const before = t.app.renderedSite.version;
    fail = true;
    const version = await publishPrice(2950);
    fail = false;
    expect(await renderOf(t.app, version)).toMatchObject({
      render_status: 'failed',
      render_error: 'The page /products could not be rendered.',
    });
    expect(t.app.renderedSite.version).toBe(before);
    expect(servedProducts()?.bodies.identity.toString()).toContain('K3,100');
  });

  it('keeps the pages of only the newest few versions', async () => {
    for (const price of [3200, 3300, 3400, 3500]) await publishPrice(price);
    const kept = await t.app.db.selectFrom('content_renders').select('version').execute();
    expect(kept).toHaveLength(3);
    expect(servedProducts()?.bodies.identity.toString()).toContain('K3,500');
  });
});

describe.each(dialects)('the worker served with a rendered version on %s', (dialect) => {
  // Decision 128: a built site whose worker precaches two pages; a publish changes one of them.
  const siteDir = mkdtempSync(join(tmpdir(), 'worker-revisions-'));
  const productsPage = (price: string) => `<!doctype html><p>${price}</p>`;
  const legal = '<!doctype html><p>Terms</p>';
  const precacheList = (products: string) =>
    JSON.stringify([
      { revision: precacheRevision(products), url: '/products' },
      { revision: precacheRevision(legal), url: '/legal' },
      { revision: null, url: 'assets/entry-abc123.js' },
    ]);
  const builtWorker = `precacheAndRoute(${precacheList(productsPage('K2,950'))});`;
  let t: TestApp;
  let owner: Signed;
  const render = async (content: PageContentSnapshot): Promise<RenderedSite> => {
    const price = content.templates.find((template) => template.slug === 'restaurant')!.price;
    return {
      pages: [
        { path: '/products', file: 'products/index.html', html: productsPage(price) },
        { path: '/legal', file: 'legal/index.html', html: legal },
      ],
      sitemap: '<urlset/>',
      chat: [],
    };
  };
  beforeAll(async () => {
    for (const [file, body] of [
      ['products/index.html', productsPage('K2,950')],
      ['legal/index.html', legal],
      ['sw.js', builtWorker],
    ] as const) {
      mkdirSync(dirname(join(siteDir, file)), { recursive: true });
      writeFileSync(join(siteDir, file), body);
    }
    t = await createTestApp(dialect, { siteDir }, { sendMail: false, render });
    owner = await signedInAs(t, 'owner@kumuldigital.com.pg', 'owner', 'a long render password');
  });
  afterAll(async () => {
    await t.close();
    rmSync(siteDir, { recursive: true, force: true });
  });

  it("is the build's worker until a version is rendered", async () => {
    const worker = await t.app.inject({ url: '/sw.js?lang=en' });
    expect(worker.statusCode).toBe(200);
    expect(worker.body).toBe(builtWorker);
  });

  it('then carries the new revision of the page that changed only, with the headers of the built one', async () => {
    const items = await t.app.inject({ method: 'GET', url: '/api/admin/content', ...as(owner) });
    const restaurant = (items.json().items as { key: string; code: object }[]).find(
      (item) => item.key === 'restaurant',
    )!.code;
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/content/changes',
      ...as(owner, { kind: 'template', key: 'restaurant', data: { ...restaurant, price: 3100 } }),
    });
    await t.app.inject({ method: 'POST', url: '/api/admin/content/versions', ...as(owner, {}) });
    await t.app.renders.idle();

    const worker = await t.app.inject({
      url: '/sw.js?lang=en',
      headers: { 'accept-encoding': 'br' },
    });
    expect(worker.statusCode).toBe(200);
    expect(brotliDecompressSync(worker.rawPayload).toString()).toBe(
      `precacheAndRoute(${precacheList(productsPage('K3,100'))});`,
    );
    expect(worker.headers).toMatchObject({
      'content-type': 'application/javascript; charset=utf-8',
      'cache-control': 'no-cache',
      vary: 'accept-encoding',
      'content-encoding': 'br',
    });
    // The document headers the worker runs under, as the build's file has them.
    expect(worker.headers['content-security-policy']).toContain("worker-src 'self'");
    const again = await t.app.inject({
      url: '/sw.js',
      headers: { 'if-none-match': String(worker.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});
