import Database from 'better-sqlite3';
import pg from 'pg';
import type { AdminTarget } from './admin-targets';

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

/**
 * Runs one statement on an admin server's database, SQLite or PostgreSQL, with `?` placeholders;
 * answers the number of rows it changed. For what no API may do, such as making a quote old.
 */
export async function writeDatabase(
  target: AdminTarget,
  sql: string,
  ...params: unknown[]
): Promise<number> {
  if (target.databaseUrl.startsWith('sqlite:')) {
    const db = new Database(target.databaseUrl.slice('sqlite:'.length), { fileMustExist: true });
    try {
      return db.prepare(sql).run(...params).changes;
    } finally {
      db.close();
    }
  }
  const url = new URL(target.databaseUrl);
  const schema = url.searchParams.get('schema');
  url.searchParams.delete('schema');
  const client = new pg.Client({
    connectionString: url.href,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  await client.connect();
  try {
    let n = 0;
    const result = await client.query(
      sql.replace(/\?/g, () => `$${++n}`),
      params,
    );
    return result.rowCount ?? 0;
  } finally {
    await client.end();
  }
}
