import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  type RouteObject,
  StaticRouterProvider,
  createStaticHandler,
  createStaticRouter,
} from 'react-router';

/** What a test needs of a route module in src/admin/routes: its page, client loader and action. */
export interface AdminRouteModule {
  default: ComponentType;
  clientLoader: unknown;
  clientAction?: unknown;
}

/**
 * A page of the inbox as the router renders it after a GET, or a POST of `form`: its client loader
 * (and action) run as the router runs them, against whatever `fetch` the test stands in.
 */
export async function renderAdminRoute(
  module: AdminRouteModule,
  pattern: string,
  path: string,
  form?: FormData,
): Promise<string> {
  const routes: RouteObject[] = [
    {
      path: pattern,
      loader: module.clientLoader as RouteObject['loader'],
      action: module.clientAction as RouteObject['action'],
      Component: module.default,
    },
  ];
  const handler = createStaticHandler(routes);
  const url = new URL(path, 'http://localhost');
  const request = form ? new Request(url, { method: 'POST', body: form }) : new Request(url);
  const context = await handler.query(request);
  if (context instanceof Response) throw new Error(`${path} answered ${context.status}`);
  if (context.errors) throw Object.values(context.errors)[0];
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToStaticMarkup(<StaticRouterProvider router={router} context={context} />);
}
