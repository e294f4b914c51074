import { describe, expect, it } from 'vitest';
import { templates } from '../../src/shared/catalogue';
import { previewEntries, previewPlace } from '../../src/web/features/preview/preview-catalogue';
import { templateSlugs } from '../../src/web/app/paths';

const slugs: readonly string[] = templateSlugs;

describe('the preview bar’s slim catalogue', () => {
  it('is the catalogue’s entries that have a sample here, in catalogue order', () => {
    const expected = templates
      .filter((template) => slugs.includes(template.slug))
      .map(({ id, slug, title, price, status }) => ({ id, slug, title, price, status }));
    expect(
      previewEntries,
      `src/web/features/preview/preview-catalogue.ts differs from the catalogue; paste:\n${JSON.stringify(expected, null, 2)}`,
    ).toEqual(expected);
  });

  it('has an active entry only where the catalogue previews that sample here', () => {
    for (const entry of previewEntries.filter(({ status }) => status === 'active')) {
      const template = templates.find(({ id }) => id === entry.id);
      expect(template?.previewUrl, entry.slug).toBe(`/templates/${entry.slug}`);
    }
  });
});

describe('previous and next', () => {
  it('follow the active templates in catalogue order', () => {
    expect(previewPlace('local-business')).toMatchObject({
      entry: { title: 'Local Business Pro', price: 'K1,750' },
      previous: { slug: 'beauty-salon' },
      next: { slug: 'construction' },
    });
  });

  it('wrap around at both ends', () => {
    expect(previewPlace('community').previous.slug).toBe('contractor-budget');
    expect(previewPlace('contractor-budget').next.slug).toBe('community');
  });

  it('lead from a sample outside the cycle to its two ends', () => {
    for (const slug of ['hotel', 'ecommerce']) {
      const place = previewPlace(slug);
      expect(place.previous.slug, slug).toBe('contractor-budget');
      expect(place.next.slug, slug).toBe('community');
    }
    expect(previewPlace('hotel').entry?.status).toBe('coming_soon');
    expect(previewPlace('ecommerce').entry).toBeUndefined();
  });
});
