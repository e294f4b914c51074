import {
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
} from 'react-router';
import { useEffect } from 'react';
import { langOfPath } from '../../shared/i18n/lang';
import { buttonStyles, containerStyles } from '../components/ui/styles';
import { deferred } from '../../islands/deferred';
import { agencyWordsLang, rememberedLang } from '../lib/language-choice';
import { loadPwaOverlays } from '../features/pwa';
import { announceHydrated } from '../lib/hydrated-event';
import { PageFrame } from './page-frame';
import type { Route } from './+types/root';
import { THEME_COLOR } from './web-app-manifest';
import appStylesHref from './app.css?url';

// Stylesheets come from the agency layout and from each template, so neither downloads the other's.
// The status badge and install card load after the page is up: nothing to show before then.
// Their words come in the language of the agency's words on this page (a sample's follow the choice).
const PwaOverlays = deferred('The status pill', () =>
  loadPwaOverlays(agencyWordsLang(window.location.pathname, rememberedLang())),
);
// Only an error page needs the agency header here: pages never download it for this.
const SiteHeader = deferred('The site header', () =>
  import('./layout/site-header').then((module) => module.SiteHeader),
);

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
  { rel: 'apple-touch-icon', href: '/images/app/icon-192.png' },
];

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang={langOfPath(useLocation().pathname)}>
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
  // The staff inbox is no installable app and shows no offline badge: it never loads the overlays.
  const inInbox = /^\/admin(\/|$)/.test(useLocation().pathname);
  // The root's effect runs after every child's: the whole page has hydrated by now.
  useEffect(announceHydrated, []);
  return (
    <PageFrame>
      <Outlet />
      {!inInbox && <PwaOverlays />}
    </PageFrame>
  );
}

/**
 * The last line of defence (spec section 8), for bugs only: a download that fails never gets here
 * (decision 035). It keeps the site's header, so every page stays one tap from the rest.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  let detail = 'Something went wrong while showing this page.';
  if (isRouteErrorResponse(error)) {
    detail = `${error.status} ${error.statusText}`.trim();
  } else if (error instanceof Error && error.message) {
    detail = error.message;
  }

  return (
    <PageFrame>
      <div className="flex min-h-dvh flex-col">
        <title>Unexpected Application Error</title>
        {/* The failed route's links are not rendered, so this page links the agency styles itself. */}
        <link rel="stylesheet" href={appStylesHref} precedence="default" />
        <SiteHeader />
        <main
          className={`${containerStyles} flex flex-1 flex-col items-start justify-center py-16`}
        >
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
            Unexpected Application Error
          </h1>
          <p className="mt-4 max-w-prose text-lg">{detail}</p>
          <Link to="/" reloadDocument className={`${buttonStyles.primary} mt-8`}>
            Go to the home page
          </Link>
        </main>
      </div>
    </PageFrame>
  );
}
