import type { Lang } from './lang';

/**
 * An error sentence of the API or a form's validation, in the visitor's language. The server's
 * answers and the forms' own checks share the schemas' English sentences; this says them in Tok
 * Pisin. (Stub: the sentences are filled in by the server work of issue 15.)
 */
export function errorIn(lang: Lang, sentence: string): string {
  void lang;
  return sentence;
}
