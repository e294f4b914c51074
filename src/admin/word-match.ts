// Which of the site's strings a picked element shows (issue 28): pure, so the review mode's
// guesses are tested without a browser. The review mode reads the strings off the page's DOM.

/** A string of the site, as far as matching needs it. */
export interface MatchableWord {
  key: string;
  text: string;
}

/** What one element offers to match: its text and its labelling attributes' values. */
export interface ElementStrings {
  text: string;
  labels: readonly string[];
}

export type MatchKind = 'exact' | 'pattern' | 'ancestor' | 'contained';

export interface WordMatch<T extends MatchableWord> {
  words: T[];
  /** How they were found; 'ancestor' is an exact or pattern match on an element around it. */
  kind: MatchKind | 'none';
}

/** Whitespace collapsed (non-breaking spaces and line breaks too), ends trimmed. */
export const normalise = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** What a person reads of a string: a help answer's `[label](/path)` links show as their label. */
export const visibleText = (text: string): string =>
  normalise(text.replace(/\[([^\]\n]+)\]\(([^)\s]+)\)/g, '$1'));

/** At most this many ancestors are tried when the element itself matches nothing. */
export const ANCESTOR_LEVELS = 4;
/** An ancestor's labels count only while its own text is this short (an icon button). */
const SHORT_TEXT = 40;
/** Contained words: at least this long, at most this many, the longest first. */
const CONTAINED_MIN_LENGTH = 4;
const CONTAINED_MAX = 8;

const PLACEHOLDER = /\{[\w.]+\}/g;

/**
 * How much text a string's placeholders may stand for together: a name, a figure or a short
 * phrase, not a paragraph ('{document} {number} bilong {brand}' must not match a whole card).
 */
const fillsFit = (matched: number, fixed: number) => matched - fixed <= Math.max(3 * fixed, 40);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const letters = (text: string) => (text.match(/\p{L}/gu) ?? []).length;

interface Pattern<T> {
  word: T;
  /** The whole string, each placeholder any text. */
  whole: RegExp;
  /** Anywhere in a longer text, for contained words. */
  inside: RegExp;
  /** The longest fixed part: a cheap test before the regular expression. */
  clue: string;
  /** Characters outside the placeholders. */
  fixedLength: number;
}

export interface WordIndex<T extends MatchableWord> {
  exact: ReadonlyMap<string, readonly T[]>;
  patterns: readonly Pattern<T>[];
  /** Strings without placeholders, long enough to be looked for inside a longer text. */
  plain: readonly { word: T; text: string }[];
}

/** Prepares one language's strings for matching: once per language, not per click. */
export function indexWords<T extends MatchableWord>(words: readonly T[]): WordIndex<T> {
  const exact = new Map<string, T[]>();
  const patterns: Pattern<T>[] = [];
  const plain: { word: T; text: string }[] = [];
  for (const word of words) {
    const text = visibleText(word.text);
    if (!text) continue;
    const fixed = text.split(PLACEHOLDER);
    if (fixed.length > 1) {
      // A string that is mostly placeholders would match any text: it is no clue.
      if (letters(fixed.join('')) < 3) continue;
      const source = fixed.map(escape).join('(.+?)');
      patterns.push({
        word,
        whole: new RegExp(`^${source}$`, 'u'),
        inside: new RegExp(`(?<![\\p{L}\\p{N}])${source}(?![\\p{L}\\p{N}])`, 'u'),
        clue: fixed.reduce((longest, part) => (part.length > longest.length ? part : longest), ''),
        fixedLength: fixed.join('').length,
      });
      continue;
    }
    const same = exact.get(text);
    if (same) same.push(word);
    else exact.set(text, [word]);
    if (text.length >= CONTAINED_MIN_LENGTH) plain.push({ word, text });
  }
  plain.sort((a, b) => b.text.length - a.text.length);
  return { exact, patterns, plain };
}

/** Each key once, in the order first found. */
function unique<T extends MatchableWord>(words: readonly T[]): T[] {
  const byKey = new Map<string, T>();
  for (const word of words) if (!byKey.has(word.key)) byKey.set(word.key, word);
  return [...byKey.values()];
}

const stringsOf = (element: ElementStrings): string[] =>
  [element.text, ...element.labels].map(normalise).filter(Boolean);

function exactMatches<T extends MatchableWord>(index: WordIndex<T>, strings: readonly string[]) {
  return unique(strings.flatMap((text) => index.exact.get(text) ?? []));
}

function patternMatches<T extends MatchableWord>(index: WordIndex<T>, strings: readonly string[]) {
  return unique(
    strings.flatMap((text) =>
      index.patterns
        .filter(
          (pattern) =>
            text.includes(pattern.clue) &&
            fillsFit(text.length, pattern.fixedLength) &&
            pattern.whole.test(text),
        )
        .map((pattern) => pattern.word),
    ),
  );
}

/** Words of 4+ characters inside the text, as whole words, the longest first, at most 8. */
export function containedWords<T extends MatchableWord>(index: WordIndex<T>, text: string): T[] {
  const found: { word: T; length: number }[] = [];
  for (const { word, text: wordText } of index.plain) {
    const at = text.indexOf(wordText);
    if (at >= 0 && wholeWordAt(text, at, wordText.length)) {
      found.push({ word, length: wordText.length });
    }
  }
  for (const pattern of index.patterns) {
    if (pattern.fixedLength < CONTAINED_MIN_LENGTH || !text.includes(pattern.clue)) continue;
    const match = pattern.inside.exec(text);
    if (match && fillsFit(match[0].length, pattern.fixedLength)) {
      found.push({ word: pattern.word, length: match[0].length });
    }
  }
  found.sort((a, b) => b.length - a.length);
  return unique(found.map((entry) => entry.word)).slice(0, CONTAINED_MAX);
}

const wordCharacter = /[\p{L}\p{N}]/u;
function wholeWordAt(text: string, at: number, length: number): boolean {
  const before = text[at - 1];
  const after = text[at + length];
  return !(before && wordCharacter.test(before)) && !(after && wordCharacter.test(after));
}

/**
 * The strings a clicked element shows. `levels[0]` is the element, then its ancestors (the first
 * ANCESTOR_LEVELS are tried). Exact texts first, then strings with {placeholders} as patterns;
 * if the element matches neither, its ancestors; last, the words contained in its text.
 */
export function matchElement<T extends MatchableWord>(
  index: WordIndex<T>,
  levels: readonly ElementStrings[],
): WordMatch<T> {
  const [element, ...ancestors] = levels;
  if (!element) return { words: [], kind: 'none' };
  const own = stringsOf(element);
  const exact = exactMatches(index, own);
  if (exact.length > 0) return { words: exact, kind: 'exact' };
  const patterns = patternMatches(index, own);
  if (patterns.length > 0) return { words: patterns, kind: 'pattern' };
  for (const ancestor of ancestors.slice(0, ANCESTOR_LEVELS)) {
    // An icon button's label names what was clicked; a list's or a card's label names a whole
    // block of other texts (the price in a card is not the card list's "Templates").
    const text = normalise(ancestor.text);
    const strings = stringsOf(
      text.length <= SHORT_TEXT ? ancestor : { text: ancestor.text, labels: [] },
    );
    const found = exactMatches(index, strings);
    const words = found.length > 0 ? found : patternMatches(index, strings);
    if (words.length > 0) return { words, kind: 'ancestor' };
  }
  // An icon has no text of its own: look inside the nearest element that has some.
  const text = [element, ...ancestors.slice(0, ANCESTOR_LEVELS)]
    .map((level) => normalise(level.text))
    .find(Boolean);
  const contained = text ? containedWords(index, text) : [];
  return contained.length > 0
    ? { words: contained, kind: 'contained' }
    : { words: [], kind: 'none' };
}

/** Every string of the site among these texts (a page's text nodes and labels), in their order. */
export function wordsAmong<T extends MatchableWord>(
  index: WordIndex<T>,
  texts: Iterable<string>,
): T[] {
  const found: T[] = [];
  const tried = new Set<string>();
  for (const raw of texts) {
    const text = normalise(raw);
    if (!text || tried.has(text)) continue;
    tried.add(text);
    const exact = index.exact.get(text);
    found.push(...(exact ?? patternMatches(index, [text])));
  }
  return unique(found);
}

/** The strings of the page's own word file first ('products' on /tpi/products), else in order. */
export function pageFileFirst<T extends MatchableWord>(words: readonly T[], file: string): T[] {
  const own = (word: T) => word.key.startsWith(`${file}:`);
  return [...words.filter(own), ...words.filter((word) => !own(word))];
}

/** The word file named after a page: '/tpi/products' is 'products', '/' and '/tpi/' are 'home'. */
export function pageFileOf(path: string): string {
  const [first = ''] = path
    .replace(/[?#].*$/, '')
    .replace(/^\/tpi(?=\/|$)/, '')
    .split('/')
    .filter(Boolean);
  if (first === '' || first === 'home') return 'home';
  return first === 'quote' ? 'accept-quote' : first;
}
