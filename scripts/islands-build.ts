import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Plugin, build } from 'vite';
import { BOOT_SCRIPTS } from '../src/render/boot-script';
import { ISLANDS_MANIFEST } from '../src/render/island-pages';
import { compileBootScripts } from './boot-build';
import { chunkFileNames, commonChunk } from './chunk-naming';
import { PREACT_ALIASES } from './preact-aliases';

/** A sample site's page module is named after it ('sample-hotel-<hash>.js'): its page preloads it. */
function islandChunkFileNames(chunk: {
  facadeModuleId: string | null;
  moduleIds: readonly string[];
}): string {
  const slug = /\/src\/templates\/([\w-]+)\/page\.tsx$/.exec(chunk.facadeModuleId ?? '')?.[1];
  return slug ? `assets/sample-${slug}-[hash].js` : chunkFileNames(chunk);
}

/**
 * The kit's parts that two samples or more share, in one file: a sample page split into 25 small
 * files spent a long task asking for them (decision 096). Not the kit's modules the agency's
 * islands import too: every agency page would fetch the samples' file.
 */
const sampleKitChunk = {
  name: 'sample-kit',
  test: /\/src\/templates\/kit\/(?!(accent|base|field-check|identity|sample-host|theme)\.)/,
  minShareCount: 2,
  priority: 1,
  includeDependenciesRecursively: false,
};

// Stylesheets come from React Router's build, linked by the prerendered pages: none here.
const withoutStylesheets: Plugin = {
  name: 'islands-without-stylesheets',
  enforce: 'pre',
  load: (id) => (/\.css(\?|$)/.test(id) ? 'export default "";' : undefined),
};

/**
 * Vite plugin: once React Router's client build is written, builds the islands' entry
 * (src/web/islands/preact-entry.ts) into the same folder, and the island pages' two inline
 * scripts into BOOT_SCRIPTS (scripts/boot-build.ts), before the pages are prerendered.
 */
export function islandsBuild(clientDir: string): Plugin {
  return {
    name: 'islands-build',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async closeBundle() {
      await build({
        configFile: false,
        logLevel: 'warn',
        // The same React components, on Preact: about 60 kB gzip lighter (decision 095).
        resolve: { alias: PREACT_ALIASES },
        plugins: [withoutStylesheets],
        build: {
          outDir: clientDir,
          emptyOutDir: false,
          copyPublicDir: false,
          // The strict CSP has no data: for fonts or scripts, so every asset stays a file of its own.
          assetsInlineLimit: 0,
          // The boot script fetches what a page's islands import (island-pages.ts): Vite's helper
          // would add a link per file again, in one long task.
          modulePreload: false,
          // Which file holds each island, sample and area of words, for the boot lists.
          manifest: ISLANDS_MANIFEST,
          rolldownOptions: {
            input: { 'hydrate-islands': 'src/web/islands/preact-entry.ts' },
            output: {
              entryFileNames: 'assets/[name]-[hash].js',
              chunkFileNames: islandChunkFileNames,
              codeSplitting: {
                groups: [
                  { name: 'framework', test: /node_modules\/preact\//, priority: 2 },
                  commonChunk,
                  sampleKitChunk,
                ],
              },
            },
          },
        },
      });
      // The island pages' inline scripts, from src/islands/boot (src/render/boot-script.ts).
      const scripts = await compileBootScripts();
      await writeFile(join(clientDir, BOOT_SCRIPTS), JSON.stringify(scripts));
    },
  };
}
