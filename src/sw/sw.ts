/// <reference lib="webworker" />
import { ExpirationPlugin } from 'workbox-expiration';
import {
  addPlugins,
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
} from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { type Lang, defaultLang, isLang, langOfPath, langs, pathInLang } from '../shared/i18n/lang';
import { OFFLINE_FORM_ENDPOINTS, replaySavedSubmissions } from '../web/lib/offline-forms';
import { INVOICE_LINK_API } from '../shared/invoice';

declare const self: ServiceWorkerGlobalScope;

// Background Sync is not in TypeScript's worker types yet (Chromium-only API).
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

/** The page shown for a route that was never visited while the network is down, in each language. */
const OFFLINE_PAGE = '/offline';

/** The language of a worker's registration (`/sw.js?lang=tpi`); older registrations are English. */
const langOfWorker = (scriptUrl: string): Lang => {
  const lang = new URL(scriptUrl).searchParams.get('lang');
  return isLang(lang) ? lang : defaultLang;
};
const workerLang = langOfWorker(self.location.href);
const offlinePages = new Set(langs.map((lang) => pathInLang(OFFLINE_PAGE, lang)));

/**
 * The agency pages ('/tpi/products'), the words of widgets that load later ('<area>.tpi-<hash>.js',
 * scripts/chunk-naming.ts) and the chat's content ('/chat/tpi.json') are kept in the visitor's
 * language only; the files they share and both offline pages are always kept.
 */
function isKeptForWorkerLang(entry: string | { url: string }): boolean {
  const url = typeof entry === 'string' ? entry : entry.url;
  const path = `/${url.replace(/^\//, '')}`;
  const chunkLang = (/\.(en|tpi)-[\w-]+\.js$/.exec(path) ??
    /^\/chat\/(en|tpi)\.json$/.exec(path))?.[1];
  if (chunkLang !== undefined) return chunkLang === workerLang;
  const isPage = !/\.\w+$/.test(path);
  return !isPage || offlinePages.has(path) || langOfPath(path) === workerLang;
}

// Workbox downloads a page again on install (cache: 'reload'); revalidating instead lets the
// browser's copy of the page just visited answer with a 304 of a few hundred bytes.
addPlugins([
  {
    requestWillFetch: async ({ request }) =>
      request.cache === 'reload' ? new Request(request, { cache: 'no-cache' }) : request,
  },
]);
// The agency's pages, CSS and JS; the list is written in at build time (scripts/precache-entries.ts).
precacheAndRoute(self.__WB_MANIFEST.filter(isKeptForWorkerLang));
cleanupOutdatedCaches();

// Template previews: the network first, the copy from the last visit when offline.
// Staff pages and the newsletter's signed links hold private data: never kept on the device, and
// never answered with a cached copy or the offline page (no route here matches them, so the
// browser goes to the network as if there were no worker; decision 048).
const isPrivatePage = (url: URL) =>
  /^\/admin(\/|$)/.test(url.pathname) ||
  url.pathname.startsWith('/api/admin') ||
  url.pathname.startsWith('/unsubscribe') ||
  url.pathname.startsWith('/newsletter/');

const pages = new NetworkFirst({
  cacheName: 'pages',
  networkTimeoutSeconds: 8,
  plugins: [new ExpirationPlugin({ maxEntries: 40 })],
});
registerRoute(({ request, url }) => request.mode === 'navigate' && !isPrivatePage(url), pages);

/** React Router's data for a page ('/tpi/portfolio.data'), fetched when a link inside the site leads there. */
const isRouteData = (url: URL) =>
  url.origin === self.location.origin && url.pathname.endsWith('.data');
/** The page a data file belongs to: '/tpi/_.data' is '/tpi/', '/portfolio.data' is '/portfolio'. */
const pageOfRouteData = (url: URL) => url.pathname.replace(/_?\.data$/, '');
// The other language's pages are not precached: their data is kept once fetched, like the pages.
registerRoute(({ url }) => isRouteData(url), pages);

// Hashed file names never change content, so a copy is good forever.
const isAsset = (url: URL) =>
  url.origin === self.location.origin && url.pathname.startsWith('/assets/');
const assets = new CacheFirst({
  cacheName: 'assets',
  plugins: [new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 365 * 24 * 60 * 60 })],
});
registerRoute(
  ({ url, request }) =>
    isAsset(url) && (request.destination === 'script' || request.destination === 'style'),
  assets,
);

const isImage = (url: URL) =>
  url.origin === self.location.origin && /\.(avif|webp|png|jpe?g|svg)$/.test(url.pathname);
const images = new CacheFirst({
  cacheName: 'images',
  plugins: [
    new ExpirationPlugin({
      maxEntries: 80,
      maxAgeSeconds: 30 * 24 * 60 * 60,
      purgeOnQuotaError: true,
    }),
  ],
});
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && request.destination === 'image',
  images,
);

// An invoice a customer opened from our mail: its page and PDF open offline once seen (decision 098).
const isInvoice = (url: URL) =>
  url.origin === self.location.origin && url.pathname.startsWith(INVOICE_LINK_API);
const invoices = new NetworkFirst({
  cacheName: 'invoices',
  networkTimeoutSeconds: 8,
  plugins: [new ExpirationPlugin({ maxEntries: 20 })],
});
registerRoute(({ url, request }) => request.method === 'GET' && isInvoice(url), invoices);

/**
 * The page that installed the worker loaded before the worker could see it: it sends its address
 * and what it fetched, and each goes through the strategy it would have met. Almost all of it
 * comes from the browser's HTTP cache (the page itself revalidates with a 304), so a sample site
 * seen once opens offline later at the cost of a few hundred bytes.
 */
async function keepPage(page: string, files: readonly string[], event: ExtendableEvent) {
  const keep = async (href: string, strategy: NetworkFirst | CacheFirst) => {
    const url = new URL(href, self.location.href);
    if (url.origin !== self.location.origin || (await matchPrecache(url.pathname))) return;
    await strategy.handle({ request: new Request(url.href), event });
  };
  // The inbox's own files stay off the device too: a shared phone keeps nothing of it.
  if (isPrivatePage(new URL(page, self.location.href))) return;
  await Promise.all([
    keep(page, pages),
    ...files.map((href) => {
      const url = new URL(href, self.location.href);
      if (isInvoice(url)) return keep(href, invoices);
      return isAsset(url) ? keep(href, assets) : isImage(url) ? keep(href, images) : undefined;
    }),
  ]);
}

// API answers served from a cache, when the network fails: the impact counters, and the invoices
// a customer opened from our mail (their page and PDF open offline once seen, decision 098).
registerRoute(
  ({ url, request }) => request.method === 'GET' && url.pathname === '/api/sustainability/impact',
  new NetworkFirst({ cacheName: 'impact', networkTimeoutSeconds: 5 }),
);

setCatchHandler(async ({ request, url }) => {
  if (request.mode === 'navigate') {
    const offlinePage = pathInLang(OFFLINE_PAGE, langOfPath(url.pathname));
    return (await matchPrecache(offlinePage)) ?? Response.error();
  }
  // Data the device does not have: React Router loads the page itself instead (a single-fetch
  // redirect), which shows the copy kept from a visit or the offline page in its language.
  if (isRouteData(url)) {
    return new Response(null, {
      status: 204,
      headers: {
        'X-Remix-Redirect': pageOfRouteData(url),
        'X-Remix-Reload-Document': 'true',
      },
    });
  }
  return Response.error();
});

const log = (message: string) => console.warn(`[sw] ${message}`);

self.addEventListener('sync', (event) => {
  const { tag } = event as SyncEvent;
  const endpoints = Object.entries(OFFLINE_FORM_ENDPOINTS)
    .filter(([, syncTag]) => syncTag === tag)
    .map(([path]) => path);
  if (endpoints.length === 0) return;
  (event as SyncEvent).waitUntil(
    replaySavedSubmissions(endpoints, log).then((outcomes) => {
      // A rejected waitUntil makes the browser retry the sync later, with its own back-off.
      if (outcomes.includes('kept')) throw new Error('Some submissions are still waiting.');
    }),
  );
});

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; page?: string; files?: string[] } | undefined;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (data?.type === 'KEEP_PAGE' && data.page) {
    event.waitUntil(keepPage(data.page, data.files ?? [], event));
  }
});

// A worker for the other language (the visitor switched) replaces the old one at once: the pages
// it keeps change, not the site's code, so there is no new version to offer.
self.addEventListener('install', () => {
  const active = self.registration.active;
  if (active && langOfWorker(active.scriptURL) !== workerLang) void self.skipWaiting();
});

// Each start of the worker is a chance to send what waits, for browsers without Background Sync.
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});
void replaySavedSubmissions(undefined, log);
