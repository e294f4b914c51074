import { type Lang, langOfPath } from '../../shared/i18n/lang';
import { en } from '../../shared/words/en';
import { tpi } from '../../shared/words/tpi';
import { areaKey, withTexts } from '../../shared/words/texts';
import { publishedTexts } from '../app/page-content.server';
import type { Area, Messages } from './use-messages';

const catalogues: Readonly<Record<Lang, Messages>> = { en, tpi };

/**
 * A route loader's messages: the named areas in the language of the page being prerendered, with
 * the texts owners published in place of the code's (decision 125). Loaders run at build time and
 * in the render worker only, so a page carries its own language's strings and no other's.
 */
export function messagesFor<A extends Area>(
  request: Request,
  areas: readonly A[],
): { lang: Lang; messages: Pick<Messages, A> } {
  const lang = langOfPath(new URL(request.url).pathname);
  const catalogue = catalogues[lang];
  const texts = publishedTexts(lang);
  const messages = Object.fromEntries(
    areas.map((area) => [area, withTexts(catalogue[area], areaKey(area), texts)]),
  );
  return { lang, messages: messages as Pick<Messages, A> };
}
