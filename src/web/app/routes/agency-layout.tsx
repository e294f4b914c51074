import { Outlet, useMatches } from 'react-router';
import { useMessages } from '../../i18n';
import { messagesFor } from '../../i18n/messages.server';
import { HelpChat } from '../../features/help-chat';
import { Island } from '../../islands/island';
import {
  type PageContent,
  PageContentProvider,
  PageContentScript,
} from '../../islands/page-content';
import { englishPlaceAndHours, islandTexts, siteFacts } from '../page-content.server';
import appStylesHref from '../app.css?url';
import { SiteFooter } from '../layout/site-footer';
import { SiteHeader } from '../layout/site-header';
import type { Route } from './+types/agency-layout';

export const links: Route.LinksFunction = () => [
  // With a precedence React writes the stylesheet at the top of <head>, ahead of the many
  // modulepreload links, so a slow connection fetches the render-blocking CSS first.
  { rel: 'stylesheet', href: appStylesHref, precedence: 'default' },
];

// At render time only (ssr: false): the page's HTML carries its language's layout messages, and
// the agency's facts and changed texts its islands show.
export const loader = ({ request }: Route.LoaderArgs) => {
  const { lang, messages } = messagesFor(request, ['layout', 'footer']);
  // The English footer's address and hours are the agency's published facts; Tok Pisin says them
  // in its own words.
  const footer =
    lang === 'en' ? { ...messages.footer, ...englishPlaceAndHours() } : messages.footer;
  return {
    lang,
    messages: { ...messages, footer },
    content: { facts: siteFacts(), ...islandTexts(lang) },
  };
};

/**
 * The page's content (decision 122): the layout's facts and what the page's own loader adds as
 * `content` (the catalogue on /products and /checkout), merged into the page's one JSON element.
 */
function usePageContent(facts: PageContent['facts']): PageContent {
  const parts = useMatches().map(
    (match) => (match.loaderData as { content?: Partial<PageContent> } | undefined)?.content,
  );
  return Object.assign({ facts }, ...parts) as PageContent;
}

/** Header, footer and help chat around every agency page; the sample template sites do not get them. */
export default function AgencyLayout({ loaderData }: Route.ComponentProps) {
  const m = useMessages('layout');
  const content = usePageContent(loaderData.content.facts);
  return (
    <PageContentProvider content={content}>
      <div className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          {m.skipToContent}
        </a>
        <Island name="site-header" component={SiteHeader} props={{}} />
        <main id="main" className="flex-1">
          <Outlet />
        </main>
        {/* Before the footer: where the launcher sits when it is in the page's flow (app.css). */}
        <Island name="help-chat" component={HelpChat} props={{}} />
        {/* Room below the footer's last line, so the floating chat button never hides it. */}
        <div className="bg-stone-950 pb-20 sm:pb-24">
          <SiteFooter />
        </div>
        <PageContentScript content={content} />
      </div>
    </PageContentProvider>
  );
}
