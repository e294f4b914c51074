import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_DIR } from './build-server';

/** The built site (`BUILD_DIR`, default build) as a server of its own. */
export interface BuiltSite {
  origin: string;
  /** Its database, for a script that makes an account (`dist/admin-create.js`). */
  databaseUrl: string;
  stop: () => Promise<void>;
}

const siteDir = fileURLToPath(
  new URL(`../${process.env.BUILD_DIR ?? 'build'}/client`, import.meta.url),
);

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('No free port found.');
  return address.port;
}

/**
 * Starts the built server as a child process on a free port, a temporary SQLite database and a
 * temporary mail outbox, and resolves once /api/health answers. `stop` ends it and removes both.
 */
export async function startBuiltSite(name: string): Promise<BuiltSite> {
  // Without a build the server still starts, and every page would measure as its 404.
  if (!existsSync(join(siteDir, 'index.html'))) {
    throw new Error(`No build at ${siteDir}: run \`npm run build\` first (or set BUILD_DIR).`);
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `kumul-${name}-`));
  const databaseUrl = `sqlite:${join(dataDir, 'site.db')}`;
  const child: ChildProcess = spawn(
    process.execPath,
    ['--enable-source-maps', join(SERVER_DIR, 'server.js')],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        MAIL_OUTBOX_DIR: join(dataDir, 'outbox'),
        SITE_DIR: siteDir,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));

  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(`The server stopped before answering:\n${output}`);
    }
    const healthy = await fetch(`${origin}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) return { origin, databaseUrl, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`The server did not answer within 60 s:\n${output}`);
}
