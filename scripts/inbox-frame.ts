// Build time: writes the inbox's frame (bar, sections, a loading state) into React Router's SPA
// fallback page, the one HTML page of /admin, with the inbox's stylesheet. Without it the page's
// body is empty until the scripts, the session and the page's data have all arrived: about 6 s of
// white on a slow line (issue 25). React skips the frame while it hydrates the document (React 19
// passes over elements it did not render in <body>), and the inbox removes it when its first page
// renders (decision 089).

import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticFrame } from '../src/admin/components/frame';

/**
 * The inbox's stylesheet: the one admin-*.css the build wrote (the inbox's routes and the site
 * editor link it, so its address may live in a chunk they share rather than the admin root's).
 */
export function adminStylesheet(assetFiles: readonly string[]): string {
  const found = assetFiles.filter((file) => /^admin-[\w-]+\.css$/.test(file));
  if (found.length !== 1) throw new Error('The build wrote no single admin stylesheet.');
  return `/assets/${found[0]}`;
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
