import { describe, expect, it } from 'vitest';
import { sampleAddressIn } from '../../src/shared/i18n/lang';
import { previewVisibilityScript } from '../../src/web/features/preview/preview-visibility';

// The preview bar follows the language the visitor came from (issue 25, item 2; decision 083): links
// carry the page's language (?lang=tpi, and ?lang=en since issue 44, point 8), and the bar's inline script marks <html> from it before the
// first paint. The first paint itself is checked in a browser (e2e/templates/preview-bar.spec.ts).

describe('sampleAddressIn', () => {
  it.each([
    ['/templates/restaurant', 'tpi', '/templates/restaurant?lang=tpi'],
    ['/templates/restaurant', 'en', '/templates/restaurant?lang=en'],
    [
      'https://sme-contractor.kumuldigital.com.pg',
      'en',
      'https://sme-contractor.kumuldigital.com.pg',
    ],
    [
      'https://sme-contractor.kumuldigital.com.pg',
      'tpi',
      'https://sme-contractor.kumuldigital.com.pg',
    ],
  ] as const)('gives %s from a %s page as %s', (address, lang, expected) => {
    expect(sampleAddressIn(address, lang)).toBe(expected);
  });
});

/** Runs the inline script against an address and a stored choice; what it marked and stored. */
function runScript(search: string, stored?: string, { storage = true } = {}) {
  const marks: Record<string, string> = {};
  const items = new Map<string, string>(stored === undefined ? [] : [['lang', stored]]);
  const refused = () => {
    throw new Error('SecurityError');
  };
  const localStorage = storage
    ? {
        getItem: (key: string) => items.get(key) ?? null,
        setItem: (key: string, value: string) => void items.set(key, value),
      }
    : { getItem: refused, setItem: refused };
  const document = {
    documentElement: { setAttribute: (name: string, value: string) => (marks[name] = value) },
  };
  // The script the page inlines, run as the page runs it.
  new Function('document', 'location', 'localStorage', previewVisibilityScript)(
    document,
    { search },
    localStorage,
  );
  return {
    lang: marks['data-agency-lang'],
    bare: marks['data-preview'],
    stored: items.get('lang'),
  };
}

describe('the inline script', () => {
  it('marks Tok Pisin from ?lang=tpi and remembers it for the next sample and the overlays', () => {
    expect(runScript('?lang=tpi')).toEqual({ lang: 'tpi', bare: undefined, stored: 'tpi' });
  });

  it('lets the address win over an earlier choice, both ways', () => {
    expect(runScript('?lang=en', 'tpi')).toEqual({
      lang: undefined,
      bare: undefined,
      stored: 'en',
    });
    expect(runScript('?lang=tpi', 'en')).toMatchObject({ lang: 'tpi', stored: 'tpi' });
  });

  it('without ?lang, follows the remembered choice; a language of no one is ignored', () => {
    expect(runScript('', 'tpi')).toMatchObject({ lang: 'tpi', stored: 'tpi' });
    expect(runScript('?lang=fr')).toEqual({ lang: undefined, bare: undefined, stored: undefined });
  });

  it('marks Tok Pisin from the address even when storage is refused, and keeps ?bare', () => {
    expect(runScript('?lang=tpi&bare', undefined, { storage: false })).toEqual({
      lang: 'tpi',
      bare: 'bare',
      stored: undefined,
    });
  });
});
