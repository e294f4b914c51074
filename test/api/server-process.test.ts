import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SERVER_DIR } from '../../scripts/build-server';

const started: ChildProcess[] = [];
afterEach(() => {
  // SIGTERM, not SIGKILL: a cluster passes it on to its servers, which would outlive it otherwise.
  for (const child of started.splice(0)) child.kill('SIGTERM');
});

// The compiled server, as production runs it (built once per test run by test/global-setup.ts).
function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--enable-source-maps', join(SERVER_DIR, 'server.js')], {
    env: { ...process.env, LOG_LEVEL: 'info', SITE_DIR: join(tmpdir(), 'no-site-built'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return { child, output: () => output };
}

async function waitFor(check: () => boolean, what: string) {
  for (let i = 0; i < 200; i++) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

describe('the server process', () => {
  it('refuses bad configuration with a clear message and exit code 1', async () => {
    const { child, output } = startServer({ PORT: 'eighty', DATABASE_URL: 'mysql://nope' });
    const [code] = await once(child, 'exit');
    expect(code).toBe(1);
    expect(output()).toContain('Invalid configuration');
    expect(output()).toContain('PORT');
  });

  it('migrates, serves, and shuts down cleanly on SIGTERM', async () => {
    const dbPath = join(tmpdir(), `process-test-${process.pid}-${Date.now()}.db`);
    const port = String(20000 + Math.floor(Math.random() * 20000));
    const { child, output } = startServer({ PORT: port, DATABASE_URL: `sqlite:${dbPath}` });
    await waitFor(() => output().includes('Server listening'), 'the server to listen');

    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'ok' });

    child.kill('SIGTERM');
    const [code] = await once(child, 'exit');
    expect(code).toBe(0);
    expect(output()).toContain('shutting down');
    // A cleanly closed SQLite database in WAL mode folds its -wal file back in and removes it.
    expect(existsSync(`${dbPath}-wal`)).toBe(false);
    for (const end of ['', '-wal', '-shm']) rmSync(`${dbPath}${end}`, { force: true });
  });

  it('runs compiled, with stack traces that name the TypeScript sources', async () => {
    // An operator script from the same build, failing where nothing catches the error.
    const child = spawn(
      process.execPath,
      ['--enable-source-maps', join(SERVER_DIR, 'db-migrate.js')],
      { env: { ...process.env, DATABASE_URL: 'mysql://nope' }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stderr.on('data', (chunk) => (output += chunk));
    const [code] = await once(child, 'exit');
    expect(code).toBe(1);
    expect(output).toMatch(/at loadConfig \(\S*src\/server\/config\.ts:\d+:\d+\)/);
  });

  it('starts several processes at once on one new SQLite file: one migrates, all serve', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'process-test-'));
    const firstPort = 20000 + Math.floor(Math.random() * 20000);
    const processes = 3;
    const cluster = spawn(
      process.execPath,
      ['--import', 'tsx', 'scripts/cluster.ts', '--processes', String(processes)],
      {
        env: {
          ...process.env,
          PORT: String(firstPort),
          DATABASE_URL: `sqlite:${join(dir, 'site.db')}`,
          MAIL_OUTBOX_DIR: join(dir, 'outbox'),
          SITE_DIR: join(tmpdir(), 'no-site-built'),
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    started.push(cluster);
    let output = '';
    cluster.stdout.on('data', (chunk) => (output += chunk));
    cluster.stderr.on('data', (chunk) => (output += chunk));
    const healthy = async (port: number) =>
      (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null))?.status === 200;
    for (let i = 0; i < processes; i++) {
      for (let tries = 0; !(await healthy(firstPort + i)); tries++) {
        if (cluster.exitCode !== null || tries > 300) throw new Error(`Not serving:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    // SQLite has no lock between processes' migrations: the cluster applies them once, first.
    expect(output.match(/Applied: 001-initial/g)).toHaveLength(1);
    cluster.kill('SIGTERM');
    const [code] = await once(cluster, 'exit');
    expect(code).toBe(0);
    rmSync(dir, { recursive: true, force: true });
  });
});
