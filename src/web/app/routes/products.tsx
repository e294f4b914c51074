import { Star } from 'lucide-react';
import { templates } from '../../../shared/catalogue';
import { containerStyles } from '../../components/ui/styles';
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

// Placeholder listing until the catalogue feature (filters, cart, previews) lands.
export default function Products() {
  return (
    <>
      <PageIntro eyebrow="Template store" title="Website Templates">
        <p>
          Pick a design made for your kind of business, preview it live, and ask for a quote. Every
          order funds a tree.
        </p>
      </PageIntro>
      <section aria-label="Templates" className={`${containerStyles} py-12 sm:py-16`}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {templates.map((template) => (
            <li
              key={template.id}
              className="flex flex-col rounded-2xl border border-stone-200 p-6 transition-shadow hover:shadow-md"
            >
              <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
                {template.category}
              </p>
              <h2 className="mt-2 text-lg font-semibold">{template.title}</h2>
              <ul className="mt-3 flex-1 space-y-1 text-sm text-stone-600">
                {template.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
              <div className="mt-5 flex items-center justify-between">
                <span className="text-xl font-bold text-stone-950">{template.price}</span>
                {template.status === 'active' ? (
                  <span className="inline-flex items-center gap-1 text-sm text-stone-600">
                    <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden="true" />
                    {template.rating}
                    <span className="sr-only">out of 5</span>
                  </span>
                ) : (
                  <span className="rounded-full bg-stone-100 px-3 py-1 text-xs font-semibold text-stone-600">
                    Coming Soon
                  </span>
                )}
              </div>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
