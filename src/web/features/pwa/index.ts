import { type ComponentType, createElement } from 'react';
import type { Lang } from '../../../shared/i18n/lang';
import { loadOverlayMessages } from './overlay-messages';

/** The overlays and their words in a language, both downloaded at once after the page is up. */
export async function loadPwaOverlays(lang: Lang): Promise<ComponentType> {
  const [{ PwaOverlays }, messages] = await Promise.all([
    import('./pwa-overlays'),
    loadOverlayMessages(lang),
  ]);
  return function PwaOverlaysWithWords() {
    return createElement(PwaOverlays, { initial: { lang, messages } });
  };
}
