import { brand } from '../../../shared/brand';
import { buttonStyles, containerStyles } from '../../components/ui/styles';
import appStylesHref from '../app.css?url';
import { pageMeta } from '../meta';
import type { Route } from './+types/offline';

// The service worker shows this page, scripts stripped at build time (react-router.config.ts),
// for a page never visited while the network is down. Plain links, so it works without hydrating.
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: appStylesHref, precedence: 'default' },
];

export const meta: Route.MetaFunction = () => [
  ...pageMeta({
    title: 'You are offline',
    description:
      'This page has not been saved on your device yet. The pages you visited still open.',
  }),
  { name: 'robots', content: 'noindex' },
];

const savedPages = [
  { href: '/', label: 'Home' },
  { href: '/products', label: 'Website templates' },
  { href: '/portfolio', label: 'Portfolio' },
  { href: '/checkout', label: 'Your cart' },
] as const;

export default function Offline() {
  return (
    <main className={`${containerStyles} flex min-h-dvh flex-col justify-center py-16`}>
      <a
        href="/"
        className="inline-flex items-center gap-2.5 self-start rounded-lg text-lg font-bold tracking-tight text-stone-950"
      >
        <img src="/favicon.svg" alt="" width="36" height="36" />
        {brand.name}
      </a>
      <h1 className="mt-10 text-3xl font-bold tracking-tight sm:text-4xl">You are offline</h1>
      <p className="mt-4 max-w-xl text-lg leading-8 text-stone-600">
        This page has not been saved on your device yet, so it needs a connection. The pages below
        open without one, and anything you send from our forms is kept and sent when you are back
        online.
      </p>
      <ul className="mt-8 flex flex-wrap gap-3">
        {savedPages.map((page) => (
          <li key={page.href}>
            <a href={page.href} className={buttonStyles.secondary}>
              {page.label}
            </a>
          </li>
        ))}
      </ul>
      {/* An empty href reloads this address: the real page once the connection is back. */}
      <a href="" className={`${buttonStyles.primary} mt-8 self-start`}>
        Try again
      </a>
    </main>
  );
}
