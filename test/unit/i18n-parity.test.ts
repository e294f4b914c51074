import { describe, expect, it } from 'vitest';
import { en } from '../../src/web/i18n/en';
import { tpi } from '../../src/web/i18n/tpi';

const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)\}/g)].map(([, name]) => name).sort();

const kindOf = (value: unknown) =>
  Array.isArray(value) ? 'list' : value === null ? 'null' : typeof value;

/**
 * What differs between an English message tree and its translation: missing or extra keys,
 * another kind of value, lists of another length, empty text, other {placeholders}.
 */
function translationProblems(english: unknown, translation: unknown, at = ''): string[] {
  // A legal section's Tok Pisin is a summary, not a translation: its blocks may differ
  // (decision 060); test/unit/legal-summaries.test.ts checks every figure is kept instead.
  if (/\.sections\[\d+\]\.blocks$/.test(at)) return [];
  const kind = kindOf(english);
  if (kind !== kindOf(translation)) {
    return [`${at}: ${kindOf(translation)} in Tok Pisin where English has ${kind}`];
  }
  if (typeof english === 'string' && typeof translation === 'string') {
    const problems: string[] = [];
    if (english.trim() === '') problems.push(`${at}: empty in English`);
    if (translation.trim() === '') problems.push(`${at}: empty in Tok Pisin`);
    const [wanted, found] = [placeholders(english), placeholders(translation)];
    if (wanted.join() !== found.join()) {
      problems.push(
        `${at}: placeholders {${found.join('}, {')}} where English has {${wanted.join('}, {')}}`,
      );
    }
    return problems;
  }
  if (Array.isArray(english) && Array.isArray(translation)) {
    if (english.length !== translation.length) {
      return [`${at}: ${translation.length} items in Tok Pisin, ${english.length} in English`];
    }
    return english.flatMap((item, index) =>
      translationProblems(item, translation[index], `${at}[${index}]`),
    );
  }
  if (kind === 'object') {
    const [source, target] = [
      english as Record<string, unknown>,
      translation as Record<string, unknown>,
    ];
    const extra = Object.keys(target)
      .filter((key) => !(key in source))
      .map((key) => `${at}.${key}: only in Tok Pisin`);
    return [
      ...Object.keys(source).flatMap((key) =>
        key in target
          ? translationProblems(source[key], target[key], `${at}.${key}`)
          : [`${at}.${key}: missing in Tok Pisin`],
      ),
      ...extra,
    ];
  }
  return [];
}

describe('the Tok Pisin catalogue', () => {
  it('has every English area, key, list item and placeholder, none empty', () => {
    expect(translationProblems(en, tpi, 'messages')).toEqual([]);
  });

  it('has areas to compare (the check cannot pass on nothing)', () => {
    expect(Object.keys(en).length).toBeGreaterThan(0);
    expect(Object.keys(tpi).sort()).toEqual(Object.keys(en).sort());
  });
});

describe('the parity check', () => {
  it('finds a missing key, an extra key, an empty text, a changed placeholder and a short list', () => {
    const english = { a: 'One', b: { c: '{count} items', d: ['x', 'y'] }, e: 'Here' };
    const translation = { a: ' ', b: { c: '{namba} samting', d: ['x'] }, f: 'Hia' };
    expect(translationProblems(english, translation, 'm')).toEqual([
      'm.a: empty in Tok Pisin',
      'm.b.c: placeholders {namba} where English has {count}',
      'm.b.d: 1 items in Tok Pisin, 2 in English',
      'm.e: missing in Tok Pisin',
      'm.f: only in Tok Pisin',
    ]);
  });

  it('finds a plural given as plain text', () => {
    expect(
      translationProblems({ p: { one: '1', other: '{count}' } }, { p: 'olgeta' }, 'm'),
    ).toEqual(['m.p: string in Tok Pisin where English has object']);
  });
});
