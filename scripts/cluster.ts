import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { SERVER_DIR } from './build-server';

// `npm run cluster -- --processes 2`: migrates, then starts N compiled servers on ports PORT,
// PORT+1, ... sharing the database and Redis of the environment, as a reverse proxy would see them
// (decision 043). A server that ends on its own is started again after a growing pause while the
// others keep serving (decision 065); SIGTERM or SIGINT stops them all cleanly.

// The pause before a restart doubles from the first to the longest; it starts over for a server
// that had stayed up for STAYED_UP_MS, so a rare crash waits a second and a crash loop does not spin.
const FIRST_PAUSE_MS = 1_000;
const LONGEST_PAUSE_MS = 30_000;
const STAYED_UP_MS = 60_000;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let processes: number;
try {
  const { values } = parseArgs({ options: { processes: { type: 'string', default: '2' } } });
  processes = Number(values.processes);
  if (!Number.isInteger(processes) || processes < 1) throw new Error('not a count');
} catch {
  fail('Usage: npm run cluster -- --processes 2 (a whole number of 1 or more).');
}
const firstPort = Number(process.env.PORT || 3000);
if (!Number.isInteger(firstPort) || firstPort < 1 || firstPort + processes - 1 > 65535) {
  fail(`PORT must leave room for ${processes} consecutive ports below 65536.`);
}

// SQLite has no lock between processes' migrations: apply them once, before any server starts.
const migrated = spawnSync(
  process.execPath,
  ['--enable-source-maps', join(SERVER_DIR, 'db-migrate.js')],
  { stdio: 'inherit' },
);
if (migrated.status !== 0) fail('The database could not be migrated: no server was started.');

/** One port's server: the process running now (if any), and the restart waiting (if any). */
interface Server {
  port: number;
  child: ChildProcess | undefined;
  startedAt: number;
  /** Restarts since it last stayed up STAYED_UP_MS: the next pause is FIRST_PAUSE_MS * 2^restarts. */
  restarts: number;
  pendingStart: NodeJS.Timeout | undefined;
}

let stopping = false;
let exitCode = 0;
const servers: Server[] = [];

function start(server: Server): void {
  server.pendingStart = undefined;
  server.startedAt = Date.now();
  const child = spawn(process.execPath, ['--enable-source-maps', join(SERVER_DIR, 'server.js')], {
    env: { ...process.env, PORT: String(server.port) },
    stdio: 'inherit',
    // A process group of its own: a terminal's Ctrl-C reaches only this script, which passes it on once.
    detached: true,
  });
  server.child = child;
  child.on('exit', (code, signal) => {
    server.child = undefined;
    if (stopping) {
      exitCode = Math.max(exitCode, code === 0 ? 0 : 1);
      if (servers.every((other) => other.child === undefined)) process.exit(exitCode);
      return;
    }
    const upMs = Date.now() - server.startedAt;
    if (upMs >= STAYED_UP_MS) server.restarts = 0;
    const pauseMs = Math.min(FIRST_PAUSE_MS * 2 ** server.restarts, LONGEST_PAUSE_MS);
    server.restarts++;
    console.error(
      `The server on port ${server.port} ended (${signal ?? `exit code ${code}`}) after ${Math.round(upMs / 1000)} s: starting it again in ${pauseMs / 1000} s.`,
    );
    server.pendingStart = setTimeout(() => start(server), pauseMs);
  });
}

function stopAll(signal: NodeJS.Signals): void {
  if (stopping) return;
  stopping = true;
  for (const server of servers) {
    clearTimeout(server.pendingStart);
    server.child?.kill(signal);
  }
  if (servers.every((server) => server.child === undefined)) process.exit(exitCode);
}

for (let i = 0; i < processes; i++) {
  const server: Server = {
    port: firstPort + i,
    child: undefined,
    startedAt: 0,
    restarts: 0,
    pendingStart: undefined,
  };
  servers.push(server);
  start(server);
}
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => stopAll(signal));
console.log(
  `Started ${processes} server processes on ports ${firstPort}-${firstPort + processes - 1}.`,
);
