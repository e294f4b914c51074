import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { create } from 'fontkit';

/**
 * The faces the invoice PDF embeds, so that names outside Windows-1252 print (pdfkit's built-in
 * Helvetica garbled them and the rest of their line): Noto Sans from @embedpdf/fonts-latin, which
 * covers Latin (with Vietnamese and letters such as Ŋ), Greek and Cyrillic. pdfkit embeds only the
 * glyphs a document uses, so a PDF stays small.
 */
const fontsFolder = join(
  dirname(createRequire(import.meta.url).resolve('@embedpdf/fonts-latin')),
  '..',
  'fonts',
);
// Read once: each document then reuses the parsed faces and their caches (a PDF took ~10 times
// longer when every document parsed its own).
export const REGULAR = create(readFileSync(join(fontsFolder, 'NotoSans-Regular.ttf')));
export const BOLD = create(readFileSync(join(fontsFolder, 'NotoSans-Bold.ttf')));

/** What a character the faces lack is drawn as: the replacement character, which they have. */
export const MISSING = '\uFFFD';

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
const SELECTOR = /\p{Variation_Selector}/u;

/**
 * The text as the PDF can draw it (both faces cover the same characters): each grapheme with a character the faces lack becomes one
 * U+FFFD, so a name in another script (李, 😀) shows as a visible gap and the rest of the line
 * stays whole. Variation selectors only choose a look, so they are dropped, not replaced.
 */
export function printable(text: string): string {
  let out = '';
  for (const { segment } of graphemes.segment(text)) {
    const points = [...segment].filter((char) => !SELECTOR.test(char));
    const drawn = points.every((char) => REGULAR.hasGlyphForCodePoint(char.codePointAt(0) ?? 0));
    out += drawn ? points.join('') : MISSING;
  }
  return out;
}
