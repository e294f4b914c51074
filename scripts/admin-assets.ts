import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ADMIN_CHUNKS_FILE } from './admin-chunks';

// Build time: which built files are the staff inbox's code, read from React Router's route
// manifest (build/client/assets/manifest-<hash>.js). Used by `npm run budget`, the precache
// list and the e2e proof that public pages download none of it (decision 048).

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  module: string;
  css?: string[];
  clientActionModule?: string;
  clientLoaderModule?: string;
  clientMiddlewareModule?: string;
  hydrateFallbackModule?: string;
}

interface RouteManifest {
  routes: Record<string, ManifestRoute>;
}

/** The route manifest every page loads: a list of file names, no route's code. */
export function readRouteManifest(siteDir: string): RouteManifest {
  const assetsDir = join(siteDir, 'assets');
  const file = existsSync(assetsDir)
    ? readdirSync(assetsDir).find((name) => /^manifest-[\w-]+\.js$/.test(name))
    : undefined;
  if (!file) throw new Error(`No React Router manifest in ${assetsDir}: run \`npm run build\`.`);
  const source = readFileSync(join(assetsDir, file), 'utf8');
  const json = /^window\.__reactRouterManifest=(\{[\s\S]*\});?\s*$/.exec(source)?.[1];
  if (!json) throw new Error(`${file} is not in the form React Router writes.`);
  return JSON.parse(json) as RouteManifest;
}

/** The route's address from the root, e.g. "admin/quotes/:reference". */
function fullPath(routes: RouteManifest['routes'], route: ManifestRoute): string {
  const parts: string[] = [];
  for (let at: ManifestRoute | undefined = route; at; at = routes[at.parentId ?? '']) {
    if (at.path) parts.unshift(at.path.replace(/^\/+|\/+$/g, ''));
  }
  return parts.filter(Boolean).join('/');
}

/** An inbox route: under /admin, or a pathless layout whose id or file names the admin. */
export function isAdminRoute(routes: RouteManifest['routes'], route: ManifestRoute): boolean {
  const path = fullPath(routes, route);
  return path === 'admin' || path.startsWith('admin/') || /(^|[/.])admin([/.-]|$)/.test(route.id);
}

/** A route's own files: its module, its split client modules and its stylesheets. */
const routeFiles = (route: ManifestRoute): string[] =>
  [
    route.module,
    route.clientActionModule,
    route.clientLoaderModule,
    route.clientMiddlewareModule,
    route.hydrateFallbackModule,
    ...(route.css ?? []),
  ].filter((file): file is string => typeof file === 'string');

/**
 * The inbox's files, as /assets/... addresses: the inbox routes' own modules and stylesheets
 * (from the route manifest), the inbox stylesheet by name (admin-<hash>.css), and every chunk the
 * build found holding a module of src/admin (admin-chunks.ts). Chunks the inbox shares with public
 * pages (the framework, zod, the shared schemas) hold no inbox code and are not counted.
 */
export function adminFiles(siteDir: string): Set<string> {
  const { routes } = readRouteManifest(siteDir);
  const admin = new Set<string>();
  for (const route of Object.values(routes)) {
    if (isAdminRoute(routes, route)) for (const file of routeFiles(route)) admin.add(file);
  }
  for (const name of readdirSync(join(siteDir, 'assets'))) {
    if (/^admin-[\w-]+\.css$/.test(name)) admin.add(`/assets/${name}`);
  }
  const recorded = join(siteDir, ADMIN_CHUNKS_FILE);
  if (!existsSync(recorded)) throw new Error(`No ${recorded}: run \`npm run build\`.`);
  for (const file of JSON.parse(readFileSync(recorded, 'utf8')) as string[]) admin.add(file);
  return admin;
}

/** The addresses the service worker saves on install, as written into the built sw.js. */
export function precachedUrls(siteDir: string): string[] {
  const source = readFileSync(join(siteDir, 'sw.js'), 'utf8');
  return [...source.matchAll(/"url":"([^"]+)"/g)].map(([, url]) =>
    url!.startsWith('/') ? url! : `/${url}`,
  );
}
