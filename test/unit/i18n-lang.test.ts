import { describe, expect, it } from 'vitest';
import { fill, formatDate, plural } from '../../src/shared/i18n/format';
import { langOfPath, pathInLang, preferredLang } from '../../src/shared/i18n/lang';

describe('langOfPath and pathInLang', () => {
  it.each([
    ['/', 'en'],
    ['/products', 'en'],
    ['/tpi', 'tpi'],
    ['/tpi/', 'tpi'],
    ['/tpi/checkout', 'tpi'],
    ['/tpicture', 'en'],
  ])('reads %s as %s', (path, lang) => {
    expect(langOfPath(path)).toBe(lang);
  });

  it.each([
    ['/', 'tpi', '/tpi/'],
    ['/products', 'tpi', '/tpi/products'],
    ['/products/', 'tpi', '/tpi/products'],
    ['/#contact', 'tpi', '/tpi/#contact'],
    ['/tpi/', 'en', '/'],
    ['/tpi', 'en', '/'],
    ['/tpi/products/', 'en', '/products'],
    ['/tpi/legal', 'tpi', '/tpi/legal'],
  ] as const)('puts %s in %s as %s', (path, lang, expected) => {
    expect(pathInLang(path, lang)).toBe(expected);
  });
});

describe('preferredLang', () => {
  it.each([
    ['tpi', 'tpi'],
    ['tpi-PG,en;q=0.8', 'tpi'],
    ['en-AU,tpi;q=0.9', 'en'],
    ['en;q=0.5, tpi;q=0.9', 'tpi'],
    ['tpi;q=0, en', 'en'],
    ['de-DE,fr', undefined],
    ['', undefined],
  ])('picks from "%s": %s', (header, lang) => {
    expect(preferredLang(header)).toBe(lang);
  });

  it('reads navigator.languages in order', () => {
    expect(preferredLang(['fr', 'tpi', 'en'])).toBe('tpi');
    expect(preferredLang(undefined)).toBeUndefined();
  });
});

describe('fill, plural and formatDate', () => {
  it('fills placeholders and leaves unknown ones visible', () => {
    expect(fill('Hello {name}, {missing}', { name: 'Mary' })).toBe('Hello Mary, {missing}');
  });

  it('chooses the form for the count', () => {
    const forms = { one: '{count} template', other: '{count} templates' };
    expect(plural(forms, 1)).toBe('1 template');
    expect(plural(forms, 0)).toBe('0 templates');
    expect(plural(forms, 3)).toBe('3 templates');
  });

  it('writes dates with the CLDR Tok Pisin names', () => {
    const date = new Date('2026-11-24T10:00:00Z');
    expect(formatDate('tpi', date)).toBe('24 Novemba 2026');
    expect(formatDate('tpi', date, true)).toBe('Tunde 24 Novemba 2026');
    expect(formatDate('en', date)).toBe('24 November 2026');
  });
});
