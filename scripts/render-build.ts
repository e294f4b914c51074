import { cpSync, rmSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * Vite plugin: keeps React Router's server build, which it deletes after prerendering (`ssr:
 * false`), in `renderDir`, so the server can render pages at run time with the same code.
 */
export function keepRenderBuild(renderDir: string): Plugin {
  return {
    name: 'kumul-render-build',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    writeBundle: {
      order: 'pre',
      handler(options) {
        if (!options.dir) throw new Error('The server build has no output folder.');
        rmSync(renderDir, { recursive: true, force: true });
        // Its scripts only: its stylesheets are the client's, and React Router moves them there.
        cpSync(options.dir, renderDir, {
          recursive: true,
          filter: (source) => !/\.\w+$/.test(source) || source.endsWith('.js'),
        });
      },
    },
  };
}
