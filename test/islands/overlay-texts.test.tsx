import { screen } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { overlayMessages as english } from '../../src/shared/words/en/overlays';
import { languageOffer } from '../../src/shared/words/tpi/language-offer';
import { overlayMessages as tokPisin } from '../../src/shared/words/tpi/overlays';
import { closePage, openPage } from './island-page';

// Decision 131: the words the browser loads outside the islands (the status pill's, the language
// offer's) show the texts owners published, which the page carries in its content element.

afterEach(() => {
  vi.restoreAllMocks();
  closePage();
});

const ONLINE = 'Yu stap long intanet';
const OFFER = 'Yu ken ritim dispela websait long Tok Pisin.';

describe('published texts of the overlays, on the shipped runtime', () => {
  it("the status pill says the page's published text", async () => {
    await openPage('/tpi/products', [{ name: 'site-header' }], {
      texts: { 'overlays:overlayMessages.status.online': ONLINE },
    });
    await screen.findByText(ONLINE);
    expect(screen.queryByText(tokPisin.status.online)).toBeNull();
  });

  it("the status pill keeps the code's words on a page without published texts", async () => {
    await openPage('/products', [{ name: 'site-header' }]);
    await screen.findByText(english.status.online);
    expect(screen.queryByText(ONLINE)).toBeNull();
  });

  it('the offer to read Tok Pisin, on an English page, says its published Tok Pisin text', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['tpi', 'en']);
    await openPage('/products', [{ name: 'site-header' }], {
      texts: { 'language-offer:languageOffer.text': OFFER },
    });
    await screen.findByText(OFFER);
    expect(screen.queryByText(languageOffer.text)).toBeNull();
    // Its other words stay the code's.
    expect(screen.getByRole('link', { name: languageOffer.accept })).toBeTruthy();
  });
});
