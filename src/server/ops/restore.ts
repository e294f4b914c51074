import { copyFile, mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { type DatabaseLocation, createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import {
  PG_TOOLS,
  type PgTools,
  checkSqliteFile,
  listPgDump,
  pgConnection,
  runTool,
} from './backup';

// Restores a backup into a fresh (or, with force, a live) database and migrates it forward (decision 066).

/** The tables only use fills (migrations seed settings and totals): rows here make a database live. */
const DATA_TABLES = [
  'quote_requests',
  'contact_messages',
  'newsletter_subscribers',
  'loyalty_members',
  'admin_users',
  'outbox',
];

/** A restore that would overwrite something; the sentence says what to do instead. */
export class RestoreRefused extends Error {}

/** What kind of backup a file is, from its first bytes. */
export async function backupKind(file: string): Promise<DatabaseLocation['dialect']> {
  const handle = await open(file, 'r');
  try {
    const { buffer } = await handle.read(Buffer.alloc(16), 0, 16, 0);
    if (buffer.toString('latin1').startsWith('SQLite format 3\0')) return 'sqlite';
    if (buffer.toString('latin1').startsWith('PGDMP')) return 'postgres';
  } finally {
    await handle.close();
  }
  throw new Error(`${file} is neither a SQLite backup nor a pg_dump custom-format backup.`);
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/** SQLite: whether another connection (a running server) has the file open. */
function sqliteInUse(path: string): boolean {
  const db = new SQLite(path, { fileMustExist: true, timeout: 0 });
  try {
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('begin exclusive');
    db.exec('rollback');
    return false;
  } catch {
    return true;
  } finally {
    db.close();
  }
}

function sqliteHasData(path: string): boolean {
  const db = new SQLite(path, { fileMustExist: true, readonly: true });
  try {
    const present = db
      .prepare(`select name from sqlite_master where type = 'table'`)
      .pluck()
      .all() as string[];
    return DATA_TABLES.filter((table) => present.includes(table)).some((table) =>
      Boolean(db.prepare(`select exists (select 1 from "${table}")`).pluck().get()),
    );
  } finally {
    db.close();
  }
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function postgresHasData(client: pg.Client, schema: string): Promise<boolean> {
  const { rows } = await client.query<{ table_name: string }>(
    `select table_name from information_schema.tables where table_schema = $1 and table_name = any($2)`,
    [schema, DATA_TABLES],
  );
  for (const { table_name } of rows) {
    const found = await client.query(`select 1 from "${schema}"."${table_name}" limit 1`);
    if (found.rowCount) return true;
  }
  return false;
}

async function schemaExists(client: pg.Client, schema: string): Promise<boolean> {
  const { rowCount } = await client.query('select 1 from pg_namespace where nspname = $1', [
    schema,
  ]);
  return Boolean(rowCount);
}

export interface RestoreOutcome {
  /** Rows per table in the restored backup, before migrating. */
  rows: Record<string, number> | undefined;
  /** The migrations applied after restoring (a backup from an older release). */
  migrated: string[];
  /** Where the database that was overwritten (with force) was moved, SQLite only. */
  setAside: string | undefined;
}

/** Whether the target already holds people's data (a restore would overwrite it). */
export async function targetIsLive(target: DatabaseLocation): Promise<boolean> {
  if (target.dialect === 'sqlite') return (await exists(target.path)) && sqliteHasData(target.path);
  return withClient(target.url, (client) => postgresHasData(client, target.schema ?? 'public'));
}

/** Restores `file` into `target`; refuses a live target, or an open SQLite file, unless forced. */
export async function restoreBackup({
  file,
  target,
  force = false,
  tools = PG_TOOLS,
  now = new Date(),
}: {
  file: string;
  target: DatabaseLocation;
  force?: boolean;
  tools?: PgTools;
  now?: Date;
}): Promise<RestoreOutcome> {
  const kind = await backupKind(file);
  if (kind !== target.dialect) {
    throw new Error(
      `${file} is a ${kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'} backup; it can only be restored into a ${kind === 'sqlite' ? 'sqlite:PATH' : 'postgres://'} database.`,
    );
  }
  const outcome =
    target.dialect === 'sqlite'
      ? await restoreSqlite(file, target.path, force, now)
      : await restorePostgres(file, target, force, tools);
  const db = createDatabase(target);
  try {
    return { ...outcome, migrated: await migrateToLatest(db, target) };
  } finally {
    await db.destroy();
  }
}

async function restoreSqlite(
  file: string,
  path: string,
  force: boolean,
  now: Date,
): Promise<Omit<RestoreOutcome, 'migrated'>> {
  if (path === ':memory:') throw new Error('Restore into a file: sqlite:PATH.');
  const rows = checkSqliteFile(file);
  let setAside: string | undefined;
  if (await exists(path)) {
    if (!force && sqliteInUse(path)) {
      throw new RestoreRefused(
        `${path} is open in another process: stop the server first (or restore into another file with --to sqlite:PATH).`,
      );
    }
    if (!force && sqliteHasData(path)) {
      throw new RestoreRefused(
        `${path} holds data (quotes, messages or accounts). Restore into another file with --to sqlite:PATH, or add --force to replace it (it is moved aside, not deleted).`,
      );
    }
    setAside = `${path}.replaced-${now.toISOString().replace(/[:.]/g, '')}`;
  }
  // Copied beside the target, then renamed: the target is never half written.
  await mkdir(dirname(path), { recursive: true });
  const incoming = `${path}.restoring-${process.pid}`;
  await copyFile(file, incoming);
  const handle = await open(incoming, 'r+');
  await handle.sync();
  await handle.close();
  if (setAside) {
    // The old WAL belongs to the old file: left beside the new one, SQLite would apply it there.
    for (const end of ['', '-wal', '-shm']) {
      if (await exists(`${path}${end}`)) await rename(`${path}${end}`, `${setAside}${end}`);
    }
  } else {
    for (const end of ['-wal', '-shm']) await rm(`${path}${end}`, { force: true });
  }
  await rename(incoming, path);
  return { rows, setAside };
}

async function restorePostgres(
  file: string,
  target: Extract<DatabaseLocation, { dialect: 'postgres' }>,
  force: boolean,
  tools: PgTools,
): Promise<Omit<RestoreOutcome, 'migrated'>> {
  const { tables } = await listPgDump(file, tools);
  const dumped = [...new Set(tables.map((t) => t.schema))];
  if (dumped.length !== 1) {
    throw new Error(`${file} holds tables in ${dumped.length} schemas; one was expected.`);
  }
  const from = dumped[0] as string;
  const to = target.schema ?? 'public';
  await withClient(target.url, async (client) => {
    if (from === 'public' && to !== 'public') {
      throw new RestoreRefused(
        `${file} is a whole-database backup: restore it into a database URL without ?schema=.`,
      );
    }
    if (from !== to && (await schemaExists(client, from))) {
      throw new RestoreRefused(
        `The backup's schema "${from}" already exists in the target database: restore into another database, or into ?schema=${from} there.`,
      );
    }
    if (!force && (await postgresHasData(client, to))) {
      throw new RestoreRefused(
        `The target's schema "${to}" holds data (quotes, messages or accounts). Restore into another database or schema, or add --force to replace it.`,
      );
    }
    // Our objects in the target go first: the backup brings all of them again.
    await client.query(`drop schema if exists "${to}" cascade`);
    if (from === 'public') await client.query('create schema public');
    // The trigram search needs its extension where migration 009 puts it; a schema dump omits it.
    await client.query('create extension if not exists pg_trgm with schema public');
  });
  const { dbname, env } = pgConnection(target.url);
  await runTool(
    tools.pgRestore,
    [
      '--single-transaction',
      '--exit-on-error',
      '--no-owner',
      '--no-privileges',
      `--dbname=${dbname}`,
      file,
    ],
    { env },
  );
  if (from !== to) {
    await withClient(target.url, (client) =>
      client.query(`alter schema "${from}" rename to "${to}"`),
    );
  }
  return { rows: undefined, setAside: undefined };
}
