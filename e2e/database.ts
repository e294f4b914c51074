import Database from 'better-sqlite3';

/** Runs a read-only query on the e2e server's SQLite database (playwright.config.ts). */
export function queryDatabase<T>(sql: string, ...params: unknown[]): T[] {
  const file = process.env.E2E_DATABASE_FILE;
  if (!file) throw new Error('E2E_DATABASE_FILE is not set: run the tests through Playwright.');
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}
