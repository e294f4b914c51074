import { mkdtempSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import http from 'node:http';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, type Page, chromium } from '@playwright/test';
import { agencyPaths, templatePaths } from '../src/web/app/paths';
import { startBuiltSite } from './built-site';
import { chromiumFlags, chromiumPath } from './chromium';

// `npm run weigh`: the bytes a new visitor's phone downloads, counted on the wire by a reverse
// proxy in front of the built server (response headers and bodies, compressed as the server sent
// them). Each page is weighed three times:
//   page          fresh profile, service workers blocked: navigation until load and 1 s of quiet
//   with install  fresh profile, workers allowed: until the worker controls the page and 2 s of
//                 quiet (the precache included)
//   repeat        the same profile, a new tab on the same page: until load and 1 s of quiet
// It prints figures; it exits 1 when a page is over a budget.
//
//   node --import tsx scripts/weigh.ts                every public page
//   node --import tsx scripts/weigh.ts / /products    these pages
//   add --verbose to list each response (URL, status, content-encoding, bytes) per phase

// kB as Vite and scripts/budget.ts print them (1000 bytes).
const KB = 1000;
const PHASES = ['page', 'with install', 'repeat'] as const;
type Phase = (typeof PHASES)[number];
// Issue 11, in kB on the wire.
const BUDGETS_KB: Record<Phase, number> = { page: 150, 'with install': 300, repeat: 5 };
const QUIET_MS = 1000;
const INSTALL_QUIET_MS = 2000;
// A page whose network never rests is a finding too, not a reason to wait for ever.
const SETTLE_LIMIT_MS = 60_000;

// /home is an alias of /; /offline and /404 are never a visitor's first page.
const ROUTES = [...agencyPaths.filter((path) => path !== '/home'), ...templatePaths];

interface Sent {
  url: string;
  status: number;
  encoding: string;
  bytes: number;
}

/** A reverse proxy that counts what it writes to the browser's sockets. */
async function startProxy(target: string) {
  const upstream = new URL(target);
  const agent = new http.Agent({ keepAlive: true });
  const sockets = new Set<Socket>();
  const responses: Sent[] = [];
  let inFlight = 0;
  let lastActivity = Date.now();

  const server = http.createServer((request, reply) => {
    const socket = request.socket;
    const before = socket.bytesWritten;
    let encoding = '-';
    inFlight += 1;
    lastActivity = Date.now();
    // Headers go through untouched (Accept-Encoding included) but for hop-by-hop ones.
    const forward = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: request.headers,
        agent,
      },
      (answer) => {
        const { connection: _c, 'keep-alive': _k, ...headers } = answer.headers;
        encoding = answer.headers['content-encoding'] ?? '-';
        reply.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(reply);
      },
    );
    forward.on('error', () => reply.destroy());
    request.pipe(forward);
    reply.on('close', () => {
      inFlight -= 1;
      lastActivity = Date.now();
      responses.push({
        url: request.url ?? '',
        status: reply.statusCode,
        encoding,
        bytes: socket.bytesWritten - before,
      });
    });
  });
  server.on('connection', (socket: Socket) => sockets.add(socket));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };

  const written = () => [...sockets].reduce((sum, socket) => sum + socket.bytesWritten, 0);
  return {
    origin: `http://127.0.0.1:${port}`,
    /** A starting point: what has been written and answered so far. */
    mark: () => ({ bytes: written(), responses: responses.length }),
    since: (mark: { bytes: number; responses: number }) => ({
      bytes: written() - mark.bytes,
      responses: responses.slice(mark.responses),
    }),
    /** Resolves once no request is open and nothing has moved for `ms`. */
    async quiet(ms: number): Promise<void> {
      const deadline = Date.now() + SETTLE_LIMIT_MS;
      while (inFlight > 0 || Date.now() - lastActivity < ms) {
        if (Date.now() > deadline) throw new Error('the network was not quiet within 60 s');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    close: async () => {
      server.closeAllConnections();
      server.close();
      agent.destroy();
    },
  };
}
type Proxy = Awaited<ReturnType<typeof startProxy>>;

/** A new visitor's browser: a fresh profile on a phone-sized screen. */
async function freshPhone(serviceWorkers: 'allow' | 'block') {
  const profile = mkdtempSync(join(tmpdir(), 'kumul-weigh-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: chromiumFlags,
    serviceWorkers,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

interface Weighed {
  bytes: number;
  responses: Sent[];
}

async function visit(page: Page, url: string, proxy: Proxy, settled: () => Promise<void>) {
  const mark = proxy.mark();
  await page.goto(url, { waitUntil: 'load' });
  await settled();
  return proxy.since(mark);
}

/** What the worker keeps, per cache: entries and their bytes as stored (uncompressed). */
async function cacheStorage(page: Page) {
  return page.evaluate(async () =>
    Promise.all(
      (await caches.keys()).map(async (name) => {
        const cache = await caches.open(name);
        const requests = await cache.keys();
        let bytes = 0;
        for (const request of requests) {
          bytes += (await (await cache.match(request))?.arrayBuffer())?.byteLength ?? 0;
        }
        return { name, entries: requests.length, bytes };
      }),
    ),
  );
}

async function weigh(route: string, proxy: Proxy, showCaches: boolean) {
  const url = `${proxy.origin}${route}`;
  const elsewhere = new Set<string>();
  const watch = (context: BrowserContext) =>
    context.on('request', (request) => {
      const target = request.url();
      if (/^https?:/.test(target) && !target.startsWith(proxy.origin)) elsewhere.add(target);
    });

  let page: Weighed;
  let install: Weighed;
  let repeat: Weighed;
  const blocked = await freshPhone('block');
  try {
    watch(blocked.context);
    const tab = blocked.context.pages()[0] ?? (await blocked.context.newPage());
    page = await visit(tab, url, proxy, () => proxy.quiet(QUIET_MS));
  } finally {
    await blocked.close();
  }

  const phone = await freshPhone('allow');
  try {
    watch(phone.context);
    const first = phone.context.pages()[0] ?? (await phone.context.newPage());
    install = await visit(first, url, proxy, async () => {
      await first.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
        timeout: SETTLE_LIMIT_MS,
      });
      await proxy.quiet(INSTALL_QUIET_MS);
    });
    if (showCaches) {
      for (const { name, entries, bytes } of await cacheStorage(first)) {
        console.log(`  Cache Storage ${name}: ${entries} entries, ${kb(bytes)} kB as stored`);
      }
    }
    // The first tab is closed, as a visitor's would be by the time they come back.
    const second = await phone.context.newPage();
    await first.close();
    repeat = await visit(second, url, proxy, () => proxy.quiet(QUIET_MS));
  } finally {
    await phone.close();
  }
  const weighed: Record<Phase, Weighed> = { page, 'with install': install, repeat };
  return { route, weighed, elsewhere: [...elsewhere] };
}

const kb = (bytes: number) => (bytes / KB).toFixed(1);

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const verbose = args.includes('--verbose');
  const chosen = args.filter((arg) => arg.startsWith('/'));
  const routes = chosen.length > 0 ? chosen : ROUTES;

  const site = await startBuiltSite('weigh');
  const proxy = await startProxy(site.origin);
  const rows: Awaited<ReturnType<typeof weigh>>[] = [];
  const failures: string[] = [];
  try {
    console.log(`Weighing through ${proxy.origin} (server ${site.origin}) with ${chromiumPath}`);
    for (const route of routes) {
      process.stdout.write(`  weighing ${route} ...\n`);
      try {
        rows.push(await weigh(route, proxy, rows.length === 0));
      } catch (error) {
        failures.push(`${route}: ${(error as Error).message.split('\n')[0]}`);
        continue;
      }
      const row = rows.at(-1)!;
      for (const target of row.elsewhere) console.log(`  not counted (another origin): ${target}`);
      if (!verbose) continue;
      for (const phase of PHASES) {
        const { bytes, responses } = row.weighed[phase];
        console.log(`  ${phase}: ${kb(bytes)} kB in ${responses.length} responses`);
        for (const response of responses) {
          console.log(
            `    ${kb(response.bytes).padStart(7)}  ${response.status}  ${response.encoding.padEnd(4)}  ${response.url}`,
          );
        }
      }
    }
  } finally {
    await proxy.close();
    await site.stop();
  }

  const width = Math.max(12, ...rows.map((row) => row.route.length)) + 2;
  const cells = (values: string[]) =>
    values.map((value, i) => value.padStart(PHASES[i]!.length + 3)).join('');
  console.log(`\nBytes on the wire, new visitor on a phone (kB = ${KB} bytes, headers included)`);
  console.log(`${'route'.padEnd(width)}${cells([...PHASES])}`);
  console.log(`${'budget'.padEnd(width)}${cells(PHASES.map((phase) => `${BUDGETS_KB[phase]} `))}`);
  const over: string[] = [];
  for (const { route, weighed } of rows) {
    const isOver = (phase: Phase) => weighed[phase].bytes > BUDGETS_KB[phase] * KB;
    const values = PHASES.map((phase) => `${kb(weighed[phase].bytes)}${isOver(phase) ? '!' : ' '}`);
    console.log(`${route.padEnd(width)}${cells(values)}`);
    const overPhases = PHASES.filter(isOver);
    if (overPhases.length > 0) over.push(`${route}: ${overPhases.join(', ')}`);
  }
  console.log(
    [
      `\npage: service workers blocked, until load and ${QUIET_MS / 1000} s without traffic.`,
      `with install: until the worker controls the page and ${INSTALL_QUIET_MS / 1000} s without traffic.`,
      `repeat: a new tab in that profile, until load and ${QUIET_MS / 1000} s without traffic.`,
      '! marks a figure over its budget.',
    ].join('\n'),
  );
  if (failures.length > 0) console.log(`\nNot weighed:\n  ${failures.join('\n  ')}`);
  if (over.length > 0) console.log(`\nOver budget:\n  ${over.join('\n  ')}`);
  if (over.length > 0 || failures.length > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
