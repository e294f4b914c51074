import { tokPisinError } from './api-errors.tpi';
import type { Lang } from './lang';

/**
 * An error sentence of the API or a form's validation, in the visitor's language. The server's
 * answers and the forms' own checks share the schemas' English sentences; this says them in Tok
 * Pisin. It carries the Tok Pisin table: pages use loadErrorSentences (api-errors-loader.ts).
 */
export function errorIn(lang: Lang, sentence: string): string {
  return lang === 'tpi' ? tokPisinError(sentence) : sentence;
}
