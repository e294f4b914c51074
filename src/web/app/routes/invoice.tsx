import { containerStyles } from '../../components/ui/styles';
import { InvoiceView } from '../../features/invoice/invoice-view';
import { useMessages } from '../../i18n';
import { messagesFor } from '../../i18n/messages.server';
import { Island } from '../../islands/island';
import { PageIntro } from '../layout/page-intro';
import { pageMeta } from '../meta';
import type { Route } from './+types/invoice';

// Build time only (ssr: false): the page's words; the invoice itself is read from the link's token.
export const loader = ({ request }: Route.LoaderArgs) => messagesFor(request, ['invoice']);

// A customer's own page, opened from a mail: never indexed (decision 098).
export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...pageMeta({ ...loaderData.messages.invoice.meta, lang: loaderData.lang }),
  { name: 'robots', content: 'noindex' },
];

export default function InvoiceRoute() {
  const m = useMessages('invoice');
  return (
    <>
      {/* Compact, and the lead sentence goes into the box of what to pay: on a phone, the amount,
          the due day and the reference show without scrolling (issue 43, point 4). */}
      <PageIntro eyebrow={m.eyebrow} title={m.title} compact />
      <div data-launcher-in-flow="" className={`${containerStyles} py-6 sm:py-10`}>
        <Island name="invoice-view" component={InvoiceView} props={{}} />
      </div>
    </>
  );
}
