import { describe, expect, it } from 'vitest';
import { templates } from '../../src/shared/catalogue';
import { templateFeatures } from '../../src/web/islands/page-content';
import { costLabel } from '../../src/web/features/catalogue/cost';
import {
  defaultQuery,
  readQuery,
  search,
  wordsIn,
  writeQuery,
} from '../../src/web/features/catalogue/search';
import { en } from '../../src/shared/words/en';
import { tpi } from '../../src/shared/words/tpi';

const titles = (query: string, sort = defaultQuery.sort) =>
  search(templates, { query, sort }, wordsIn(en.catalogue)).map((t) => t.title);
const titlesInTokPisin = (query: string) =>
  search(templates, { query, sort: defaultQuery.sort }, wordsIn(tpi.catalogue)).map((t) => t.title);

describe('catalogue search', () => {
  it('finds templates by a feature word, in any case', () => {
    expect(titles('BOOKING')).toEqual(['Beauty Salon Elite', 'Event Planner Pro']);
  });

  it('finds a template by its name, and needs every word to match', () => {
    expect(titles('medical')).toEqual(['Medical Center']);
    expect(titles('contractor budget')).toEqual(['Contractor Budget Pro']);
    expect(titles('contractor gallery')).toEqual([]);
  });

  it('matches the category and ignores accents', () => {
    expect(titles('decor')).toEqual(['Interior Design Studio']);
  });

  it('shows every template, in catalogue order, for an empty query', () => {
    expect(titles('  ')).toEqual(templates.map((t) => t.title));
  });
});

describe('catalogue search in Tok Pisin', () => {
  it('finds templates by a Tok Pisin feature or category word, and by name', () => {
    expect(titlesInTokPisin('bukim')).toEqual([
      'Restaurant Deluxe',
      'Beauty Salon Elite',
      'Medical Center',
      'Event Planner Pro',
    ]);
    expect(titlesInTokPisin('kaikai')).toEqual(['Restaurant Deluxe', 'Paradise Resort Hotel']);
    expect(titlesInTokPisin('medical')).toEqual(['Medical Center']);
  });

  it('does not match English feature words on a Tok Pisin page', () => {
    expect(titlesInTokPisin('booking')).toEqual([]);
  });
});

describe('catalogue words', () => {
  it('gives every template four features in both languages', () => {
    for (const template of templates) {
      expect(templateFeatures(template, en.catalogue), template.slug).toHaveLength(4);
      expect(templateFeatures(template, tpi.catalogue), template.slug).toHaveLength(4);
    }
  });

  it("takes a template's published features, of any number, over the words (decision 130)", () => {
    const restaurant = {
      ...templates.find((t) => t.slug === 'restaurant')!,
      features: ['Lunch orders by WhatsApp'],
    };
    expect(templateFeatures(restaurant, en.catalogue)).toEqual(['Lunch orders by WhatsApp']);
    const found = search(
      [restaurant],
      { query: 'whatsapp', sort: 'featured' },
      wordsIn(en.catalogue),
    );
    expect(found.map((t) => t.slug)).toEqual(['restaurant']);
    // The words' features of that template no longer find it.
    expect(
      search([restaurant], { query: 'menu', sort: 'featured' }, wordsIn(en.catalogue)),
    ).toEqual([]);
  });
});

describe('catalogue sort', () => {
  const prices = (sort: typeof defaultQuery.sort) =>
    search(templates, { query: '', sort }, wordsIn(en.catalogue)).map((t) => t.priceNumeric);

  it('orders by price both ways', () => {
    expect(prices('price-asc')).toEqual([...prices('featured')].sort((a, b) => a - b));
    expect(prices('price-desc')).toEqual([...prices('featured')].sort((a, b) => b - a));
  });

  it('orders by rating, highest first, ties in catalogue order; templates not on sale (no rating shown) last', () => {
    const rated = search(templates, { query: '', sort: 'rating' }, wordsIn(en.catalogue));
    expect(rated.slice(0, 3).map((t) => t.title)).toEqual([
      'Medical Center',
      'Restaurant Deluxe',
      'Construction Company',
    ]);
    const onSale = rated.filter((t) => t.status === 'active');
    expect(rated.slice(0, onSale.length)).toEqual(onSale);
    expect(onSale.at(-1)!.rating).toBe(4.6);
    // The rest keep the catalogue's order, whatever rating they carry.
    expect(rated.slice(onSale.length)).toEqual(templates.filter((t) => t.status !== 'active'));
  });
});

describe('catalogue address', () => {
  it('reads and writes ?q and ?sort, leaving the default view bare', () => {
    expect(writeQuery(defaultQuery)).toBe('');
    expect(writeQuery({ query: 'hotel rooms', sort: 'rating' })).toBe('?q=hotel+rooms&sort=rating');
    expect(readQuery('?q=hotel+rooms&sort=rating')).toEqual({
      query: 'hotel rooms',
      sort: 'rating',
    });
  });

  it('falls back to the catalogue order for an unknown sort', () => {
    expect(readQuery('?sort=cheapest')).toEqual(defaultQuery);
  });
});

describe('cost label', () => {
  it.each([
    [158_400, 'about 160 KB'],
    [154_999, 'about 150 KB'],
    [3_000, 'about 10 KB'],
  ])('shows %i bytes as %s', (bytes, label) => {
    expect(costLabel(bytes)).toBe(label);
  });
});
