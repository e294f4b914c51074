import { screen, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { closePage, openPage } from './island-page';

afterEach(closePage);

const storedLines = () =>
  (JSON.parse(localStorage.getItem('cart') ?? '{"lines":[]}') as { lines: unknown[] }).lines;

/** The quote page with Restaurant Deluxe (K2,950) once and Community Hub (K2,750) twice. */
async function openQuote() {
  localStorage.setItem(
    'cart',
    JSON.stringify({
      version: 1,
      lines: [
        { id: 3, quantity: 1 },
        { id: 1, quantity: 2 },
      ],
    }),
  );
  await openPage('/checkout', [{ name: 'quote-checkout' }]);
  const summary = screen.getByRole('complementary', { name: 'Quote summary' });
  return {
    user: userEvent.setup(),
    line: (title: string) => screen.getByRole('listitem', { name: title }),
    total: () => within(summary).getByText('Total').nextElementSibling?.textContent,
    count: () => within(summary).getByText('Templates').nextElementSibling?.textContent,
  };
}

describe("the quote's lines, on the shipped runtime", () => {
  it('shows the stored lines and changes a quantity with its buttons and by typing', async () => {
    const { user, line, total, count } = await openQuote();
    expect(screen.getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual([
      'Restaurant Deluxe',
      'Community Hub',
    ]);
    expect(total()).toBe('K8,450');
    expect(count()).toBe('3');

    await user.click(
      within(line('Restaurant Deluxe')).getByRole('button', {
        name: 'One more copy of Restaurant Deluxe',
      }),
    );
    expect(storedLines()).toEqual([
      { id: 3, quantity: 2 },
      { id: 1, quantity: 2 },
    ]);
    expect(within(line('Restaurant Deluxe')).getByText('K5,900')).toBeTruthy();
    expect(total()).toBe('K11,400');

    const copies = within(line('Community Hub')).getByRole('spinbutton', {
      name: 'Copies of Community Hub',
    });
    await user.clear(copies);
    await user.type(copies, '4');
    expect(storedLines()).toContainEqual({ id: 1, quantity: 4 });
    expect(total()).toBe('K16,900');
    expect(count()).toBe('6');

    await user.click(
      within(line('Community Hub')).getByRole('button', {
        name: 'One copy fewer of Community Hub',
      }),
    );
    expect(storedLines()).toContainEqual({ id: 1, quantity: 3 });
    expect(total()).toBe('K14,150');
  });

  it('removes a line, then empties the quote', async () => {
    const { user, line, total } = await openQuote();
    await user.click(
      within(line('Restaurant Deluxe')).getByRole('button', { name: 'Remove Restaurant Deluxe' }),
    );
    expect(screen.queryByRole('listitem', { name: 'Restaurant Deluxe' })).toBeNull();
    expect(storedLines()).toEqual([{ id: 1, quantity: 2 }]);
    expect(total()).toBe('K5,500');

    await user.click(screen.getByRole('button', { name: 'Clear quote' }));
    expect(screen.getByRole('heading', { name: 'Your quote is empty' })).toBeTruthy();
    expect(localStorage.getItem('cart')).toBeNull();
  });
});
