import { screen, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { closePage, openPage } from './island-page';

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
