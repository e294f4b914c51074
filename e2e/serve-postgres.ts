import pg from 'pg';

// The compiled server on a PostgreSQL schema of its own for the inbox's browser tests: the schema
// (DATABASE_URL's ?schema=) is made here first, and dropped by e2e/global-teardown.ts.

const url = new URL(process.env.DATABASE_URL ?? '');
const schema = url.searchParams.get('schema') ?? '';
if (!/^e2e_[a-z0-9_]+$/.test(schema)) {
  console.error('DATABASE_URL must name an e2e_ schema, as in postgres://...?schema=e2e_123.');
  process.exit(1);
}
url.searchParams.delete('schema');
const client = new pg.Client({ connectionString: url.href });
await client.connect();
await client.query(`create schema if not exists ${schema}`);
await client.end();

// Through a variable: dist/ is plain JavaScript without type declarations.
const server = '../dist/server.js';
await import(server);
