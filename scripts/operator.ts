import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { type Config, loadConfig } from '../src/server/config';
import { createDatabase } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import type { Database } from '../src/server/db/schema';

// What the operator scripts (admin:create, admin:unlock, backup, words:apply) share: their
// --email, errors, database.

export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** The --email argument, trimmed, or the usage line and exit 1. */
export function emailArgument(usage: string): string {
  try {
    const { values } = parseArgs({ options: { email: { type: 'string' } } });
    return z.email().parse(values.email?.trim());
  } catch {
    return fail(`Usage: ${usage} (a valid email address is needed).`);
  }
}

/** Runs the work on DATABASE_URL's database, migrated first, and closes it afterwards. */
export async function withDatabase(
  work: (db: Kysely<Database>, config: Config) => Promise<void>,
): Promise<void> {
  let config: Config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    fail((error as Error).message);
  }
  const db = createDatabase(config.database);
  try {
    await migrateToLatest(db, config.database);
    await work(db, config);
  } finally {
    await db.destroy();
  }
}

/** DATABASE_URL's settings, or the reason and exit 1; a SQLite file must exist already. */
export function existingDatabaseConfig(purpose: string): Config {
  let config: Config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    fail((error as Error).message);
  }
  const { database } = config;
  if (database.dialect === 'sqlite' && !existsSync(database.path)) {
    fail(`There is no database at ${database.path} to ${purpose} (DATABASE_URL).`);
  }
  return config;
}
