import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { waitUntil } from './smtp';

/**
 * The first of `count` consecutive ports for servers a test starts, chosen at random below Linux's
 * ephemeral range (32768 up), where another test's client socket or port-0 server could take one.
 */
export const randomServerPorts = (count = 1): number =>
  20_000 + Math.floor(Math.random() * (12_000 - count));

export interface RunningCluster {
  child: ChildProcess;
  /** Everything the script and its servers wrote so far, stdout and stderr together. */
  output: () => string;
}

/** `npm run cluster -- --processes N` without the build (test/global-setup.ts made dist/ already). */
export function startCluster(processes: number, env: Record<string, string>): RunningCluster {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/cluster.ts', '--processes', String(processes)],
    {
      env: { ...process.env, SITE_DIR: join(tmpdir(), 'no-site-built'), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return { child, output: () => output };
}

export const ended = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/** Waits until the server on `port` answers GET /api/health with 200; fails at once if the cluster ended. */
export async function waitForHealth(cluster: RunningCluster, port: number, ms = 30_000) {
  await waitUntil(
    async () => {
      if (ended(cluster.child)) throw new Error(`The cluster ended:\n${cluster.output()}`);
      const health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
      await health?.body?.cancel();
      return health?.status === 200;
    },
    `the server on port ${port}`,
    ms,
  ).catch((error: Error) => {
    throw new Error(`${error.message}; the cluster wrote:\n${cluster.output().slice(-4000)}`);
  });
}

/** SIGTERM, not SIGKILL: the cluster stops its servers, which would outlive it otherwise. */
export async function stopCluster(cluster: RunningCluster): Promise<number | null> {
  if (!ended(cluster.child)) {
    const exited = once(cluster.child, 'exit');
    cluster.child.kill('SIGTERM');
    await exited;
  }
  return cluster.child.exitCode;
}
