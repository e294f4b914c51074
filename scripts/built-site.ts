import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServerProcess } from './server-process';

/** The built site (`BUILD_DIR`, default build) as a server of its own. */
export interface BuiltSite {
  origin: string;
  /** Its database, for a script that makes an account (`dist/admin-create.js`). */
  databaseUrl: string;
  stop: () => Promise<void>;
}

export const siteDir = fileURLToPath(
  new URL(`../${process.env.BUILD_DIR ?? 'build'}/client`, import.meta.url),
);

/**
 * Starts the built server as a child process on a free port, a temporary SQLite database and a
 * temporary mail outbox, and resolves once /api/health answers. `stop` ends it and removes both.
 */
export async function startBuiltSite(name: string): Promise<BuiltSite> {
  // Without a build the server still starts, and every page would measure as its 404.
  if (!existsSync(join(siteDir, 'index.html'))) {
    throw new Error(`No build at ${siteDir}: run \`npm run build\` first (or set BUILD_DIR).`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), `kumul-${name}-`));
  const removeData = () => rmSync(dataDir, { recursive: true, force: true });
  const databaseUrl = `sqlite:${join(dataDir, 'site.db')}`;
  try {
    const server = await startServerProcess({
      DATABASE_URL: databaseUrl,
      MAIL_OUTBOX_DIR: join(dataDir, 'outbox'),
      SITE_DIR: siteDir,
    });
    const stop = async () => {
      await server.stop();
      removeData();
    };
    return { origin: server.origin, databaseUrl, stop };
  } catch (error) {
    removeData();
    throw error;
  }
}
