import type { Texts } from '../words/texts';
import type { ErrorSentences } from './api-errors.tpi';
import type { Lang } from './lang';

export type { ErrorSentences };

const english: ErrorSentences = (sentence) => sentence;

/**
 * The API's and the forms' error sentences in a language, for pages: the Tok Pisin table is its
 * own chunk, downloaded only by Tok Pisin pages (errorIn imports it directly). `texts`: what the
 * page carries of the texts owners published (pageTexts).
 */
export async function loadErrorSentences(lang: Lang, texts: Texts = {}): Promise<ErrorSentences> {
  if (lang === 'en') return english;
  const { tokPisinErrorsWith } = await import('./api-errors.tpi');
  return tokPisinErrorsWith(texts);
}
