import { describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { createTestDatabase, dialects } from '../helpers/test-app';

// A PostgreSQL database can hold other schemas (other tenants, parallel test runs) that come and
// go while we start: reading theirs made our migrations fail when one was dropped meanwhile.
describe.each(dialects)('a %s database beside another site', (dialect) => {
  it('migrates and introspects only its own tables', async () => {
    const ours = await createTestDatabase(dialect);
    const theirs = await createTestDatabase(dialect);
    const db = createDatabase(ours.database);
    const other = createDatabase(theirs.database);
    try {
      await migrateToLatest(other, theirs.database);
      await migrateToLatest(db, ours.database);
      const tables = await db.introspection.getTables();
      const schemas = new Set(tables.map((table) => table.schema));
      const own = ours.database.dialect === 'postgres' ? ours.database.schema : undefined;
      expect([...schemas]).toEqual([own]);
      expect(tables.map((table) => table.name)).toContain('quote_requests');
      const quotes = tables.find((table) => table.name === 'quote_requests');
      expect(quotes?.columns.map((column) => column.name)).toContain('reference');
    } finally {
      await Promise.all([db.destroy(), other.destroy()]);
      await Promise.all([ours.drop(), theirs.drop()]);
    }
  });
});
