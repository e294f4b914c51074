import { expect, it } from 'vitest';
import { reviewHref, reviewPath } from '../../src/admin/review-path';

// The review mode frames only a page of this site (issue 28): never another origin, never the inbox.
it('takes a public path of this site, its query kept', () => {
  expect(reviewPath('/tpi/products')).toEqual({ ok: true, path: '/tpi/products' });
  expect(reviewPath('/templates/bakery?lang=tpi')).toEqual({
    ok: true,
    path: '/templates/bakery?lang=tpi',
  });
  expect(reviewHref('/tpi/')).toBe('/admin/words/review?page=%2Ftpi%2F');
});

it('refuses other origins, the inbox, the API and no page at all', () => {
  for (const page of [
    'https://evil.example/',
    '//evil.example/tpi',
    '/\\evil.example',
    'javascript:alert(1)',
    'tpi/products',
    '/tpi/ products',
  ]) {
    expect(reviewPath(page)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/path on this site/),
    });
  }
  for (const page of [
    '/admin',
    '/admin/words',
    '/ADMIN',
    '/%61dmin/',
    '/tpi/../admin',
    '/api/admin/words',
  ]) {
    expect(reviewPath(page)).toMatchObject({ ok: false, error: expect.stringMatching(/inbox/) });
  }
  expect(reviewPath(null)).toEqual({ ok: false, error: 'Choose a page to review.' });
});
