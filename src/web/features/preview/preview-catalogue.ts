import type { Template } from '../../../shared/catalogue';

// Where a sample stands in the catalogue, for the preview bar (decision 053).

/** What the bar needs of a catalogue entry. */
export type PreviewEntry = Pick<Template, 'id' | 'slug' | 'title' | 'price' | 'status'>;

/**
 * The catalogue entries that have a sample here, in catalogue order: a slim copy, because the
 * whole catalogue would cost every sample page 1.5 kB gzip. test/unit/preview-catalogue.test.ts
 * fails, printing the list to paste, whenever it differs from src/shared/catalogue.ts.
 */
export const previewEntries: readonly PreviewEntry[] = [
  { id: 1, slug: 'community', title: 'Community Hub', price: 'K2,750', status: 'active' },
  { id: 2, slug: 'fitness', title: 'Fitness Center', price: 'K3,200', status: 'active' },
  { id: 3, slug: 'restaurant', title: 'Restaurant Deluxe', price: 'K2,950', status: 'active' },
  { id: 4, slug: 'beauty-salon', title: 'Beauty Salon Elite', price: 'K2,450', status: 'active' },
  { id: 5, slug: 'local-business', title: 'Local Business Pro', price: 'K1,750', status: 'active' },
  { id: 6, slug: 'construction', title: 'Construction Company', price: 'K4,500', status: 'active' },
  {
    id: 7,
    slug: 'engineering',
    title: 'Engineering Consultancy',
    price: 'K5,200',
    status: 'active',
  },
  { id: 8, slug: 'hospital', title: 'Medical Center', price: 'K6,800', status: 'active' },
  {
    id: 9,
    slug: 'contractor-budget',
    title: 'Contractor Budget Pro',
    price: 'K1,950',
    status: 'active',
  },
  {
    id: 16,
    slug: 'hotel',
    title: 'Paradise Resort Hotel',
    price: 'K10,500',
    status: 'coming_soon',
  },
  { id: 17, slug: 'lawyer', title: 'Legal Professional', price: 'K4,800', status: 'coming_soon' },
  {
    id: 18,
    slug: 'security',
    title: 'Elite Security Services',
    price: 'K4,100',
    status: 'coming_soon',
  },
];

/** The active ones: what previous and next cycle through. */
export const previewCycle = previewEntries.filter((entry) => entry.status === 'active');

export interface PreviewPlace {
  /** The catalogue entry of this sample, if it has one (active or coming soon). */
  entry: PreviewEntry | undefined;
  previous: PreviewEntry;
  next: PreviewEntry;
}

/**
 * The sample's catalogue entry and its neighbours in the cycle, wrapping around at both ends. A
 * sample outside the cycle (coming soon, or not in the catalogue) leads to the cycle's two ends.
 */
export function previewPlace(slug: string): PreviewPlace {
  const entry = previewEntries.find((candidate) => candidate.slug === slug);
  const index = previewCycle.findIndex((candidate) => candidate.slug === slug);
  const at = (i: number) => previewCycle[(i + previewCycle.length) % previewCycle.length]!;
  return index === -1
    ? { entry, previous: at(-1), next: at(0) }
    : { entry, previous: at(index - 1), next: at(index + 1) };
}
