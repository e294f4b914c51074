import type { Template } from '../../../shared/catalogue';

export const sortOptions = [
  { value: 'featured', label: 'Featured' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
  { value: 'rating', label: 'Rating: highest first' },
] as const;

export type SortOrder = (typeof sortOptions)[number]['value'];

/** What the address holds: ?q=…&sort=…; the default view has neither. */
export interface CatalogueQuery {
  query: string;
  sort: SortOrder;
}

export const defaultQuery: CatalogueQuery = { query: '', sort: 'featured' };

const isSortOrder = (value: string | null): value is SortOrder =>
  sortOptions.some((option) => option.value === value);

export function readQuery(search: string): CatalogueQuery {
  const params = new URLSearchParams(search);
  const sort = params.get('sort');
  return { query: params.get('q') ?? '', sort: isSortOrder(sort) ? sort : 'featured' };
}

/** The address's search part for a query: empty for the default view, so it stays /products. */
export function writeQuery({ query, sort }: CatalogueQuery): string {
  const params = new URLSearchParams();
  if (query.trim()) params.set('q', query);
  if (sort !== 'featured') params.set('sort', sort);
  const search = params.toString();
  return search ? `?${search}` : '';
}

// "Décor" is found by "decor", "Health" by "HEALTH".
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Every word of the query appears in the template's name, category or a feature. */
export function matches(template: Template, query: string): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean);
  const text = fold([template.title, template.category, ...template.features].join(' '));
  return words.every((word) => text.includes(word));
}

const compare: Record<SortOrder, (a: Template, b: Template) => number> = {
  featured: () => 0,
  'price-asc': (a, b) => a.priceNumeric - b.priceNumeric,
  'price-desc': (a, b) => b.priceNumeric - a.priceNumeric,
  rating: (a, b) => b.rating - a.rating,
};

/** The templates that match, in the chosen order; ties keep the catalogue's order. */
export function search(
  templates: readonly Template[],
  { query, sort }: CatalogueQuery,
): Template[] {
  return templates.filter((template) => matches(template, query)).sort(compare[sort]);
}
