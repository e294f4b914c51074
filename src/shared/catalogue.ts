import { formatMoney, kina } from './money';
import type { TemplateCategory } from './template-categories';

/**
 * The 18 website templates of the storefront. The server prices quotes from this list, never from
 * the client. Category labels and features are words: they live with each language's messages
 * (src/shared/words/en/catalogue.ts), so a page ships only its own language's.
 */
export { type TemplateCategory, templateCategories } from './template-categories';
export type TemplateStatus = 'active' | 'coming_soon';

export interface Template {
  id: number;
  /** Its folder under src/templates and its preview's address /templates/<slug>. */
  slug: string;
  title: string;
  category: TemplateCategory;
  image: string;
  price: string;
  priceNumeric: number;
  rating: number;
  status: TemplateStatus;
  /** Where the live preview opens; absent for coming-soon templates. */
  previewUrl?: string;
  /** An uploaded picture's sizes (decision 130); the code's images have theirs by address. */
  srcSet?: string;
  /** Its features in the page's language, when an owner published them (else the words'). */
  features?: readonly string[];
}

/** A template as the code states it: owners' published content may change it (decision 121). */
export type TemplateInput = Omit<Template, 'price' | 'image'> & {
  /** It has a sample site: src/templates/<slug>, prerendered at /templates/<slug> (decision 052). */
  sample?: true;
};

// An active template with a sample site previews it; a coming-soon one previews nothing yet.
export const toTemplate = ({ sample, ...input }: TemplateInput): Template => ({
  ...input,
  price: formatMoney(kina(input.priceNumeric)),
  image: `/images/templates/${input.slug}.webp`,
  ...(sample && input.status === 'active' ? { previewUrl: `/templates/${input.slug}` } : {}),
});

export const catalogueEntries: readonly TemplateInput[] = [
  {
    id: 1,
    slug: 'community',
    title: 'Community Hub',
    category: 'Community & Non-Profits',
    priceNumeric: 2750,
    rating: 4.8,
    status: 'active',
    sample: true,
  },
  {
    id: 2,
    slug: 'fitness',
    title: 'Fitness Center',
    category: 'Fitness & Sports',
    priceNumeric: 3200,
    rating: 4.7,
    status: 'active',
    sample: true,
  },
  {
    id: 3,
    slug: 'restaurant',
    title: 'Restaurant Deluxe',
    category: 'Food',
    priceNumeric: 2950,
    rating: 4.9,
    status: 'active',
    sample: true,
  },
  {
    id: 4,
    slug: 'beauty-salon',
    title: 'Beauty Salon Elite',
    category: 'Health & Beauty',
    priceNumeric: 2450,
    rating: 4.8,
    status: 'active',
    sample: true,
  },
  {
    id: 5,
    slug: 'local-business',
    title: 'Local Business Pro',
    category: 'Local Business',
    priceNumeric: 1750,
    rating: 4.6,
    status: 'active',
    sample: true,
  },
  {
    id: 6,
    slug: 'construction',
    title: 'Construction Company',
    category: 'Construction',
    priceNumeric: 4500,
    rating: 4.9,
    status: 'active',
    sample: true,
  },
  {
    id: 7,
    slug: 'engineering',
    title: 'Engineering Consultancy',
    category: 'Engineering Consultation',
    priceNumeric: 5200,
    rating: 4.8,
    status: 'active',
    sample: true,
  },
  {
    id: 8,
    slug: 'hospital',
    title: 'Medical Center',
    category: 'Healthcare',
    priceNumeric: 6800,
    rating: 5,
    status: 'active',
    sample: true,
  },
  {
    id: 9,
    slug: 'contractor-budget',
    title: 'Contractor Budget Pro',
    category: 'Construction',
    priceNumeric: 1950,
    rating: 4.7,
    status: 'active',
    sample: true,
  },
  {
    id: 10,
    slug: 'sme-contractor',
    title: 'SME Contractor Solutions',
    category: 'Construction',
    priceNumeric: 3600,
    rating: 4.8,
    status: 'active',
    previewUrl: 'https://sme-contractor.kumuldigital.com.pg',
  },
  {
    id: 11,
    slug: 'creative-studio',
    title: 'Creative Studio Portfolio',
    category: 'Art & Design',
    priceNumeric: 2850,
    rating: 4.7,
    status: 'coming_soon',
  },
  {
    id: 12,
    slug: 'music-festival',
    title: 'Music Festival Hub',
    category: 'Entertainment',
    priceNumeric: 4200,
    rating: 4.6,
    status: 'coming_soon',
  },
  {
    id: 13,
    slug: 'event-planner',
    title: 'Event Planner Pro',
    category: 'Events',
    priceNumeric: 3400,
    rating: 4.7,
    status: 'coming_soon',
  },
  {
    id: 14,
    slug: 'fashion-boutique',
    title: 'Fashion Boutique',
    category: 'Fashion',
    priceNumeric: 5800,
    rating: 4.8,
    status: 'coming_soon',
  },
  {
    id: 15,
    slug: 'interior-design',
    title: 'Interior Design Studio',
    category: 'Home & Décor',
    priceNumeric: 3900,
    rating: 4.7,
    status: 'coming_soon',
  },
  {
    id: 16,
    slug: 'hotel',
    sample: true,
    title: 'Paradise Resort Hotel',
    category: 'Hotels & Hospitality',
    priceNumeric: 10500,
    rating: 5,
    status: 'coming_soon',
  },
  {
    id: 17,
    slug: 'lawyer',
    sample: true,
    title: 'Legal Professional',
    category: 'Legal Services',
    priceNumeric: 4800,
    rating: 4.9,
    status: 'coming_soon',
  },
  {
    id: 18,
    slug: 'security',
    sample: true,
    title: 'Elite Security Services',
    category: 'Security Services',
    priceNumeric: 4100,
    rating: 4.8,
    status: 'coming_soon',
  },
];

export const templates: readonly Template[] = catalogueEntries.map(toTemplate);

/** Sample sites with no catalogue entry of their own; ecommerce is also served at /png-market. */
const uncataloguedSamples = ['ecommerce', 'health', 'learning'];

/** Every sample site: routes, prerendering, the sitemap and the tests derive from this list. */
export const sampleSlugs: readonly string[] = [
  ...catalogueEntries.filter((entry) => entry.sample).map((entry) => entry.slug),
  ...uncataloguedSamples,
];

export const findTemplate = (id: number): Template | undefined =>
  templates.find((t) => t.id === id);

/**
 * What the home page offers (decision 088): the templates on sale (it counts them and names the
 * lowest price, in whole Kina) and the three it shows under its hero: on sale, each with a sample
 * site of ours to preview, for the kinds of business that ask most (a shop, a restaurant, a
 * salon), cheapest first. Of the published catalogue at run time (decision 124).
 */
export function homeOffer(list: readonly Template[]): {
  onSale: number;
  lowestPrice: number;
  featured: Template[];
} {
  const onSale = list.filter((t) => t.status === 'active');
  return {
    onSale: onSale.length,
    lowestPrice: Math.min(...onSale.map((t) => t.priceNumeric)),
    featured: ['local-business', 'beauty-salon', 'restaurant']
      .map((slug) => onSale.find((t) => t.slug === slug && t.previewUrl?.startsWith('/')))
      .filter((t): t is Template => t !== undefined),
  };
}

/** Templates on sale now (active) in the code. */
export const templatesOnSale: readonly Template[] = templates.filter((t) => t.status === 'active');

/** The lowest price of a template on sale in the code, in whole Kina. */
export const lowestTemplatePrice: number = homeOffer(templates).lowestPrice;

/** The templates the code's home page shows under its hero. */
export const featuredTemplates: readonly Template[] = homeOffer(templates).featured;
