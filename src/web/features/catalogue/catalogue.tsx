import { SearchX } from 'lucide-react';
import { useState } from 'react';
import { type Template, templateCategories, templates } from '../../../shared/catalogue';
import { CategoryFilter } from './category-filter';
import { TemplateCard } from './template-card';

const ALL = 'All';
const categories: readonly string[] = [ALL, ...templateCategories];

// Three cards fill the first row on wide screens; later cards wait until scrolled near.
const EAGER_CARDS = 3;

interface CatalogueProps {
  quantityOf: (id: number) => number;
  onAdd: (template: Template) => void;
}

const countText = (count: number) => `${count} ${count === 1 ? 'template' : 'templates'}`;

/** The template store: category filter and cards; the cart is the caller's. */
export function Catalogue({ quantityOf, onAdd }: CatalogueProps) {
  const [category, setCategory] = useState(ALL);
  const [announcement, setAnnouncement] = useState('');
  const shown = category === ALL ? templates : templates.filter((t) => t.category === category);

  const add = (template: Template) => {
    onAdd(template);
    const quantity = quantityOf(template.id) + 1;
    setAnnouncement(`${template.title} added to your cart (${quantity} in cart).`);
  };

  return (
    <div className="space-y-8">
      <div className="space-y-4">
        <CategoryFilter categories={categories} selected={category} onSelect={setCategory} />
        <p aria-live="polite" className="text-sm text-stone-600">
          {category === ALL
            ? `Showing all ${countText(shown.length)}`
            : `Showing ${countText(shown.length)} in ${category}`}
        </p>
      </div>

      {shown.length > 0 ? (
        <ul aria-label="Templates" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((template, index) => (
            <TemplateCard
              key={template.id}
              template={template}
              quantityInCart={quantityOf(template.id)}
              onAdd={add}
              eager={index < EAGER_CARDS}
              priority={index === 0}
            />
          ))}
        </ul>
      ) : (
        <div className="flex flex-col items-center rounded-2xl border border-dashed border-stone-300 px-6 py-16 text-center">
          <SearchX className="size-10 text-stone-400" aria-hidden="true" />
          <h2 className="mt-4 text-lg font-semibold">No templates in {category} yet</h2>
          <p className="mt-2 max-w-md text-stone-600">
            We are designing new templates all the time. Try another category, or ask us for a
            custom site.
          </p>
          <button
            type="button"
            onClick={() => setCategory(ALL)}
            className="mt-6 inline-flex min-h-11 items-center rounded-full border border-stone-300 px-5 text-sm font-semibold text-stone-900 hover:bg-stone-50"
          >
            Show all templates
          </button>
        </div>
      )}

      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
