import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { SERVER_DIR } from './build-server';

// `npm run cluster -- --processes 2`: migrates, then starts N compiled servers on ports PORT,
// PORT+1, ... sharing the database and Redis of the environment, as a reverse proxy would see them
// (decision 043). SIGTERM or SIGINT stops them all cleanly; if one ends on its own, so do the rest.

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

let stopping = false;
let exitCode = 0;
const children: ChildProcess[] = [];

function stopAll(code: number, signal: NodeJS.Signals = 'SIGTERM'): void {
  exitCode = Math.max(exitCode, code);
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill(signal);
}

for (let i = 0; i < processes; i++) {
  const port = firstPort + i;
  const child = spawn(process.execPath, ['--enable-source-maps', join(SERVER_DIR, 'server.js')], {
    env: { ...process.env, PORT: String(port) },
    stdio: 'inherit',
    // A process group of its own: a terminal's Ctrl-C reaches only this script, which passes it on once.
    detached: true,
  });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(
        `The server on port ${port} ended (${signal ?? `exit code ${code}`}): stopping the others.`,
      );
    }
    stopAll(code === 0 ? 0 : 1);
    if (children.every((other) => other.exitCode !== null || other.signalCode !== null)) {
      process.exit(exitCode);
    }
  });
}
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => stopAll(0, signal));
console.log(
  `Started ${processes} server processes on ports ${firstPort}-${firstPort + processes - 1}.`,
);
