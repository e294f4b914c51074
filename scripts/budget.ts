import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { agencyPaths, notFoundPath, templatePaths } from '../src/web/app/paths';

// `npm run budget`: what each prerendered page makes a phone download before it is interactive,
// read from the built HTML: the JavaScript it loads at start (modulepreload links, the bootstrap
// module script's imports and every static import inside those files) and its stylesheets, in
// gzip bytes. Code behind a dynamic import() is counted apart, as "lazy". Prints figures; exit 0.
//
//   node --import tsx scripts/budget.ts            every page
//   node --import tsx scripts/budget.ts / /products  and, for these pages, each file, heaviest first

const BUDGETS_KB: Record<string, number> = { '/': 130 };
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

const attr = (tag: string, name: string) =>
  new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1] ?? undefined;

const resolveFrom = (from: string, specifier: string) =>
  new URL(specifier, `http://site${from}`).pathname;

// Minified chunks import with or without spaces: import{a}from"./x.js"; import"./y.js"; export*from"./z.js".
const STATIC_IMPORT =
  /(?:\bimport|\bexport)\s*(?:[\w*{}\s,$]+?\s*from\s*)?["'`]([^"'`]+\.js)["'`]/g;
// Rolldown writes a dynamic import's path as a template literal: import(`./chat-body-x.js`).
const DYNAMIC_IMPORT = /\bimport\(\s*["'`]([^"'`$]+\.js)["'`]\s*\)/g;

interface PageWeight {
  route: string;
  js: number;
  css: number;
  lazy: number;
  files: number;
  startFiles: string[];
}

function weigh(route: string): PageWeight {
  const htmlFile = join(siteDir, route === '/' ? '' : route, 'index.html');
  const html = readFileSync(htmlFile, 'utf8');
  const start = new Set<string>();
  const lazy = new Set<string>();
  const css = new Set<string>();

  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const rel = attr(tag, 'rel');
    const href = attr(tag, 'href');
    if (!href || !href.startsWith('/')) continue;
    if (rel === 'modulepreload') start.add(href);
    if (rel === 'stylesheet') css.add(href);
  }
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    const src = attr(tag, 'src');
    if (src?.startsWith('/') && src.endsWith('.js')) start.add(src);
  }
  // React Router's bootstrap imports the route modules and then, at once, the client entry.
  for (const [, body] of html.matchAll(/<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const [, spec] of (body ?? '').matchAll(STATIC_IMPORT)) start.add(spec!);
    for (const [, spec] of (body ?? '').matchAll(DYNAMIC_IMPORT)) start.add(spec!);
  }

  const queue = [...start];
  while (queue.length > 0) {
    const file = queue.pop()!;
    const source = readFileSync(join(siteDir, file), 'utf8');
    for (const [, spec] of source.matchAll(STATIC_IMPORT)) {
      const path = resolveFrom(file, spec!);
      if (!start.has(path)) {
        start.add(path);
        queue.push(path);
      }
    }
    for (const [, spec] of source.matchAll(DYNAMIC_IMPORT)) lazy.add(resolveFrom(file, spec!));
  }
  // Lazy code is what a page may fetch later; whatever it shares with the start set is not new.
  const lazyQueue = [...lazy].filter((path) => !start.has(path));
  const lazyAll = new Set(lazyQueue);
  while (lazyQueue.length > 0) {
    const file = lazyQueue.pop()!;
    const source = readFileSync(join(siteDir, file), 'utf8');
    for (const [, spec] of source.matchAll(STATIC_IMPORT)) {
      const path = resolveFrom(file, spec!);
      if (!start.has(path) && !lazyAll.has(path)) {
        lazyAll.add(path);
        lazyQueue.push(path);
      }
    }
  }

  const sum = (paths: Iterable<string>) => [...paths].reduce((n, p) => n + gzipBytes(p), 0);
  return {
    route,
    js: sum(start),
    css: sum(css),
    lazy: sum(lazyAll),
    files: start.size,
    startFiles: [...start, ...css],
  };
}

function main(): void {
  if (!existsSync(join(siteDir, 'index.html'))) {
    console.error(`No build at ${siteDir}: run \`npm run build\` first (or set BUILD_DIR).`);
    process.exit(1);
  }
  const routes = [...agencyPaths, notFoundPath, ...templatePaths];
  const rows = routes.map(weigh);
  const kb = (bytes: number) => (bytes / KB).toFixed(1);
  const width = Math.max(...routes.map((route) => route.length)) + 2;

  console.log(`Start-up weight per page, gzip kB (${siteDir})`);
  console.log(
    `${'route'.padEnd(width)}${'JS'.padStart(8)}${'files'.padStart(7)}${'CSS'.padStart(8)}${'lazy JS'.padStart(9)}${'budget'.padStart(9)}`,
  );
  let over = 0;
  for (const row of rows) {
    const budget = BUDGETS_KB[row.route];
    const isOver = budget !== undefined && row.js > budget * KB;
    if (isOver) over += 1;
    const budgetCell = budget === undefined ? '' : `${budget}${isOver ? ' OVER' : ' ok'}`;
    console.log(
      `${row.route.padEnd(width)}${kb(row.js).padStart(8)}${String(row.files).padStart(7)}${kb(row.css).padStart(8)}${kb(row.lazy).padStart(9)}   ${budgetCell}`,
    );
  }
  for (const route of process.argv.slice(2).filter((arg) => arg.startsWith('/'))) {
    const row = rows.find((candidate) => candidate.route === route);
    if (!row) {
      console.log(`\n${route}: not a prerendered page`);
      continue;
    }
    console.log(`\n${route}: loaded at start, gzip kB`);
    const files = row.startFiles
      .map((file) => ({ file, size: gzipBytes(file) }))
      .sort((a, b) => b.size - a.size);
    for (const { file, size } of files) console.log(`${kb(size).padStart(8)}  ${file}`);
  }
  console.log(
    over === 0
      ? '\nEvery page with a budget is within it.'
      : `\n${over} page(s) over budget: see OVER above.`,
  );
}

main();
