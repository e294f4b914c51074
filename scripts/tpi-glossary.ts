import { readFileSync } from 'node:fs';
import type { WordEntry } from '../src/shared/words/word-index';

// The glossary's forms to avoid (docs/glossary-tpi.md, "Forms to avoid"), checked against every
// Tok Pisin string: the unit test and `npm run words:apply` both run glossaryProblems().

export const GLOSSARY_PATH = 'docs/glossary-tpi.md';
const AVOID_SECTION = '## Forms to avoid';
const TWO_MEANINGS_SECTION = '## One English word, two meanings';

/** One row of the table: the form to write, the forms never to write, and the strings excused. */
export interface AvoidRule {
  term: string;
  use: string;
  avoid: readonly string[];
  /** Keys ('layout:layout.language.switchTo') where an avoided form is right. */
  allowedIn: readonly string[];
}

const inBackticks = (cell: string): string[] =>
  [...cell.matchAll(/`([^`]+)`/g)].map(([, text]) => text as string);

export interface Glossary {
  rules: readonly AvoidRule[];
  /** Keys whose English is another key's too, with another meaning: they may differ. */
  twoMeanings: readonly string[];
}

/** The cells of a section's table, a row each, without its header. */
function tableRows(markdown: string, heading: string): string[][] {
  const start = markdown.indexOf(heading);
  if (start < 0) throw new Error(`The glossary has no "${heading}" section.`);
  const section = markdown.slice(start + heading.length).split('\n## ')[0] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2) // the header and its separator
    .map((line) => line.split('|').slice(1, -1));
}

/** The glossary's "Forms to avoid" (term, use, avoid, allowed in) and "two meanings" tables. */
export function parseGlossary(markdown: string): Glossary {
  const rules = tableRows(markdown, AVOID_SECTION).map(
    ([term = '', use = '', avoid = '', allowedIn = '']) => ({
      term: term.trim(),
      use: inBackticks(use)[0] ?? use.trim(),
      avoid: inBackticks(avoid),
      allowedIn: inBackticks(allowedIn),
    }),
  );
  const twoMeanings = tableRows(markdown, TWO_MEANINGS_SECTION).flatMap(([, key = '']) =>
    inBackticks(key),
  );
  return { rules, twoMeanings };
}

export const readGlossary = (): Glossary => parseGlossary(readFileSync(GLOSSARY_PATH, 'utf8'));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// A whole word or phrase, in any case: 'kad' is not found in 'kadi'.
const formPattern = (form: string) =>
  new RegExp(`(?<!\\p{L})${escape(form).replace(/ /g, '\\s+')}(?!\\p{L})`, 'iu');

const where = (entry: WordEntry) => `src/shared/words/tpi/${entry.file}.ts, ${entry.key}`;

/**
 * What breaks the glossary: a form to avoid in a Tok Pisin string, and one English sentence
 * translated two ways. Each problem is a sentence naming the file, the key and the way to fix it.
 */
export function glossaryProblems(
  entries: readonly WordEntry[],
  { rules, twoMeanings }: Glossary,
): string[] {
  const avoided = entries.flatMap((entry) =>
    rules.flatMap((rule) =>
      rule.allowedIn.includes(entry.key)
        ? []
        : rule.avoid
            .filter((form) => formPattern(form).test(entry.text))
            .map(
              (form) =>
                `${where(entry)}: "${form}" is a form to avoid; write "${rule.use}" (${rule.term}).`,
            ),
    ),
  );
  const byEnglish = new Map<string, Map<string, WordEntry>>();
  for (const entry of entries) {
    if (entry.english === undefined || twoMeanings.includes(entry.key)) continue;
    const translations = byEnglish.get(entry.english) ?? new Map<string, WordEntry>();
    if (!translations.has(entry.text)) translations.set(entry.text, entry);
    byEnglish.set(entry.english, translations);
  }
  const twice = [...byEnglish]
    .filter(([, translations]) => translations.size > 1)
    .map(
      ([english, translations]) =>
        `"${english}" has ${translations.size} Tok Pisin translations: ${[...translations]
          .map(([text, entry]) => `"${text}" (${where(entry)})`)
          .join(', ')}; use one.`,
    );
  return [...avoided, ...twice];
}
