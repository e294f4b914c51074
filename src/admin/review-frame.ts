import { type ElementStrings, ANCESTOR_LEVELS, normalise } from './word-match';

// The review mode's hands inside the framed public page (same origin): it reads the page's texts
// and marks elements through the DOM only. The public page's CSP forbids injected <style>, but
// not CSSOM changes such as element.style.outline. Nothing here ships with the public pages.

/** The attributes whose words a person reads or hears besides an element's text. */
export const LABEL_ATTRIBUTES = ['aria-label', 'placeholder', 'title', 'alt'] as const;

const isElement = (node: unknown): node is Element =>
  typeof node === 'object' && node !== null && (node as Node).nodeType === 1;

function labelsOf(element: Element): string[] {
  const labels = LABEL_ATTRIBUTES.map((name) => element.getAttribute(name) ?? '');
  // A submit input shows its value as its text.
  if (
    element.tagName === 'INPUT' &&
    /^(submit|button|reset)$/i.test(element.getAttribute('type') ?? '')
  ) {
    labels.push(element.getAttribute('value') ?? '');
  }
  return labels.filter((label) => label.trim() !== '');
}

const stringsOf = (element: Element): ElementStrings => ({
  text: element.textContent ?? '',
  labels: labelsOf(element),
});

/** The clicked element, then its ancestors up to the body, as word-match reads them. */
export function levelsFrom(target: Element): ElementStrings[] {
  const levels: ElementStrings[] = [];
  for (
    let element: Element | null = target;
    element && element.tagName !== 'BODY' && levels.length <= ANCESTOR_LEVELS;
    element = element.parentElement
  ) {
    levels.push(stringsOf(element));
  }
  return levels;
}

const NOT_READ = 'script, style, noscript, template';

/**
 * Every text a document shows or says: its title and description, each text node (and the text of
 * the element holding it, for sentences with a link or bold inside), and the labelling attributes.
 */
export function documentTexts(doc: Document): string[] {
  const texts = [
    doc.title,
    doc.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
  ];
  if (!doc.body) return texts;
  const holders = new Set<Element>();
  const walker = doc.createTreeWalker(doc.body, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const holder = node.parentElement;
    if (!holder || holder.closest(NOT_READ) || !node.nodeValue?.trim()) continue;
    texts.push(node.nodeValue);
    if (!holders.has(holder)) {
      holders.add(holder);
      texts.push(holder.textContent ?? '');
    }
  }
  const labelled = doc.body.querySelectorAll(
    `${LABEL_ATTRIBUTES.map((name) => `[${name}]`).join(',')}, input[value]`,
  );
  for (const element of labelled) texts.push(...labelsOf(element));
  return texts.map(normalise).filter(Boolean);
}

const HOVER_OUTLINE = '2px dashed #b45309';
const PICKED_OUTLINE = '3px solid #047857';

type Styled = Element & { style: CSSStyleDeclaration };
const styled = (element: Element): element is Styled =>
  'style' in element && typeof (element as Styled).style === 'object';

/** The hover and picked outlines, each put back exactly as the page had it. */
class Outlines {
  private saved = new Map<Styled, { outline: string; offset: string }>();
  private hovered: Styled | undefined;
  private picked: Styled | undefined;

  private mark(element: Styled, outline: string) {
    if (!this.saved.has(element)) {
      this.saved.set(element, {
        outline: element.style.outline,
        offset: element.style.outlineOffset,
      });
    }
    element.style.outline = outline;
    element.style.outlineOffset = '2px';
  }

  private unmark(element: Styled | undefined) {
    const saved = element && this.saved.get(element);
    if (!element || !saved) return;
    element.style.outline = saved.outline;
    element.style.outlineOffset = saved.offset;
    this.saved.delete(element);
  }

  hover(element: Element | undefined) {
    if (this.hovered && this.hovered !== this.picked) this.unmark(this.hovered);
    this.hovered = element && styled(element) ? element : undefined;
    if (this.hovered && this.hovered !== this.picked) this.mark(this.hovered, HOVER_OUTLINE);
  }

  pick(element: Element | undefined) {
    if (this.picked) this.unmark(this.picked);
    this.picked = element && styled(element) ? element : undefined;
    if (this.picked) this.mark(this.picked, PICKED_OUTLINE);
  }

  clear() {
    for (const element of [...this.saved.keys()]) this.unmark(element);
    this.hovered = undefined;
    this.picked = undefined;
  }
}

/** The framed page as the review mode sees it after a load. */
export interface FramedPage {
  /** Null when the frame shows no page of this site (a link out, a refused page). */
  doc: Document | null;
  /** '/tpi/products?category=Food', or '' with no page. */
  path: string;
}

export interface PickerHandlers {
  picking: () => boolean;
  onPick: (target: Element, page: FramedPage) => void;
}

/** The page the frame shows now: same origin only. */
export function framedPage(frame: HTMLIFrameElement): FramedPage {
  try {
    const doc = frame.contentDocument;
    const location = frame.contentWindow?.location;
    if (!doc || !location || location.origin !== window.location.origin)
      return { doc: null, path: '' };
    return { doc, path: `${location.pathname}${location.search}` };
  } catch {
    // Another origin: the browser refuses to let us look.
    return { doc: null, path: '' };
  }
}

/**
 * Listens inside the framed page; call again after every load of the frame (each page has a new
 * window). While picking, a click (capture phase, before the page's own handlers) picks instead of
 * acting. Returns what stops listening and removes every outline.
 */
export function attachPicker(frame: HTMLIFrameElement, handlers: PickerHandlers) {
  const { doc } = framedPage(frame);
  const view = doc?.defaultView;
  const outlines = new Outlines();
  const stop = new AbortController();
  if (doc && view) {
    const options = { capture: true, signal: stop.signal };
    view.addEventListener(
      'click',
      (event) => {
        if (!handlers.picking() || !isElement(event.target)) return;
        event.preventDefault();
        event.stopImmediatePropagation();
        outlines.pick(event.target);
        handlers.onPick(event.target, framedPage(frame));
      },
      options,
    );
    // Enter in a field submits without a click.
    view.addEventListener(
      'submit',
      (event) => {
        if (!handlers.picking()) return;
        event.preventDefault();
        event.stopImmediatePropagation();
      },
      options,
    );
    view.addEventListener(
      'mouseover',
      (event) =>
        outlines.hover(handlers.picking() && isElement(event.target) ? event.target : undefined),
      options,
    );
    view.addEventListener('mouseout', () => outlines.hover(undefined), options);
  }
  return {
    /** Marks (or, with undefined, unmarks) the element the panel is about. */
    pick: (element: Element | undefined) => outlines.pick(element),
    hover: (element: Element | undefined) => outlines.hover(element),
    detach: () => {
      stop.abort();
      try {
        outlines.clear();
      } catch {
        // The page is already gone.
      }
    },
  };
}

export type Picker = ReturnType<typeof attachPicker>;
