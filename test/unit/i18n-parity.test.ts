import { describe, expect, it } from 'vitest';
import { en } from '../../src/shared/words/en';
import * as englishChat from '../../src/shared/words/en/chat';
import * as englishFormAnswers from '../../src/shared/words/en/form-answers';
import * as englishMail from '../../src/shared/words/en/mail';
import * as englishOverlays from '../../src/shared/words/en/overlays';
import * as englishPanel from '../../src/shared/words/en/panel';
import * as englishPreview from '../../src/shared/words/en/preview';
import * as englishSavedReplies from '../../src/shared/words/en/saved-replies';
import { tpi } from '../../src/shared/words/tpi';
import * as tokPisinChat from '../../src/shared/words/tpi/chat';
import * as tokPisinFormAnswers from '../../src/shared/words/tpi/form-answers';
import * as tokPisinMail from '../../src/shared/words/tpi/mail';
import * as tokPisinOverlays from '../../src/shared/words/tpi/overlays';
import * as tokPisinPanel from '../../src/shared/words/tpi/panel';
import * as tokPisinPreview from '../../src/shared/words/tpi/preview';
import * as tokPisinSavedReplies from '../../src/shared/words/tpi/saved-replies';

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
    // A chat answer's {hours} are the agency's published hours, in English: Tok Pisin says them in
    // its own words (decision 129).
    const englishToMatch = /\.faq\./.test(at) ? english.replaceAll('{hours}', '') : english;
    const [wanted, found] = [placeholders(englishToMatch), placeholders(translation)];
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

// The words outside the pages' route data: loaded later by widgets, or said by the server.
const laterWords: Record<string, [object, object]> = {
  chat: [englishChat, tokPisinChat],
  formAnswers: [englishFormAnswers, tokPisinFormAnswers],
  mail: [englishMail, tokPisinMail],
  overlays: [englishOverlays, tokPisinOverlays],
  panel: [englishPanel, tokPisinPanel],
  preview: [englishPreview, tokPisinPreview],
  savedReplies: [englishSavedReplies, tokPisinSavedReplies],
};

describe('the Tok Pisin words of the widgets, the server and the mails', () => {
  it.each(Object.entries(laterWords))(
    '%s has every English key and placeholder',
    (area, [english, tokPisin]) => {
      expect(Object.keys(english).length).toBeGreaterThan(0);
      expect(translationProblems({ ...english }, { ...tokPisin }, area)).toEqual([]);
    },
  );
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
