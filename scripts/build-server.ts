import { execFileSync } from 'node:child_process';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

// What production runs as plain JavaScript (decision 042): the server and the operator scripts.
export const SERVER_DIR = fileURLToPath(new URL('../dist', import.meta.url));
const entryPoints = [
  'src/server/server.ts',
  // Started by the server in a thread of its own to render pages (src/server/render/render-site.ts).
  'src/render/render-worker.ts',
  'scripts/db-migrate.ts',
  'scripts/admin-create.ts',
  'scripts/admin-unlock.ts',
  'scripts/backup.ts',
  'scripts/restore.ts',
];

/** The commit and time of this build, for the System page (src/server/ops/system-state.ts). */
function buildInfo(): string {
  let commit: string | null = null;
  try {
    const head = ['rev-parse', '--short', 'HEAD'];
    commit = execFileSync('git', head, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    // Built outside a git checkout (a release tarball): the version alone says what it is.
  }
  return JSON.stringify({ commit: commit?.trim() || null, builtAt: new Date().toISOString() });
}

/**
 * Bundles our code (node_modules stays external, found from dist/ at run time) with source maps,
 * into dist/<name>.js. Each file is written whole and then renamed into place, so a server
 * starting from dist/ while another build runs never reads half a file.
 */
export async function buildServer(): Promise<void> {
  const { outputFiles } = await build({
    entryPoints: entryPoints.map((entry) => fileURLToPath(new URL(`../${entry}`, import.meta.url))),
    outdir: SERVER_DIR,
    entryNames: '[name]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    define: { __SERVER_BUILD__: buildInfo() },
    write: false,
    logLevel: 'warning',
  });
  for (const file of outputFiles) {
    await mkdir(dirname(file.path), { recursive: true });
    const partial = `${file.path}.${process.pid}.partial`;
    await writeFile(partial, file.contents);
    await rename(partial, file.path);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
