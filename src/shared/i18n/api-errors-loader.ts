import type { Lang } from './lang';

/** Says an error sentence in a language; the English sentence is the key. */
export type ErrorSentences = (sentence: string) => string;

const english: ErrorSentences = (sentence) => sentence;

/**
 * The API's and the forms' error sentences in a language, for pages: the Tok Pisin table is its
 * own chunk, downloaded only by Tok Pisin pages (errorIn imports it directly).
 */
export async function loadErrorSentences(lang: Lang): Promise<ErrorSentences> {
  if (lang === 'en') return english;
  const { tokPisinError } = await import('./api-errors.tpi');
  return tokPisinError;
}
