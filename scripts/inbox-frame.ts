// Build time: writes the inbox's frame (bar, sections, a loading state) into React Router's SPA
// fallback page, the one HTML page of /admin, with the inbox's stylesheet. Without it the page's
// body is empty until the scripts, the session and the page's data have all arrived: about 6 s of
// white on a slow line (issue 25). React skips the frame while it hydrates the document (React 19
// passes over elements it did not render in <body>), and the inbox removes it when its first page
// renders (decision 089).

import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticFrame } from '../src/admin/components/frame';

/** The inbox's stylesheet, as the admin root route's module links it. */
export function adminStylesheet(adminRootChunk: string): string {
  const href = /["'`](\/assets\/admin-[\w-]+\.css)["'`]/.exec(adminRootChunk)?.[1];
  if (!href) throw new Error('The admin root chunk names no admin stylesheet.');
  return href;
}

/** The fallback page with the stylesheet in its head and the static frame first in its body. */
export function withInboxFrame(html: string, stylesheet: string): string {
  if (!/<\/head>/.test(html) || !/<body[^>]*>/.test(html)) {
    throw new Error('The SPA fallback page has no <head> or <body> to add the inbox frame to.');
  }
  // data-precedence: React adopts this link as the stylesheet the admin root route renders.
  const link = `<link rel="stylesheet" href="${stylesheet}" data-precedence="default"/>`;
  const frame = renderToStaticMarkup(createElement(StaticFrame));
  return html
    .replace('</head>', `${link}</head>`)
    .replace(/<body[^>]*>/, (body) => `${body}${frame}`);
}
