import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderDirOf } from '../src/render/protocol';
import { as, signedInAs } from '../test/helpers/admin-session';
import { type TestApp, createTestApp, dialects } from '../test/helpers/test-app';

// `npm run bench:publish` (decisions 124, 125): the time from an owner's Publish being answered to
// the new price being served at /products, and from an owner's Accept of a Tok Pisin correction
// being answered to it being served at /tpi/products, medians of RUNS, in one process on the build
// in BUILD_DIR (default build), rendering in the worker thread as the server does. SQLite always,
// PostgreSQL too when TEST_DATABASE_URL is set. Polls every POLL_MS.
//
//   node --import tsx scripts/bench-publish.ts

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
const report = (what: string, times: number[]) =>
  console.log(
    `${what}, median of ${RUNS}: ${seconds(median(times))} ` +
      `(min ${seconds(Math.min(...times))}, max ${seconds(Math.max(...times))})`,
  );

/** Polls `path` until it holds `shown`; answers the milliseconds that took. */
async function servedAfter(t: TestApp, path: string, shown: string): Promise<number> {
  const start = performance.now();
  while (!(await t.app.inject({ url: path })).body.includes(shown)) {
    if (performance.now() - start > 60_000) throw new Error(`${shown} not served in 60 s.`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return performance.now() - start;
}

for (const dialect of dialects) {
  const t = await createTestApp(dialect, { siteDir }, { sendMail: false });
  try {
    const owner = await signedInAs(
      t,
      'owner@kumuldigital.com.pg',
      'owner',
      'a long bench password',
    );
    const items = await t.app.inject({ method: 'GET', url: '/api/admin/content', ...as(owner) });
    const code = (items.json().items as { key: string; code: object }[]).find(
      (item) => item.key === 'restaurant',
    )!.code;
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const price = 3101 + run;
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/content/changes',
        ...as(owner, { kind: 'template', key: 'restaurant', data: { ...code, price } }),
      });
      const published = await t.app.inject({
        method: 'POST',
        url: '/api/admin/content/versions',
        ...as(owner, {}),
      });
      if (published.statusCode !== 201) throw new Error(published.body);
      times.push(await servedAfter(t, '/products', `K${price.toLocaleString('en')}`));
    }
    report(`${dialect}: Publish to served`, times);

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
    report(`${dialect}: Accept to served`, accepts);
  } finally {
    await t.close();
  }
}
