import { containerStyles } from '../../components/ui/styles';
import { useCart } from '../../features/cart';
import { Catalogue } from '../../features/catalogue';
import { sampleCosts } from '../../features/catalogue/sample-costs.server';
import { PageIntro } from '../layout/page-intro';
import { pageMeta } from '../meta';
import type { Route } from './+types/products';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Website Templates',
    description:
      'Ready-made website templates for Papua New Guinea businesses: restaurants, salons, clinics, builders, hotels and more, priced in Kina.',
    path: '/products',
  });

// Runs once, at build time (ssr: false): the figures are embedded in the page (decision 051).
export const loader = () => ({ costs: sampleCosts() });

export default function Products({ loaderData }: Route.ComponentProps) {
  const cart = useCart();
  return (
    <>
      <PageIntro eyebrow="Template store" title="Website Templates">
        <p>
          Pick a design made for your kind of business, preview it live, and ask for a quote. Every
          order funds a tree.
        </p>
      </PageIntro>
      <section aria-label="Template catalogue" className={`${containerStyles} py-10 sm:py-14`}>
        <Catalogue quantityOf={cart.quantityOf} onAdd={cart.add} costs={loaderData.costs} />
      </section>
    </>
  );
}
