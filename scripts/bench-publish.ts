import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderDirOf } from '../src/render/protocol';
import { as, signedInAs } from '../test/helpers/admin-session';
import { createTestApp, dialects } from '../test/helpers/test-app';

// `npm run bench:publish` (decision 124): the time from an owner's Publish being answered to the
// new price being served at /products, median of RUNS, in one process on the build in BUILD_DIR
// (default build), rendering in the worker thread as the server does. SQLite always, PostgreSQL
// too when TEST_DATABASE_URL is set. Polls every POLL_MS.
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
      const start = performance.now();
      const shown = `K${price.toLocaleString('en')}`;
      while (!(await t.app.inject({ url: '/products' })).body.includes(shown)) {
        if (performance.now() - start > 60_000) throw new Error(`${shown} not served in 60 s.`);
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
      times.push(performance.now() - start);
    }
    console.log(
      `${dialect}: Publish to served, median of ${RUNS}: ${(median(times) / 1000).toFixed(2)} s ` +
        `(min ${(Math.min(...times) / 1000).toFixed(2)} s, max ${(Math.max(...times) / 1000).toFixed(2)} s)`,
    );
  } finally {
    await t.close();
  }
}
