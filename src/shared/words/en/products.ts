/** The template store page: its intro, search, sort, category filter, cards and empty states. */
export const products = {
  meta: {
    title: 'Website Templates',
    description:
      'Ready-made website templates for Papua New Guinea businesses: restaurants, salons, clinics, builders, hotels and more, priced in Kina.',
  },
  eyebrow: 'Template store',
  title: 'Website Templates',
  intro:
    'Pick a design made for your kind of business, preview it live, and ask for a quote. Every order funds a tree.',
  catalogueLabel: 'Template catalogue',
  search: {
    region: 'Templates',
    label: 'Search templates',
    placeholder: 'Name or feature, e.g. booking',
    sortLabel: 'Sort by',
    sort: {
      featured: 'Featured',
      'price-asc': 'Price: low to high',
      'price-desc': 'Price: high to low',
      rating: 'Rating: highest first',
    },
  },
  filter: {
    all: 'All',
    group: 'Filter by category',
    list: 'Categories',
    current: 'Category: {category}',
  },
  showing: {
    all: { one: 'Showing all {count} template', other: 'Showing all {count} templates' },
    matching: {
      one: 'Showing {count} template matching “{query}”',
      other: 'Showing {count} templates matching “{query}”',
    },
    inCategory: {
      one: 'Showing {count} template in {category}',
      other: 'Showing {count} templates in {category}',
    },
    inCategoryMatching: {
      one: 'Showing {count} template in {category} matching “{query}”',
      other: 'Showing {count} templates in {category} matching “{query}”',
    },
  },
  listLabel: 'Templates',
  added: '{title} added to your quote.',
  noMatch: {
    title: 'No templates match “{query}”',
    action: 'Clear search',
    hint: 'Try one word, such as a kind of business or a feature like “booking” or “gallery”.',
    hintInCategory:
      'Try one word, such as a kind of business or a feature like “booking” or “gallery”, or look in all categories: this search is in {category} only.',
  },
  emptyCategory: {
    title: 'No templates in {category} yet',
    action: 'Show all templates',
    text: 'We are designing new templates all the time. Try another category, or ask us for a custom site.',
  },
  card: {
    imageAlt: 'Preview of the {title} template',
    comingSoon: 'Coming Soon',
    outOfFive: ' out of 5',
    availableNow: 'Available now',
    inDevelopment: 'In development',
    previewCost: 'Preview uses about {kb} KB of data',
    addToQuote: 'Add to quote',
    added: 'Added ({count})',
    addedLabel: 'Added ({count}): see your quote',
    preview: 'Preview',
    opensInNewTab: ' (opens in a new tab)',
  },
};
