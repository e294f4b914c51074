import { screen, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { brand } from '../../src/shared/brand';
import { templates } from '../../src/shared/catalogue';
import { quickTopics } from '../../src/shared/faq';
import type { PageContentSnapshot } from '../../src/shared/page-content-snapshot';
import { faq as enFaq } from '../../src/shared/words/en/faq';
import { faq as tpiFaq } from '../../src/shared/words/tpi/faq';
import { closePage, eventually, openPage } from './island-page';

afterEach(closePage);

const storedCart = () => JSON.parse(localStorage.getItem('cart') ?? 'null') as unknown;

const cardOf = (title: string): HTMLElement =>
  screen.getByRole('heading', { name: title }).closest('li')!;

describe('the islands project', () => {
  it("runs the islands on Preact through preact/compat, as the islands' build does", async () => {
    const [react, compat] = await Promise.all([import('react'), import('preact/compat')]);
    expect(react.createElement).toBe(compat.createElement);
    expect(react.useSyncExternalStore).not.toBe(compat.useSyncExternalStore);
  });
});

describe('Add to quote, on the shipped runtime', () => {
  it('puts the template in the stored cart, and the card and the header say so', async () => {
    await openPage('/products', [
      { name: 'site-header' },
      { name: 'products-catalogue', props: { costs: {} } },
    ]);
    const user = userEvent.setup();
    expect(screen.queryByRole('link', { name: /^Quote, / })).toBeNull();

    await user.click(
      within(cardOf('Restaurant Deluxe')).getByRole('button', { name: 'Add to quote' }),
    );

    expect(storedCart()).toEqual({ version: 1, lines: [{ id: 3, quantity: 1 }] });
    const added = within(cardOf('Restaurant Deluxe')).getByRole('link', {
      name: 'Added (1): see your quote',
    });
    expect(added.textContent).toBe('Added (1)');
    expect(added.getAttribute('href')).toBe('/checkout');
    // The link took the focus the button had.
    expect(document.activeElement).toBe(added);
    expect(screen.getByRole('link', { name: 'Quote, 1 template' })).toBeTruthy();
    // Another card is still to be added.
    expect(
      within(cardOf('Community Hub')).getByRole('button', { name: 'Add to quote' }),
    ).toBeTruthy();
  });

  it('shows the copies another tab put in the cart, in the Tok Pisin words on a Tok Pisin page', async () => {
    await openPage('/tpi/products', [{ name: 'products-catalogue', props: { costs: {} } }]);
    localStorage.setItem('cart', JSON.stringify({ version: 1, lines: [{ id: 3, quantity: 2 }] }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'cart' }));
    const added = await within(cardOf('Restaurant Deluxe')).findByRole('link', {
      name: 'Putim pinis (2): lukim kwot bilong yu',
    });
    expect(added.getAttribute('href')).toBe('/tpi/checkout');
  });
});

describe("a template's published features and picture, after hydration (decision 130)", () => {
  const PICTURE = '/media/' + 'd'.repeat(64);
  // A version as the server's pageContentOf makes it: the restaurant with five features and a
  // picture, the other templates as in the code.
  const published: PageContentSnapshot = {
    version: 12,
    templates: templates.map((t) =>
      t.slug === 'restaurant'
        ? { ...t, image: `${PICTURE}-400.webp`, srcSet: `${PICTURE}-400.webp 400w` }
        : t,
    ),
    features: {
      en: { restaurant: ['Menu', 'Lunch orders by WhatsApp', 'Gallery', 'Tables', 'Hours'] },
      tpi: { restaurant: ['Menyu', 'Oda long WhatsApp', 'Ol foto', 'Ol tebol', 'Taim'] },
    },
    facts: {
      phone: brand.phone.display,
      whatsapp: brand.whatsapp.number,
      email: brand.mailboxes.support,
      address: `${brand.city}, ${brand.country}`,
      hours: brand.hours,
    },
    projects: [],
    faq: { en: enFaq, tpi: tpiFaq },
    quickTopics: [...quickTopics],
    texts: { en: {}, tpi: {} },
  };

  it('keeps them on the Tok Pisin page, and the search finds the template by them', async () => {
    await openPage('/tpi/products', [{ name: 'products-catalogue', props: { costs: {} } }], {
      published,
    });
    const card = cardOf('Restaurant Deluxe');
    const features = within(card)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(features).toEqual(['Menyu', 'Oda long WhatsApp', 'Ol foto', 'Ol tebol', 'Taim']);
    expect(within(card).getByRole('img').getAttribute('src')).toBe(`${PICTURE}-400.webp`);

    const user = userEvent.setup();
    const search = screen.getByRole('searchbox', { name: 'Painim tempelet' });
    const shown = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await user.type(search, 'whatsapp');
    await eventually(() => expect(shown()).toEqual(['Restaurant Deluxe']));
    // The code's feature it no longer has ("Bukim tebol") finds the others, not it.
    await user.clear(search);
    await user.type(search, 'bukim');
    await eventually(() => expect(shown()).toContain('Beauty Salon Elite'));
    expect(shown()).not.toContain('Restaurant Deluxe');
  });
});
