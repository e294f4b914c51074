import { type Kysely, PostgresAdapter } from 'kysely';

export const isPostgres = (db: Kysely<unknown>): boolean =>
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
