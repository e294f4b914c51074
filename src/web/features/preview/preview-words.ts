import type { Lang } from '../../../shared/i18n/lang';
import { preview as english, type PreviewWords } from '../../../shared/words/en/preview';
import { preview as tokPisin } from '../../../shared/words/tpi/preview';
import { areaKey, withTexts } from '../../../shared/words/texts';
import { usePreviewPlace } from '../../islands/page-content';

export type { PreviewWords };

// The preview bar's words in both languages: the page carries both and the inline script's mark on
// <html> shows one before the first paint, so nothing changes or moves once the page hydrates.
const previewWords: Readonly<Record<Lang, PreviewWords>> = { en: english, tpi: tokPisin };

/** The bar's words in both languages, with the texts owners published in place (decision 134). */
export function usePreviewWords(): Readonly<Record<Lang, PreviewWords>> {
  const { texts } = usePreviewPlace();
  if (!texts) return previewWords;
  const key = areaKey('preview');
  return {
    en: withTexts(previewWords.en, key, texts.en ?? {}),
    tpi: withTexts(previewWords.tpi, key, texts.tpi ?? {}),
  };
}
