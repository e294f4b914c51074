import { type Template, sampleSlugs } from './catalogue';

// Where a sample stands in the catalogue, for the preview bar (decision 053): worked out when the
// page is rendered, from the catalogue it is rendered with (the published one, decision 134), and
// carried by the page, so the bar shows the price the quote will charge.

/** What the bar needs of a catalogue entry. */
export type PreviewEntry = Pick<Template, 'id' | 'slug' | 'title' | 'price' | 'status'>;

export interface PreviewPlace {
  /** The catalogue entry of this sample, if it has one (active or coming soon). */
  entry: PreviewEntry | undefined;
  previous: PreviewEntry;
  next: PreviewEntry;
}

const slim = ({ id, slug, title, price, status }: Template): PreviewEntry => ({
  id,
  slug,
  title,
  price,
  status,
});

/**
 * The sample's catalogue entry and its neighbours among the templates on sale that have a sample
 * here, in catalogue order, wrapping around at both ends. A sample outside that cycle
 * (coming soon, or not in the catalogue) leads to the cycle's two ends.
 */
export function previewPlace(slug: string, templates: readonly Template[]): PreviewPlace {
  const samples: readonly string[] = sampleSlugs;
  const entries = templates.filter((template) => samples.includes(template.slug)).map(slim);
  const cycle = entries.filter((entry) => entry.status === 'active');
  const entry = entries.find((candidate) => candidate.slug === slug);
  const index = cycle.findIndex((candidate) => candidate.slug === slug);
  const at = (i: number) => cycle[(i + cycle.length) % cycle.length]!;
  return index === -1
    ? { entry, previous: at(-1), next: at(0) }
    : { entry, previous: at(index - 1), next: at(index + 1) };
}
