import { lazy, Suspense, useEffect } from 'react';
import {
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
} from 'react-router';
import { buttonStyles, containerStyles } from '../components/ui/styles';
import type { Route } from './+types/root';
import { isModuleLoadError, markLoadSucceeded, reloadOnce } from './reload-once';
import { useHydrated } from '../lib/use-hydrated';
import { THEME_COLOR } from './web-app-manifest';
import appStylesHref from './app.css?url';

// Stylesheets come from the agency layout and from each template, so neither downloads the other's.
// The status badge and install card load after the page is up: nothing to show before then.
const PwaOverlays = lazy(() =>
  import('../features/pwa').then((module) => ({ default: module.PwaOverlays })),
);

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
  { rel: 'apple-touch-icon', href: '/images/app/icon-192.png' },
];

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME_COLOR} />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useEffect(() => markLoadSucceeded(), []);
  const hydrated = useHydrated();
  return (
    <>
      <Outlet />
      {hydrated ? (
        <Suspense fallback={null}>
          <PwaOverlays />
        </Suspense>
      ) : null}
    </>
  );
}

/** The last line of defence (spec section 8): "Unexpected Application Error" with a status or message. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  let detail = 'Something went wrong while showing this page.';
  if (isRouteErrorResponse(error)) {
    detail = `${error.status} ${error.statusText}`.trim();
  } else if (error instanceof Error && error.message) {
    detail = error.message;
  }

  useEffect(() => {
    // A chunk that failed to load surfaces here when nothing else caught it.
    if (isModuleLoadError(error)) reloadOnce(error);
  }, [error]);

  return (
    <main className={`${containerStyles} flex min-h-dvh flex-col items-start justify-center py-16`}>
      <title>Unexpected Application Error</title>
      {/* The failed route's links are not rendered, so this page links the agency styles itself. */}
      <link rel="stylesheet" href={appStylesHref} precedence="default" />
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
        Unexpected Application Error
      </h1>
      <p className="mt-4 max-w-prose text-lg">{detail}</p>
      <Link to="/" reloadDocument className={`${buttonStyles.primary} mt-8`}>
        Go to the home page
      </Link>
    </main>
  );
}
