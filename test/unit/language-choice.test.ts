import { describe, expect, it } from 'vitest';
import { addressIn, agencyWordsLang, isSamplePath } from '../../src/web/lib/language-choice';

describe('addressIn', () => {
  const at = (pathname: string, hash = '', search = '') => ({ pathname, search, hash });

  it('keeps the page and the address’s own section', () => {
    expect(addressIn('tpi', at('/', '#contact'), undefined)).toBe('/tpi/#contact');
    expect(addressIn('en', at('/tpi/products', '', '?q=hotel'), undefined)).toBe(
      '/products?q=hotel',
    );
  });

  it('uses the section in view when the address has no hash', () => {
    expect(addressIn('tpi', at('/'), 'services')).toBe('/tpi/#services');
    expect(addressIn('en', at('/tpi/legal'), 'refunds')).toBe('/legal#refunds');
  });

  it('prefers the address’s hash to the section in view', () => {
    expect(addressIn('tpi', at('/', '#about'), 'services')).toBe('/tpi/#about');
  });
});

describe('agencyWordsLang', () => {
  it('follows an agency page’s own language, whatever the choice', () => {
    expect(agencyWordsLang('/tpi/products', 'en')).toBe('tpi');
    expect(agencyWordsLang('/products', 'tpi')).toBe('en');
  });

  it('follows the choice on a sample, English when there is none', () => {
    expect(agencyWordsLang('/templates/hotel', 'tpi')).toBe('tpi');
    expect(agencyWordsLang('/png-market', 'tpi')).toBe('tpi');
    expect(agencyWordsLang('/templates/hotel', undefined)).toBe('en');
  });
});

describe('isSamplePath', () => {
  it('knows the samples from the agency’s pages', () => {
    expect(isSamplePath('/templates/fitness')).toBe(true);
    expect(isSamplePath('/png-market')).toBe(true);
    expect(isSamplePath('/products')).toBe(false);
    expect(isSamplePath('/png-marketing')).toBe(false);
    expect(isSamplePath('/tpi/')).toBe(false);
  });
});
