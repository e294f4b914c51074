import { containerStyles } from '../../components/ui/styles';
import { QuoteCheckout } from '../../features/checkout/quote-checkout';
import { StoredCart } from '../../features/checkout/stored-cart';
import { Island } from '../../islands/island';
import { useMessages } from '../../i18n';
import { messagesFor } from '../../i18n/messages.server';
import { PageIntro } from '../layout/page-intro';
import { catalogueContent } from '../page-content.server';
import { pageMeta } from '../meta';
import type { Route } from './+types/checkout';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({ ...loaderData.messages.checkout.meta, lang: loaderData.lang, path: '/checkout' });

// At render time only (ssr: false): the cart lines' category labels come from the catalogue's
// words, their titles and prices from the catalogue the page carries (decision 122).
export const loader = ({ request }: Route.LoaderArgs) => {
  const words = messagesFor(request, ['checkout', 'catalogue']);
  return { ...words, content: catalogueContent(words.lang) };
};

export default function CheckoutRoute() {
  const m = useMessages('checkout');
  return (
    <>
      <PageIntro eyebrow={m.eyebrow} title={m.title}>
        <p>{m.intro}</p>
      </PageIntro>
      <div className={`${containerStyles} py-10 sm:py-14`}>
        <StoredCart />
        <Island name="quote-checkout" component={QuoteCheckout} props={{}} />
      </div>
    </>
  );
}
