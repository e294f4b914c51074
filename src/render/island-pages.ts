import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { langOfPath } from '../shared/i18n/lang';
import { sampleSlugAt } from '../shared/sample-slug';
import { isIslandName, islandAreas } from '../web/islands/island-areas';
import { BOOT_SCRIPTS, type BootScripts, bootIslands } from './boot-script';
import { inImportOrder } from './import-order';

/** Where in the built site the islands' build (scripts/islands-build.ts) lists its files by module. */
export const ISLANDS_MANIFEST = '.vite/islands-manifest.json';

/** The islands' build's manifest: each source module's built file. */
type Manifest = Record<string, { file: string; isEntry?: boolean }>;

/** The address of the file built from the one module whose path ends with `suffix`. */
function fileOf(manifest: Manifest, suffix: string): string {
  const found = Object.entries(manifest).filter(([module]) => `/${module}`.endsWith(suffix));
  if (found.length !== 1) throw new Error(`The islands' build has no single file for ${suffix}.`);
  return `/${found[0]![1].file}`;
}

/** The address of the one file named `name` ('layout.en' is assets/layout.en-<hash>.js). */
function fileNamed(manifest: Manifest, name: string): string {
  const pattern = new RegExp(`^assets/${name.replaceAll('.', '\\.')}-[\\w-]{8}\\.js$`);
  const found = Object.values(manifest).filter(({ file }) => pattern.test(file));
  if (found.length !== 1) throw new Error(`The islands' build has no single file named ${name}.`);
  return `/${found[0]!.file}`;
}

/**
 * The files a page's islands run: each island's (named after its module's file, island-areas.ts;
 * a sample site's page for a sample) and the words each reads in the page's language.
 */
function islandFiles(manifest: Manifest, path: string, html: string): string[] {
  const names = new Set([...html.matchAll(/\bdata-island="([\w-]+)"/g)].map((match) => match[1]));
  const lang = langOfPath(path);
  return [...names].flatMap((name) => {
    if (!isIslandName(name)) throw new Error(`${path} names an unknown island "${name}".`);
    const sample = name === 'sample-page' ? [`/src/templates/${sampleSlugAt(path)}/page.tsx`] : [];
    const words = islandAreas[name].map((area) =>
      fileNamed(manifest, `${area.replace(/[A-Z]/g, (l) => `-${l.toLowerCase()}`)}.${lang}`),
    );
    return [...[`/${name}.tsx`, ...sample].map((module) => fileOf(manifest, module)), ...words];
  });
}

/**
 * Writes a page React Router rendered as an island page (decisions 091, 093). Its boot list is
 * the islands' entry, the islands' code and words, and what they import, each after its own
 * imports: the boot fetches them all at once, then runs them one by one (decision 096), so the
 * entry finds its islands here and nothing waits for it to run before it is asked for.
 */
export function islandPageWriter(siteDir: string): (path: string, html: string) => string {
  const manifest = JSON.parse(readFileSync(join(siteDir, ISLANDS_MANIFEST), 'utf8')) as Manifest;
  const scripts = JSON.parse(readFileSync(join(siteDir, BOOT_SCRIPTS), 'utf8')) as BootScripts;
  const entry = fileOf(manifest, '/src/web/islands/preact-entry.ts');
  return (path, html) => {
    const files = inImportOrder(siteDir, [entry, ...islandFiles(manifest, path, html)]);
    return bootIslands(
      html,
      scripts,
      entry,
      files.filter((file) => file !== entry),
    );
  };
}
