import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { SERVER_DIR } from './build-server';

// A compiled server (dist/server.js) started as production runs it, for the benches and browser
// tests that need a process of their own beside the ones they already have.

/**
 * A port no one listens on, below the range the system hands out for outgoing connections (so no
 * connection takes it while the server starts), and not a guessed one another run may be using.
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    const probe = createServer();
    const free = await new Promise<boolean>((resolve) => {
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => resolve(true));
    });
    if (free) {
      await new Promise<void>((resolve) => probe.close(() => resolve()));
      return port;
    }
  }
}

export interface ServerProcess {
  origin: string;
  /** Stops the process (SIGTERM) and resolves once it has ended. */
  stop: () => Promise<void>;
}

const HEALTHY_WITHIN_MS = 60_000;

/**
 * Starts dist/server.js on a free port of 127.0.0.1 with the environment given (DATABASE_URL,
 * SITE_DIR, ...) and resolves once /api/health answers 200; its output goes to this process's.
 */
export async function startServerProcess(env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--enable-source-maps', join(SERVER_DIR, 'server.js')], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const ended = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await ended;
  };
  const startedAt = Date.now();
  for (;;) {
    const status = await fetch(`${origin}/api/health`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return { origin, stop };
    if (child.exitCode !== null || Date.now() - startedAt > HEALTHY_WITHIN_MS) {
      await stop();
      throw new Error(`The server on port ${port} did not become healthy.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
