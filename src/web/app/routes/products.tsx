import { containerStyles } from '../../components/ui/styles';
import { useCart } from '../../features/cart';
import { Catalogue } from '../../features/catalogue';
import { sampleCosts } from '../../features/catalogue/sample-costs.server';
import { useMessages } from '../../i18n';
import { messagesFor } from '../../i18n/messages.server';
import { PageIntro } from '../layout/page-intro';
import { pageMeta } from '../meta';
import type { Route } from './+types/products';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({ ...loaderData.messages.products.meta, lang: loaderData.lang, path: '/products' });

// Runs once, at build time (ssr: false): the words and figures are embedded in the page (decision 051).
export const loader = ({ request }: Route.LoaderArgs) => ({
  ...messagesFor(request, ['products', 'catalogue']),
  costs: sampleCosts(),
});

export default function Products({ loaderData }: Route.ComponentProps) {
  const m = useMessages('products');
  const cart = useCart();
  return (
    <>
      <PageIntro eyebrow={m.eyebrow} title={m.title}>
        <p>{m.intro}</p>
      </PageIntro>
      <section aria-label={m.catalogueLabel} className={`${containerStyles} py-10 sm:py-14`}>
        <Catalogue quantityOf={cart.quantityOf} onAdd={cart.add} costs={loaderData.costs} />
      </section>
    </>
  );
}
