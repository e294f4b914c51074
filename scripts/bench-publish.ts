import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { renderDirOf } from '../src/render/protocol';
import { createDatabase } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import { saveAdmin } from '../src/server/db/repositories/admin-users';
import { type Signed, as, signedInAs } from '../test/helpers/admin-session';
import {
  type TestApp,
  createTestApp,
  createTestDatabase,
  databaseUrlOf,
  dialects,
  hashTestPassword,
} from '../test/helpers/test-app';
import { type Send, overHttp, publishRestaurantPrice, signInOverHttp } from './owner-http';
import { startServerProcess } from './server-process';

// `npm run bench:publish` (decisions 124, 125 and 128): the time from an owner's Publish being
// answered to the new price being served at /products, and (one process) from an owner's Accept of
// a Tok Pisin correction being answered to it being served at /tpi/products, medians of RUNS, on
// the build in BUILD_DIR (default build), rendering in the worker thread as the server does.
// Polls every POLL_MS.
//
//   node --import tsx scripts/bench-publish.ts
//     one process (requests injected), SQLite always, PostgreSQL too when TEST_DATABASE_URL is set
//   node --import tsx scripts/bench-publish.ts --two-processes
//     two compiled server processes on one PostgreSQL schema of their own (TEST_DATABASE_URL):
//     publish through the first, and time until the first, then both, serve the new price

const RUNS = 10;
const POLL_MS = 50;

const siteDir = fileURLToPath(
  new URL(`../${process.env.BUILD_DIR ?? 'build'}/client`, import.meta.url),
);
if (!existsSync(join(renderDirOf(siteDir), 'index.js'))) {
  throw new Error(`No build with its server build at ${siteDir}: run \`npm run build\` first.`);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const figures = (times: number[]) =>
  `median of ${RUNS}: ${seconds(median(times))} (min ${seconds(Math.min(...times))}, max ${seconds(Math.max(...times))})`;

/** Polls `path` until it holds `shown`; answers the milliseconds that took. */
async function servedAfter(t: TestApp, path: string, shown: string): Promise<number> {
  const start = performance.now();
  while (!(await t.app.inject({ url: path })).body.includes(shown)) {
    if (performance.now() - start > 60_000) throw new Error(`${shown} not served in 60 s.`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return performance.now() - start;
}

/** Accepts RUNS Tok Pisin corrections of /tpi/products' heading: each is published at once (decision 125). */
async function timeAccepts(t: TestApp, owner: Signed): Promise<number[]> {
  const accepts: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    // Letters only: a wording may not add a number (decision 101).
    const heading = `Ol tempelet bilong websait ${'abcdefghij'[run]}`;
    const proposed = await t.app.inject({
      method: 'POST',
      url: '/api/admin/word-proposals',
      ...as(owner, {
        lang: 'tpi',
        key: 'products:products.title',
        page: '/tpi/products',
        proposed: heading,
      }),
    });
    if (proposed.statusCode !== 201) throw new Error(proposed.body);
    const accepted = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/word-proposals/${proposed.json().proposal.id}`,
      ...as(owner, { decision: 'accepted' }),
    });
    if (accepted.statusCode !== 200) throw new Error(accepted.body);
    accepts.push(await servedAfter(t, '/tpi/products', `>${heading}</h1>`));
  }
  return accepts;
}

const OWNER = { email: 'owner@kumuldigital.com.pg', password: 'a long bench password' };

/**
 * Publishes RUNS new prices of Restaurant Deluxe through `publish` (signed in as an owner) and
 * answers, for each server in `servers`, the milliseconds from each Publish answered to it
 * serving the new price at /products.
 */
async function timePublishes(publish: Send, servers: readonly Send[]): Promise<number[][]> {
  const times: number[][] = servers.map(() => []);
  for (let run = 0; run < RUNS; run += 1) {
    const price = 3101 + run;
    await publishRestaurantPrice(publish, price);
    const start = performance.now();
    const shown = `K${price.toLocaleString('en')}`;
    await Promise.all(
      servers.map(async (send, index) => {
        while (!(await send('GET', '/products')).body.includes(shown)) {
          if (performance.now() - start > 60_000) throw new Error(`${shown} not served in 60 s.`);
          await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        }
        times[index]!.push(performance.now() - start);
      }),
    );
  }
  return times;
}

/** One process per dialect, its requests injected (decision 124). */
async function oneProcess(): Promise<void> {
  for (const dialect of dialects) {
    const t = await createTestApp(dialect, { siteDir }, { sendMail: false });
    try {
      const owner = await signedInAs(t, OWNER.email, 'owner', OWNER.password);
      const injected =
        (signed?: Signed): Send =>
        async (method, url, body) => {
          const response = await t.app.inject({
            method,
            url,
            ...(signed ? as(signed, body) : {}),
          });
          return { status: response.statusCode, body: response.body };
        };
      const [times] = await timePublishes(injected(owner), [injected()]);
      console.log(`${dialect}, one process: Publish to served, ${figures(times!)}`);
      console.log(
        `${dialect}, one process: Accept to served, ${figures(await timeAccepts(t, owner))}`,
      );
    } finally {
      await t.close();
    }
  }
}

/**
 * Two compiled server processes on one PostgreSQL schema (decision 128): publish through the
 * first; the second learns of the render by polling the database (CONTENT_REFRESH_SECONDS).
 */
async function twoProcesses(): Promise<void> {
  if (!process.env.TEST_DATABASE_URL) {
    throw new Error('--two-processes needs TEST_DATABASE_URL, a PostgreSQL database.');
  }
  const { database, drop } = await createTestDatabase('postgres');
  const outboxDir = mkdtempSync(join(tmpdir(), 'bench-publish-outbox-'));
  const stops: (() => Promise<void>)[] = [];
  try {
    const db = createDatabase(database);
    try {
      await migrateToLatest(db, database);
      await saveAdmin(db, OWNER.email, await hashTestPassword(OWNER.password));
      await db
        .updateTable('admin_users')
        .set({ role: 'owner' })
        .where('email', '=', OWNER.email)
        .execute();
    } finally {
      await db.destroy();
    }
    const env = {
      DATABASE_URL: databaseUrlOf(database),
      SITE_DIR: siteDir,
      MAIL_OUTBOX_DIR: outboxDir,
    };
    const [first, second] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    stops.push(first!.stop, second!.stop);
    const owner = await signInOverHttp(first!.origin, OWNER);
    const [byFirst, bySecond] = await timePublishes(overHttp(first!.origin, owner), [
      overHttp(first!.origin),
      overHttp(second!.origin),
    ]);
    const byBoth = byFirst!.map((ms, run) => Math.max(ms, bySecond![run]!));
    console.log(`postgres, two processes: Publish to served by the first, ${figures(byFirst!)}`);
    console.log(`postgres, two processes: Publish to served by both, ${figures(byBoth)}`);
  } finally {
    await Promise.all(stops.map((stop) => stop()));
    await drop();
    rmSync(outboxDir, { recursive: true, force: true });
  }
}

const { values } = parseArgs({ options: { 'two-processes': { type: 'boolean', default: false } } });
await (values['two-processes'] ? twoProcesses() : oneProcess());
