import { describe, expect, it } from 'vitest';
import { glossaryProblems, readGlossary } from '../../scripts/tpi-glossary';
import { type WordEntry, wordEntries } from '../../src/shared/words/word-index';

// Issue 28: every Tok Pisin string keeps docs/glossary-tpi.md.
const glossary = readGlossary();
const tokPisin = wordEntries('tpi');

describe('the Tok Pisin glossary', () => {
  it('is read from its tables, each rule with a form to write and forms to avoid', () => {
    expect(glossary.rules.length).toBeGreaterThan(20);
    for (const rule of glossary.rules) {
      expect(rule.use, rule.term).not.toBe('');
      expect(rule.avoid.length, rule.term).toBeGreaterThan(0);
    }
    const keys = new Set(tokPisin.map((entry) => entry.key));
    const excused = [...glossary.rules.flatMap((rule) => rule.allowedIn), ...glossary.twoMeanings];
    expect(excused.filter((key) => !keys.has(key))).toEqual([]);
  });

  it('reads the strings of every place Tok Pisin is shown', () => {
    const files = new Set(tokPisin.map((entry) => entry.file));
    for (const file of ['home', 'chat', 'faq', 'api-errors', 'mail', 'panel', 'preview']) {
      expect(files).toContain(file);
    }
  });

  it('keeps one form each for quote, pay, balance and due day (Tok Pisin review, 28 November 2026)', () => {
    const avoided = (use: string) =>
      glossary.rules.filter((rule) => rule.use === use).flatMap((rule) => rule.avoid);
    expect(avoided('askim bilong kwot')).toContain('askim bilong prais');
    expect(avoided('askim kwot')).toContain('askim prais');
    expect(avoided('baim')).toEqual(expect.arrayContaining(['peim', 'inap pe']));
    expect(avoided('las de bilong baim')).toEqual(
      expect.arrayContaining(['i mas baim long', 'bipo long {date}']),
    );
    expect(avoided('mani i stap yet')).toContain('hap i stap');
    expect(avoided('kompiuta bilong mipela')).toContain('seva');
    expect(avoided('intanet')).toContain('konekson');
    expect(avoided('ringim')).toContain('kolim');
  });

  it('is kept by every Tok Pisin string', () => {
    expect(glossaryProblems(tokPisin, glossary)).toEqual([]);
  });

  it('reports a planted form to avoid and a second translation of one sentence', () => {
    const [first] = tokPisin.filter((entry) => entry.english !== undefined);
    if (!first) throw new Error('No Tok Pisin string has an English twin.');
    const planted: WordEntry[] = [
      { key: 'home:planted.photo', lang: 'tpi', file: 'home', path: ['planted'], text: 'Ol poto' },
      {
        ...first,
        key: 'home:planted.twin',
        file: 'home',
        path: ['planted'],
        text: `${first.text} gen`,
      },
    ];
    const problems = glossaryProblems([first, ...planted], glossary);
    expect(problems).toEqual([
      'src/shared/words/tpi/home.ts, home:planted.photo: "poto" is a form to avoid; write "foto" (photo).',
      `"${first.english}" has 2 Tok Pisin translations: "${first.text}" (src/shared/words/tpi/${first.file}.ts, ${first.key}), "${first.text} gen" (src/shared/words/tpi/home.ts, home:planted.twin); use one.`,
    ]);
  });
});
