import type { Lang } from '../../shared/i18n/lang';
import { type WordEntry, wordEntries } from '../../shared/words/word-index';

// The words of this build never change while it runs: indexed once per language.
const indexes = new Map<Lang, ReadonlyMap<string, WordEntry>>();

/** One language's strings of the word files, by key ('layout:layout.nav.about'). */
export function siteWords(lang: Lang): ReadonlyMap<string, WordEntry> {
  let index = indexes.get(lang);
  if (!index) {
    index = new Map(wordEntries(lang).map((entry) => [entry.key, entry]));
    indexes.set(lang, index);
  }
  return index;
}
