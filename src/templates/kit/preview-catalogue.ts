import { type Template, templates } from '../../shared/catalogue';

// Where a sample stands in the catalogue, for the preview bar (decision 053).

/** What the bar needs of a catalogue entry. */
export type PreviewEntry = Pick<Template, 'id' | 'slug' | 'title' | 'price' | 'status'>;

/** Active templates whose sample is one of these pages, in catalogue order: what previous/next cycle through. */
export const previewCycle: readonly PreviewEntry[] = templates.filter(
  (template) =>
    template.status === 'active' && template.previewUrl === `/templates/${template.slug}`,
);

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
  const entry = templates.find((template) => template.slug === slug);
  const index = previewCycle.findIndex((template) => template.slug === slug);
  const at = (i: number) => previewCycle[(i + previewCycle.length) % previewCycle.length]!;
  return index === -1
    ? { entry, previous: at(-1), next: at(0) }
    : { entry, previous: at(index - 1), next: at(index + 1) };
}
