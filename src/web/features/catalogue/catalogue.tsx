import { SearchX } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { type Template, templateCategories, templates } from '../../../shared/catalogue';
import { CategoryFilter } from './category-filter';
import { search } from './search';
import { SearchControls } from './search-controls';
import { TemplateCard } from './template-card';
import { useAddressQuery } from './use-address-query';

const ALL = 'All';
const categories: readonly string[] = [ALL, ...templateCategories];

// Three cards fill the first row on wide screens; later cards wait until scrolled near.
const EAGER_CARDS = 3;

interface CatalogueProps {
  quantityOf: (id: number) => number;
  onAdd: (template: Template) => void;
  /** Bytes each sample costs to open, by template slug, measured at build time. */
  costs: Readonly<Record<string, number>>;
}

function EmptyState({
  title,
  action,
  onAction,
  children,
}: {
  title: string;
  action: string;
  onAction: () => void;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-stone-300 px-6 py-16 text-center">
      <SearchX className="size-10 text-stone-400" aria-hidden="true" />
      <h2 className="mt-4 text-lg font-semibold break-words">{title}</h2>
      <p className="mt-2 max-w-md text-stone-600">{children}</p>
      <button
        type="button"
        onClick={onAction}
        className="mt-6 inline-flex min-h-11 items-center rounded-full border border-stone-300 px-5 text-sm font-semibold text-stone-900 hover:bg-stone-50"
      >
        {action}
      </button>
    </div>
  );
}

const countText = (count: number) => `${count} ${count === 1 ? 'template' : 'templates'}`;

function showingText(count: number, category: string, query: string): string {
  const matching = query ? ` matching “${query}”` : '';
  if (category === ALL) return `Showing ${query ? '' : 'all '}${countText(count)}${matching}`;
  return `Showing ${countText(count)} in ${category}${matching}`;
}

/** The template store: search, sort, category filter and cards; the cart is the caller's. */
export function Catalogue({ quantityOf, onAdd, costs }: CatalogueProps) {
  const [category, setCategory] = useState(ALL);
  const [announcement, setAnnouncement] = useState('');
  const [address, setAddress] = useAddressQuery();
  const searchRef = useRef<HTMLInputElement>(null);
  const query = address.query.trim();
  const inCategory =
    category === ALL ? templates : templates.filter((t) => t.category === category);
  const shown = search(inCategory, address);

  const clearSearch = () => {
    setAddress({ ...address, query: '' });
    searchRef.current?.focus();
  };

  const add = (template: Template) => {
    onAdd(template);
    const quantity = quantityOf(template.id) + 1;
    setAnnouncement(`${template.title} added to your cart (${quantity} in cart).`);
  };

  return (
    <div className="space-y-8">
      <div className="space-y-4">
        <SearchControls value={address} onChange={setAddress} inputRef={searchRef} />
        <CategoryFilter categories={categories} selected={category} onSelect={setCategory} />
        <p aria-live="polite" className="text-sm break-words text-stone-600">
          {showingText(shown.length, category, query)}
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
              cost={costs[template.slug]}
              eager={index < EAGER_CARDS}
              priority={index === 0}
            />
          ))}
        </ul>
      ) : query ? (
        <EmptyState
          title={`No templates match “${query}”`}
          action="Clear search"
          onAction={clearSearch}
        >
          Try one word, such as a kind of business or a feature like “booking” or “gallery”
          {category === ALL
            ? '.'
            : `, or look in all categories: this search is in ${category} only.`}
        </EmptyState>
      ) : (
        <EmptyState
          title={`No templates in ${category} yet`}
          action="Show all templates"
          onAction={() => setCategory(ALL)}
        >
          We are designing new templates all the time. Try another category, or ask us for a custom
          site.
        </EmptyState>
      )}

      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
