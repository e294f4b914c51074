import { type APIRequestContext, expect, test } from '@playwright/test';
import { brand } from '../src/shared/brand';
import { tpi } from '../src/shared/words/tpi';

// Without JavaScript, only the prerendered HTML is there: headings must already be in what the
// server sends. Read without a browser; test/render checks the words of the pages themselves.

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

async function prerendered(request: APIRequestContext, path: string, status: number) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(status);
  expect(response.headers()['content-type']).toMatch(/^text\/html\b/);
  const html = await response.text();
  return {
    html,
    title: textOf(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    h1s: [...html.matchAll(/<h1\b[^>]*>([^]*?)<\/h1>/g)].map((match) => textOf(match[1]!)),
  };
}

test('prerendered pages carry their headings in the HTML', async ({ request }) => {
  await test.step('the home page', async () => {
    const home = await prerendered(request, '/', 200);
    expect(home.h1s).toHaveLength(1);
    expect(home.h1s[0]).toContain(brand.name);
    expect(home.title).toBe(brand.name);
  });

  await test.step('the catalogue', async () => {
    expect((await prerendered(request, '/products', 200)).h1s).toEqual(['Website Templates']);
  });

  // The build takes a page's words from src/shared/words as they are, so a wording that
  // `npm run words:apply` writes there (test/api/word-review.test.ts) is what the next build shows.
  await test.step('the Tok Pisin catalogue, in the words of src/shared/words/tpi', async () => {
    expect((await prerendered(request, '/tpi/products', 200)).h1s).toEqual([tpi.products.title]);
  });

  await test.step('an unknown path is a 404 with a way home', async () => {
    const notFound = await prerendered(request, '/no-such-page/at-all', 404);
    expect(notFound.h1s).toEqual(['Page not found']);
    expect(notFound.html).toMatch(/<a\b[^>]*href="\/"[^>]*>Go to the home page<\/a>/);
  });
});
