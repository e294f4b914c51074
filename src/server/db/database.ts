import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
} from 'kysely';
import pg from 'pg';
import { sqliteBusy } from './dialect';
import { OwnSchemaPostgresDialect } from './own-schema-introspector';
import { NewestMatchesOnSqlite } from './repositories/admin-search';
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

/** How long, in all, a busy SQLite database is waited for before the request gets a 503. */
const BUSY_WAIT_MS = 2_000;

/**
 * better-sqlite3 waits for a lock synchronously, blocking every request. So SQLite waits only a
 * moment itself; a busy statement (or BEGIN) is tried again after a growing pause, with the
 * connection released meanwhile so reads go on. Transactions begin IMMEDIATE: the write lock is
 * taken first, so a retried BEGIN has written nothing and a begun transaction is never busy.
 */
class BusyWaitingSqliteDriver extends SqliteDriver {
  readonly #sqlite: SQLite.Database;
  #inTransaction = false;

  constructor(config: SqliteDialectConfig & { database: SQLite.Database }) {
    super(config);
    this.#sqlite = config.database;
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await super.acquireConnection();
    return {
      executeQuery: (query) =>
        this.#inTransaction
          ? connection.executeQuery(query)
          : this.#untilNotBusy(() => connection.executeQuery(query)),
      streamQuery: (query, chunkSize) => connection.streamQuery(query, chunkSize),
    };
  }

  async #untilNotBusy<T>(attempt: () => Promise<T>): Promise<T> {
    for (let waited = 0, pause = 10; ; waited += pause, pause = Math.min(pause * 2, 250)) {
      try {
        return await attempt();
      } catch (error) {
        if (!sqliteBusy(error) || waited >= BUSY_WAIT_MS) throw error;
      }
      await this.releaseConnection();
      await sleep(pause);
      await super.acquireConnection();
    }
  }

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
    this.#inTransaction = true;
  }

  override async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await super.commitTransaction(connection);
    this.#inTransaction = false;
  }

  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    this.#inTransaction = false;
    // SQLITE_FULL and I/O errors roll back by themselves: a second ROLLBACK would fail and its
    // "no transaction is active" would replace the error that says what happened.
    if (this.#sqlite.inTransaction) await super.rollbackTransaction(connection);
  }
}

class BusyWaitingSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig & { database: SQLite.Database };
  constructor(config: SqliteDialectConfig & { database: SQLite.Database }) {
    super(config);
    this.#config = config;
  }
  override createDriver(): Driver {
    return new BusyWaitingSqliteDriver(this.#config);
  }
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

// bigint columns and count(*) come back as numbers, not node-postgres's strings: our money and
// counts stay far below 2^53 (decision 068).
const postgresTypes: pg.CustomTypesConfig = {
  getTypeParser: (oid, format) =>
    oid === pg.types.builtins.INT8 ? Number : pg.types.getTypeParser(oid, format),
};

export interface DatabaseEvents {
  /** A pooled PostgreSQL connection was closed by the server or the network (restart, failover). */
  onConnectionLost?: (error: Error) => void;
}

export function createDatabase(
  location: DatabaseLocation,
  { onConnectionLost }: DatabaseEvents = {},
): Kysely<Database> {
  if (location.dialect === 'sqlite') {
    if (location.path !== ':memory:') mkdirSync(dirname(location.path), { recursive: true });
    const sqlite = new SQLite(location.path);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    // A moment only: this wait blocks the event loop; longer waits are BusyWaitingSqliteDriver's.
    sqlite.pragma('busy_timeout = 10');
    // A 2xx means on disk (decision 064): WAL with NORMAL may lose the last commits in a power cut.
    sqlite.pragma('synchronous = FULL');
    return new Kysely<Database>({
      dialect: new BusyWaitingSqliteDialect({ database: sqlite }),
      plugins: [new NewestMatchesOnSqlite()],
    });
  }
  const pool = new pg.Pool({
    connectionString: location.url,
    max: 10,
    // A request waits about 2 s for a connection or a lock, then gets a 503 (see databaseBusy).
    connectionTimeoutMillis: 2_000,
    lock_timeout: 2_000,
    statement_timeout: 30_000,
    types: postgresTypes,
    // A test run or a tenant can live in its own schema.
    ...(location.schema ? { options: `-c search_path=${location.schema}` } : {}),
  });
  // A connection the database closes emits 'error' on its client, idle or lent out, and the pool
  // repeats it for an idle one: unheard, either ends the process (decision 063). The pool drops
  // that client; the next query connects anew, or answers a 503 while the database is away.
  pool.on('connect', (client) => client.on('error', (error) => onConnectionLost?.(error)));
  pool.on('error', () => undefined);
  return new Kysely<Database>({ dialect: new OwnSchemaPostgresDialect({ pool }) });
}
