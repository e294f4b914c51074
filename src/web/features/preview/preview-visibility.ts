import { LANG_STORAGE_KEY, type Lang } from '../../../shared/i18n/lang';

// Whether the preview bar shows is settled before the first paint, since pages hydrate only after
// `load` (decision 035): an inline script marks <html>, and templates/kit/base.css hides the bar from that mark.

/** localStorage: "hidden" once the visitor has hidden the bar, on every sample. */
const HIDDEN_KEY = 'preview-bar';
/** On <html>: "tpi" when the address asks for Tok Pisin or the visitor chose it, for the bar's words (templates/kit/base.css). */
const LANG_MARK = 'data-agency-lang';
/** On <html>: "bare" (a ?bare address: nothing of the bar) or "hidden" (hidden by the visitor: a way back shows). */
const MARK = 'data-preview';

/**
 * Runs inline before the bar is parsed; the server adds its hash to the page's CSP. The address's
 * ?lang=tpi (links from Tok Pisin pages carry it, decision 083) is remembered as the visitor's
 * choice, so the bar, the panel and the overlays speak it from the first paint and on the next
 * sample; without it, the remembered choice marks <html>.
 */
export const previewVisibilityScript = `(function(){var h=document.documentElement,q=new URLSearchParams(location.search),l=q.get('lang');try{if(l==='tpi'||l==='en')localStorage.setItem('${LANG_STORAGE_KEY}',l);else l=localStorage.getItem('${LANG_STORAGE_KEY}')}catch(e){}if(l==='tpi')h.setAttribute('${LANG_MARK}','tpi');if(q.has('bare'))h.setAttribute('${MARK}','bare');else try{if(localStorage.getItem('${HIDDEN_KEY}')==='hidden')h.setAttribute('${MARK}','hidden')}catch(e){}})()`;

/** The language the inline script marked: the bar's words follow it after hydration too. */
export const markedLang = (): Lang =>
  document.documentElement.getAttribute(LANG_MARK) === 'tpi' ? 'tpi' : 'en';

/** Hides or shows the bar at once and remembers it for the samples opened next. */
export function setPreviewHidden(hidden: boolean): void {
  const root = document.documentElement;
  if (hidden) root.setAttribute(MARK, 'hidden');
  else root.removeAttribute(MARK);
  try {
    if (hidden) window.localStorage.setItem(HIDDEN_KEY, 'hidden');
    else window.localStorage.removeItem(HIDDEN_KEY);
  } catch {
    // Storage refused: hidden on this page only.
  }
}
