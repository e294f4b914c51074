import { type ClientInstrumentation, matchRoutes } from 'react-router';

// React Router imports a route's module when a link is followed, and on a failed import it reloads
// the page, which offline swaps what the visitor reads for the browser's error page. We fetch the
// modules first: offline the page stays as it is; online the browser loads the target afresh.

interface ManifestRoute {
  module: string;
  css?: string[];
}

declare global {
  interface Window {
    __reactRouterManifest: { routes: Record<string, ManifestRoute> };
    __reactRouterRouteModules: Record<string, unknown>;
    __reactRouterDataRouter: { routes: Parameters<typeof matchRoutes>[0] };
  }
}

function loadStylesheet(href: string): Promise<void> {
  if (document.querySelector(`link[rel="stylesheet"][href="${href}"]`)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const link = Object.assign(document.createElement('link'), {
      rel: 'preload',
      as: 'style',
      href,
    });
    link.onload = () => resolve();
    link.onerror = () => reject(new Error(`The stylesheet ${href} did not load.`));
    document.head.append(link);
  });
}

async function loadRouteModule(id: string): Promise<void> {
  const route = window.__reactRouterManifest.routes[id];
  if (!route) return;
  const [module] = await Promise.all([
    import(/* @vite-ignore */ route.module) as Promise<unknown>,
    ...(route.css ?? []).map(loadStylesheet),
  ]);
  window.__reactRouterRouteModules[id] = module;
}

export const routeModuleGuard: ClientInstrumentation = {
  router(router) {
    router.instrument({
      async navigate(_navigate, { to }) {
        if (typeof to !== 'string') return; // back and forward: pages this tab has already shown
        const target = new URL(to, window.location.href);
        const missing = (matchRoutes(window.__reactRouterDataRouter.routes, target.pathname) ?? [])
          .map((match) => match.route.id)
          .filter((id): id is string => !!id && !(id in window.__reactRouterRouteModules));
        if (missing.length === 0) return;
        try {
          await Promise.all(missing.map(loadRouteModule));
        } catch (error) {
          if (navigator.onLine) {
            window.location.assign(target.href);
          } else {
            console.warn('That page is not saved on this device; staying on this one.', error);
          }
          // Never resolving keeps React Router from navigating (and from its own reload).
          await new Promise<never>(() => {});
        }
      },
    });
  },
};
