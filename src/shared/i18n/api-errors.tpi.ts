import { apiErrorValues, apiErrors, waitUnits } from '../words/tpi/api-errors';
import { fill } from './format';

const WAIT = /^(\d+) (seconds?|minutes)$/;

const valueIn = (value: string): string => {
  const wait = WAIT.exec(value);
  if (wait) return `${wait[1]} ${wait[2] === 'minutes' ? waitUnits.minutes : waitUnits.seconds}`;
  return apiErrorValues[value] ?? value;
};

const PLACEHOLDER = /\{(\w+)\}/g;
const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

// Each sentence with values, as a pattern that finds them in the English sentence.
const patterns = Object.entries(apiErrors)
  .filter(([english]) => english.includes('{'))
  .map(([english, tokPisin]) => ({
    names: [...english.matchAll(PLACEHOLDER)].map((match) => match[1] as string),
    pattern: new RegExp(`^${escape(english).replace(PLACEHOLDER, '(.+?)')}$`),
    tokPisin,
  }));

/** An English sentence of the API or a form in Tok Pisin; one without a translation stays as it is. */
export function tokPisinError(sentence: string): string {
  const exact = apiErrors[sentence];
  if (exact !== undefined && !sentence.includes('{')) return exact;
  for (const { names, pattern, tokPisin } of patterns) {
    const found = pattern.exec(sentence);
    if (!found) continue;
    const values = Object.fromEntries(names.map((name, i) => [name, valueIn(found[i + 1] ?? '')]));
    return fill(tokPisin, values);
  }
  return sentence;
}
