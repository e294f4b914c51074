import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeliveredSiteRenderer } from '../../src/server/sites/delivery';
import type { DomainLookup } from '../../src/server/sites/site-domains';
import { type Signed, as } from '../helpers/admin-session';
import { ownerReadyToInvoice } from '../helpers/invoicing';
import { personalisation, quote } from '../helpers/payloads';
import { type TestApp, createTestApp, json } from '../helpers/test-app';

// Issue 46, point 3: Caddy (Debian's package, installed by .ci/run) gets certificates on demand
// from its internal CA, and asks our server first (GET /api/sites/tls-allowed?domain=): a
// delivered site's host, or its owner's domain once its DNS points here (decision 138), is served
// over HTTPS; any other host is refused in the handshake.

const render: DeliveredSiteRenderer = async (job) => [
  { path: '/', type: 'text/html; charset=utf-8', body: `<h1>${job.personalisation?.name}</h1>` },
  { path: '/404', type: 'text/html; charset=utf-8', body: '<h1>Page not found</h1>' },
];

/** The CNAME records of the test's DNS. */
const dnsRecords = new Map<string, string[]>();
const dns: DomainLookup = {
  cnames: async (host) => dnsRecords.get(host) ?? [],
  addresses: async () => [],
};

/** A port nothing listens on now. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const until = async (check: () => boolean | Promise<boolean>, what: string, ms = 20_000) => {
  for (const started = Date.now(); !(await check());) {
    if (Date.now() - started > ms) throw new Error(`Waited ${ms} ms for ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

/** A GET over TLS to Caddy for `host` (resolved to 127.0.0.1), trusting Caddy's root only. */
const getOverTls = (port: number, host: string, ca: string) =>
  new Promise<{ status: number; body: string; issuer: string }>((resolve, reject) => {
    const req = httpsRequest(
      { host: '127.0.0.1', port, servername: host, headers: { host }, ca, path: '/' },
      (res) => {
        const issuer = (res.socket as import('node:tls').TLSSocket).getPeerCertificate().issuer
          ?.CN as string;
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, issuer }));
      },
    );
    req.setTimeout(15_000, () => req.destroy(new Error('timed out')));
    req.once('error', reject);
    req.end();
  });

describe('Caddy on-demand TLS for delivered sites', () => {
  let t: TestApp;
  let owner: Signed;
  let caddy: ChildProcess;
  let dir: string;
  let httpsPort: number;
  let caddyLog = '';

  beforeAll(async () => {
    t = await createTestApp(
      'sqlite',
      {
        publicUrl: 'https://kumuldigital.example',
        sites: { domain: 'sites.example', storageBytes: 50_000_000 },
      },
      { sendMail: false, renderDelivered: render, dns },
    );
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const appPort = (t.app.server.address() as { port: number }).port;
    owner = await ownerReadyToInvoice(t);

    dir = mkdtempSync(join(tmpdir(), 'caddy-tls-'));
    httpsPort = await freePort();
    const [httpPort, adminPort] = [await freePort(), await freePort()];
    const config = join(dir, 'Caddyfile');
    writeFileSync(
      config,
      `{
	admin 127.0.0.1:${adminPort}
	http_port ${httpPort}
	https_port ${httpsPort}
	skip_install_trust
	local_certs
	storage file_system ${join(dir, 'data')}
	on_demand_tls {
		ask http://127.0.0.1:${appPort}/api/sites/tls-allowed
	}
}
https:// {
	tls {
		on_demand
	}
	reverse_proxy 127.0.0.1:${appPort}
}
`,
    );
    caddy = spawn('caddy', ['run', '--config', config, '--adapter', 'caddyfile'], {
      env: { ...process.env, HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    caddy.stderr?.on('data', (chunk: Buffer) => (caddyLog = `${caddyLog}${chunk}`.slice(-20_000)));
    caddy.once('error', (error) => {
      caddyLog += `\n${error.message} (is Debian's caddy package installed? .ci/run installs it)`;
    });
    await until(
      () => existsSync(join(dir, 'data', 'pki', 'authorities', 'local', 'root.crt')),
      `Caddy's local CA\n${caddyLog}`,
    );
  }, 60_000);

  afterAll(async () => {
    caddy?.kill();
    await t?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('serves a delivered site over HTTPS with a certificate of its own, and refuses other hosts', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/quote-request',
      ...json({
        ...quote,
        items: [
          { id: 2, quantity: 1, personalisation: { ...personalisation, name: 'Hagen Coffee' } },
        ],
      }),
    });
    const { reference } = sent.json() as { reference: string };
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/quotes/${reference}`,
      ...as(owner, { status: 'won' }),
    });
    const delivered = await t.app.inject({
      method: 'POST',
      url: `/api/admin/quotes/${reference}/sites`,
      ...as(owner),
    });
    expect(delivered.statusCode, delivered.body).toBe(201);
    await t.app.sites.renderWaiting();

    const ca = readFileSync(join(dir, 'data', 'pki', 'authorities', 'local', 'root.crt'), 'utf8');
    const site = await getOverTls(httpsPort, 'hagen-coffee.sites.example', ca);
    expect(site.status).toBe(200);
    expect(site.body).toContain('Hagen Coffee');
    expect(site.issuer).toMatch(/Caddy Local Authority/);

    // Caddy asks, our server answers 404, and no certificate is made: the handshake fails.
    await expect(getOverTls(httpsPort, 'unknown.sites.example', ca)).rejects.toThrow();
    await expect(getOverTls(httpsPort, 'evil.example.com', ca)).rejects.toThrow();

    // The customer's own domain: refused while its DNS points elsewhere, then certified and served.
    const domain = 'www.hagencoffee.example.pg';
    const { id: siteId } = await t.app.db
      .selectFrom('sites')
      .select('id')
      .executeTakeFirstOrThrow();
    const giveDomain = () =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/sites/${siteId}`,
        ...as(owner, { domain }),
      });
    expect((await giveDomain()).statusCode).toBe(200);
    await expect(getOverTls(httpsPort, domain, ca)).rejects.toThrow();
    dnsRecords.set(domain, ['hagen-coffee.sites.example']);
    expect((await giveDomain()).json().sites[0].domain.verified).toBe(true);
    await t.app.sites.renderWaiting();
    const own = await getOverTls(httpsPort, domain, ca);
    expect(own.status).toBe(200);
    expect(own.body).toContain('Hagen Coffee');
    expect(own.issuer).toMatch(/Caddy Local Authority/);
  }, 60_000);
});
