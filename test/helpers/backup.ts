import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import type { Config } from '../../src/server/config';
import type { Dialect } from './test-app';

export const backupDir = () => mkdtempSync(join(tmpdir(), 'site-backups-'));

/**
 * A database no one has used, to restore into: a SQLite path, or a new PostgreSQL database on the
 * test server (schema `site`, so the restore renames the backup's schema), and how to drop it.
 */
export async function freshDatabase(
  dialect: Dialect,
  dir: string,
): Promise<{ database: Config['database']; drop: () => Promise<void> }> {
  const name = `restore_${randomBytes(6).toString('hex')}`;
  if (dialect === 'sqlite') {
    return { database: { dialect: 'sqlite', path: join(dir, `${name}.db`) }, drop: async () => {} };
  }
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`create database ${name}`);
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.pathname = `/${name}`;
  return {
    database: { dialect: 'postgres', url: url.href, schema: 'site' },
    drop: () => admin(`drop database ${name} with (force)`),
  };
}

/** Our tables (not SQLite's full-text shadow tables, which it rebuilds from them), by name. */
export async function tableNames(db: Kysely<unknown>, dialect: Dialect): Promise<string[]> {
  if (dialect === 'postgres') {
    const { rows } = await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db);
    return rows.map((row) => row.name).sort();
  }
  const { rows } = await sql<{ name: string; sql: string }>`
    select name, sql from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(
    db,
  );
  const virtual = rows.filter((row) => /^create virtual table/i.test(row.sql)).map((r) => r.name);
  return rows
    .map((row) => row.name)
    .filter((name) => !virtual.some((v) => name === v || name.startsWith(`${v}_`)))
    .sort();
}

/** Every row of a table, by its key: the id, or else its first column (settings.key, ...). */
export async function rowsByKey(
  db: Kysely<unknown>,
  table: string,
): Promise<Map<string, Record<string, unknown>>> {
  const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(
    db,
  );
  const byKey = new Map<string, Record<string, unknown>>();
  for (const row of rows) {
    const key = String('id' in row ? row.id : Object.values(row)[0]);
    if (byKey.has(key)) throw new Error(`${table}: two rows have the key ${key}`);
    byKey.set(key, row);
  }
  return byKey;
}
