import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { agencyPaths, notFoundPath, templatePaths } from '../src/web/app/paths';
import { adminFiles, precachedUrls } from './admin-assets';
import { hasBuild, pageAssets } from './page-assets';
import { sampleCost } from './sample-cost';
import { costLabel } from '../src/web/features/catalogue/cost';

// `npm run budget`: the JavaScript and CSS each prerendered page makes a phone download, read from
// the built HTML and the chunks' imports, in gzip bytes (decision 035):
//   before paint  scripts the HTML asks for before the first paint (none: pages paint without JS)
//   hydrate       scripts fetched after the load event to make the page interactive
//   lazy          scripts fetched only when a deferred piece is used (chat, forms, modals)
// Prints figures. Exit 1 when any public page or the service worker's precache holds a file of
// the staff inbox (its route modules, the chunks only they use, its stylesheet; decision 048).
//
//   node --import tsx scripts/budget.ts              every page
//   node --import tsx scripts/budget.ts / /products  and, for these pages, each file, heaviest first

/** Issue 11: at most 100 kB of start-up JavaScript on `/`, i.e. JavaScript before the first paint. */
const BEFORE_PAINT_BUDGETS_KB: Record<string, number> = { '/': 100 };
// kB as Vite's build report prints them (1000 bytes), so the figures match what a build shows.
const KB = 1000;

const siteDir = fileURLToPath(
  new URL(`../${process.env.BUILD_DIR ?? 'build'}/client`, import.meta.url),
);

const gzipCache = new Map<string, number>();
function gzipBytes(path: string): number {
  let size = gzipCache.get(path);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(siteDir, path))).length;
    gzipCache.set(path, size);
  }
  return size;
}

const sum = (paths: Iterable<string>) => [...paths].reduce((n, p) => n + gzipBytes(p), 0);
const kb = (bytes: number) => (bytes / KB).toFixed(1);

function main(): void {
  if (!hasBuild(siteDir)) {
    console.error(`No build at ${siteDir}: run \`npm run build\` first (or set BUILD_DIR).`);
    process.exit(1);
  }
  const routes = [...agencyPaths, notFoundPath, ...templatePaths];
  const width = Math.max(...routes.map((route) => route.length)) + 2;
  const columns = ['before paint', 'hydrate', 'files', 'CSS', 'lazy'];
  console.log(`JavaScript and CSS per page, gzip kB (${siteDir})`);
  console.log(`${'route'.padEnd(width)}${columns.map((c) => c.padStart(13)).join('')}   budget`);
  let over = 0;
  for (const route of routes) {
    const assets = pageAssets(siteDir, route);
    const beforePaint = sum(assets.beforePaint);
    const budget = BEFORE_PAINT_BUDGETS_KB[route];
    const isOver = budget !== undefined && beforePaint > budget * KB;
    if (isOver) over += 1;
    const cells = [
      kb(beforePaint),
      kb(sum(assets.hydration)),
      String(assets.hydration.size),
      kb(sum(assets.css)),
      kb(sum(assets.lazy)),
    ];
    const budgetCell = budget === undefined ? '' : `${budget}${isOver ? ' OVER' : ' ok'}`;
    console.log(
      `${route.padEnd(width)}${cells.map((c) => c.padStart(13)).join('')}   ${budgetCell}`,
    );
  }
  console.log(
    '\nWhat opening each sample costs (HTML, CSS, hydration, images, fonts; decision 051)',
  );
  for (const route of templatePaths) {
    const bytes = sampleCost(siteDir, route);
    console.log(`${route.padEnd(width)}${kb(bytes).padStart(13)} kB   ${costLabel(bytes)}`);
  }
  for (const route of process.argv.slice(2).filter((arg) => arg.startsWith('/'))) {
    if (!routes.includes(route)) {
      console.log(`\n${route}: not a prerendered page`);
      continue;
    }
    const assets = pageAssets(siteDir, route);
    for (const [title, files] of [
      ['before paint', assets.beforePaint],
      ['hydrate', assets.hydration],
      ['CSS', assets.css],
      ['lazy', assets.lazy],
    ] as const) {
      console.log(`\n${route}, ${title}, gzip kB`);
      const sizes = [...files].map((file) => ({ file, size: gzipBytes(file) }));
      for (const { file, size } of sizes.sort((a, b) => b.size - a.size)) {
        console.log(`${kb(size).padStart(8)}  ${file}`);
      }
    }
  }
  console.log(
    over === 0
      ? '\nEvery page with a budget is within it.'
      : `\n${over} page(s) over budget: see OVER above.`,
  );
  if (!reportAdminCode(routes)) process.exit(1);
}

/** Prints which public page (or the precache) would fetch inbox code; true when none does. */
function reportAdminCode(routes: readonly string[]): boolean {
  const admin = adminFiles(siteDir);
  const offenders: string[] = [];
  for (const route of routes) {
    const assets = pageAssets(siteDir, route);
    for (const file of [
      ...assets.beforePaint,
      ...assets.hydration,
      ...assets.css,
      ...assets.lazy,
    ]) {
      if (admin.has(file)) offenders.push(`${route}: ${file}`);
    }
  }
  for (const url of precachedUrls(siteDir)) {
    if (admin.has(url) || url.startsWith('/admin'))
      offenders.push(`service worker precache: ${url}`);
  }
  console.log(`\nInbox files in the build: ${admin.size} (${kb(sum(admin))} kB gzip)`);
  if (offenders.length === 0) {
    console.log('Admin code on public pages: none');
    return true;
  }
  console.log(`Admin code on public pages: ${offenders.length} file(s)`);
  for (const offender of offenders) console.log(`  ${offender}`);
  return false;
}

main();
