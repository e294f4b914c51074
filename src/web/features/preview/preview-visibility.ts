import { LANG_STORAGE_KEY } from '../../../shared/i18n/lang';

// Whether the preview bar shows is settled before the first paint, since pages hydrate only after
// `load` (decision 035): an inline script marks <html>, and templates/kit/base.css hides the bar from that mark.

/** localStorage: "hidden" once the visitor has hidden the bar, on every sample. */
const HIDDEN_KEY = 'preview-bar';
/** On <html>: "tpi" when the visitor chose Tok Pisin, for the bar's words (templates/kit/base.css). */
const LANG_MARK = 'data-agency-lang';
/** On <html>: "bare" (a ?bare address: nothing of the bar) or "hidden" (hidden by the visitor: a way back shows). */
const MARK = 'data-preview';

/** Runs inline before the bar is parsed (and marks the chosen language); the server adds its hash to the page's CSP. */
export const previewVisibilityScript = `(function(){var h=document.documentElement;try{if(localStorage.getItem('${LANG_STORAGE_KEY}')==='tpi')h.setAttribute('${LANG_MARK}','tpi')}catch(e){}if(new URLSearchParams(location.search).has('bare'))h.setAttribute('${MARK}','bare');else try{if(localStorage.getItem('${HIDDEN_KEY}')==='hidden')h.setAttribute('${MARK}','hidden')}catch(e){}})()`;

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
