import { brand } from '../../../shared/brand';
import { buttonStyles, containerStyles } from '../../components/ui/styles';
import { type Messages, useLocalPath, useMessages } from '../../i18n';
import { messagesFor } from '../../i18n/messages.server';
import appStylesHref from '../app.css?url';
import { pageMeta } from '../meta';
import type { Route } from './+types/offline';

// The service worker shows this page, scripts stripped at build time (react-router.config.ts),
// for a page never visited while the network is down. Plain links, so it works without hydrating.
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: appStylesHref, precedence: 'default' },
];

// Build time only: the words are rendered into /offline and /tpi/offline, which never hydrate.
export const loader = ({ request }: Route.LoaderArgs) => messagesFor(request, ['offline']);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...pageMeta({ ...loaderData.messages.offline.meta, lang: loaderData.lang }),
  { name: 'robots', content: 'noindex' },
];

const savedPages: readonly { href: string; label: keyof Messages['offline']['savedPages'] }[] = [
  { href: '/', label: 'home' },
  { href: '/products', label: 'templates' },
  { href: '/portfolio', label: 'portfolio' },
  { href: '/checkout', label: 'quote' },
];

export default function Offline() {
  const m = useMessages('offline');
  const localPath = useLocalPath();
  return (
    <main className={`${containerStyles} flex min-h-dvh flex-col justify-center py-16`}>
      <a
        href={localPath('/')}
        className="inline-flex items-center gap-2.5 self-start rounded-lg text-lg font-bold tracking-tight text-stone-950"
      >
        <img src="/favicon.svg" alt="" width="36" height="36" />
        {brand.name}
      </a>
      <h1 className="mt-10 text-3xl font-bold tracking-tight sm:text-4xl">{m.heading}</h1>
      <p className="mt-4 max-w-xl text-lg leading-8 text-stone-600">{m.text}</p>
      <ul className="mt-8 flex flex-wrap gap-3">
        {savedPages.map((page) => (
          <li key={page.href}>
            <a href={localPath(page.href)} className={buttonStyles.secondary}>
              {m.savedPages[page.label]}
            </a>
          </li>
        ))}
      </ul>
      {/* An empty href reloads this address: the real page once the connection is back. */}
      <a href="" className={`${buttonStyles.primary} mt-8 self-start`}>
        {m.tryAgain}
      </a>
    </main>
  );
}
