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

/** build/client/products/index.html is the page at /products. */
async function loadPages(siteDir: string): Promise<Map<string, Page>> {
  const pages = new Map<string, Page>();
  for (const file of await findHtmlFiles(siteDir)) {
    const folder = relative(siteDir, join(file, '..')).split(sep).join('/');
    const html = await readFile(file, 'utf8');
    pages.set(`/${folder}`, { html, csp: contentSecurityPolicy(hashInlineScripts(html)) });
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
function cacheControl(path: string): string {
  if (path.includes(`${sep}assets${sep}`)) return 'public, max-age=31536000, immutable';
  if (path.endsWith('sw.js') || path.endsWith('.webmanifest')) return 'no-cache';
  return 'public, max-age=86400';
}

const FALLBACK_NOT_FOUND =
  '<!doctype html><html lang="en"><meta charset="utf-8"><title>Page not found</title><h1>Page not found</h1><p><a href="/">Go to the home page</a></p></html>';

/** Serves the prerendered pages (each with its own CSP hashes), the built assets, and the 404s. */
export async function sitePlugin(
  app: FastifyInstance,
  { siteDir }: { siteDir: string },
): Promise<void> {
  const pages = existsSync(siteDir) ? await loadPages(siteDir) : new Map<string, Page>();
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
