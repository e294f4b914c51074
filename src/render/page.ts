import { islandPaths, offlinePaths } from '../web/app/paths';
import { islandPageWriter } from './island-pages';

// One way to render a public page, at build time and at run time (decision 122). React Router's
// server build renders the route to HTML; `pageFinisher` makes that the page we serve. The build
// lets React Router prerender every path, then runs `pageFinisher` on what it wrote
// (react-router.config.ts); the render worker runs `createPageRenderer` (render-page.ts), which
// renders a path the way React Router's prerender does and then runs the same `pageFinisher`.

/** A page's file in the built site: '/' is index.html, '/products' products/index.html. */
export const htmlFileOf = (path: string) =>
  `${path.replace(/^\/+|\/+$/g, '')}/index.html`.replace(/^\//, '');

/** The offline pages are shown under other addresses: they must never hydrate there. */
function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '');
}

/**
 * What the build and the server do to a page React Router rendered before it is served: an island
 * page (decision 091) loses the router's scripts and gets its boot script and boot list, read from
 * the built site's files; an offline page loses every script.
 */
export function pageFinisher(siteDir: string): (path: string, html: string) => string {
  const islandPage = islandPageWriter(siteDir);
  return (path, html) => {
    if (offlinePaths.includes(path)) return withoutScripts(html);
    if (islandPaths.includes(path)) return islandPage(path, html);
    return html;
  };
}
