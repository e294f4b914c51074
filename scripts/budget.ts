import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { pathInLang } from '../src/shared/i18n/lang';
import { agencyPaths, notFoundPaths, templatePaths } from '../src/web/app/paths';
import { adminFiles, precachedUrls } from './admin-assets';
import { hasBuild, pageAssets } from './page-assets';
import { sampleCost } from './sample-cost';
import { costLabel } from '../src/web/features/catalogue/cost';

// `npm run budget`: the JavaScript and CSS each prerendered page makes a phone download, read from
// the built HTML and the chunks' imports, in gzip bytes (decision 035):
//   before paint  scripts the HTML asks for before the first paint (none: pages paint without JS)
//   hydrate       scripts fetched after the load event that run before the page is interactive
//   lazy          scripts fetched only when a deferred piece is used (chat, forms, modals)
// Prints figures. Exit 1 when the home page runs more than 60 kB before it is interactive (issue
// 26), when another page runs more than its bar (INTERACTIVE_BUDGETS_KB, the sample sites'
// SAMPLE_INTERACTIVE_BUDGET_KB; decision 096), or when any public page or the service
// worker's precache holds a file of the staff inbox (its route modules, the chunks only they use,
// its stylesheet; decision 048).
//
//   node --import tsx scripts/budget.ts              every page
//   node --import tsx scripts/budget.ts / /products  and, for these pages, each file, heaviest first

/** Issue 11: at most 100 kB of start-up JavaScript on `/`, i.e. JavaScript before the first paint. */
const BEFORE_PAINT_BUDGETS_KB: Record<string, number> = { '/': 100 };
/**
 * Issue 26: at most 60 kB of JavaScript runs before the home page is interactive, in either
 * language. Every other page may run what it ran when the words came to be counted as its boot
 * list fetches them (the areas its islands read, not every area; 2026-11-28) plus about 2 kB (the
 * higher of its two languages, by English path); a sample site, its heaviest (the hotel) plus 2.
 */
const INTERACTIVE_BUDGETS_KB: Record<string, number> = {
  '/': 60,
  '/home': 60,
  '/products': 33,
  '/portfolio': 31,
  '/checkout': 38,
  '/collaborators': 27,
  '/privacy-policy': 26,
  '/terms-of-use': 26,
  '/legal': 26,
  '/404': 26,
};
const SAMPLE_INTERACTIVE_BUDGET_KB = 46;
const SAMPLE_ROUTES = new Set<string>(templatePaths);

/** The most a page may run before it is interactive, in either language. */
function hydrateBudgetKb(route: string): number | undefined {
  if (SAMPLE_ROUTES.has(route)) return SAMPLE_INTERACTIVE_BUDGET_KB;
  return INTERACTIVE_BUDGETS_KB[pathInLang(route, 'en')];
}

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

/** Prints every page's figures; true when each is within its budget and no public page fetches inbox code. */
function main(): boolean {
  if (!hasBuild(siteDir)) {
    console.error(`No build at ${siteDir}: run \`npm run build\` first (or set BUILD_DIR).`);
    process.exit(1);
  }
  const routes = [...agencyPaths, ...notFoundPaths, ...templatePaths];
  const width = Math.max(...routes.map((route) => route.length)) + 2;
  const columns = ['before paint', 'hydrate', 'files', 'CSS', 'lazy'];
  console.log(`JavaScript and CSS per page, gzip kB (${siteDir})`);
  console.log(
    `${'route'.padEnd(width)}${columns.map((c) => c.padStart(13)).join('')}   budgets (before paint, hydrate)`,
  );
  let over = 0;
  for (const route of routes) {
    const assets = pageAssets(siteDir, route);
    const beforePaint = sum(assets.beforePaint);
    const hydrate = sum(assets.hydration);
    const budgetCells = [
      [beforePaint, BEFORE_PAINT_BUDGETS_KB[route]],
      [hydrate, hydrateBudgetKb(route)],
    ].flatMap(([bytes = 0, budget]) => {
      if (budget === undefined) return [];
      const isOver = bytes > budget * KB;
      if (isOver) over += 1;
      return [`${budget.toFixed(1)}${isOver ? ' OVER' : ' ok'}`];
    });
    const cells = [
      kb(beforePaint),
      kb(hydrate),
      String(assets.hydration.size),
      kb(sum(assets.css)),
      kb(sum(assets.lazy)),
    ];
    console.log(
      `${route.padEnd(width)}${cells.map((c) => c.padStart(13)).join('')}   ${budgetCells.join(', ')}`,
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
  const withoutAdminCode = reportAdminCode(routes);
  return over === 0 && withoutAdminCode;
}

/** Issue 14: the preview bar adds at most 5 kB gzip of script to a sample page (decision 053). */
const PREVIEW_BAR_BUDGET_KB = 5;

/**
 * The bar bundled alone, minified, with its cart store, slim catalogue and icons; without what
 * every sample page loads anyway (React, lucide's shared code) and the panel it loads on demand.
 */
async function reportPreviewBar(): Promise<boolean> {
  const { outputFiles } = await build({
    entryPoints: [
      fileURLToPath(new URL('../src/web/features/preview/preview-bar.tsx', import.meta.url)),
    ],
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    external: ['react', 'react-dom', 'react/jsx-runtime', '*/personalise-panel'],
    plugins: [
      {
        name: 'lucide-shared-code',
        setup: (bundle) =>
          bundle.onResolve({ filter: /createLucideIcon/ }, ({ path }) => ({
            path,
            external: true,
          })),
      },
    ],
  });
  const bytes = gzipSync(outputFiles[0]!.contents).length;
  const isOver = bytes > PREVIEW_BAR_BUDGET_KB * KB;
  console.log(
    `Preview bar on sample pages: ${kb(bytes)} kB gzip (budget ${PREVIEW_BAR_BUDGET_KB}${isOver ? ' OVER' : ' ok'})`,
  );
  return !isOver;
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

// Every figure is printed before the verdict: a page over budget still shows the preview bar's.
const pagesWithin = main();
const previewBarWithin = await reportPreviewBar();
if (!pagesWithin || !previewBarWithin) process.exit(1);
