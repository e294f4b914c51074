import { SearchX } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import type { Template, TemplateCategory } from '../../../shared/catalogue';
import { fill, plural } from '../../../shared/i18n/format';
import { type Messages, useMessages } from '../../i18n';
import { CategoryFilter } from './category-filter';
import { search, wordsIn } from './search';
import { SearchControls } from './search-controls';
import { TemplateCard } from './template-card';
import { InTurn } from '../../../islands/in-turn';
import { useAddressQuery } from './use-address-query';
import { templateFeatures, useTemplates } from '../../islands/page-content';

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

function showingText(
  m: Messages['products']['showing'],
  count: number,
  category: string | undefined,
  query: string,
): string {
  if (category === undefined) return plural(query ? m.matching : m.all, count, { query });
  return plural(query ? m.inCategoryMatching : m.inCategory, count, { category, query });
}

/** The template store: search, sort, category filter and cards; the quote (cart) is the caller's. */
export function Catalogue({ quantityOf, onAdd, costs }: CatalogueProps) {
  const m = useMessages('products');
  const words = useMessages('catalogue');
  const templates = useTemplates();
  // Undefined is "all categories".
  const [category, setCategory] = useState<TemplateCategory>();
  const [announcement, setAnnouncement] = useState('');
  const [address, setAddress] = useAddressQuery();
  const searchRef = useRef<HTMLInputElement>(null);
  const query = address.query.trim();
  const categoryLabel = category && words.categories[category];
  const inCategory =
    category === undefined ? templates : templates.filter((t) => t.category === category);
  const shown = search(inCategory, address, wordsIn(words));

  const clearSearch = () => {
    setAddress({ ...address, query: '' });
    searchRef.current?.focus();
  };

  const add = (template: Template) => {
    onAdd(template);
    setAnnouncement(fill(m.added, { title: template.title }));
  };

  return (
    <div className="space-y-8">
      <div className="space-y-4">
        <SearchControls value={address} onChange={setAddress} inputRef={searchRef} />
        <CategoryFilter selected={category} onSelect={setCategory} />
        <p aria-live="polite" className="text-sm break-words text-stone-600">
          {showingText(m.showing, shown.length, categoryLabel, query)}
        </p>
      </div>

      {shown.length > 0 ? (
        <ul aria-label={m.listLabel} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((template, index) => (
            <InTurn key={template.id} element>
              <TemplateCard
                template={template}
                category={words.categories[template.category]}
                features={templateFeatures(template, words)}
                quantityInCart={quantityOf(template.id)}
                onAdd={add}
                cost={costs[template.slug]}
                eager={index < EAGER_CARDS}
                priority={index === 0}
              />
            </InTurn>
          ))}
        </ul>
      ) : query ? (
        <EmptyState
          title={fill(m.noMatch.title, { query })}
          action={m.noMatch.action}
          onAction={clearSearch}
        >
          {categoryLabel === undefined
            ? m.noMatch.hint
            : fill(m.noMatch.hintInCategory, { category: categoryLabel })}
        </EmptyState>
      ) : (
        <EmptyState
          title={fill(m.emptyCategory.title, { category: categoryLabel ?? '' })}
          action={m.emptyCategory.action}
          onAction={() => setCategory(undefined)}
        >
          {m.emptyCategory.text}
        </EmptyState>
      )}

      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
