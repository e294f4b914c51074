import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { renderDirOf } from '../src/render/protocol';
import { createPageRenderer } from '../src/render/render-page';
import { sitemapXml } from '../src/render/sitemap';
import { renderSite } from '../src/server/render/render-site';
import { prerenderPaths } from '../src/web/app/paths';
import { SERVER_DIR } from './build-server';

// `npm run bench:render` (decision 122): the CPU time of one full render of every page (issue 45),
// on the build in BUILD_DIR (default build). Two ways:
//   in-process  createPageRenderer on this thread: loading the server build once, the first full
//               render, then the median of RUNS more. CPU is this process's user + system time.
//   worker      renderSite as the server runs it, the compiled worker (dist/render-worker.js), a
//               new thread each time: start, load and render, median of WORKER_RUNS.
//
//   node --import tsx scripts/bench-render.ts

const RUNS = 5;
const WORKER_RUNS = 3;

const siteDir = fileURLToPath(
  new URL(`../${process.env.BUILD_DIR ?? 'build'}/client`, import.meta.url),
);
const workerFile = pathToFileURL(join(SERVER_DIR, 'render-worker.js'));
if (!existsSync(join(renderDirOf(siteDir), 'index.js')) || !existsSync(workerFile)) {
  throw new Error(`No build with its server build at ${siteDir}: run \`npm run build\` first.`);
}

interface Measure {
  wallMs: number;
  cpuMs: number;
}

async function measure(work: () => Promise<unknown>): Promise<Measure> {
  const cpu = process.cpuUsage();
  const start = performance.now();
  await work();
  const { user, system } = process.cpuUsage(cpu);
  return { wallMs: performance.now() - start, cpuMs: (user + system) / 1000 };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
const medianOf = (runs: Measure[]): Measure => ({
  wallMs: median(runs.map((run) => run.wallMs)),
  cpuMs: median(runs.map((run) => run.cpuMs)),
});

const rows: [string, Measure][] = [];

let renderPage: Awaited<ReturnType<typeof createPageRenderer>> | undefined;
rows.push([
  'load the server build',
  await measure(async () => {
    renderPage = await createPageRenderer({ siteDir, renderDir: renderDirOf(siteDir) });
  }),
]);
const renderAll = async () => {
  for (const path of prerenderPaths) await renderPage!(path);
  sitemapXml();
};
rows.push([`first full render (${prerenderPaths.length} pages)`, await measure(renderAll)]);
const warm: Measure[] = [];
for (let run = 0; run < RUNS; run += 1) warm.push(await measure(renderAll));
rows.push([`full render, median of ${RUNS}`, medianOf(warm)]);

const worker: Measure[] = [];
for (let run = 0; run < WORKER_RUNS; run += 1) {
  worker.push(await measure(() => renderSite({ siteDir, workerFile })));
}
rows.push([`in a new worker, median of ${WORKER_RUNS}`, medianOf(worker)]);

const pad = (text: string, width: number) => text.padEnd(width);
console.log(`${pad('render', 40)}${pad('wall ms', 10)}cpu ms`);
for (const [name, { wallMs, cpuMs }] of rows) {
  console.log(`${pad(name, 40)}${pad(wallMs.toFixed(0), 10)}${cpuMs.toFixed(0)}`);
}
