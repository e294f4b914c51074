import type { Plugin } from 'vite';

/** Where the client build records which of its files hold inbox code (not served: a dot folder). */
export const ADMIN_CHUNKS_FILE = '.vite/admin-files.json';

const isAdminSource = (id: string) => /[/\\]src[/\\]admin[/\\]/.test(id);

/**
 * Build time: lists every client file that holds a module from src/admin, and the stylesheets
 * those files bring, so `npm run budget` and the e2e tests can prove public pages fetch none of
 * them even if inbox code were bundled into a public chunk (decision 048).
 */
export function adminChunks(): Plugin {
  return {
    name: 'kumul-admin-chunks',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      const files = new Set<string>();
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk' || !output.moduleIds.some(isAdminSource)) continue;
        files.add(`/${output.fileName}`);
        for (const css of output.viteMetadata?.importedCss ?? []) files.add(`/${css}`);
      }
      this.emitFile({
        type: 'asset',
        fileName: ADMIN_CHUNKS_FILE,
        source: `${JSON.stringify([...files].sort(), null, 2)}\n`,
      });
    },
  };
}
