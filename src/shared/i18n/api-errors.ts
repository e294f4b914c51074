import { tokPisinError, tokPisinErrorsWith } from './api-errors.tpi';
import type { Lang } from './lang';

/**
 * An error sentence of the API or a form's validation, in the visitor's language. The server's
 * answers and the forms' own checks share the schemas' English sentences; this says them in Tok
 * Pisin, with the Tok Pisin texts owners published (`texts`, word key → text). It carries the Tok
 * Pisin table: pages use loadErrorSentences (api-errors-loader.ts).
 */
export function errorIn(lang: Lang, sentence: string, texts?: ReadonlyMap<string, string>): string {
  if (lang === 'en') return sentence;
  return (texts ? tokPisinErrorsFor(texts) : tokPisinError)(sentence);
}

// One translator per published set of texts: it changes only with a publish.
const translators = new WeakMap<ReadonlyMap<string, string>, (sentence: string) => string>();
function tokPisinErrorsFor(texts: ReadonlyMap<string, string>): (sentence: string) => string {
  let translator = translators.get(texts);
  if (!translator) {
    translator = tokPisinErrorsWith(Object.fromEntries(texts));
    translators.set(texts, translator);
  }
  return translator;
}
