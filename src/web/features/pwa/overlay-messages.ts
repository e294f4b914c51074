import type { Lang } from '../../../shared/i18n/lang';
import { retryingImport } from '../../../islands/deferred';
import type { OverlayMessages } from '../../../shared/words/en/overlays';
import { withTexts } from '../../../shared/words/texts';
import { overlayWordKeys } from '../../islands/island-areas';
import { pageTexts } from '../../islands/page-content';

export type { OverlayMessages };

// Each language's words are their own chunk, so a page downloads only the language it shows.
const loaders: Readonly<Record<Lang, () => Promise<OverlayMessages>>> = {
  en: retryingImport(() =>
    import('../../../shared/words/en/overlays').then((module) => module.overlayMessages),
  ),
  tpi: retryingImport(() =>
    import('../../../shared/words/tpi/overlays').then((module) => module.overlayMessages),
  ),
};

/** The overlays' words in `lang`, with the texts owners published that the page carries (131). */
export const loadOverlayMessages = async (lang: Lang): Promise<OverlayMessages> =>
  withTexts(await loaders[lang](), overlayWordKeys.overlays, pageTexts(lang));
