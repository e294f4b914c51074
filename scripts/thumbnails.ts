/**
 * Writes the catalogue's card images, public/images/templates/<slug>.webp: a Chromium
 * screenshot of each template that has a page of ours, and a drawn illustration for the
 * others, each also in the smaller widths and AVIF of src/shared/images.ts. Also the installed
 * app's images in public/images/app: its icons, drawn from the logo, and the two screenshots of
 * the install sheet. Run through `npm run thumbnails`, which builds first (BUILD_DIR is
 * honoured); `npm run thumbnails -- --no-browser` only rewrites what needs no browser: the
 * icons, and the widths and formats of the masters already there.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Browser, type Page, chromium } from '@playwright/test';
import sharp from 'sharp';
import { type Template, type TemplateCategory, templates } from '../src/shared/catalogue';
import { NEW_TEMPLATE_IMAGE, THUMBNAIL_WIDTHS, thumbnailUrl } from '../src/shared/images';
import { templateSlugs } from '../src/web/app/paths';
import { SERVER_DIR } from './build-server';

const OUT_DIR = resolve('public/images/templates');
const APP_DIR = resolve('public/images/app');
const SITE_DIR = resolve(process.env.BUILD_DIR ?? 'build', 'client');
const VIEWPORT = { width: 1280, height: 800 };
const THUMB = { width: 640, height: 400 };
const MAX_BYTES = 30 * 1024;

const slugOf = (template: Template): string =>
  template.image.replace(/^\/images\/templates\//, '').replace(/\.webp$/, '');

/** Our own page for a template: its internal preview, or a page built ahead of its launch. */
function pageOf(template: Template): string | undefined {
  const slug = slugOf(template);
  return templateSlugs.includes(slug) ? `/templates/${slug}` : undefined;
}

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });
}

async function startServer(port: number, databaseFile: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--enable-source-maps', join(SERVER_DIR, 'server.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${databaseFile}`,
      MAIL_OUTBOX_DIR: `${databaseFile}-outbox`,
      SITE_DIR,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}.`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      // Not listening yet.
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  child.kill('SIGTERM');
  throw new Error('The server did not answer /api/health within 60 seconds.');
}

/** Encodes at the highest quality (from 70 down) that stays under the size budget. */
async function toWebp(input: Buffer): Promise<Buffer> {
  let output = Buffer.alloc(0);
  for (const quality of [70, 62, 54, 46]) {
    output = await sharp(input)
      .resize(THUMB.width, THUMB.height, { fit: 'cover', position: 'top' })
      .webp({ quality, effort: 6 })
      .toBuffer();
    if (output.length <= MAX_BYTES) break;
  }
  return output;
}

/** The smaller widths and the AVIF copies of a master; returns the bytes written. */
async function writeVariants(image: string, master: Buffer): Promise<number> {
  let bytes = 0;
  for (const width of THUMBNAIL_WIDTHS) {
    const resized = sharp(master).resize(width, Math.round((width * THUMB.height) / THUMB.width));
    const files = [
      { format: 'avif', data: await resized.clone().avif({ quality: 36, effort: 6 }).toBuffer() },
      { format: 'webp', data: await resized.clone().webp({ quality: 70, effort: 6 }).toBuffer() },
    ] as const;
    for (const { format, data } of files) {
      const url = thumbnailUrl(image, width, format);
      if (url === image) continue; // the master itself
      writeFileSync(join(OUT_DIR, url.replace(/^\/images\/templates\//, '')), data);
      bytes += data.length;
    }
  }
  return bytes;
}

const palettes: Partial<Record<TemplateCategory, { accent: string; soft: string; deep: string }>> =
  {
    'Art & Design': { accent: '#6d28d9', soft: '#f5f3ff', deep: '#2e1065' },
    Entertainment: { accent: '#be123c', soft: '#fff1f2', deep: '#4c0519' },
    Events: { accent: '#b45309', soft: '#fffbeb', deep: '#451a03' },
    Fashion: { accent: '#be185d', soft: '#fdf2f8', deep: '#500724' },
    'Home & Décor': { accent: '#0f766e', soft: '#f0fdfa', deep: '#042f2e' },
    Construction: { accent: '#c2410c', soft: '#fff7ed', deep: '#431407' },
  };
const defaultPalette = { accent: '#195a3f', soft: '#eff8f3', deep: '#0a2119' };

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A browser window sketching the site to come, with the template's title and category; without a
 * template, the wordless sketch a new template shows until it has a picture (NEW_TEMPLATE_IMAGE).
 */
function illustration(template?: Template): Buffer {
  const { accent, soft, deep } = (template && palettes[template.category]) ?? defaultPalette;
  const font = "font-family=\"'DejaVu Sans', 'Liberation Sans', sans-serif\"";
  const cards = [0, 1, 2]
    .map(
      (i) => `
    <rect x="${140 + i * 340}" y="520" width="300" height="190" rx="18" fill="#ffffff" stroke="#e7e5e4" stroke-width="2"/>
    <rect x="${164 + i * 340}" y="544" width="252" height="84" rx="10" fill="${soft}"/>
    <rect x="${164 + i * 340}" y="648" width="170" height="14" rx="7" fill="#d6d3d1"/>
    <rect x="${164 + i * 340}" y="674" width="120" height="14" rx="7" fill="#e7e5e4"/>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${VIEWPORT.width}" height="${VIEWPORT.height}" viewBox="0 0 1280 800">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${soft}"/>
      <stop offset="1" stop-color="#ffffff"/>
    </linearGradient>
    <linearGradient id="hero" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${accent}"/>
      <stop offset="1" stop-color="${deep}"/>
    </linearGradient>
  </defs>
  <rect width="1280" height="800" fill="url(#bg)"/>
  <circle cx="1180" cy="90" r="150" fill="${accent}" opacity="0.08"/>
  <circle cx="80" cy="760" r="120" fill="${accent}" opacity="0.08"/>
  <rect x="100" y="60" width="1080" height="700" rx="28" fill="#ffffff" stroke="#e7e5e4" stroke-width="2"/>
  <circle cx="140" cy="100" r="9" fill="#f87171"/>
  <circle cx="170" cy="100" r="9" fill="#fbbf24"/>
  <circle cx="200" cy="100" r="9" fill="#34d399"/>
  <rect x="240" y="88" width="420" height="24" rx="12" fill="#f5f5f4"/>
  <path d="M100 136 H1180 V470 H100 Z" fill="url(#hero)"/>
  ${
    template
      ? `<text x="140" y="230" ${font} font-size="26" font-weight="700" letter-spacing="3" fill="#ffffff" opacity="0.85">${escapeXml(template.category.toUpperCase())}</text>
  <text x="140" y="320" ${font} font-size="68" font-weight="700" fill="#ffffff">${escapeXml(template.title)}</text>`
      : `<rect x="140" y="214" width="220" height="18" rx="9" fill="#ffffff" opacity="0.6"/>
  <rect x="140" y="262" width="560" height="48" rx="24" fill="#ffffff" opacity="0.9"/>`
  }
  <rect x="140" y="372" width="200" height="52" rx="26" fill="#ffffff"/>
  <rect x="170" y="391" width="140" height="14" rx="7" fill="${accent}"/>
  <rect x="360" y="372" width="170" height="52" rx="26" fill="none" stroke="#ffffff" stroke-width="3" opacity="0.8"/>
  ${cards}
</svg>`;
  return Buffer.from(svg);
}

/** The logo mark on the agency green; `padding` keeps a maskable icon inside its safe zone. */
function appIcon(size: number, { rounded, padding }: { rounded: boolean; padding: number }) {
  const inner = 32 * (1 - 2 * padding);
  const offset = 32 * padding;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">
  <rect width="32" height="32" rx="${rounded ? 7 : 0}" fill="#195a3f"/>
  <g transform="translate(${offset} ${offset}) scale(${inner / 32})">
    <path d="M9 7v18M9 17c4-1 8-4 10-10M12 15c3 2 6 6 11 10" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>
    <circle cx="22.5" cy="8.5" r="2" fill="#fcd34d"/>
  </g>
</svg>`;
  // Three colours and their edges: a 16-colour PNG is a fraction of the size, and browsers
  // fetch these on a first visit to check that the site can be installed.
  return sharp(Buffer.from(svg))
    .png({ compressionLevel: 9, palette: true, colours: 16, effort: 10 })
    .toBuffer();
}

async function writeAppIcons(): Promise<void> {
  mkdirSync(APP_DIR, { recursive: true });
  writeFileSync(
    join(APP_DIR, 'icon-192.png'),
    await appIcon(192, { rounded: true, padding: 0.06 }),
  );
  writeFileSync(
    join(APP_DIR, 'icon-512.png'),
    await appIcon(512, { rounded: true, padding: 0.06 }),
  );
  writeFileSync(
    join(APP_DIR, 'icon-maskable-512.png'),
    await appIcon(512, { rounded: false, padding: 0.2 }),
  );
}

/** The install sheet's screenshots: the home page on a phone and the catalogue on a laptop. */
async function writeAppScreenshots(browser: Browser, origin: string): Promise<void> {
  const shots = [
    { file: 'screenshot-narrow.webp', path: '/', viewport: { width: 390, height: 844 } },
    { file: 'screenshot-wide.webp', path: '/products', viewport: { width: 1280, height: 800 } },
  ];
  for (const shot of shots) {
    const context = await browser.newContext({ viewport: shot.viewport, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(`${origin}${shot.path}`, { waitUntil: 'networkidle' });
    await hideOverlays(page);
    const png = await page.screenshot({ type: 'png' });
    writeFileSync(join(APP_DIR, shot.file), await sharp(png).webp({ quality: 70 }).toBuffer());
    await context.close();
  }
}

/** The status badge and the help chat button belong to the visit, not to the pictured page. */
async function hideOverlays(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll('[data-overlay]')) element.remove();
  });
}

/** The wordless sketch and its widths: drawn, so it needs no browser. */
async function writeNewTemplateSketch(): Promise<void> {
  const webp = await toWebp(illustration());
  writeFileSync(join(OUT_DIR, NEW_TEMPLATE_IMAGE.replace(/^\/images\/templates\//, '')), webp);
  await writeVariants(NEW_TEMPLATE_IMAGE, webp);
}

async function main(): Promise<void> {
  await writeAppIcons();
  await writeNewTemplateSketch();
  if (process.argv.includes('--no-browser')) {
    let bytes = 0;
    for (const template of templates) {
      bytes += await writeVariants(
        template.image,
        readFileSync(join(OUT_DIR, `${slugOf(template)}.webp`)),
      );
    }
    console.log(
      `Icons, and variants of ${templates.length} images, written: ${(bytes / 1024).toFixed(1)} KB.`,
    );
    return;
  }
  mkdirSync(OUT_DIR, { recursive: true });
  const tempDir = mkdtempSync(join(tmpdir(), 'thumbnails-'));
  const port = await freePort();
  const server = await startServer(port, join(tempDir, 'site.db'));
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const rows: { file: string; source: string; bytes: number }[] = [];
  try {
    const context = await browser.newContext({ viewport: VIEWPORT, reducedMotion: 'reduce' });
    const page = await context.newPage();
    for (const template of templates) {
      const path = pageOf(template);
      let source: Buffer;
      if (path) {
        const response = await page.goto(`http://127.0.0.1:${port}${path}`, {
          waitUntil: 'networkidle',
        });
        if (!response?.ok()) throw new Error(`${path} answered ${response?.status()}.`);
        await hideOverlays(page);
        source = await page.screenshot({ type: 'png' });
      } else {
        source = illustration(template);
      }
      const webp = await toWebp(source);
      const file = `${slugOf(template)}.webp`;
      writeFileSync(join(OUT_DIR, file), webp);
      await writeVariants(template.image, webp);
      rows.push({ file, source: path ?? 'illustration', bytes: webp.length });
    }
    await writeAppScreenshots(browser, `http://127.0.0.1:${port}`);
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    rmSync(tempDir, { recursive: true, force: true });
  }

  const width = Math.max(...rows.map((row) => row.file.length));
  console.log(`\n${'file'.padEnd(width)}  ${'size'.padStart(8)}  source`);
  for (const row of rows) {
    const size = `${(row.bytes / 1024).toFixed(1)} KB`;
    console.log(`${row.file.padEnd(width)}  ${size.padStart(8)}  ${row.source}`);
  }
  const total = rows.reduce((sum, row) => sum + row.bytes, 0);
  console.log(`${rows.length} files, ${(total / 1024).toFixed(1)} KB in ${OUT_DIR}`);
  const tooBig = rows.filter((row) => row.bytes > MAX_BYTES);
  if (tooBig.length > 0) {
    console.error(`Over ${MAX_BYTES / 1024} KB: ${tooBig.map((row) => row.file).join(', ')}`);
    process.exitCode = 1;
  }
}

await main();
