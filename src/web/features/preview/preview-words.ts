import type { Lang } from '../../../shared/i18n/lang';
import { preview as english, type PreviewWords } from '../../../shared/words/en/preview';
import { preview as tokPisin } from '../../../shared/words/tpi/preview';

export type { PreviewWords };

// The preview bar's words in both languages: the page carries both and the inline script's mark on
// <html> shows one before the first paint, so nothing changes or moves once the page hydrates.
export const previewWords: Readonly<Record<Lang, PreviewWords>> = { en: english, tpi: tokPisin };
