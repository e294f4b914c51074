import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// Which built files a built file imports, read from the import statements inside the chunks: the
// island pages' boot lists (island-pages.ts) and `npm run budget` (scripts/page-assets.ts).

// Minified chunks import with or without spaces: import{a}from"./x.js"; import"./y.js"; export*from"./z.js".
export const STATIC_IMPORT =
  /(?:\bimport|\bexport)\s*(?:[\w*{}\s,$]+?\s*from\s*)?["'`]([^"'`]+\.js)["'`]/g;

/** The site path a built file's import names: './x.js' from '/assets/a.js' is '/assets/x.js'. */
export const resolveFrom = (from: string, specifier: string) =>
  new URL(specifier, `http://site${from}`).pathname;

/**
 * `files` and everything they import statically, each after what it imports: the order in which
 * the browser runs them, so importing them one by one runs one file at a time.
 */
export function inImportOrder(siteDir: string, files: readonly string[]): string[] {
  const ordered = new Set<string>();
  const visit = (file: string) => {
    if (ordered.has(file)) return;
    const source = readFileSync(join(siteDir, file), 'utf8');
    for (const [, spec] of source.matchAll(STATIC_IMPORT)) visit(resolveFrom(file, spec!));
    ordered.add(file);
  };
  files.forEach(visit);
  return [...ordered];
}
