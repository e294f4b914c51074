import type { Texts } from '../words/texts';
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
  return (texts ? tokPisinErrorsWith(recordOf(texts)) : tokPisinError)(sentence);
}

// The published version's texts as the record the translators are kept by: one per version.
const records = new WeakMap<ReadonlyMap<string, string>, Texts>();
function recordOf(texts: ReadonlyMap<string, string>): Texts {
  let record = records.get(texts);
  if (!record) {
    record = Object.fromEntries(texts);
    records.set(texts, record);
  }
  return record;
}
