import type { Template } from '../../../shared/catalogue';
import { templateFeatures } from '../../islands/page-content';
import type { Messages } from '../../i18n';

export const sortOrders = ['featured', 'price-asc', 'price-desc', 'rating'] as const;

export type SortOrder = (typeof sortOrders)[number];

/** What the address holds: ?q=…&sort=…; the default view has neither. */
export interface CatalogueQuery {
  query: string;
  sort: SortOrder;
}

export const defaultQuery: CatalogueQuery = { query: '', sort: 'featured' };

const isSortOrder = (value: string | null): value is SortOrder =>
  (sortOrders as readonly (string | null)[]).includes(value);

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

/** The words a template is found by, in the page's language: its category label and features. */
export type TemplateWords = (template: Template) => readonly string[];

/** Search by the category label and features in a language, besides the template's name. */
export const wordsIn =
  (words: Messages['catalogue']): TemplateWords =>
  (template) => [words.categories[template.category], ...templateFeatures(template, words)];

/** Every word of the query appears in the template's name or its words (category, features). */
export function matches(template: Template, query: string, wordsOf: TemplateWords): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean);
  const text = fold([template.title, ...wordsOf(template)].join(' '));
  return words.every((word) => text.includes(word));
}

/** A template not yet on sale has no rating to show, so it sorts after every rated one. */
const shownRating = (template: Template) => (template.status === 'active' ? template.rating : 0);

const compare: Record<SortOrder, (a: Template, b: Template) => number> = {
  featured: () => 0,
  'price-asc': (a, b) => a.priceNumeric - b.priceNumeric,
  'price-desc': (a, b) => b.priceNumeric - a.priceNumeric,
  rating: (a, b) => shownRating(b) - shownRating(a),
};

/** The templates that match, in the chosen order; ties keep the catalogue's order. */
export function search(
  templates: readonly Template[],
  { query, sort }: CatalogueQuery,
  wordsOf: TemplateWords,
): Template[] {
  return templates.filter((template) => matches(template, query, wordsOf)).sort(compare[sort]);
}
