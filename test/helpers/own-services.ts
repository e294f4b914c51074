import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

// Services a test starts, stops and kills itself: the shared PostgreSQL and Redis are never touched.

const run = promisify(execFile);

/** A port nobody listens on just now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The newest PostgreSQL's programs: Debian keeps them under /usr/lib/postgresql/<major>/bin. */
function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const majors = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(join(root, name, 'bin', 'pg_ctl')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!majors[0]) throw new Error(`No PostgreSQL programs (pg_ctl, initdb) under ${root}/*/bin.`);
  return join(root, majors[0], 'bin');
}

export interface OwnPostgres {
  url: string;
  /** pg_ctl restart with the given mode: 'fast' disconnects clients, 'immediate' is a crash. */
  restart(mode: 'fast' | 'immediate'): Promise<void>;
  stop(mode: 'fast' | 'immediate'): Promise<void>;
  start(): Promise<void>;
  /** Stops the cluster and deletes its files. */
  remove(): Promise<void>;
}

/** A PostgreSQL cluster of its own: initdb into a temp dir, started on a free port. */
export async function startOwnPostgres(): Promise<OwnPostgres> {
  const bin = postgresBin();
  const dir = mkdtempSync(join(tmpdir(), 'own-postgres-'));
  const data = join(dir, 'data');
  const log = join(dir, 'server.log');
  // initdb refuses to run as root (CI does): the cluster then belongs to the postgres user.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const ids = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString());
    chownSync(dir, ids('-u'), ids('-g'));
  }
  const pg = (program: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', join(bin, program), ...args])
      : run(join(bin, program), args);
  const port = await freePort();
  await pg('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  // -l: the server must not hold this process's pipes open. fsync off: no OS crash is simulated.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const pgCtl = (...args: string[]) => pg('pg_ctl', ['-D', data, '-l', log, '-w', ...args]);
  const start = async () => void (await pgCtl('-o', options, 'start'));
  const stop = async (mode: string) => void (await pgCtl('-m', mode, 'stop'));
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: async (mode) => void (await pgCtl('-m', mode, '-o', options, 'restart')),
    stop,
    start,
    async remove() {
      await stop('immediate').catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface OwnRedis {
  url: string;
  kill(): Promise<void>;
  start(): Promise<void>;
}

/** A redis-server of its own on a free port, keeping nothing on disk. */
export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    const started = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'ignore'] },
    );
    child = started;
    let output = '';
    await new Promise<void>((resolve, reject) => {
      started.stdout?.on('data', (chunk) => {
        output += chunk;
        if (output.includes('Ready to accept connections')) resolve();
      });
      started.once('exit', () => reject(new Error(`redis-server ended:\n${output}`)));
    });
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    async kill() {
      const running = child;
      child = undefined;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGKILL');
      await exited;
    },
    start,
  };
}
