import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export type DatabaseLocation =
  { dialect: 'sqlite'; path: string } | { dialect: 'postgres'; url: string; schema?: string };

export const DEFAULT_SQLITE_PATH = './data/site.db';

/** DATABASE_URL as ARCHITECTURE.md defines it: unset, sqlite:PATH or postgres://... */
export function parseDatabaseUrl(url: string | undefined): DatabaseLocation {
  if (!url) return { dialect: 'sqlite', path: DEFAULT_SQLITE_PATH };
  if (url.startsWith('sqlite:')) {
    const path = url.slice('sqlite:'.length).replace(/^\/\/(?=\/)/, '');
    if (!path)
      throw new Error('DATABASE_URL sqlite: needs a file path, for example sqlite:./data/site.db');
    return { dialect: 'sqlite', path };
  }
  if (/^postgres(ql)?:\/\//.test(url)) return postgresLocation(url);
  throw new Error('DATABASE_URL must be sqlite:PATH or a postgres:// URL.');
}

// ?schema=NAME puts the tables in that schema: several processes share it, a test run owns one.
function postgresLocation(url: string): DatabaseLocation {
  const parsed = new URL(url);
  const schema = parsed.searchParams.get('schema');
  if (schema === null) return { dialect: 'postgres', url };
  // Lower case only: PostgreSQL folds the unquoted search_path, Kysely quotes the name.
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) {
    throw new Error(
      'the schema must be a plain lower-case name (a-z, 0-9 and _), as in ?schema=site.',
    );
  }
  parsed.searchParams.delete('schema');
  return { dialect: 'postgres', url: parsed.href.replace(/\?$/, ''), schema };
}

export function createDatabase(location: DatabaseLocation): Kysely<Database> {
  if (location.dialect === 'sqlite') {
    if (location.path !== ':memory:') mkdirSync(dirname(location.path), { recursive: true });
    const sqlite = new SQLite(location.path);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma('synchronous = NORMAL');
    return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  }
  const pool = new pg.Pool({
    connectionString: location.url,
    max: 10,
    // A test run or a tenant can live in its own schema.
    ...(location.schema ? { options: `-c search_path=${location.schema}` } : {}),
  });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
