import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { bootIslands } from './boot-script';
import { sampleSlugAt } from '../src/shared/sample-slug';
import { staticImportsOf } from './page-assets';

/** A built chunk's address by its name: 'hydrate-islands' is /assets/hydrate-islands-<hash>.js. */
function chunk(siteDir: string, name: string): string {
  const file = readdirSync(join(siteDir, 'assets')).find((asset) =>
    new RegExp(`^${name}-[\\w-]+\\.js$`).test(asset),
  );
  if (!file) throw new Error(`The build has no ${name} chunk.`);
  return `/assets/${file}`;
}

/**
 * Build time: writes a prerendered page as an island page (decisions 091, 093), its boot list the islands' entry and what it
 * imports. A sample site's page code is fetched beside the entry, so nothing waits for the entry
 * to run before it is asked for.
 */
export function islandPageWriter(siteDir: string): (path: string, html: string) => string {
  const entry = chunk(siteDir, 'hydrate-islands');
  const entryImports = staticImportsOf(siteDir, entry);
  const samplePage = chunk(siteDir, 'sample-page');
  const sampleImports = [samplePage, ...staticImportsOf(siteDir, samplePage)];
  return (path, html) => {
    if (!html.includes('data-island="sample-page"')) return bootIslands(html, entry, entryImports);
    const page = chunk(siteDir, `sample-${sampleSlugAt(path)}`);
    const pageImports = [page, ...staticImportsOf(siteDir, page)];
    return bootIslands(html, entry, [
      ...new Set([...entryImports, ...sampleImports, ...pageImports]),
    ]);
  };
}
