import { type Texts, textsUnder } from '../words/texts';
import { apiErrorValues, apiErrors, waitUnits } from '../words/tpi/api-errors';
import { fill } from './format';

/** Says an error sentence in a language; the English sentence is the key. */
export type ErrorSentences = (sentence: string) => string;

// The word keys of the table's parts: a sentence's key ends in the English sentence itself.
const SENTENCES = 'api-errors:apiErrors';
const VALUES = 'api-errors:apiErrorValues';
const UNITS = 'api-errors:waitUnits';

/** The word keys the error sentences read, for a page to carry their published texts. */
export const errorWordKeys = [SENTENCES, VALUES, UNITS] as const;

const WAIT = /^(\d+) (seconds?|minutes)$/;
const PLACEHOLDER = /\{(\w+)\}/g;
const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/** A table's entries with the published texts under `prefix` in their place (keys may hold dots). */
function over<T extends Readonly<Record<string, string>>>(
  table: T,
  prefix: string,
  texts: Texts,
): T {
  const changed = Object.entries(textsUnder(texts, [prefix])).map(
    ([key, text]) => [key.slice(prefix.length + 1), text] as const,
  );
  return {
    ...table,
    ...Object.fromEntries(changed.filter(([name]) => Object.hasOwn(table, name))),
  };
}

/** The translator of the code's table with the texts given over it. */
function translator(texts: Texts): ErrorSentences {
  const sentences = over(apiErrors, SENTENCES, texts);
  const values = over(apiErrorValues, VALUES, texts);
  const units = over(waitUnits, UNITS, texts);
  const valueIn = (value: string): string => {
    const wait = WAIT.exec(value);
    if (wait) return `${wait[1]} ${wait[2] === 'minutes' ? units.minutes : units.seconds}`;
    return values[value] ?? value;
  };
  // Each sentence with values, as a pattern that finds them in the English sentence.
  const patterns = Object.entries(sentences)
    .filter(([english]) => english.includes('{'))
    .map(([english, tokPisin]) => ({
      names: [...english.matchAll(PLACEHOLDER)].map((match) => match[1] as string),
      pattern: new RegExp(`^${escape(english).replace(PLACEHOLDER, '(.+?)')}$`),
      tokPisin,
    }));
  return (sentence) => {
    const exact = sentences[sentence];
    if (exact !== undefined && !sentence.includes('{')) return exact;
    for (const { names, pattern, tokPisin } of patterns) {
      const found = pattern.exec(sentence);
      if (!found) continue;
      const filled = Object.fromEntries(
        names.map((name, i) => [name, valueIn(found[i + 1] ?? '')]),
      );
      return fill(tokPisin, filled);
    }
    return sentence;
  };
}

/** An English sentence of the API or a form in Tok Pisin, as the code words it. */
export const tokPisinError: ErrorSentences = translator({});

// One translator per set of published texts (a page's, a published version's): a form checks on
// every keystroke, and the texts change only with a publish.
const translators = new WeakMap<Texts, ErrorSentences>();

/**
 * The API's and the forms' English sentences in Tok Pisin, with the texts owners published for
 * them (decision 135); a sentence without a translation stays as it is.
 */
export function tokPisinErrorsWith(texts: Texts): ErrorSentences {
  if (Object.keys(textsUnder(texts, errorWordKeys)).length === 0) return tokPisinError;
  let found = translators.get(texts);
  if (!found) {
    found = translator(texts);
    translators.set(texts, found);
  }
  return found;
}
