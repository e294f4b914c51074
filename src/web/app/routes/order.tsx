import { containerStyles } from '../../components/ui/styles';
import { OrderStatus } from '../../features/order/order-status';
import { useMessages } from '../../i18n';
import { messagesFor } from '../../i18n/messages.server';
import { Island } from '../../islands/island';
import { PageIntro } from '../layout/page-intro';
import { pageMeta } from '../meta';
import type { Route } from './+types/order';

// Build time only (ssr: false): the page's words; the order itself is read from the link's token.
export const loader = ({ request }: Route.LoaderArgs) => messagesFor(request, ['order', 'invoice']);

// A customer's own page, opened from a mail: never indexed (issue 27).
export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...pageMeta({ ...loaderData.messages.order.meta, lang: loaderData.lang }),
  { name: 'robots', content: 'noindex' },
];

export default function OrderRoute() {
  const m = useMessages('order');
  return (
    <>
      <PageIntro eyebrow={m.eyebrow} title={m.title}>
        <p>{m.intro}</p>
      </PageIntro>
      <div data-launcher-in-flow="" className={`${containerStyles} py-10 sm:py-14`}>
        <Island name="order-status" component={OrderStatus} props={{}} />
      </div>
    </>
  );
}
