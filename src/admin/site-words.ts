import type * as z from 'zod/mini';
import type { Lang } from '../shared/i18n/lang';
import { adminApi } from '../shared/schemas/admin';
import type { WordView, WordsSchema } from '../shared/schemas/word-review';
import { api, queryOf } from './api';
import { type WordIndex, indexWords } from './word-match';

/** One language's strings, ready to match and to look up by key. */
export interface SiteWords {
  lang: Lang;
  words: readonly WordView[];
  index: WordIndex<WordView>;
  byKey: ReadonlyMap<string, WordView>;
}

// Fetched once per language for the tab's life: a text published meanwhile matches after a reload.
const loaded = new Map<Lang, Promise<SiteWords>>();
const ready = new Map<Lang, SiteWords>();

/** A language's strings if they have arrived, so a pick can answer at once. */
export const readyWords = (lang: Lang): SiteWords | undefined => ready.get(lang);

/** Every string of the site in a language (GET /api/admin/words); a failed fetch is tried again next time. */
export function siteWords(lang: Lang, request?: Request): Promise<SiteWords> {
  const known = loaded.get(lang);
  if (known) return known;
  const loading = api<z.output<typeof WordsSchema>>(`${adminApi.words}${queryOf({ lang })}`, {
    request,
  }).then(({ words }) => {
    const site = {
      lang,
      words,
      index: indexWords(words),
      byKey: new Map(words.map((word) => [word.key, word])),
    };
    ready.set(lang, site);
    return site;
  });
  loaded.set(lang, loading);
  loading.catch(() => loaded.delete(lang));
  return loading;
}
