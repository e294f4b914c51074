import { describe, expect, it } from 'vitest';
import { templates } from '../../src/shared/catalogue';
import { previewPlace } from '../../src/shared/preview-place';

// The preview bar's place in the catalogue (decisions 053 and 134): worked out from the catalogue a
// page is rendered with, the published one included.

const place = (slug: string) => previewPlace(slug, templates);

describe('previous and next', () => {
  it('follow the active templates that have a sample, in catalogue order', () => {
    expect(place('local-business')).toMatchObject({
      entry: { title: 'Local Business Pro', price: 'K1,750', status: 'active' },
      previous: { slug: 'beauty-salon' },
      next: { slug: 'construction' },
    });
  });

  it('wrap around at both ends', () => {
    expect(place('community').previous.slug).toBe('contractor-budget');
    expect(place('contractor-budget').next.slug).toBe('community');
  });

  it('lead from a sample outside the cycle to its two ends', () => {
    for (const slug of ['hotel', 'ecommerce']) {
      expect(place(slug).previous.slug, slug).toBe('contractor-budget');
      expect(place(slug).next.slug, slug).toBe('community');
    }
    expect(place('hotel').entry?.status).toBe('coming_soon');
    expect(place('ecommerce').entry).toBeUndefined();
  });

  it('take a published price and status: a template taken off sale leaves the cycle', () => {
    const published = templates.map((template) =>
      template.slug === 'restaurant'
        ? { ...template, price: 'K3,100' }
        : template.slug === 'beauty-salon'
          ? { ...template, status: 'coming_soon' as const }
          : template,
    );
    expect(previewPlace('restaurant', published).entry?.price).toBe('K3,100');
    expect(previewPlace('local-business', published).previous.slug).toBe('restaurant');
    expect(previewPlace('beauty-salon', published).entry?.status).toBe('coming_soon');
  });
});
