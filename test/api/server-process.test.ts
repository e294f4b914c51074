import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { type Socket, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SERVER_DIR } from '../../scripts/build-server';
import { randomServerPorts, startCluster, stopCluster, waitForHealth } from '../helpers/cluster';

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

const contactBody = JSON.stringify({
  name: 'Grace Kila',
  email: 'grace@example.com',
  message: 'We need a website for our guesthouse in Lae.',
});

/** A POST /api/contact whose headers are sent at once and whose body the test sends when it likes. */
function slowContact(port: string, extraHeaders = '') {
  const socket = connect(Number(port), '127.0.0.1');
  let answer = '';
  socket.setEncoding('latin1');
  socket.on('data', (chunk) => (answer += chunk));
  socket.on('error', () => undefined);
  const closed = once(socket, 'close');
  socket.write(
    `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${contactBody.length}\r\n${extraHeaders}\r\n`,
  );
  return { socket, answer: () => answer, closed };
}

const tempDatabase = () => join(tmpdir(), `process-test-${process.pid}-${Date.now()}.db`);
const randomPort = () => String(randomServerPorts());
const removeDatabase = (path: string) => {
  for (const end of ['', '-wal', '-shm']) rmSync(`${path}${end}`, { force: true });
};

describe('the server process', () => {
  it('refuses bad configuration with a clear message and exit code 1', async () => {
    const { child, output } = startServer({ PORT: 'eighty', DATABASE_URL: 'mysql://nope' });
    const [code] = await once(child, 'exit');
    expect(code).toBe(1);
    expect(output()).toContain('Invalid configuration');
    expect(output()).toContain('PORT');
  });

  it('says it could not prepare a database it cannot create, without a stack trace, and exits 1', async () => {
    // A directory cannot be made under a file.
    const file = join(tmpdir(), `process-test-file-${process.pid}-${Date.now()}`);
    writeFileSync(file, '');
    const { child, output } = startServer({ DATABASE_URL: `sqlite:${file}/site.db` });
    const [code] = await once(child, 'exit');
    rmSync(file);
    expect(code).toBe(1);
    expect(output()).toContain('Could not prepare the database (sqlite):');
    expect(output()).not.toMatch(/^\s+at /m);
  });

  it('migrates, serves, and shuts down cleanly on SIGTERM', async () => {
    const dbPath = join(tmpdir(), `process-test-${process.pid}-${Date.now()}.db`);
    const port = randomPort();
    const { child, output } = startServer({ PORT: port, DATABASE_URL: `sqlite:${dbPath}` });
    await waitFor(() => output().includes('Server listening'), 'the server to listen');

    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    // status may say "degraded" on a machine with little disk free (DISK_LOW_MB).
    expect(await health.json()).toMatchObject({ database: 'ok' });

    child.kill('SIGTERM');
    const [code] = await once(child, 'exit');
    expect(code).toBe(0);
    expect(output()).toContain('shutting down');
    // A cleanly closed SQLite database in WAL mode folds its -wal file back in and removes it.
    expect(existsSync(`${dbPath}-wal`)).toBe(false);
    for (const end of ['', '-wal', '-shm']) rmSync(`${dbPath}${end}`, { force: true });
  });

  it('cuts off a request whose body trickles in past REQUEST_TIMEOUT_SECONDS with a 408 {error}', async () => {
    const dbPath = tempDatabase();
    const port = randomPort();
    const { output } = startServer({
      PORT: port,
      DATABASE_URL: `sqlite:${dbPath}`,
      REQUEST_TIMEOUT_SECONDS: '1',
    });
    await waitFor(() => output().includes('Server listening'), 'the server to listen');

    const request = slowContact(port);
    let sent = 0;
    const trickle = setInterval(() => {
      if (!request.socket.destroyed) request.socket.write(contactBody.charAt(sent++));
    }, 100);
    let ended = false;
    void request.closed.then(() => (ended = true));
    await waitFor(() => ended, 'the server to end the trickling request');
    clearInterval(trickle);
    expect(sent).toBeLessThan(contactBody.length);
    expect(request.answer()).toMatch(/^HTTP\/1\.1 408 /);
    expect(JSON.parse(request.answer().split('\r\n\r\n')[1] ?? '')).toEqual({
      error: expect.stringMatching(/too long/),
    });
    removeDatabase(dbPath);
  });

  it('on SIGTERM stops accepting, closes idle connections, finishes the request in flight and exits', async () => {
    const dbPath = tempDatabase();
    const port = randomPort();
    const { child, output } = startServer({ PORT: port, DATABASE_URL: `sqlite:${dbPath}` });
    await waitFor(() => output().includes('Server listening'), 'the server to listen');

    // A keep-alive connection left idle after its answer.
    const idle: Socket = connect(Number(port), '127.0.0.1');
    let idleAnswer = '';
    idle.setEncoding('latin1');
    idle.on('data', (chunk) => (idleAnswer += chunk));
    const idleClosed = once(idle, 'close');
    idle.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await waitFor(() => idleAnswer.includes('"status":"ok"'), 'the idle connection to be answered');

    // A request in flight: the server has read its headers (it said 100 Continue), not its body.
    const request = slowContact(port, 'Expect: 100-continue\r\n');
    await waitFor(() => request.answer().includes('100 Continue'), 'the headers to be read');
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await waitFor(() => output().includes('shutting down'), 'the shutdown to start');
    await idleClosed;
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();

    request.socket.write(contactBody);
    await request.closed;
    expect(request.answer()).toMatch(/HTTP\/1\.1 201 /);
    const [code] = await exited;
    expect(code).toBe(0);
    expect(output()).not.toContain('shutdown deadline');
    expect(existsSync(`${dbPath}-wal`)).toBe(false);
    removeDatabase(dbPath);
  });

  it('on SIGTERM does not wait past SHUTDOWN_TIMEOUT_SECONDS for a request that never finishes', async () => {
    const dbPath = tempDatabase();
    const port = randomPort();
    const { child, output } = startServer({
      PORT: port,
      DATABASE_URL: `sqlite:${dbPath}`,
      SHUTDOWN_TIMEOUT_SECONDS: '1',
    });
    await waitFor(() => output().includes('Server listening'), 'the server to listen');
    const request = slowContact(port, 'Expect: 100-continue\r\n');
    await waitFor(() => request.answer().includes('100 Continue'), 'the headers to be read');

    let exitCode: number | null | undefined;
    child.once('exit', (code) => (exitCode = code));
    child.kill('SIGTERM');
    await waitFor(() => exitCode !== undefined, 'the process to exit');
    expect(exitCode).toBe(0);
    expect(output()).toContain('shutdown deadline');
    await request.closed;
    // The database was still closed properly, after the connections.
    expect(existsSync(`${dbPath}-wal`)).toBe(false);
    removeDatabase(dbPath);
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
    const processes = 3;
    const firstPort = randomServerPorts(processes);
    const cluster = startCluster(processes, {
      PORT: String(firstPort),
      DATABASE_URL: `sqlite:${join(dir, 'site.db')}`,
      MAIL_OUTBOX_DIR: join(dir, 'outbox'),
      LOG_LEVEL: 'warn',
    });
    started.push(cluster.child);
    for (let i = 0; i < processes; i++) await waitForHealth(cluster, firstPort + i, 15_000);
    // SQLite has no lock between processes' migrations: the cluster applies them once, first.
    expect(cluster.output().match(/Applied: 001-initial/g)).toHaveLength(1);
    // None fell over racing the others (it would have been started again, and said so).
    expect(cluster.output()).not.toContain('ended (');
    expect(await stopCluster(cluster)).toBe(0);
    rmSync(dir, { recursive: true, force: true });
  });
});
