import { type Kysely, PostgresAdapter } from 'kysely';

export const isPostgres = (db: Pick<Kysely<unknown>, 'getExecutor'>): boolean =>
  db.getExecutor().adapter instanceof PostgresAdapter;

/** The column or constraint a unique violation names, or undefined when the error is something else. */
export const uniqueViolation = (error: unknown): string | undefined => {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, message, constraint } = error as {
    code?: string;
    message?: string;
    constraint?: string;
  };
  if (code === '23505') return constraint ?? 'unique';
  if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
    return message?.replace(/^UNIQUE constraint failed: /, '') ?? 'unique';
  }
  return undefined;
};

const codeOf = (error: unknown): unknown =>
  typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;

/** SQLite could not take a lock another connection holds (SQLITE_BUSY and its variants). */
export const sqliteBusy = (error: unknown): boolean => /^SQLITE_BUSY/.test(String(codeOf(error)));

// PostgreSQL: lock_not_available (lock_timeout), query_canceled (statement_timeout).
const POSTGRES_BUSY_CODES = new Set(['55P03', '57014']);

/**
 * The database is there but busy: locked past our wait, a statement over its time, or no pooled
 * connection free in time. Such a request may be tried again (a 503 with Retry-After).
 */
export const databaseBusy = (error: unknown): boolean =>
  sqliteBusy(error) ||
  POSTGRES_BUSY_CODES.has(String(codeOf(error))) ||
  (error instanceof Error && error.message === 'timeout exceeded when trying to connect');

/** The database refuses writes: a read-only file, disk or replica. */
export const databaseReadOnly = (error: unknown): boolean =>
  /^SQLITE_READONLY/.test(String(codeOf(error))) || codeOf(error) === '25006';

// Node's socket errors, PostgreSQL's connection_exception class (08) and its shutdown and
// too_many_connections codes, SQLite's disk and file errors.
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ENOTFOUND',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EAI_AGAIN',
  '53300',
  '57P01',
  '57P02',
  '57P03',
]);

// node-postgres's own words for a connection that died under a query, or a client it already lost
// (a rollback after the connection died fails with these, in place of the first error).
const LOST_CONNECTION = /^Connection terminated|is not queryable$/;

/** The database cannot be reached or written just now: a request may be tried again later. */
export const databaseUnavailable = (error: unknown): boolean => {
  const code = String(codeOf(error));
  return (
    databaseReadOnly(error) ||
    UNAVAILABLE_CODES.has(code) ||
    /^08/.test(code) ||
    /^SQLITE_(FULL|IOERR|CANTOPEN)/.test(code) ||
    (error instanceof Error && LOST_CONNECTION.test(error.message))
  );
};
