import { loadConfig } from '../src/server/config';
import { createDatabase } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';

// `npm run db:migrate`: applies pending migrations to DATABASE_URL (SQLite at ./data/site.db by default).
const config = loadConfig(process.env);
const db = createDatabase(config.database);
try {
  const applied = await migrateToLatest(db, config.database);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
} finally {
  await db.destroy();
}
