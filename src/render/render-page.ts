import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  type RouteObject,
  type ServerBuild,
  createRequestHandler,
  matchRoutes,
} from 'react-router';
import { htmlFileOf, pageFinisher } from './page';
import type { PageContentSnapshot, RenderEntry, RenderedPage } from './protocol';

/** React Router's routes as its prerender matches them: ids and paths only. */
function routeTree(routes: ServerBuild['routes'], parentId = ''): RouteObject[] {
  return Object.values(routes)
    .filter((route) => route !== undefined)
    .filter((route) => (route.parentId ?? '') === parentId)
    .map((route) =>
      route.index
        ? { id: route.id, path: route.path, index: true }
        : { id: route.id, path: route.path, children: routeTree(routes, route.id) },
    );
}

/**
 * A page rendered as React Router's prerender renders it (@react-router/dev, `handlePrerender`
 * with `ssr: false` and `v8_trailingSlashAwareDataRequests`): when a route of the page loads data,
 * its `.data` request first, then the HTML, given that data in the prerender header.
 */
async function routerRender(
  build: ServerBuild,
  handle: (request: Request) => Promise<Response>,
  path: string,
): Promise<Omit<RenderedPage, 'path' | 'file'>> {
  const matches = matchRoutes(routeTree(build.routes), `/${path}/`.replace(/^\/\/+/, '/'));
  if (!matches) throw new Error(`No route renders ${path}.`);
  let data: RenderedPage['data'];
  if (matches.some((match) => build.assets.routes[match.route.id!]?.hasLoader)) {
    const dataPath = `${path}${path.endsWith('/') ? '_' : ''}.data`.replace(/\/\/+/g, '/');
    const response = await handle(new Request(`http://localhost${dataPath}`));
    const body = await response.text();
    if (response.status !== 200 && response.status !== 202) {
      throw new Error(`${dataPath} was answered ${response.status}:\n${body}`);
    }
    data = { file: dataPath.slice(1), body };
  }
  const headers = data ? { 'X-React-Router-Prerender-Data': encodeURI(data.body) } : undefined;
  const pagePath = `${path}/`.replace(/\/\/+/g, '/');
  const response = await handle(new Request(`http://localhost${pagePath}`, { headers }));
  const html = await response.text();
  if (response.status !== 200) throw new Error(`${path} was rendered ${response.status}:\n${html}`);
  return { html, ...(data ? { data } : {}) };
}

/**
 * Renders pages at run time with the server build the build kept (`renderDir`) and the built site
 * (`siteDir`), the same bytes as the build wrote. Meant for a thread or process of its own (the
 * render worker): it sets two variables of its environment. React Router takes a page's data from
 * the prerender header only when IS_RR_BUILD_REQUEST is "yes", as during its build, and the
 * catalogue measures the samples' pages in RENDER_SITE_DIR (decision 051).
 */
export async function createPageRenderer({
  siteDir,
  renderDir,
  content,
}: {
  siteDir: string;
  renderDir: string;
  /** A published version's content (decision 124); the code's when absent. */
  content?: PageContentSnapshot;
}): Promise<(path: string) => Promise<RenderedPage>> {
  process.env.IS_RR_BUILD_REQUEST = 'yes';
  process.env.RENDER_SITE_DIR = siteDir;
  const build = (await import(pathToFileURL(join(renderDir, 'index.js')).href)) as ServerBuild;
  if (build.basename !== '/') throw new Error(`Pages are rendered at /, not ${build.basename}.`);
  const entry = build.entry.module as Partial<RenderEntry>;
  if (typeof entry.setPageContent !== 'function') {
    throw new Error('The server build takes no published content: build the site again.');
  }
  entry.setPageContent(content);
  const handle = createRequestHandler(build, 'production');
  const finish = pageFinisher(siteDir);
  return async (path) => {
    const rendered = await routerRender(build, handle, path);
    return { path, file: htmlFileOf(path), ...rendered, html: finish(path, rendered.html) };
  };
}
