import { type Lang, langOfPath } from '../../shared/i18n/lang';
import { en } from '../../shared/words/en';
import { tpi } from '../../shared/words/tpi';
import type { Area, Messages } from './use-messages';

const catalogues: Readonly<Record<Lang, Messages>> = { en, tpi };

/**
 * A route loader's messages: the named areas in the language of the page being prerendered.
 * Loaders run at build time only, so a page carries its own language's strings and no other's.
 */
export function messagesFor<A extends Area>(
  request: Request,
  areas: readonly A[],
): { lang: Lang; messages: Pick<Messages, A> } {
  const lang = langOfPath(new URL(request.url).pathname);
  const catalogue = catalogues[lang];
  const messages = Object.fromEntries(areas.map((area) => [area, catalogue[area]]));
  return { lang, messages: messages as Pick<Messages, A> };
}
