import { type APIRequestContext, type Browser, expect, test } from '@playwright/test';
import { brand } from '../src/shared/brand';
import { agencyPaths, templatePaths } from '../src/web/app/paths';
import { settle } from './hydrated';

// What a search engine or a link preview reads: the prerendered HTML, read without a browser.

/** Paths that show the same page as another one (decision 019): the sitemap lists the original. */
const aliases: Record<string, string> = { '/home': '/', '/png-market': '/templates/ecommerce' };
const allPaths = [...agencyPaths, ...templatePaths];

interface HeadFacts {
  title: string;
  descriptions: string[];
  ogTitles: string[];
  ogDescriptions: string[];
  canonicals: string[];
  robots: string[];
}

/** The values of one attribute on the head's tags that carry another attribute's value. */
function headValues(head: string, tag: string, key: string, value: string, attribute: string) {
  return [...head.matchAll(new RegExp(`<${tag}\\b[^>]*>`, 'g'))]
    .map((match) => match[0])
    .filter((element) => element.includes(`${key}="${value}"`))
    .map((element) => (new RegExp(`\\b${attribute}="([^"]*)"`).exec(element)?.[1] ?? '').trim());
}

/** A page's head as the server sends it: no browser, nothing run (what a crawler reads). */
async function readHead(request: APIRequestContext, path: string, status = 200) {
  const response = await request.get(path);
  expect(response.status(), `${path} answers ${status}`).toBe(status);
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  return {
    title: /<title>([^<]*)<\/title>/.exec(head)?.[1]?.trim() ?? '',
    descriptions: headValues(head, 'meta', 'name', 'description', 'content'),
    ogTitles: headValues(head, 'meta', 'property', 'og:title', 'content'),
    ogDescriptions: headValues(head, 'meta', 'property', 'og:description', 'content'),
    canonicals: headValues(head, 'link', 'rel', 'canonical', 'href'),
    robots: headValues(head, 'meta', 'name', 'robots', 'content'),
  } satisfies HeadFacts;
}

test('every page has a title, a description and Open Graph tags; each distinct page its own title', async ({
  request,
}) => {
  const titles = new Map<string, string>();
  for (const path of allPaths) {
    await test.step(path, async () => {
      const head = await readHead(request, path);
      expect.soft(head.title, `${path} title`).not.toBe('');
      for (const [name, values] of [
        ['meta description', head.descriptions],
        ['og:title', head.ogTitles],
        ['og:description', head.ogDescriptions],
      ] as const) {
        expect.soft(values, `${path}: exactly one non-empty ${name}`).toHaveLength(1);
        expect.soft(values[0], `${path} ${name}`).not.toBe('');
      }
      // A canonical link, where a page has one, names this page (an alias: its original) on the public site.
      expect.soft(head.canonicals.length, `${path} canonical links`).toBeLessThanOrEqual(1);
      if (head.canonicals.length === 1) {
        expect
          .soft(head.canonicals[0], path)
          .toBe(new URL(aliases[path] ?? path, brand.siteUrl).href);
      }
      titles.set(path, head.title);
    });
  }

  await test.step('the /home alias points search engines at /', async () => {
    expect((await readHead(request, '/home')).canonicals).toEqual([`${brand.siteUrl}/`]);
  });

  await test.step("each distinct page has its own title; an alias shares its original's", () => {
    const problems: string[] = [];
    const owners = new Map<string, string[]>();
    for (const [path, title] of titles) {
      const original = aliases[path];
      if (original !== undefined) {
        if (title !== titles.get(original))
          problems.push(`${path} is an alias of ${original} but has another title`);
        continue;
      }
      owners.set(title, [...(owners.get(title) ?? []), path]);
    }
    for (const [title, paths] of owners) {
      if (paths.length > 1) problems.push(`"${title}" is the title of ${paths.join(', ')}`);
    }
    expect(problems).toEqual([]);
  });
});

test('the not-found page asks not to be indexed', async ({ request }) => {
  const head = await readHead(request, '/no-such-page', 404);
  expect(head.robots).toEqual([expect.stringMatching(/noindex/)]);
});

test.describe('sitemap and robots.txt', () => {
  test('/sitemap.xml is XML and lists every page once, on the public address', async ({
    request,
  }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^(application|text)\/xml\b/);
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>/);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');

    const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(new Set(listed).size, 'no page is listed twice').toBe(listed.length);
    for (const url of listed) expect(url.startsWith(`${brand.siteUrl}/`), url).toBe(true);

    const paths = listed.map((url) => new URL(url).pathname);
    const expected = allPaths.filter((path) => aliases[path] === undefined);
    expect(paths.toSorted()).toEqual([...expected].sort());

    // Every listed page exists on this server.
    for (const path of paths) expect((await request.get(path)).status(), path).toBe(200);
  });

  test('/robots.txt is text, allows crawling and names the sitemap', async ({ request }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/plain\b/);
    const robots = await response.text();
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).not.toMatch(/^Disallow: \/\s*$/m);
    expect(robots).toMatch(new RegExp(`^Sitemap: ${brand.siteUrl}/sitemap\\.xml$`, 'm'));
  });
});

// The home page's text must be in its HTML: a phone on a bad connection, a crawler or a
// script failure shows the page without JavaScript.

/** Digits vary between the prerendered defaults and live figures (impact counters): compare the words. */
const normalise = (text: string) => text.replace(/\d+/g, '#').replace(/\s+/g, ' ').trim();

// Text blocks: what a reader reads. Buttons, badges and closed widgets that exist only with
// scripts (help chat launcher, online badge, install pill) are controls, not content.
const TEXT_BLOCKS =
  'h1, h2, h3, h4, h5, h6, p, li, dt, dd, blockquote, figcaption, label, legend, th, td';

async function homeText(browser: Browser, javaScriptEnabled: boolean, width: number) {
  const context = await browser.newContext({
    javaScriptEnabled,
    viewport: { width, height: 900 },
  });
  const page = await context.newPage();
  await page.goto('/');
  if (javaScriptEnabled) {
    // Hydrated (every island, or the whole page) and every start-up request answered.
    await settle(page);
  }
  const bodyText = await page.evaluate(() => document.body.innerText);
  const blocks = await page.evaluate(
    (selector) =>
      [...document.querySelectorAll<HTMLElement>(selector)]
        .filter((element) => element.checkVisibility() && element.innerText.trim() !== '')
        .map((element) => `${element.tagName.toLowerCase()}: ${element.innerText.trim()}`),
    TEXT_BLOCKS,
  );
  await context.close();
  return { bodyText, blocks };
}

for (const width of [390, 1280]) {
  test(`the home page shows all its text without JavaScript at ${width} px`, async ({
    browser,
  }) => {
    const withoutScripts = await homeText(browser, false, width);
    const withScripts = await homeText(browser, true, width);

    const plain = normalise(withoutScripts.bodyText);
    const missing = withScripts.blocks.filter(
      (block) => !plain.includes(normalise(block.slice(block.indexOf(': ') + 2))),
    );
    expect(missing, `shown only with JavaScript:\n${missing.join('\n')}`).toEqual([]);

    // The scripted page still has the text blocks to compare: the check cannot pass on nothing.
    expect(withScripts.blocks.some((block) => block.startsWith('h1: '))).toBe(true);
    expect(withScripts.blocks.filter((block) => block.startsWith('h2: ')).length).toBeGreaterThan(
      2,
    );
  });
}
