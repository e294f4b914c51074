import { containerStyles } from '../../components/ui/styles';
import { AcceptQuote } from '../../features/accept-quote/accept-quote';
import { useMessages } from '../../i18n';
import { messagesFor } from '../../i18n/messages.server';
import { Island } from '../../islands/island';
import { PageIntro } from '../layout/page-intro';
import { pageMeta } from '../meta';
import type { Route } from './+types/accept-quote';

// Build time only (ssr: false): the page's words; the quote itself is read from the link's token.
export const loader = ({ request }: Route.LoaderArgs) => messagesFor(request, ['acceptQuote']);

// A customer's own page, opened from a mail: never indexed (decision 097).
export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...pageMeta({ ...loaderData.messages.acceptQuote.meta, lang: loaderData.lang }),
  { name: 'robots', content: 'noindex' },
];

export default function AcceptQuoteRoute() {
  const m = useMessages('acceptQuote');
  return (
    <>
      <PageIntro eyebrow={m.eyebrow} title={m.title}>
        <p>{m.intro}</p>
      </PageIntro>
      <div data-launcher-in-flow="" className={`${containerStyles} py-10 sm:py-14`}>
        <Island name="accept-quote" component={AcceptQuote} props={{}} />
      </div>
    </>
  );
}
