import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, readdir, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type RenderedSite, renderDirOf } from '../render/protocol';
import { chatContentPath } from '../shared/chat-content';
import { langs } from '../shared/i18n/lang';
import { type Compressed, compressBoth } from './compression';
import { adminContentSecurityPolicy, contentSecurityPolicy } from './content-security-policy';
import { isNotModified, weakEtag } from './etag';
import { permissionsPolicy } from './permissions-policy';
import { Periodic } from './periodic';
import {
  RenderQueue,
  type SiteRenderer,
  renderPublishedVersion,
  renderUnfinished,
} from './render/publish-render';
import { renderSite } from './render/render-site';
import { RenderedSiteCache } from './rendered-site';
import { precacheRevision, precacheRevisions, withRevisions } from './worker-revisions';

declare module 'fastify' {
  interface FastifyInstance {
    /** Renders a published version off the request, one at a time (decision 124). */
    renders: RenderQueue;
    /** The newest rendered version's pages, served instead of the build's (decision 124). */
    renderedSite: RenderedSiteCache<ServedRender>;
  }
}

interface Page {
  html: string;
  csp: string;
  /** Set on the one page that runs the payment provider's script. */
  permissions?: string;
}

/** A page ready to send: its CSP, its validator and its bytes in each encoding. */
interface ServedPage {
  csp: string;
  permissions: string | undefined;
  etag: string;
  bodies: Compressed & { identity: Buffer };
}

type Encoding = keyof ServedPage['bodies'];

/** A rendered version's route data, sitemap or chat file, ready to send (decisions 124, 125). */
interface ServedFile {
  /** As the file server types the build's copy: none for route data. */
  type: string | undefined;
  etag: string;
  bodies: ServedPage['bodies'];
}

/** A rendered version as this process serves it: pages by address, files by their URL. */
export interface ServedRender {
  pages: Map<string, ServedPage>;
  files: Map<string, ServedFile>;
  /** The build's /sw.js with the precache revisions of what this version replaced (decision 128). */
  worker: ServedFile | undefined;
}

/** The service worker's address, and its type as the file server sends the build's. */
const WORKER = '/sw.js';
const WORKER_TYPE = 'application/javascript; charset=utf-8';

/** The one page that may load the card-payment provider's script (spec section 2). */
const PAYMENT_PAGE = '/checkout';

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

export const hashInlineScripts = (html: string): string[] =>
  [...html.matchAll(INLINE_SCRIPT)]
    .map((match) => match[1] ?? '')
    .filter((body) => body.length > 0)
    .map(sha256);

const STYLE_ATTRIBUTE = /\sstyle="([^"]*)"/g;

const decodeAttribute = (value: string) =>
  value
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/** The distinct style attributes of a page, hashed (a sample site's accent palette). */
export const hashStyleAttributes = (html: string): string[] => [
  ...new Set(
    [...html.matchAll(STYLE_ATTRIBUTE)].map((match) => sha256(decodeAttribute(match[1]!))),
  ),
];

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Adds the payment script to the page's head, and its origin to scripts and connections only. */
function withPaymentScript(page: Page, scriptUrl: string): Page {
  const { origin } = new URL(scriptUrl);
  const tag = `<script src="${escapeAttribute(scriptUrl)}" async></script>`;
  const html = page.html.includes('</head>')
    ? page.html.replace('</head>', () => `${tag}</head>`)
    : `${tag}${page.html}`;
  const csp = page.csp
    .split('; ')
    .map((directive) =>
      /^(script-src|connect-src) /.test(directive) ? `${directive} ${origin}` : directive,
    )
    .join('; ');
  return { html, csp, permissions: permissionsPolicy({ payment: true }) };
}

/** The build's Brotli and gzip copies of a file (scripts/precompress.ts), unless missing or stale. */
async function builtCopies(file: string): Promise<Compressed | undefined> {
  const [source, br, gzip] = await Promise.all(
    [file, `${file}.br`, `${file}.gz`].map((path) => stat(path).catch(() => undefined)),
  );
  // A page edited by hand after the build must not be sent as its old compressed copy.
  if (!source || !br || !gzip || br.mtimeMs < source.mtimeMs || gzip.mtimeMs < source.mtimeMs) {
    return undefined;
  }
  return { br: await readFile(`${file}.br`), gzip: await readFile(`${file}.gz`) };
}

async function servedPage(page: Page, copies: Compressed | undefined): Promise<ServedPage> {
  const identity = Buffer.from(page.html);
  return {
    csp: page.csp,
    permissions: page.permissions,
    etag: weakEtag(identity),
    bodies: { identity, ...(copies ?? (await compressBoth(identity))) },
  };
}

/** A page's HTML ready to send: its CSP hashes, and the payment script on the payment page. */
async function pageToServe(
  path: string,
  html: string,
  paymentScriptUrl: string | undefined,
  copies: () => Promise<Compressed | undefined>,
): Promise<ServedPage> {
  const page = {
    html,
    csp: contentSecurityPolicy(hashInlineScripts(html), hashStyleAttributes(html)),
  };
  return path === PAYMENT_PAGE && paymentScriptUrl
    ? servedPage(withPaymentScript(page, paymentScriptUrl), undefined)
    : servedPage(page, await copies());
}

/**
 * build/client/products/index.html is the page at /products. Each is sent as the build wrote
 * and compressed it; a page without fresh copies, or changed here, is compressed once now.
 */
async function loadPages(
  files: string[],
  siteDir: string,
  paymentScriptUrl: string | undefined,
): Promise<Map<string, ServedPage>> {
  const pages = new Map<string, ServedPage>();
  for (const file of files.filter((f) => f.endsWith(`${sep}index.html`))) {
    const path = `/${relative(siteDir, join(file, '..')).split(sep).join('/')}`;
    const html = await readFile(file, 'utf8');
    pages.set(path, await pageToServe(path, html, paymentScriptUrl, () => builtCopies(file)));
  }
  return pages;
}

/** A page's address from its file: 'index.html' is '/', 'tpi/products/index.html' '/tpi/products'. */
const pathOfFile = (file: string) => `/${file.replace(/(^|\/)index\.html$/, '')}`;

async function servedFile(body: string, type: string | undefined): Promise<ServedFile> {
  const identity = Buffer.from(body);
  return {
    type,
    etag: weakEtag(identity),
    bodies: { identity, ...(await compressBoth(identity)) },
  };
}

/**
 * A rendered version's pages, route data, sitemap and chat files, hashed and compressed once
 * (decisions 124, 125), and the built worker with the revisions of the pages and files it replaces
 * (decision 128). A page's revision is of its HTML as rendered, as the build's is of the file it
 * wrote.
 */
async function servedRender(
  site: RenderedSite,
  paymentScriptUrl: string | undefined,
  builtWorker: string | undefined,
): Promise<ServedRender> {
  const pages = new Map<string, ServedPage>();
  const files = new Map<string, ServedFile>();
  const revisions = new Map<string, string>();
  for (const page of site.pages) {
    const path = pathOfFile(page.file);
    pages.set(path, await pageToServe(path, page.html, paymentScriptUrl, async () => undefined));
    revisions.set(path, precacheRevision(page.html));
    if (page.data) files.set(`/${page.data.file}`, await servedFile(page.data.body, undefined));
  }
  files.set('/sitemap.xml', await servedFile(site.sitemap, SITEMAP_TYPE));
  for (const chat of site.chat) files.set(`/${chat.file}`, await servedFile(chat.body, JSON_TYPE));
  for (const [url, file] of files) revisions.set(url, precacheRevision(file.bodies.identity));
  const worker =
    builtWorker === undefined
      ? undefined
      : await servedFile(withRevisions(builtWorker, revisions), WORKER_TYPE);
  return { pages, files, worker };
}

/** The sitemap's and the chat files' types as the file server sends the build's. */
const SITEMAP_TYPE = 'application/xml; charset=utf-8';
const JSON_TYPE = 'application/json; charset=utf-8';

/** Brotli when the client accepts it, then gzip, else none; `q=0` refuses an encoding. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    weights.set(name === 'x-gzip' ? 'gzip' : name, q ? Number(q.slice(2)) : 1);
  }
  const accepts = (encoding: string) => (weights.get(encoding) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return 'identity';
}

/** The page's bytes in the best encoding the client accepts. */
function sendBody(request: FastifyRequest, reply: FastifyReply, page: Pick<ServedPage, 'bodies'>) {
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(page.bodies[encoding]);
}

/** A page in the best encoding the client accepts; a 200 also answers If-None-Match with a 304. */
function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: ServedPage,
  statusCode = 200,
) {
  reply
    .code(statusCode)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', page.csp)
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding');
  if (page.permissions) reply.header('permissions-policy', page.permissions);
  if (statusCode === 200) {
    reply.header('etag', page.etag);
    if (isNotModified(request, page.etag)) return reply.code(304).send();
  }
  return sendBody(request, reply, page);
}

/** A rendered version's file, with the headers the file server gives the build's copy. */
function sendServedFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: ServedFile,
  url: string,
) {
  reply
    .code(200)
    .header('cache-control', cacheControl(url))
    .header('vary', 'accept-encoding')
    .header('etag', file.etag);
  if (file.type) reply.header('content-type', file.type);
  if (isNotModified(request, file.etag)) return reply.code(304).send();
  return sendBody(request, reply, file);
}

/** React Router's SPA fallback (`ssr: false`): the inbox's one HTML page, rendered down to the root. */
export const ADMIN_SHELL_FILE = '__spa-fallback.html';
export const ADMIN_ROBOTS = 'noindex, nofollow';

/** The inbox's page, with the robots tag for crawlers that read the page but not its headers. */
async function loadAdminShell(
  siteDir: string,
  edit: (html: string) => string = (html) => html,
): Promise<ServedPage | undefined> {
  const file = join(siteDir, ADMIN_SHELL_FILE);
  if (!existsSync(file)) return undefined;
  const built = edit(await readFile(file, 'utf8'));
  const tag = `<meta name="robots" content="${ADMIN_ROBOTS}">`;
  const html = /<head[^>]*>/.test(built)
    ? built.replace(/<head[^>]*>/, (head) => `${head}${tag}`)
    : `${tag}${built}`;
  return servedPage({ html, csp: adminContentSecurityPolicy(hashInlineScripts(html)) }, undefined);
}

/**
 * Staff data is never kept by a cache or shown to crawlers; same-origin referrers keep the Origin
 * header on the inbox's own requests, which the CSRF check reads (helmet's default sends none).
 */
function sendAdminShell(request: FastifyRequest, reply: FastifyReply, page: ServedPage) {
  reply
    .code(200)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', page.csp)
    .header('cache-control', 'no-store')
    .header('x-robots-tag', ADMIN_ROBOTS)
    .header('referrer-policy', 'same-origin')
    .header('vary', 'accept-encoding');
  return sendBody(request, reply, page);
}

const isAdminPath = (url: string) => /^\/admin(\/|\?|$)/.test(url);
/** Tok Pisin pages live under /tpi/ (decision 055); an unknown address there, //tpi/ too, gets their 404. */
const isTokPisinPath = (url: string) => /^\/+tpi(\/|\?|$)/.test(url);
const TOK_PISIN_NOT_FOUND = '/tpi/404';
/** The not-found pages are only ever sent with status 404, never at their own address. */
const isNotFoundPath = (path: string) => path === '/404' || path === TOK_PISIN_NOT_FOUND;

// Hashed build assets never change; everything else is revalidated or kept for a day.
function cacheControl(servedPath: string): string {
  // The build's precompressed copies (sw.js.br) are cached like their originals.
  const path = servedPath.replace(/\.(br|gz)$/, '');
  if (path.includes(`${sep}assets${sep}`)) return 'public, max-age=31536000, immutable';
  // A page's route data (products.data) and the chat's content (chat/en.json) change with each
  // build or publish, like the page itself.
  if (
    path.endsWith('sw.js') ||
    path.endsWith('.webmanifest') ||
    path.endsWith('.data') ||
    path.endsWith('.json')
  ) {
    return 'no-cache';
  }
  return 'public, max-age=86400';
}

// What a script, stylesheet, image or font needs; helmet's document headers and the CSP would
// add ~950 bytes to each, ~20 KB over a first visit's files.
export const SUBRESOURCE_HEADERS: ReadonlySet<string> = new Set([
  'content-type',
  'content-length',
  'content-encoding',
  'content-range',
  'cache-control',
  'etag',
  'last-modified',
  'vary',
  'x-content-type-options',
  'cross-origin-resource-policy',
]);

/** The worker's own response carries the CSP it runs under; every other static file is a subresource. */
const isSubresource = (url: string) => url.split('?')[0] !== WORKER;
/** Hashed files are never revalidated (immutable), so validators would be bytes for nothing. */
const isHashedAsset = (url: string) => url.startsWith('/assets/');

/** Drops every other header; helmet sets its own on the raw response, so both are cleared. */
export function keepOnlySubresourceHeaders(reply: FastifyReply, hashed: boolean): void {
  for (const name of Object.keys(reply.getHeaders())) {
    if (
      SUBRESOURCE_HEADERS.has(name) &&
      !(hashed && (name === 'etag' || name === 'last-modified'))
    ) {
      continue;
    }
    reply.removeHeader(name);
    reply.raw.removeHeader(name);
  }
}

/** The build's /sw.js, when it has a precache list this server can give new revisions. */
async function loadBuiltWorker(siteDir: string, app: FastifyInstance): Promise<string | undefined> {
  const file = join(siteDir, WORKER);
  if (!existsSync(file)) return undefined;
  const worker = await readFile(file, 'utf8');
  if (precacheRevisions(worker).size > 0) return worker;
  // An installed app would keep the build's pages after a publish: worth knowing, not fatal.
  app.log.warn({ file }, 'The service worker holds no precache list this server can revise.');
  return undefined;
}

const FALLBACK_NOT_FOUND =
  '<!doctype html><html lang="en"><meta charset="utf-8"><title>Page not found</title><h1>Page not found</h1><p><a href="/">Go to the home page</a></p></html>';

/**
 * Serves the prerendered pages (each with its own CSP hashes), the built assets, and the 404s.
 * The payment script setting comes from the app's config unless given here.
 */
export async function sitePlugin(
  app: FastifyInstance,
  {
    siteDir,
    paymentScriptUrl = app.config.paymentScriptUrl,
    render,
  }: {
    siteDir: string;
    paymentScriptUrl?: string;
    /** Renders a published version (decision 124); by default the worker on the kept server build. */
    render?: SiteRenderer;
  },
): Promise<void> {
  const files = existsSync(siteDir) ? await listFiles(siteDir) : [];
  const pages = await loadPages(files, siteDir, paymentScriptUrl);
  if (pages.size === 0)
    app.log.warn({ siteDir }, 'No built site found: run `npm run build` to serve the pages.');

  const builtWorker = await loadBuiltWorker(siteDir, app);
  // A publish renders the site off the request (decision 124), when there is a build to render
  // with, and every process serves the newest rendered version from memory.
  const rendered = new RenderedSiteCache(
    app.db,
    app.config.content.refreshMs,
    (site) => servedRender(site, paymentScriptUrl, builtWorker),
    (err) => app.log.error({ err }, 'rendered pages not loaded'),
  );
  app.decorate('renderedSite', rendered);
  const renderer =
    render ??
    (existsSync(join(renderDirOf(siteDir), 'index.js'))
      ? (content) => renderSite({ siteDir, content })
      : undefined);
  app.decorate(
    'renders',
    new RenderQueue(async (version) => {
      // Without a build nothing renders here: the version waits for a process that has one.
      if (!renderer) return false;
      const stored = await renderPublishedVersion(app.db, version, renderer, app.log);
      await rendered.refresh();
      return stored;
    }),
  );
  // A render under way finishes before the database closes.
  app.addHook('onClose', () => app.renders.idle());
  if (renderer) {
    // A version whose render never finished, here or in a process that died, is rendered at
    // start-up or on a later poll (decision 127). Stopped first: onClose hooks run last-in first.
    const unfinished = new Periodic(
      () =>
        renderUnfinished(app.db, app.renders).catch((err: unknown) =>
          app.log.error({ err }, 'unrendered content not looked for'),
        ),
      app.config.content.refreshMs,
    );
    app.addHook('onReady', async () => unfinished.start());
    app.addHook('onClose', () => unfinished.stop());
  }
  if (pages.size > 0) {
    rendered.start();
    app.addHook('onClose', async () => rendered.stop());
  }
  const pageAt = (path: string, built: ServedPage) => rendered.current()?.pages.get(path) ?? built;
  // Files sent in several encodings: caches must keep one copy per Accept-Encoding.
  const precompressed = new Set(
    files.filter((f) => /\.(br|gz)$/.test(f)).map((f) => f.replace(/\.(br|gz)$/, '')),
  );

  for (const [path, page] of pages) {
    if (isNotFoundPath(path)) continue;
    // Already compressed, once: @fastify/compress must not do it again per response.
    app.get(path, { compress: false }, (request, reply) =>
      sendPage(request, reply, pageAt(path, page)),
    );
  }

  // Every address under /admin is the inbox's page; its React routes show what the address names.
  const adminShell = await loadAdminShell(siteDir);
  if (adminShell) {
    for (const path of ['/admin', '/admin/*']) {
      app.get(path, { compress: false }, (request, reply) =>
        sendAdminShell(request, reply, adminShell),
      );
    }
    // A delivered site's editor (issue 46) is the same client-rendered app, without the inbox's frame.
    const editorShell = (await loadAdminShell(siteDir, (html) =>
      html.replace('<div id="inbox-frame"', '<div id="inbox-frame" hidden'),
    ))!;
    for (const path of ['/site-editor', '/tpi/site-editor']) {
      app.get(path, { compress: false }, (request, reply) =>
        sendAdminShell(request, reply, editorShell),
      );
    }
  }

  if (existsSync(siteDir)) {
    await app.register(async (staticFiles) => {
      staticFiles.addHook('onSend', async (request, reply) => {
        if (isSubresource(request.url) && reply.statusCode < 400) {
          keepOnlySubresourceHeaders(reply, isHashedAsset(request.url));
        }
      });
      await staticFiles.register(fastifyStatic, {
        root: siteDir,
        index: false,
        redirect: false,
        serveDotFiles: false,
        cacheControl: false,
        // The build writes brotli and gzip copies of text files (scripts/precompress.ts).
        preCompressed: true,
        // Pages and their copies are sent by the routes above, with their CSP; a path ending in /
        // names a folder, never a file (the file server would answer it 403).
        allowedPath: (path) => !path.endsWith('/') && !/\.html(\.br|\.gz)?$/.test(path),
        setHeaders: (res, path) => {
          res.setHeader('cache-control', cacheControl(path));
          if (precompressed.has(path.replace(/\.(br|gz)$/, ''))) {
            res.setHeader('vary', 'accept-encoding');
          }
        },
      });
      // A rendered version's route data, sitemap and chat files, else the build's (decisions 124, 125).
      const chatFiles = new Set(langs.map((lang) => join(siteDir, chatContentPath(lang))));
      const renderedFiles = files
        .filter(
          (f) => f.endsWith('.data') || f === join(siteDir, 'sitemap.xml') || chatFiles.has(f),
        )
        .map((f) => `/${relative(siteDir, f).split(sep).join('/')}`);
      for (const url of renderedFiles) {
        staticFiles.get(url, { compress: false }, (request, reply) => {
          const file = rendered.current()?.files.get(url);
          return file ? sendServedFile(request, reply, file, url) : reply.sendFile(url.slice(1));
        });
      }
      // The worker that precaches a rendered version's pages under their new revisions (decision 128).
      if (builtWorker !== undefined) {
        staticFiles.get(WORKER, { compress: false }, (request, reply) => {
          const worker = rendered.current()?.worker;
          return worker
            ? sendServedFile(request, reply, worker, WORKER)
            : reply.sendFile(WORKER.slice(1));
        });
      }
    });
  }

  const notFoundPage =
    pages.get('/404') ??
    (await servedPage({ html: FALLBACK_NOT_FOUND, csp: contentSecurityPolicy() }, undefined));
  const tokPisinNotFoundPage = pages.get(TOK_PISIN_NOT_FOUND) ?? notFoundPage;
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') {
      return reply.code(404).send({
        error: `There is no API endpoint at ${request.method} ${request.url.split('?')[0]}.`,
      });
    }
    // The inbox's pages are only read; its writes go to /api/admin.
    if (isAdminPath(request.url) && request.method !== 'GET' && request.method !== 'HEAD') {
      return reply
        .code(405)
        .header('allow', 'GET, HEAD')
        .send({ error: 'The inbox pages can only be read; changes go through /api/admin.' });
    }
    const page = isTokPisinPath(request.url)
      ? pageAt(TOK_PISIN_NOT_FOUND, tokPisinNotFoundPage)
      : pageAt('/404', notFoundPage);
    return sendPage(request, reply, page, 404);
  });
}
