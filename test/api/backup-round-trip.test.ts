import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { createDatabase } from '../../src/server/db/database';
import { migrateTo } from '../../src/server/db/migrate';
import { takeBackup } from '../../src/server/ops/backup';
import { restoreBackup } from '../../src/server/ops/restore';
import { backupDir, freshDatabase, rowsByKey, tableNames } from '../helpers/backup';
import { contact, newsletter, quote, signup } from '../helpers/payloads';
import {
  type TestApp,
  createTestApp,
  createTestDatabase,
  dialects,
  json,
} from '../helpers/test-app';

// Running totals: updated by each quote, so the source's are ahead of the backup's by exactly the
// quotes the backup does not hold (and each address's daily tally by its requests). Every other
// table's rows never change after this load writes them.
const COUNTERS = ['quote_totals', 'quote_status_totals', 'address_usage'];
const CLIENTS = 4;
const QUOTES_PER_CLIENT = 150;

describe.each(dialects)('a backup restored on %s', (dialect) => {
  let source: TestApp;
  let dir: string;
  const drops: (() => Promise<void>)[] = [];
  beforeAll(async () => {
    // No mail is sent, so outbox rows stay as written (delivery would update them afterwards).
    source = await createTestApp(dialect, {}, { sendMail: false });
    dir = backupDir();
  });
  afterAll(async () => {
    await source.close();
    for (const drop of drops) await drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('taken while quotes arrive, holds every row as the source committed it', async () => {
    const post = (url: string, body: unknown) =>
      source.app.inject({
        method: 'POST',
        url,
        ...json(body, { 'idempotency-key': randomUUID() }),
      });
    // One row in each table a visitor fills, besides the quotes.
    for (const [url, body] of [
      ['/api/contact', contact],
      ['/api/newsletter/subscribe', newsletter],
      ['/api/loyalty/signup', signup],
    ] as const) {
      expect((await post(url, body)).statusCode).toBe(201);
    }

    let phase: 'before' | 'during' | 'after' = 'before';
    const acknowledged = { before: [] as string[], during: [] as string[], after: [] as string[] };
    let firstQuotes: () => void = () => {};
    const tenStored = new Promise<void>((resolve) => (firstQuotes = resolve));
    const client = async () => {
      for (let i = 0; i < QUOTES_PER_CLIENT && phase !== 'after'; i++) {
        const res = await post('/api/quote-request', quote);
        expect(res.statusCode).toBe(201);
        acknowledged[phase].push((res.json() as { reference: string }).reference);
        if (acknowledged.before.length >= 10) firstQuotes();
      }
    };
    const load = Promise.all(Array.from({ length: CLIENTS }, client));
    await tenStored;
    phase = 'during';
    const backup = await takeBackup(source.database, dir);
    phase = 'after';
    await load;

    const fresh = await freshDatabase(dialect, dir);
    drops.push(fresh.drop);
    const restoring = await restoreBackup({ file: backup.file, target: fresh.database });
    expect(restoring.migrated).toEqual([]);

    const restored = createDatabase(fresh.database) as Kysely<unknown>;
    const sourceDb = source.app.db as unknown as Kysely<unknown>;
    try {
      const tables = await tableNames(sourceDb, dialect);
      expect(await tableNames(restored, dialect)).toEqual(tables);
      const compared: Record<string, number> = {};
      const sourceQuotes = await rowsByKey(sourceDb, 'quote_requests');
      const restoredQuotes = await rowsByKey(restored, 'quote_requests');
      for (const table of tables.filter((name) => !COUNTERS.includes(name))) {
        const inSource = await rowsByKey(sourceDb, table);
        const inBackup = await rowsByKey(restored, table);
        for (const [key, row] of inBackup)
          expect(inSource.get(key), `${table} ${key}`).toEqual(row);
        compared[table] = inBackup.size;
      }
      // What the backup lacks was acknowledged after it began, and its totals lack exactly that.
      const missing = [...sourceQuotes.values()].filter(
        (row) => !restoredQuotes.has(String(row.id)),
      );
      const references = new Set([...restoredQuotes.values()].map((row) => row.reference));
      expect(acknowledged.before.filter((ref) => !references.has(ref))).toEqual([]);
      expect(
        missing.filter((row) => acknowledged.before.includes(row.reference as string)),
      ).toEqual([]);
      const sum = (rows: Record<string, unknown>[], column: string) =>
        rows.reduce((total, row) => total + Number(row[column]), 0);
      const totals = async (db: Kysely<unknown>) => ({
        trees: (await rowsByKey(db, 'quote_totals')).get('1') as Record<string, unknown>,
        fresh: (await rowsByKey(db, 'quote_status_totals')).get('new') as Record<string, unknown>,
      });
      const [a, b] = [await totals(sourceDb), await totals(restored)];
      expect(Number(a.trees.trees_funded) - Number(b.trees.trees_funded)).toBe(
        sum(missing, 'trees_funded'),
      );
      expect(Number(a.trees.contribution_amount) - Number(b.trees.contribution_amount)).toBe(
        sum(missing, 'contribution_amount'),
      );
      expect(Number(a.fresh.quote_count) - Number(b.fresh.quote_count)).toBe(missing.length);
      expect(Number(a.fresh.amount) - Number(b.fresh.amount)).toBe(sum(missing, 'total_amount'));

      console.info(
        `[${dialect}] backup ${backup.bytes} bytes in ${backup.ms} ms; quotes acknowledged before/during/after it:`,
        acknowledged.before.length,
        acknowledged.during.length,
        acknowledged.after.length,
        `; in the backup ${restoredQuotes.size}, in the source ${sourceQuotes.size}; rows compared:`,
        JSON.stringify(compared),
      );
      expect(acknowledged.during.length + acknowledged.after.length).toBeGreaterThan(0);
    } finally {
      await restored.destroy();
    }
  });

  it("restores a backup of the previous release's schema and migrates it forward", async () => {
    const old = await createTestDatabase(dialect);
    drops.push(old.drop);
    const oldDb = createDatabase(old.database);
    try {
      await migrateTo(oldDb, old.database, '010-quote-personalisation');
      await oldDb
        .insertInto('contact_messages')
        .values({
          reference: 'C-OLD1-01',
          name: 'Grace Kila',
          email: 'grace@example.com',
          phone: '+675 7000 1234',
          service: 'web-design',
          message: 'Stored by the previous release.',
          created_at: '2025-01-02T03:04:05.000Z',
        } as never)
        .execute();
    } finally {
      await oldDb.destroy();
    }
    const backup = await takeBackup(old.database, dir);
    const fresh = await freshDatabase(dialect, dir);
    drops.push(fresh.drop);

    const restoring = await restoreBackup({ file: backup.file, target: fresh.database });

    expect(restoring.migrated).toEqual([
      '011-visitor-language',
      '012-64-bit-money',
      '014-logos-stored-once',
      '015-mail-fairness-and-retention',
      '016-quote-acceptance',
      '017-invoices',
      '018-order-progress',
      '019-word-proposals',
      '022-reminder-link-holds',
      '025-operator-secrets',
      '027-customer-notices',
      '028-content-versions',
      '029-content-renders',
      '030-picture-sizes',
      '031-content-render-lease',
      '032-invoice-issuer',
      '033-sites',
      '034-site-domains',
      '035-site-previews',
      '036-site-loyalty',
    ]);
    const base = source.app.config;
    const app = await buildApp({
      config: { ...base, database: fresh.database },
      db: createDatabase(fresh.database),
      sendMail: false,
    });
    try {
      const stored = await app.db.selectFrom('contact_messages').selectAll().execute();
      expect(stored).toEqual([
        expect.objectContaining({
          reference: 'C-OLD1-01',
          lang: 'en',
          message: 'Stored by the previous release.',
        }),
      ]);
      // The restored sequences go on after the restored ids.
      const res = await app.inject({ method: 'POST', url: '/api/contact', ...json(contact) });
      expect(res.statusCode).toBe(201);
      expect(await app.db.selectFrom('contact_messages').select('id').execute()).toHaveLength(2);
    } finally {
      await app.close();
    }
  });
});
