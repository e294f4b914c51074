import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { DatabaseLocation } from '../db/database';
import { redact } from './redact';

// Backups of the live database, checked before they count, and their rotation (decision 066).

/** A backup's file name carries its UTC time: site-2025-01-31T020000Z.sqlite3 (or .pgdump). */
const BACKUP_NAME = /^site-(\d{4}-\d{2}-\d{2})T(\d{2})(\d{2})(\d{2})Z\.(sqlite3|pgdump)$/;
/** Written under this suffix and renamed when checked, so a half backup never counts. */
const PARTIAL = '.partial';

export interface BackupResult {
  file: string;
  bytes: number;
  /** How long writing and checking it took. */
  ms: number;
  /** Rows per table in the backup. */
  rows: Record<string, number>;
}

/** Where the PostgreSQL client tools are; the defaults are found on PATH. */
export interface PgTools {
  pgDump: string;
  pgRestore: string;
}
export const PG_TOOLS: PgTools = { pgDump: 'pg_dump', pgRestore: 'pg_restore' };

export function backupFileName(at: Date, dialect: DatabaseLocation['dialect']): string {
  const stamp = at
    .toISOString()
    .replace(/:/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
  return `site-${stamp}.${dialect === 'sqlite' ? 'sqlite3' : 'pgdump'}`;
}

/** Backups hold every account and quote: only the owner of the process reads them, whatever its umask. */
const PRIVATE_FILE = 0o600;
const PRIVATE_DIR = 0o700;

/** Creates `file` empty and 0600 (or makes an existing one 0600), before any tool writes into it. */
async function createPrivateFile(file: string): Promise<void> {
  const handle = await open(file, 'w', PRIVATE_FILE);
  try {
    await handle.chmod(PRIVATE_FILE);
  } finally {
    await handle.close();
  }
}

/** Writes a consistent copy of the database into `dir`, checks it, and only then names it. */
export async function takeBackup(
  location: DatabaseLocation,
  dir: string,
  { now = new Date(), tools = PG_TOOLS }: { now?: Date; tools?: PgTools } = {},
): Promise<BackupResult> {
  const started = performance.now();
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR });
  const file = join(dir, backupFileName(now, location.dialect));
  const partial = `${file}.${process.pid}${PARTIAL}`;
  try {
    // SQLite gives its journal the database file's mode; pg_dump keeps the mode of a file it overwrites.
    await createPrivateFile(partial);
    const rows =
      location.dialect === 'sqlite'
        ? await backupSqlite(location.path, partial)
        : await backupPostgres(location, partial, tools);
    await rename(partial, file);
    const { size } = await stat(file);
    return { file, bytes: size, ms: Math.round(performance.now() - started), rows };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

async function backupSqlite(source: string, target: string): Promise<Record<string, number>> {
  if (source === ':memory:') throw new Error('An in-memory database cannot be backed up.');
  const db = new SQLite(source, { fileMustExist: true, timeout: 5_000 });
  try {
    // All pages in one step: one read snapshot, so writes by other connections (which would make
    // SQLite restart a step-by-step backup) never stop it; WAL lets the writers go on meanwhile.
    await db.backup(target, { progress: () => 0x7fffffff });
  } finally {
    db.close();
  }
  return checkSqliteFile(target, { makeStandalone: true });
}

/**
 * Throws unless `file` is a whole SQLite database (integrity_check); returns its rows per table.
 * `makeStandalone` turns a fresh copy out of WAL mode, so the backup is one file.
 */
export function checkSqliteFile(
  file: string,
  { makeStandalone = false }: { makeStandalone?: boolean } = {},
): Record<string, number> {
  const db = new SQLite(file, { fileMustExist: true, readonly: !makeStandalone });
  try {
    if (makeStandalone) db.pragma('journal_mode = DELETE');
    const problems = db.pragma('integrity_check', { simple: false }) as {
      integrity_check: string;
    }[];
    const said = problems.map((p) => p.integrity_check);
    if (said.join() !== 'ok') throw new Error(`${file} failed integrity_check: ${said.join('; ')}`);
    const tables = db
      .prepare(`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`)
      .pluck()
      .all() as string[];
    return Object.fromEntries(
      tables.map((name) => [
        name,
        db.prepare(`select count(*) from "${name}"`).pluck().get() as number,
      ]),
    );
  } finally {
    db.close();
  }
}

/**
 * Runs a tool to its end; rejects with its last words on stderr (redacted), or a clear word when
 * it is missing. `env` is added to this process's environment.
 */
export async function runTool(
  command: string,
  args: string[],
  { onLine, env = {} }: { onLine?: (line: string) => void; env?: NodeJS.ProcessEnv } = {},
): Promise<void> {
  const child = spawn(command, args, {
    stdio: ['ignore', onLine ? 'pipe' : 'ignore', 'pipe'],
    env: { ...process.env, ...env },
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
  const lines = onLine && child.stdout ? createInterface({ input: child.stdout }) : undefined;
  lines?.on('line', onLine as (line: string) => void);
  const [code] = (await once(child, 'close').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') {
      throw new Error(
        `${command} was not found. Install the PostgreSQL client tools of your server's major version (Debian and Ubuntu: apt install postgresql-client) or put them on PATH.`,
        { cause: error },
      );
    }
    throw error;
  })) as [number | null];
  if (code !== 0) throw new Error(`${command} failed (exit ${code}): ${redact(stderr.trim())}`);
}

/**
 * How pg_dump and pg_restore connect to `url` (ours, without the ?schema= only we understand):
 * `--dbname=` the URL without its password, which goes in PGPASSWORD, since `ps` shows every
 * process's arguments to every user, and a process's environment only to its own (decision 107).
 */
export function pgConnection(url: string): { dbname: string; env: { PGPASSWORD?: string } } {
  const parsed = new URL(url);
  const password = parsed.password
    ? decodeURIComponent(parsed.password)
    : parsed.searchParams.get('password');
  parsed.password = '';
  parsed.searchParams.delete('password');
  return {
    dbname: parsed.href.replace(/\?$/, ''),
    env: password ? { PGPASSWORD: password } : {},
  };
}

async function backupPostgres(
  location: Extract<DatabaseLocation, { dialect: 'postgres' }>,
  target: string,
  tools: PgTools,
): Promise<Record<string, number>> {
  const schema = location.schema ?? 'public';
  const { dbname, env } = pgConnection(location.url);
  // Custom format: compressed, and pg_restore can list and pick from it. One snapshot throughout.
  await runTool(
    tools.pgDump,
    [
      '--format=custom',
      `--file=${target}`,
      ...(location.schema ? [`--schema=${location.schema}`] : []),
      `--dbname=${dbname}`,
    ],
    { env },
  );
  const client = new pg.Client({ connectionString: location.url });
  await client.connect();
  let tables: string[];
  try {
    const result = await client.query<{ table_name: string }>(
      `select table_name from information_schema.tables where table_schema = $1 and table_type = 'BASE TABLE'`,
      [schema],
    );
    tables = result.rows.map((row) => row.table_name);
  } finally {
    await client.end();
  }
  const listed = await listPgDump(target, tools);
  const missing = tables.filter((table) => !listed.tables.some((t) => t.table === table));
  if (missing.length > 0) {
    throw new Error(`The dump has no data for ${missing.join(', ')}.`);
  }
  return countPgDumpRows(target, tools);
}

/** The tables whose data a custom-format dump holds (pg_restore --list), and their schemas. */
export async function listPgDump(
  file: string,
  tools: PgTools = PG_TOOLS,
): Promise<{ tables: { schema: string; table: string }[] }> {
  const tables: { schema: string; table: string }[] = [];
  await runTool(tools.pgRestore, ['--list', file], {
    onLine: (line) => {
      const match = / TABLE DATA (\S+) (\S+) /.exec(line);
      if (match) tables.push({ schema: match[1] as string, table: match[2] as string });
    },
  });
  return { tables };
}

/** Rows per table, read back from the dump's COPY data: each row is one line there. */
async function countPgDumpRows(file: string, tools: PgTools): Promise<Record<string, number>> {
  const rows: Record<string, number> = {};
  let current: string | undefined;
  await runTool(tools.pgRestore, ['--data-only', '--file=-', file], {
    onLine: (line) => {
      if (current === undefined) {
        const match = /^COPY (?:\S+\.)?(\S+) \(.*\) FROM stdin;$/.exec(line);
        if (match) rows[(current = (match[1] as string).replace(/"/g, ''))] = 0;
      } else if (line === '\\.') current = undefined;
      else rows[current] = (rows[current] ?? 0) + 1;
    },
  });
  return rows;
}

/** What a rotation keeps: the newest backup of each of the latest days and ISO weeks that have one. */
export function backupsToKeep(
  names: string[],
  { keepDaily, keepWeekly }: { keepDaily: number; keepWeekly: number },
): Set<string> {
  const newestFirst = names
    .filter((name) => BACKUP_NAME.test(name))
    .sort()
    .reverse();
  const keep = new Set<string>();
  const days = new Set<string>();
  const weeks = new Set<string>();
  for (const name of newestFirst) {
    const day = (BACKUP_NAME.exec(name) as RegExpExecArray)[1] as string;
    if (!days.has(day) && days.size < keepDaily) {
      days.add(day);
      keep.add(name);
    }
    const week = isoWeek(day);
    if (!weeks.has(week) && weeks.size < keepWeekly) {
      weeks.add(week);
      keep.add(name);
    }
  }
  return keep;
}

/** The ISO week a UTC day falls in, as "2025-W05". */
function isoWeek(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  // The Thursday of the same week decides the year.
  date.setUTCDate(date.getUTCDate() + 3 - ((date.getUTCDay() + 6) % 7));
  const firstThursday = new Date(Date.UTC(date.getUTCFullYear(), 0, 4));
  const week = 1 + Math.round((date.getTime() - firstThursday.getTime()) / (7 * 86_400_000));
  return `${date.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/** A partial file this old was left by a backup that died: no backup takes a day. */
const STALE_PARTIAL_MS = 24 * 60 * 60 * 1000;

/** Deletes the backups the rotation does not keep, and partial files a dead backup left. */
export async function rotateBackups(
  dir: string,
  keep: { keepDaily: number; keepWeekly: number },
  now = new Date(),
): Promise<{ kept: string[]; removed: string[] }> {
  const names = await readdir(dir);
  const kept = backupsToKeep(names, keep);
  const removed: string[] = [];
  for (const name of names) {
    const path = join(dir, name);
    const stale =
      name.endsWith(PARTIAL) &&
      now.getTime() - (await stat(path)).mtime.getTime() > STALE_PARTIAL_MS;
    if ((BACKUP_NAME.test(name) && !kept.has(name)) || stale) {
      await rm(path, { force: true });
      removed.push(name);
    }
  }
  return { kept: [...kept].sort(), removed: removed.sort() };
}
