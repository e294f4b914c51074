import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  Outlet,
  type RouteObject,
  StaticRouterProvider,
  createStaticHandler,
  createStaticRouter,
  useLoaderData,
} from 'react-router';
import { PageFrame } from '../../src/web/app/page-frame';
import * as agencyLayout from '../../src/web/app/routes/agency-layout';

/** What a test needs of a route module in src/web/app/routes: its page and its build-time loader. */
export interface RouteModule {
  default: ComponentType<never>;
  loader?: (args: never) => unknown;
  meta?: (args: never) => unknown;
}

/** Every loader here reads the request only (the pages are prerendered: no params, no context). */
type Loader = (args: { request: Request }) => unknown;

/** The route as React Router's framework mode mounts it: the page gets its loader's data as a prop. */
function routeOf(
  module: RouteModule,
  route: { path: string } | { id: string; children: RouteObject[] },
): RouteObject {
  const Page = module.default as ComponentType<{ loaderData: unknown }>;
  return {
    ...route,
    loader: module.loader as Loader | undefined,
    Component: () => <Page loaderData={useLoaderData()} />,
  };
}

/**
 * A page's HTML as the build prerenders it: the route module's loader runs for the address (so
 * the words are that address's language) and its component renders with the data, inside the
 * agency layout (header and footer) unless `layout` is false or names another (the samples'). No <head>: the e2e SEO checks read it.
 */
export async function renderRoute(
  module: RouteModule,
  path: string,
  { layout = true }: { layout?: boolean | RouteModule } = {},
): Promise<string> {
  const page = routeOf(module, { path: new URL(path, 'http://localhost').pathname });
  const around = layout === true ? agencyLayout : layout || undefined;
  const pages = around ? [routeOf(around, { id: 'routes/layout', children: [page] })] : [page];
  // root.tsx's frame: the page's address and messages for every component.
  const frame = () => (
    <PageFrame>
      <Outlet />
    </PageFrame>
  );
  const routes: RouteObject[] = [{ id: 'root', Component: frame, children: pages }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status}`);
  if (context.errors) throw Object.values(context.errors)[0];
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToStaticMarkup(<StaticRouterProvider router={router} context={context} />);
}

/** A page's title and description, as its meta function gives them for its loader's data. */
export async function headOf(
  module: RouteModule,
  path: string,
): Promise<{ title?: string; description?: string }> {
  const request = new Request(new URL(path, 'http://localhost'));
  const loaderData = await (module.loader as Loader | undefined)?.({ request });
  const meta = module.meta as ((args: { loaderData: unknown }) => MetaTag[]) | undefined;
  const tags = meta?.({ loaderData }) ?? [];
  return {
    title: tags.find((tag) => tag.title !== undefined)?.title,
    description: tags.find((tag) => tag.name === 'description')?.content,
  };
}

interface MetaTag {
  title?: string;
  name?: string;
  content?: string;
}

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  '#x27': "'",
  nbsp: ' ',
};

/** The text a reader reads in some HTML: tags dropped, entities decoded, white space folded. */
export function textOf(html: string): string {
  return html
    .replace(/<(script|style)\b[^]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#?\w+);/g, (whole, name: string) => entities[name] ?? whole)
    .replace(/\s+/g, ' ')
    .trim();
}

/** Every element of a tag in some HTML, with its attributes and its text. */
export function elements(
  html: string,
  tag: string,
): { attributes: Record<string, string>; text: string }[] {
  const pattern = new RegExp(`<${tag}\\b([^>]*)>([^]*?)</${tag}>`, 'g');
  return [...html.matchAll(pattern)].map((match) => ({
    attributes: Object.fromEntries(
      [...match[1]!.matchAll(/([\w:-]+)="([^"]*)"/g)].map((pair) => [
        pair[1]!.toLowerCase(),
        textOf(pair[2]!),
      ]),
    ),
    text: textOf(match[2]!),
  }));
}
