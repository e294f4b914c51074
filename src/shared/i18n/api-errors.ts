import { tokPisinError } from './api-errors.tpi';
import type { Lang } from './lang';

/** Says an error sentence in a language; the English sentence is the key. */
export type ErrorSentences = (sentence: string) => string;

const english: ErrorSentences = (sentence) => sentence;

/**
 * An error sentence of the API or a form's validation, in the visitor's language. The server's
 * answers and the forms' own checks share the schemas' English sentences; this says them in Tok
 * Pisin. Pages should prefer loadErrorSentences, which leaves the Tok Pisin out of English pages.
 */
export function errorIn(lang: Lang, sentence: string): string {
  return lang === 'tpi' ? tokPisinError(sentence) : sentence;
}

/** The error sentences of a language, loaded as their own chunk only on a Tok Pisin page. */
export async function loadErrorSentences(lang: Lang): Promise<ErrorSentences> {
  if (lang === 'en') return english;
  const { tokPisinError: inTokPisin } = await import('./api-errors.tpi');
  return inTokPisin;
}
