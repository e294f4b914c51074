import type { Lang } from '../../shared/i18n/lang';
import { formAnswers as english } from '../../shared/words/en/form-answers';
import { formAnswers as tokPisin } from '../../shared/words/tpi/form-answers';

/** What the contact and newsletter forms show when the server has their submission, per language. */
export const formAnswers: Readonly<Record<Lang, typeof english>> = { en: english, tpi: tokPisin };
