import type { Lang } from '../../shared/i18n/lang';
import { mail as english, type VisitorMailWords } from '../../shared/words/en/mail';
import { mail as tokPisin } from '../../shared/words/tpi/mail';
import { type Texts, areaKey, withTexts } from '../../shared/words/texts';

export type { VisitorMailWords };

/** The words of the mails a visitor receives, by language (the words: src/shared/words/). */
export const visitorMailWords: Readonly<Record<Lang, VisitorMailWords>> = {
  en: english,
  tpi: tokPisin,
};

/**
 * The mails' words in `lang` with the texts owners published in it (decision 131): a mail is made
 * from the words published when it is queued, and keeps them.
 */
export const mailWordsIn = (lang: Lang, texts: Texts): VisitorMailWords =>
  withTexts(visitorMailWords[lang], areaKey('mail'), texts);
