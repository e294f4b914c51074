import { containerStyles } from '../../components/ui/styles';
import { ProductsCatalogue } from '../../features/catalogue/products-catalogue';
import { Island } from '../../islands/island';
import { sampleCosts } from '../../features/catalogue/sample-costs.server';
import { useMessages } from '../../i18n';
import { messagesFor } from '../../i18n/messages.server';
import { PageIntro } from '../layout/page-intro';
import { catalogueContent } from '../page-content.server';
import { pageMeta } from '../meta';
import type { Route } from './+types/products';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({ ...loaderData.messages.products.meta, lang: loaderData.lang, path: '/products' });

// Runs once, at build time (ssr: false): the words and figures are embedded in the page (decision 051).
export const loader = ({ request }: Route.LoaderArgs) => {
  const words = messagesFor(request, ['products', 'catalogue']);
  return { ...words, costs: sampleCosts(), content: catalogueContent(words.lang) };
};

export default function Products({ loaderData }: Route.ComponentProps) {
  const m = useMessages('products');
  return (
    <>
      <PageIntro eyebrow={m.eyebrow} title={m.title}>
        <p>{m.intro}</p>
      </PageIntro>
      <section aria-label={m.catalogueLabel} className={`${containerStyles} py-10 sm:py-14`}>
        <Island
          name="products-catalogue"
          component={ProductsCatalogue}
          props={{ costs: loaderData.costs }}
        />
      </section>
    </>
  );
}
