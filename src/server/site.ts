import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { contentSecurityPolicy } from './content-security-policy';

interface Page {
  html: string;
  csp: string;
}

/** The one page that may load the card-payment provider's script (spec section 2). */
const PAYMENT_PAGE = '/checkout';

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

const hashInlineScripts = (html: string): string[] =>
  [...html.matchAll(INLINE_SCRIPT)]
    .map((match) => match[1] ?? '')
    .filter((body) => body.length > 0)
    .map((body) => `sha256-${createHash('sha256').update(body).digest('base64')}`);

async function findHtmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && e.name === 'index.html')
    .map((e) => join(e.parentPath, e.name));
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
  return { html, csp };
}

/** build/client/products/index.html is the page at /products. */
async function loadPages(
  siteDir: string,
  paymentScriptUrl: string | undefined,
): Promise<Map<string, Page>> {
  const pages = new Map<string, Page>();
  for (const file of await findHtmlFiles(siteDir)) {
    const path = `/${relative(siteDir, join(file, '..')).split(sep).join('/')}`;
    const html = await readFile(file, 'utf8');
    const page = { html, csp: contentSecurityPolicy(hashInlineScripts(html)) };
    pages.set(
      path,
      path === PAYMENT_PAGE && paymentScriptUrl ? withPaymentScript(page, paymentScriptUrl) : page,
    );
  }
  return pages;
}

const sendPage = (reply: FastifyReply, page: Page, statusCode = 200) =>
  reply
    .code(statusCode)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', page.csp)
    .header('cache-control', 'no-cache')
    .send(page.html);

// Hashed build assets never change; everything else is revalidated or kept for a day.
function cacheControl(servedPath: string): string {
  // The build's precompressed copies (sw.js.br) are cached like their originals.
  const path = servedPath.replace(/\.(br|gz)$/, '');
  if (path.includes(`${sep}assets${sep}`)) return 'public, max-age=31536000, immutable';
  if (path.endsWith('sw.js') || path.endsWith('.webmanifest')) return 'no-cache';
  return 'public, max-age=86400';
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
  }: { siteDir: string; paymentScriptUrl?: string },
): Promise<void> {
  const pages = existsSync(siteDir)
    ? await loadPages(siteDir, paymentScriptUrl)
    : new Map<string, Page>();
  if (pages.size === 0)
    app.log.warn({ siteDir }, 'No built site found: run `npm run build` to serve the pages.');

  for (const [path, page] of pages) {
    if (path === '/404') continue;
    app.get(path, (_request, reply) => sendPage(reply, page));
  }

  if (existsSync(siteDir)) {
    await app.register(fastifyStatic, {
      root: siteDir,
      index: false,
      redirect: false,
      serveDotFiles: false,
      cacheControl: false,
      // The build writes brotli and gzip copies of text assets (scripts/precompress.ts).
      preCompressed: true,
      allowedPath: (path) => !path.endsWith('.html'),
      setHeaders: (res, path) => res.setHeader('cache-control', cacheControl(path)),
    });
  }

  const notFoundPage = pages.get('/404') ?? {
    html: FALLBACK_NOT_FOUND,
    csp: contentSecurityPolicy(),
  };
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') {
      return reply.code(404).send({
        error: `There is no API endpoint at ${request.method} ${request.url.split('?')[0]}.`,
      });
    }
    return sendPage(reply, notFoundPage, 404);
  });
}
