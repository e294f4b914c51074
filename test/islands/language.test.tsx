import { screen } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { languageOffer } from '../../src/shared/words/tpi/language-offer';
import { closePage, openPage } from './island-page';

afterEach(() => {
  vi.restoreAllMocks();
  closePage();
});

/** A browser set to read Tok Pisin first. */
const readsTokPisin = () => vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['tpi', 'en']);

describe('the offer to read a page in Tok Pisin, on the shipped runtime', () => {
  it('comes to a visitor who reads Tok Pisin, and goes for good when they stay in English', async () => {
    readsTokPisin();
    await openPage('/products', [{ name: 'site-header' }]);
    const user = userEvent.setup();
    await screen.findByText(languageOffer.text);
    expect(screen.getByRole('link', { name: languageOffer.accept }).getAttribute('href')).toBe(
      '/tpi/products',
    );

    await user.click(screen.getByRole('button', { name: languageOffer.dismiss }));
    expect(screen.queryByText(languageOffer.text)).toBeNull();
    expect(localStorage.getItem('lang')).toBe('en');
  });

  it('remembers Tok Pisin when the visitor takes it', async () => {
    readsTokPisin();
    await openPage('/products', [{ name: 'site-header' }]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: languageOffer.accept }));
    expect(localStorage.getItem('lang')).toBe('tpi');
  });
});

describe("the header's language switch, on the shipped runtime", () => {
  it('leads to the same page in the other language and remembers the choice', async () => {
    await openPage('/tpi/products', [{ name: 'site-header' }]);
    const user = userEvent.setup();
    const toEnglish = screen.getAllByRole('link', { name: /^English \(/ })[0]!;
    expect(toEnglish.getAttribute('href')).toBe('/products');
    await user.click(toEnglish);
    expect(localStorage.getItem('lang')).toBe('en');
  });
});
