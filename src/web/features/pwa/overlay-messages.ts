import type { Lang } from '../../../shared/i18n/lang';
import { retryingImport } from '../../../templates/kit/deferred';
import type { OverlayMessages } from './overlay-messages.en';

export type { OverlayMessages };

// Each language's words are their own chunk, so a page downloads only the language it shows.
const loaders: Readonly<Record<Lang, () => Promise<OverlayMessages>>> = {
  en: retryingImport(() =>
    import('./overlay-messages.en').then((module) => module.overlayMessages),
  ),
  tpi: retryingImport(() =>
    import('./overlay-messages.tpi').then((module) => module.overlayMessages),
  ),
};

export const loadOverlayMessages = (lang: Lang) => loaders[lang]();
