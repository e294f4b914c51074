import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import SQLite from 'better-sqlite3';
import Fastify from 'fastify';
import { Kysely, SqliteDialect } from 'kysely';
import { templates } from '../src/shared/catalogue';
import { QuoteRequestSchema } from '../src/shared/schemas/quote-request';
import { migrateTo } from '../src/server/db/migrate';
import type { Database } from '../src/server/db/schema';
import { type PricedQuote, priceQuote } from '../src/server/quotes/pricing';
import {
  MESSAGES,
  benchPostgresSearch,
  benchSqliteSearch,
  printTimings,
  seedSqliteMessages,
  seededCustomer,
} from './bench-search';
import { SERVER_DIR } from './build-server';
import {
  SITES,
  SITES_DOMAIN,
  SITE_TEMPLATE,
  publishCost,
  seedDeliveredSites,
  siteHost,
} from './bench-sites';

// `npm run bench`: the built server on a temporary SQLite database, measured route by route with
// autocannon next to a bare Fastify route that does no work; then staff search and the dashboard on
// the grown database, on SQLite and (with TEST_DATABASE_URL) PostgreSQL; then, with 1,000 delivered
// sites stored, one publish's CPU and a delivered page served beside its sample page (issue 46). It
// prints figures; it is not a test.

const SCRIPT = fileURLToPath(import.meta.url);
// A grown database: more quotes than the agency will see in years.
const GROWN_QUOTES = 500_000;
// The grown run must keep at least this share of the empty database's impact rate.
const GROWN_MIN_RATIO = 0.5;
// Seeded as the schema stood before the running totals and search indexes: the bench then migrates
// it, timed, as the server's start-up would.
const SEED_SCHEMA = '002-mail-and-admin';

// Run as a child by the main script below: the bare app lives in its own process, like the real
// server, so neither shares an event loop with autocannon and the ratio compares like with like.
if (process.argv[2] === '--noop-server') {
  const app = Fastify({ logger: { level: 'warn' } });
  app.get('/noop', async () => ({}));
  await app.listen({ port: Number(process.argv[3]), host: '127.0.0.1' });
} else {
  await main();
}

function positiveIntFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`${name} must be a whole number of 1 or more, not "${raw}".`);
  }
  return value;
}

/** Ports the OS says are free, all held open until each is known so no two are the same. */
async function freePorts(count: number): Promise<number[]> {
  const servers = Array.from({ length: count }, () => createServer().listen(0, '127.0.0.1'));
  await Promise.all(servers.map((server) => once(server, 'listening')));
  const ports = servers.map((server) => {
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('No free port found.');
    return address.port;
  });
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

interface Child {
  name: string;
  process: ChildProcess;
  output: () => string;
}

function startChild(name: string, args: string[], env: Record<string, string> = {}): Child {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return { name, process: child, output: () => output };
}

/** How a child ended, or undefined while it runs. */
function ended({ process: proc }: Child): string | undefined {
  if (proc.exitCode !== null) return `exit code ${proc.exitCode}`;
  if (proc.signalCode !== null) return `signal ${proc.signalCode}`;
  return undefined;
}

async function waitUntilUp(child: Child, url: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const how = ended(child);
    if (how)
      throw new Error(`The ${child.name} ended (${how}) before answering:\n${child.output()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The ${child.name} did not answer ${url} within a minute:\n${child.output()}`);
}

async function stop(child: Child): Promise<void> {
  const { process: proc } = child;
  if (proc.exitCode !== null || proc.signalCode !== null) return;
  const exited = once(proc, 'exit');
  proc.kill('SIGTERM');
  const timer = setTimeout(() => proc.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

/** A few dozen different valid quotes, priced by the app's own code, for the seed to cycle through. */
function quoteShapes(): PricedQuote[] {
  const active = templates.filter((template) => template.status === 'active');
  return Array.from({ length: 97 }, (_, k) => {
    const items = [{ id: active[k % active.length]!.id, quantity: 1 + (k % 3) }];
    if (k % 4 === 0) items.push({ id: active[(k + 5) % active.length]!.id, quantity: 1 });
    const request = QuoteRequestSchema.parse({
      customer: { name: `Seed ${k}`, email: `seed${k}@example.com`, phone: '+675 7000 0000' },
      items,
      treeContribution: { extraTrees: [0, 0, 0, 3, 10][k % 5] },
    });
    return priceQuote(request);
  });
}

/**
 * Writes `count` quotes with their items, and MESSAGES contact messages, straight into a new SQLite
 * file, in one transaction each.
 */
async function seedQuotes(path: string, count: number): Promise<void> {
  const sqlite = new SQLite(path);
  sqlite.pragma('journal_mode = WAL');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  try {
    await migrateTo(db, { dialect: 'sqlite', path }, SEED_SCHEMA);
    const shapes = quoteShapes();
    const insertQuote = sqlite.prepare(
      `insert into quote_requests (reference, customer_name, customer_email, customer_phone,
         customer_company, customer_message, message, total_amount, total_items, extra_trees,
         contribution_amount, trees_funded, status, note, created_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'new', '', ?)`,
    );
    const insertItem = sqlite.prepare(
      `insert into quote_items (quote_id, template_id, title, unit_price, quantity, line_total)
       values (?, ?, ?, ?, ?, ?)`,
    );
    const firstDay = Date.parse('2024-01-01T00:00:00Z');
    sqlite.transaction(() => {
      for (let i = 0; i < count; i++) {
        const quote = shapes[i % shapes.length]!;
        // Unique, in the shape of a real reference (Q-7KD3-92), with varied names to search.
        const customer = seededCustomer(i);
        const { lastInsertRowid } = insertQuote.run(
          customer.reference,
          customer.name,
          customer.email,
          customer.phone,
          customer.company,
          quote.customer.message,
          quote.message,
          quote.totalAmount,
          quote.totalItems,
          quote.extraTrees,
          quote.contributionAmount,
          quote.treesFunded,
          new Date(firstDay + i * 60_000).toISOString(),
        );
        for (const line of quote.lines) {
          insertItem.run(
            lastInsertRowid,
            line.templateId,
            line.title,
            line.unitPrice,
            line.quantity,
            line.lineTotal,
          );
        }
      }
    })();
    seedSqliteMessages(sqlite, MESSAGES);
  } finally {
    await db.destroy();
  }
}

interface Row {
  route: string;
  result: autocannon.Result;
}

async function measure(
  target: Child,
  route: string,
  options: autocannon.Options,
  warmupSeconds: number,
): Promise<Row> {
  // A short unreported run first, so the JIT and the database's caches are warm for every route.
  if (warmupSeconds > 0) await autocannon({ ...options, duration: warmupSeconds });
  process.stdout.write(`measuring ${route} ...\n`);
  const result = await autocannon(options);
  // A process that died mid-run leaves only connection errors: say so instead of printing zeros.
  const how = ended(target);
  if (how) {
    throw new Error(`The ${target.name} ended (${how}) during ${route}:\n${target.output()}`);
  }
  return { route, result };
}

function printTable(rows: Row[], bareRequestsPerSecond: number): void {
  const header = ['route', 'req/s (avg)', 'p99 ms', 'non-2xx', 'errors', 'ratio to bare'];
  const lines = rows.map(({ route, result }) => [
    route,
    result.requests.average.toFixed(0),
    String(result.latency.p99),
    String(result.non2xx),
    // autocannon's errors include its timeouts.
    String(result.errors),
    bareRequestsPerSecond > 0
      ? (result.requests.average / bareRequestsPerSecond).toFixed(3)
      : 'n/a',
  ]);
  const widths = header.map((title, i) =>
    Math.max(title.length, ...lines.map((l) => l[i]!.length)),
  );
  const format = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join('  ');
  console.log(`\n${format(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const line of lines) console.log(format(line));
}

async function main(): Promise<void> {
  const duration = positiveIntFromEnv('BENCH_DURATION', 10);
  const connections = positiveIntFromEnv('BENCH_CONNECTIONS', 10);
  const warmup = Math.min(2, duration);

  const dir = mkdtempSync(join(tmpdir(), 'kumul-bench-'));
  const dbPath = join(dir, 'bench.db');
  const grownDbPath = join(dir, 'grown.db');
  const children: Child[] = [];
  const cleanUp = async () => {
    await Promise.all(children.map(stop));
    rmSync(dir, { recursive: true, force: true });
  };
  const interrupted = () => void cleanUp().finally(() => process.exit(130));
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);

  try {
    const seedStart = Date.now();
    await seedQuotes(grownDbPath, GROWN_QUOTES);
    console.log(
      `SQLite: seeded ${GROWN_QUOTES.toLocaleString('en')} quotes and ` +
        `${MESSAGES.toLocaleString('en')} messages in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`,
    );
    const sqliteSearch = await benchSqliteSearch(grownDbPath, GROWN_QUOTES);
    const postgresUrl = process.env.TEST_DATABASE_URL;
    const postgresSearch = postgresUrl
      ? await benchPostgresSearch(postgresUrl, GROWN_QUOTES)
      : undefined;

    // Issue 46: SITES delivered sites, one publish's CPU among them, then their serving below.
    const sitesDbPath = join(dir, 'sites.db');
    const siteDir = fileURLToPath(new URL('../build/client', import.meta.url));
    const sitesStart = Date.now();
    await seedDeliveredSites(sitesDbPath, siteDir);
    console.log(
      `SQLite: seeded ${SITES.toLocaleString('en')} delivered sites in ${((Date.now() - sitesStart) / 1000).toFixed(1)} s`,
    );
    const publish = await publishCost(sitesDbPath, siteDir);

    const [serverPort, grownPort, barePort, sitesPort] = (await freePorts(4)) as [
      number,
      number,
      number,
      number,
    ];
    const startServer = (name: string, port: number, path: string) =>
      startChild(name, ['--enable-source-maps', join(SERVER_DIR, 'server.js')], {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: `sqlite:${path}`,
        MAIL_OUTBOX_DIR: `${path}-outbox`,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_FORMS_PER_MINUTE: '100000000',
        STORED_MB_PER_ADDRESS_PER_DAY: '100000',
        MAIL_VISITOR_PER_ADDRESS_PER_DAY: '100000',
        MAIL_VISITOR_PER_RECIPIENT_PER_DAY: '100000',
        SITES_DOMAIN,
      });
    const server = startServer('server', serverPort, dbPath);
    children.push(server);
    const grown = startServer('server on the grown database', grownPort, grownDbPath);
    children.push(grown);
    const bare = startChild('bare Fastify app', [
      '--import',
      'tsx',
      SCRIPT,
      '--noop-server',
      String(barePort),
    ]);
    children.push(bare);
    const sites = startServer(`server with ${SITES} delivered sites`, sitesPort, sitesDbPath);
    children.push(sites);
    const sitesUrl = `http://127.0.0.1:${sitesPort}`;
    const serverUrl = `http://127.0.0.1:${serverPort}`;
    const grownUrl = `http://127.0.0.1:${grownPort}`;
    const bareUrl = `http://127.0.0.1:${barePort}`;
    await Promise.all([
      waitUntilUp(server, `${serverUrl}/api/health`),
      waitUntilUp(grown, `${grownUrl}/api/health`),
      waitUntilUp(bare, `${bareUrl}/noop`),
      waitUntilUp(sites, `${sitesUrl}/api/health`),
    ]);

    console.log(
      `${connections} connections, ${duration} s per route (after ${warmup} s of warm-up), ` +
        `Node ${process.version}, SQLite at ${dbPath}`,
    );
    const common = { connections, duration };

    const bareRow = await measure(
      bare,
      'GET /noop (bare Fastify)',
      { ...common, url: `${bareUrl}/noop` },
      warmup,
    );
    const impactRow = await measure(
      server,
      'GET /api/sustainability/impact',
      { ...common, url: `${serverUrl}/api/sustainability/impact` },
      warmup,
    );
    const grownImpactRow = await measure(
      grown,
      `GET /api/sustainability/impact (${GROWN_QUOTES.toLocaleString('en')} quotes)`,
      { ...common, url: `${grownUrl}/api/sustainability/impact` },
      warmup,
    );
    // A prerendered page as a phone asks for it; every answer must be the Brotli copy.
    let notBrotli = 0;
    const pageRow = await measure(
      server,
      'GET / (Accept-Encoding: br)',
      {
        ...common,
        url: serverUrl,
        requests: [
          {
            method: 'GET',
            path: '/',
            headers: { 'accept-encoding': 'br' },
            onResponse: (_status, _body, _context, headers) => {
              if (headers?.['content-encoding'] !== 'br') notBrotli++;
            },
          },
        ],
      },
      warmup,
    );

    // Every request gets a fresh key: setupRequest runs before each one is sent. The keys are
    // kept so the run can prove it; replays are counted from the server's own header.
    const body = JSON.stringify({
      customer: { name: 'Bench Mark', email: 'bench@example.com', phone: '+675 7000 0000' },
      items: [{ id: 1, quantity: 1 }],
    });
    const keys = new Set<string>();
    let keysMade = 0;
    let replayed = 0;
    const quoteRequest: autocannon.Request = {
      method: 'POST',
      path: '/api/quote-request',
      headers: { 'content-type': 'application/json' },
      body,
      setupRequest: (request) => {
        const key = randomUUID();
        keysMade++;
        keys.add(key);
        return { ...request, headers: { ...request.headers, 'idempotency-key': key } };
      },
      onResponse: (_status, _body, _context, headers) => {
        if (headers?.['idempotent-replayed']) replayed++;
      },
    };
    const quoteRow = await measure(
      server,
      'POST /api/quote-request',
      { ...common, url: serverUrl, requests: [quoteRequest] },
      warmup,
    );

    // A delivered site's page beside its sample's, both Brotli, on the server holding SITES sites:
    // one site asked again and again, and every site in turn (more hosts than a process keeps).
    const brotli = (path: string, host?: string): autocannon.Request => ({
      method: 'GET',
      path,
      headers: { 'accept-encoding': 'br', ...(host ? { host } : {}) },
      onResponse: (_status, _body, _context, headers) => {
        if (headers?.['content-encoding'] !== 'br') notBrotli++;
      },
    });
    const sampleRow = await measure(
      sites,
      `GET /templates/${SITE_TEMPLATE.slug} (its sample page, br)`,
      { ...common, url: sitesUrl, requests: [brotli(`/templates/${SITE_TEMPLATE.slug}`)] },
      warmup,
    );
    const siteRow = await measure(
      sites,
      `GET / at one of ${SITES} delivered sites (br)`,
      { ...common, url: sitesUrl, requests: [brotli('/', siteHost(SITES >> 1))] },
      warmup,
    );
    const everySiteRow = await measure(
      sites,
      `GET / at all ${SITES} delivered sites in turn (br)`,
      {
        ...common,
        url: sitesUrl,
        requests: Array.from({ length: SITES }, (_, n) => brotli('/', siteHost(n))),
      },
      warmup,
    );

    const rows = [
      bareRow,
      impactRow,
      grownImpactRow,
      pageRow,
      quoteRow,
      sampleRow,
      siteRow,
      everySiteRow,
    ];
    printTable(rows, bareRow.result.requests.average);
    console.log(
      `\npublishing one of ${SITES} delivered sites: ${publish.cpuMs.toFixed(0)} ms of CPU ` +
        `(every thread, median of ${publish.runs}; at most 2,000 ms), ${publish.wallMs.toFixed(0)} ms from version to stored render`,
    );
    const sampleRate = sampleRow.result.requests.average;
    for (const row of [siteRow, everySiteRow]) {
      console.log(
        `${row.route}: ${(row.result.requests.average / sampleRate).toFixed(2)} of the sample page's rate, ` +
          `p99 ${row.result.latency.p99} ms against ${sampleRow.result.latency.p99} ms`,
      );
    }
    printTimings(`Search on SQLite, ${GROWN_QUOTES.toLocaleString('en')} quotes`, sqliteSearch);
    if (postgresSearch) {
      printTimings(
        `Search on PostgreSQL, ${GROWN_QUOTES.toLocaleString('en')} quotes`,
        postgresSearch,
      );
    } else {
      console.log('\n(Set TEST_DATABASE_URL to measure search on PostgreSQL too.)');
    }

    const emptyRate = impactRow.result.requests.average;
    const grownRate = grownImpactRow.result.requests.average;
    const grownRatio = emptyRate > 0 ? grownRate / emptyRate : 0;
    console.log(
      `\nimpact with ${GROWN_QUOTES.toLocaleString('en')} quotes: ${grownRate.toFixed(0)} req/s, ` +
        `${grownRatio.toFixed(2)} of the empty database's ${emptyRate.toFixed(0)} req/s ` +
        `(at least ${GROWN_MIN_RATIO} required)`,
    );

    // Stop the server (it checkpoints and closes SQLite), then count what it stored.
    await stop(server);
    const db = new SQLite(dbPath, { readonly: true });
    const count = (table: string) =>
      (db.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
    const stored = { quotes: count('quote_requests'), keys: count('idempotency_keys') };
    db.close();

    console.log(
      `\nquote-request: ${keysMade} keys made, ${keys.size} distinct, ${replayed} answers replayed; ` +
        `${stored.quotes} quotes stored under ${stored.keys} keys (warm-up included; requests ` +
        `still in flight when a run ends are stored but not counted by autocannon).`,
    );

    const problems: string[] = [];
    for (const { route, result } of rows) {
      if (result.non2xx > 0) problems.push(`${route}: ${result.non2xx} non-2xx answers`);
      if (result.errors > 0) {
        problems.push(`${route}: ${result.errors} errors (${result.timeouts} of them timeouts)`);
      }
    }
    if (keys.size !== keysMade) problems.push('some Idempotency-Keys were sent twice');
    if (replayed > 0) problems.push(`${replayed} quote answers were replays, not new quotes`);
    if (stored.quotes !== stored.keys) problems.push('stored quotes and keys differ');
    if (notBrotli > 0) problems.push(`GET /: ${notBrotli} answers were not Brotli`);
    if (grownRatio < GROWN_MIN_RATIO) {
      problems.push(
        `impact with ${GROWN_QUOTES.toLocaleString('en')} quotes ran at ${grownRatio.toFixed(2)} ` +
          `of the empty database's rate, below ${GROWN_MIN_RATIO}`,
      );
    }
    if (publish.cpuMs > 2000) problems.push(`a publish took ${publish.cpuMs.toFixed(0)} ms of CPU`);
    for (const child of [server, grown, sites]) {
      const said = child.output().trim();
      if (said) console.log(`\n${child.name} log (warn and above):\n${said.slice(0, 4000)}`);
    }
    if (problems.length > 0) {
      console.error(`\nThe run was not clean:\n  ${problems.join('\n  ')}`);
      process.exitCode = 1;
    }
  } finally {
    process.removeListener('SIGINT', interrupted);
    process.removeListener('SIGTERM', interrupted);
    await cleanUp();
  }
}
