import { rmSync } from 'node:fs';
import pg from 'pg';

// After the run: the inbox tests' PostgreSQL schema, SQLite file and saved sessions go.
export default async function globalTeardown(): Promise<void> {
  const schema = process.env.E2E_POSTGRES_SCHEMA;
  const url = process.env.TEST_DATABASE_URL;
  if (schema && url) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`drop schema if exists ${schema} cascade`);
    await client.end();
  }
  const file = process.env.E2E_ADMIN_DATABASE_FILE;
  if (file) for (const end of ['', '-wal', '-shm']) rmSync(`${file}${end}`, { force: true });
  const state = process.env.E2E_ADMIN_STATE_DIR;
  if (state) rmSync(state, { recursive: true, force: true });
}
