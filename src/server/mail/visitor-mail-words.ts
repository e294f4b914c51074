import type { Lang } from '../../shared/i18n/lang';
import { mail as english, type VisitorMailWords } from '../../shared/words/en/mail';
import { mail as tokPisin } from '../../shared/words/tpi/mail';

export type { VisitorMailWords };

/** The words of the mails a visitor receives, by language (the words: src/shared/words/). */
export const visitorMailWords: Readonly<Record<Lang, VisitorMailWords>> = {
  en: english,
  tpi: tokPisin,
};
