import { gunzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Compressed, compressBoth } from '../compression';
import { contentSecurityPolicy } from '../content-security-policy';
import { readLogo } from '../db/repositories/logos';
import { readSitePicture } from '../db/repositories/site-editor';
import { checkedDomains } from '../db/repositories/site-domains';
import { type SiteRow, readSiteRender, siteAtHost } from '../db/repositories/sites';
import { HttpError } from '../http-error';
import { isNotModified, weakEtag } from '../etag';
import { hashInlineScripts, hashStyleAttributes, preferredEncoding } from '../site';
import {
  type DeliveredSiteRenderer,
  PRODUCT_ACTOR,
  type StoredSiteFile,
  logoHashOf,
  renderJobOf,
  renderWaitingSites,
} from './delivery';
import { labelAt } from './site-address';
import { type DomainLookup, checkPendingDomains } from './site-domains';
import { PREVIEW_PATH, readSitePreview } from './site-previews';

// Delivered sites served by host (issue 46, decisions 137 and 138). A request for
// `<label>.<SITES_DOMAIN>` or a site's checked domain is answered here, before any route: the site's stored render (kept in memory, its version
// looked up again every CONTENT_REFRESH_SECONDS), its 404, or a neutral page while it is
// suspended. Only the build's hashed files and sample pictures pass through to the file server.
// Any other host is the agency's, served as before.

declare module 'fastify' {
  interface FastifyInstance {
    sites: DeliveredSites;
  }
}

/** A file ready to send: its validator and its bytes, compressed when that makes them smaller. */
interface ServedSiteFile {
  type: string;
  csp: string | undefined;
  etag: string;
  /** Text files keep only their compressed bodies (a few kB a page): identity is unzipped on demand. */
  bodies: Compressed | { identity: Buffer };
}

type Resolved =
  | { kind: 'none' }
  | { kind: 'waiting' | 'suspended'; siteId: number }
  | { kind: 'live'; siteId: number; version: number; files: Map<string, ServedSiteFile> };

interface Entry {
  checkedAt: number;
  resolved: Promise<Resolved>;
}

/**
 * Hosts kept in memory at most: the least recently asked for goes first. A site's files take
 * about 20 kB compressed (a page, its 404, manifest, worker and icon), so 2,000 take some 40 MB.
 */
const HOSTS_KEPT = 2000;

const HTML_TYPE = 'text/html; charset=utf-8';

/** How often domains given lately are checked again by themselves. */
const DOMAIN_CHECK_MS = 5 * 60 * 1000;

/** What a visitor may post to a site's host: its forms, and its loyalty programme's. */
const SITE_POSTS = /^\/(forms\/[^/]+|rewards\/(join|sign-in))$/;

/** Files every site passes to the file server: the build's hashed assets and sample pictures. */
const SHARED_FILES = /^\/(assets|images)\//;

/** A stored file ready to send: its compressed bodies as the render stored them, or made now. */
async function servedFile(file: StoredSiteFile): Promise<ServedSiteFile> {
  const identity = Buffer.from(file.body);
  const html = file.type.startsWith('text/html');
  const compressed =
    file.br !== undefined && file.gzip !== undefined
      ? { br: Buffer.from(file.br, 'base64'), gzip: Buffer.from(file.gzip, 'base64') }
      : await compressBoth(identity);
  return {
    type: file.type,
    csp: html
      ? contentSecurityPolicy(hashInlineScripts(file.body), hashStyleAttributes(file.body))
      : undefined,
    etag: weakEtag(identity),
    bodies: compressed,
  };
}

const NEUTRAL_PAGES = {
  suspended: 'This website is not available at the moment.',
  waiting: 'This website is being published. Please try again in a minute.',
} as const;

const neutralPage = (sentence: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Website unavailable</title></head><body style="margin:0;font-family:system-ui,sans-serif;color:#44403c"><main style="max-width:32rem;margin:0 auto;padding:5rem 1.5rem"><p style="font-size:1.25rem;line-height:1.6">${sentence}</p></main></body></html>`;

const UNKNOWN_HOST =
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>No website here</title></head><body style="margin:0;font-family:system-ui,sans-serif;color:#44403c"><main style="max-width:32rem;margin:0 auto;padding:5rem 1.5rem"><h1 style="font-size:1.5rem">No website here</h1><p style="line-height:1.6">There is no website at this address.</p></main></body></html>';

export class DeliveredSites {
  readonly #app: FastifyInstance;
  readonly #render: DeliveredSiteRenderer | undefined;
  readonly #entries = new Map<string, Entry>();
  readonly #agencyHost: string;
  /** Checked domains and their sites' labels, read again every CONTENT_REFRESH_SECONDS. */
  #domainLabels: Map<string, string> | undefined;
  #domainsReadAt = 0;
  #domainsReading: Promise<void> | undefined;
  #running: Promise<void> | undefined;
  #again = false;
  /** Asks the DNS where a customer's domain points. */
  readonly dns: DomainLookup;

  constructor(app: FastifyInstance, render: DeliveredSiteRenderer | undefined, dns: DomainLookup) {
    this.#app = app;
    this.#render = render;
    this.dns = dns;
    this.#agencyHost = new URL(app.config.publicUrl).hostname;
  }

  /** The label of the site a host names (its own or its checked domain); undefined for any other. */
  async labelOfHost(host: string): Promise<string | undefined> {
    const label = labelAt(host, this.#app.config.sites.domain);
    if (label !== undefined || host === this.#agencyHost) return label;
    return this.#labelOfDomain(host);
  }

  async #labelOfDomain(host: string): Promise<string | undefined> {
    const now = Date.now();
    if (now - this.#domainsReadAt >= this.#app.config.content.refreshMs && !this.#domainsReading) {
      this.#domainsReadAt = now;
      this.#domainsReading = checkedDomains(this.#app.db)
        .then(
          (rows) => {
            this.#domainLabels = new Map(rows.map((row) => [row.domain!, row.label]));
          },
          // The agency's own pages never wait on a database that fails: the last list stands.
          (err: unknown) => this.#app.log.warn({ err }, 'checked domains not read'),
        )
        .finally(() => {
          this.#domainsReading = undefined;
        });
    }
    // Only a process without a list waits for the read; later reads refresh behind the one in hand.
    if (!this.#domainLabels) await this.#domainsReading;
    return this.#domainLabels?.get(host.toLowerCase().replace(/\.$/, ''));
  }

  /**
   * Renders the sites waiting for one now, or again once the run under way ends; resolves when
   * nothing waits. Without a build to render with, sites wait for a process that has one.
   */
  renderWaiting(): Promise<void> {
    const render = this.#render;
    if (!render) return Promise.resolve();
    if (this.#running) {
      this.#again = true;
      return this.#running;
    }
    this.#running = (async () => {
      do {
        this.#again = false;
        await renderWaitingSites(this.#app, render).catch((err: unknown) =>
          this.#app.log.error({ err }, 'waiting sites not rendered'),
        );
      } while (this.#again);
    })().finally(() => {
      this.#running = undefined;
    });
    return this.#running;
  }

  /** The page of a site as its row says, rendered now (a preview of unpublished changes). */
  async renderPreview(site: SiteRow): Promise<string> {
    if (!this.#render) {
      throw new HttpError(503, 'Previews cannot be made just now: please publish instead.');
    }
    try {
      const files = await this.#render(await renderJobOf(this.#app, site));
      return files.find((file) => file.path === '/')!.body;
    } catch (err) {
      this.#app.log.error({ err, site: site.id }, 'site preview not rendered');
      throw new HttpError(503, 'The preview could not be made just now: please try again.');
    }
  }

  /** Resolves when no render runs. */
  idle(): Promise<void> {
    return this.#running ?? Promise.resolve();
  }

  /** What a site host shows now; looked up again once CONTENT_REFRESH_SECONDS have passed. */
  resolve(label: string): Promise<Resolved> {
    const now = Date.now();
    const entry = this.#entries.get(label);
    if (entry && now - entry.checkedAt < this.#app.config.content.refreshMs) {
      // Most recently used last: the first key is the one to drop.
      this.#entries.delete(label);
      this.#entries.set(label, entry);
      return entry.resolved;
    }
    const before = entry?.resolved;
    const resolved = this.#load(label, before).catch((error: unknown) => {
      // A failed lookup is not kept: the next request asks the database again.
      this.#entries.delete(label);
      throw error;
    });
    this.#entries.delete(label);
    this.#entries.set(label, { checkedAt: now, resolved });
    while (this.#entries.size > HOSTS_KEPT) {
      this.#entries.delete(this.#entries.keys().next().value!);
    }
    return resolved;
  }

  /** Drops what this process keeps of a site: its next request reads it again. */
  forget(siteId: number): void {
    // The next request waits for the domains read anew: one may have been checked or taken off.
    this.#domainLabels = undefined;
    this.#domainsReadAt = 0;
    for (const [label, entry] of this.#entries) {
      void entry.resolved.then(
        (resolved) => {
          if (resolved.kind !== 'none' && resolved.siteId === siteId) this.#entries.delete(label);
        },
        () => undefined,
      );
    }
  }

  async #load(label: string, before: Promise<Resolved> | undefined): Promise<Resolved> {
    const site = await siteAtHost(this.#app.db, { label });
    if (!site) return { kind: 'none' };
    if (site.status === 'suspended') return { kind: 'suspended', siteId: site.id };
    if (site.rendered_version < 1) return { kind: 'waiting', siteId: site.id };
    const previous = await before?.catch(() => undefined);
    if (
      previous?.kind === 'live' &&
      previous.siteId === site.id &&
      previous.version === site.rendered_version
    ) {
      return previous;
    }
    const render = await readSiteRender(this.#app.db, site.id);
    if (!render) return { kind: 'waiting', siteId: site.id };
    const files = new Map<string, ServedSiteFile>();
    for (const file of JSON.parse(render.files) as StoredSiteFile[]) {
      if (file.path.startsWith('/')) files.set(file.path, await servedFile(file));
    }
    const hash = logoHashOf(site);
    const logo = hash ? await readLogo(this.#app.db, hash) : undefined;
    if (logo) {
      // A WebP is compressed already: it is sent as it is.
      files.set('/logo.webp', {
        type: logo.contentType,
        csp: undefined,
        etag: weakEtag(logo.bytes),
        bodies: { identity: logo.bytes },
      });
    }
    return { kind: 'live', siteId: site.id, version: render.version, files };
  }
}

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  file: ServedSiteFile,
  statusCode = 200,
) {
  reply
    .code(statusCode)
    .header('content-type', file.type)
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding')
    .header('etag', file.etag);
  if (file.csp) reply.header('content-security-policy', file.csp);
  if (statusCode === 200 && isNotModified(request, file.etag)) return reply.code(304).send();
  const { bodies } = file;
  if ('identity' in bodies) return reply.send(bodies.identity);
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  // Nearly every client takes Brotli or gzip; the rare one that takes neither gets it unzipped.
  if (encoding === 'identity') return reply.send(gunzipSync(bodies.gzip));
  return reply.header('content-encoding', encoding).send(bodies[encoding]);
}

const sendHtml = (reply: FastifyReply, statusCode: number, html: string) =>
  reply
    .code(statusCode)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', contentSecurityPolicy([], hashStyleAttributes(html)))
    .send(html);

/**
 * Answers requests for delivered sites' hosts, renders waiting sites off the request (at start-up,
 * every CONTENT_REFRESH_SECONDS, and when a payment or staff wake it), and lets Caddy ask whether
 * a host may have a certificate.
 */
export function serveSites(
  app: FastifyInstance,
  render: DeliveredSiteRenderer | undefined,
  dns: DomainLookup,
): void {
  const sites = new DeliveredSites(app, render, dns);
  app.decorate('sites', sites);
  const domain = app.config.sites.domain;

  app.addHook('onRequest', async (request, reply) => {
    const label = await sites.labelOfHost(request.hostname);
    // Any other host is the agency's: its routes answer.
    if (label === undefined) return;
    const path = request.url.split('?')[0]!;
    if (SHARED_FILES.test(path) && (request.method === 'GET' || request.method === 'HEAD')) {
      return;
    }
    // A visitor's message, or a loyalty member's join or sign-in, goes to its route (site-forms.ts,
    // site-loyalty.ts), with its rate limit.
    if (request.method === 'POST' && SITE_POSTS.test(path)) return;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply
        .code(405)
        .header('allow', 'GET, HEAD')
        .send({ error: 'This website\u2019s pages can only be read.' });
    }
    const site = await sites.resolve(label);
    if (site.kind === 'none') return sendHtml(reply, 404, UNKNOWN_HOST);
    if (site.kind !== 'live') {
      reply.header('retry-after', '60');
      return sendHtml(reply, 503, neutralPage(NEUTRAL_PAGES[site.kind]));
    }
    const picture = /^\/pictures\/([0-9a-f]{64})\.webp$/.exec(path)?.[1];
    if (picture) {
      const stored = await readSitePicture(app.db, site.siteId, picture);
      if (stored) {
        // Named by its bytes: it never changes.
        return reply
          .header('content-type', stored.content_type)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(Buffer.from(stored.data));
      }
    }
    if (path.startsWith(PREVIEW_PATH)) {
      const id = path.slice(PREVIEW_PATH.length);
      const page = await readSitePreview(app.db, site.siteId, id, new Date());
      if (page) {
        reply.header('x-robots-tag', 'noindex');
        return send(request, reply, await servedFile({ path, type: HTML_TYPE, body: page }));
      }
    }
    const file = site.files.get(path);
    return file ? send(request, reply, file) : send(request, reply, site.files.get('/404')!, 404);
  });

  // Caddy asks before it gets a certificate for a host (on-demand TLS): only a live site's.
  app.get('/api/sites/tls-allowed', async (request, reply) => {
    const host = String((request.query as { domain?: unknown }).domain ?? '').toLowerCase();
    const label = labelAt(host, domain);
    const site = await siteAtHost(app.db, label === undefined ? { domain: host } : { label });
    if (site?.status === 'live') return reply.code(200).send({ allowed: true });
    const shown = host || 'that host';
    return reply.code(404).send({ error: `No delivered site is at ${shown}.` });
  });

  let timer: NodeJS.Timeout | undefined;
  let domainTimer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    void sites.renderWaiting();
    timer = setInterval(() => void sites.renderWaiting(), app.config.content.refreshMs).unref();
    domainTimer = setInterval(
      () =>
        void checkPendingDomains(app, PRODUCT_ACTOR).catch((err: unknown) =>
          app.log.error({ err }, 'pending domains not checked'),
        ),
      DOMAIN_CHECK_MS,
    ).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    clearInterval(domainTimer);
    await sites.idle();
  });
}
