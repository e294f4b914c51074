import type { Lang } from '../../../shared/i18n/lang';
import { retryingImport } from '../../../islands/deferred';
import type { OverlayMessages } from '../../../shared/words/en/overlays';

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

export const loadOverlayMessages = (lang: Lang) => loaders[lang]();
