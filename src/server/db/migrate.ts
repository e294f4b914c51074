import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import { initial } from './migrations/m001-initial';
import { mailAndAdmin } from './migrations/m002-mail-and-admin';
import type { DatabaseLocation } from './database';
import type { Database } from './schema';

// Listed here, not read from a folder, so the build and tests need no file globbing.
const migrations: Record<string, Migration> = {
  '001-initial': initial,
  '002-mail-and-admin': mailAndAdmin,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(
  db: Kysely<Database>,
  location: DatabaseLocation,
): Promise<string[]> {
  // Kysely looks for its own tables in every PostgreSQL schema unless told which one is ours.
  const migrationTableSchema =
    location.dialect === 'postgres' ? (location.schema ?? 'public') : undefined;
  const migrator = new Migrator({
    db,
    provider,
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
