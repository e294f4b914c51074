import { expect, it } from 'vitest';
import { adminStylesheet, withInboxFrame } from '../../scripts/inbox-frame';

// The inbox's HTML page carries its frame and stylesheet before any script (decision 089).
const fallback =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/></head><body class="min-h-dvh"><script>window.__reactRouterContext = {};</script></body></html>';

it('adds the stylesheet React adopts, and the frame first in the body', () => {
  const html = withInboxFrame(fallback, '/assets/admin-abc.css');
  expect(html).toContain(
    '<link rel="stylesheet" href="/assets/admin-abc.css" data-precedence="default"/></head>',
  );
  expect(html).toMatch(/<body class="min-h-dvh"><div id="inbox-frame">/);
  // Every section a staff member has, as plain links, a Menu that opens without a script, and words.
  for (const href of ['/admin', '/admin/quotes', '/admin/messages', '/admin/members']) {
    expect(html).toContain(`href="${href}"`);
  }
  expect(html).toContain('href="#inbox-sections"');
  expect(html).toContain('aria-label="Inbox"');
  expect(html).toContain('role="status"');
  expect(html).toContain('Loading the inbox…');
  // Owners' sections appear once the session says who is signed in.
  expect(html).not.toContain('/admin/accounts');
  // React's own scripts stay where they were, after the frame.
  expect(html.indexOf('inbox-frame')).toBeLessThan(html.indexOf('__reactRouterContext'));
});

it('finds the one admin stylesheet the build wrote, and refuses a page it cannot extend', () => {
  expect(adminStylesheet(['app-Bq1.css', 'admin-Ze-Uhfrg.css', 'admin-root-X1.js'])).toBe(
    '/assets/admin-Ze-Uhfrg.css',
  );
  expect(() => adminStylesheet(['app-Bq1.css'])).toThrow(/no single admin stylesheet/);
  expect(() => withInboxFrame('<p>no page</p>', '/assets/admin-abc.css')).toThrow(/<head>/);
});
