import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findTemplate } from '../../src/shared/catalogue';
import { sql } from 'kysely';
import { createDatabase } from '../../src/server/db/database';
import { migrateTo, migrateToLatest } from '../../src/server/db/migrate';
import { readDashboard } from '../../src/server/db/repositories/admin-dashboard';
import { MAX_QUOTE_QUANTITY } from '../../src/shared/money';
import {
  type TestApp,
  createTestApp,
  createTestDatabase,
  dialects,
  json,
} from '../helpers/test-app';
import { quote } from '../helpers/payloads';

const price = (id: number) => findTemplate(id)?.priceNumeric as number;

// Issue 23, finding 1: running totals past 32 bits must not stop quote intake.
const NEAR_32_BIT = 2 ** 31 - 1000;

describe.each(dialects)('money and counts past 32 bits on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  const post = (body: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/quote-request', ...json(body) });

  it('stores a quote when the running totals are near the 32-bit limit, and reads them back as numbers', async () => {
    await t.app.db
      .updateTable('quote_status_totals')
      .set({ quote_count: NEAR_32_BIT, amount: NEAR_32_BIT })
      .where('status', '=', 'new')
      .execute();
    await t.app.db
      .updateTable('quote_totals')
      .set({ trees_funded: NEAR_32_BIT, contribution_amount: NEAR_32_BIT })
      .execute();

    const res = await post({
      ...quote,
      items: [{ id: 1, quantity: 1 }],
      treeContribution: { extraTrees: 999 },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ totalAmount: price(1), treesFunded: 1000 });

    const totals = await t.app.db
      .selectFrom('quote_status_totals')
      .selectAll()
      .where('status', '=', 'new')
      .executeTakeFirstOrThrow();
    expect(totals).toEqual({
      status: 'new',
      quote_count: NEAR_32_BIT + 1,
      amount: NEAR_32_BIT + price(1),
    });
    const dashboard = await readDashboard(t.app.db);
    expect(dashboard.quotes.new).toEqual({
      count: NEAR_32_BIT + 1,
      amount: NEAR_32_BIT + price(1),
    });

    const impact = await t.app.inject({ method: 'GET', url: '/api/sustainability/impact' });
    expect(impact.json()).toEqual({
      trees_funded: 25 + NEAR_32_BIT + 1000,
      trees_planted: 12,
      total_contributions: 125 + NEAR_32_BIT + 999 * 5,
    });
  });

  it(`refuses a quote for more than ${MAX_QUOTE_QUANTITY} templates in all, saying the limit`, async () => {
    const tooMany = {
      ...quote,
      items: [
        { id: 1, quantity: 99 },
        { id: 6, quantity: MAX_QUOTE_QUANTITY - 98 },
      ],
    };
    const res = await post(tooMany);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: `A quote can ask for at most ${MAX_QUOTE_QUANTITY} templates in all; for more, please contact us.`,
    });

    const inTokPisin = await post({ ...tooMany, lang: 'tpi' });
    expect(inTokPisin.statusCode).toBe(400);
    expect(inTokPisin.json().error).toContain(String(MAX_QUOTE_QUANTITY));
    expect(inTokPisin.json().error).not.toContain('A quote can ask');

    const atTheLimit = await post({
      ...tooMany,
      items: [
        { id: 1, quantity: 99 },
        { id: 6, quantity: MAX_QUOTE_QUANTITY - 99 },
      ],
    });
    expect(atTheLimit.statusCode).toBe(201);
  });

  it('migrates stored totals to 64-bit columns, keeping their values', async () => {
    const { database, drop } = await createTestDatabase(dialect);
    const db = createDatabase(database);
    try {
      await migrateTo(db, database, '011-visitor-language');
      await db
        .updateTable('quote_status_totals')
        .set({ quote_count: 7, amount: 2 ** 31 - 1 })
        .where('status', '=', 'won')
        .execute();
      await migrateToLatest(db, database);
      await db
        .updateTable('quote_status_totals')
        .set((eb) => ({ amount: eb('amount', '+', 1) }))
        .where('status', '=', 'won')
        .execute();
      const won = await db
        .selectFrom('quote_status_totals')
        .selectAll()
        .where('status', '=', 'won')
        .executeTakeFirstOrThrow();
      expect(won).toEqual({ status: 'won', quote_count: 7, amount: 2 ** 31 });
      if (database.dialect === 'postgres') {
        const { rows } = await sql<{ column_name: string; data_type: string }>`
          select table_name || '.' || column_name as column_name, data_type
          from information_schema.columns
          where table_schema = ${database.schema} and data_type = 'integer'
        `.execute(db);
        // What stays 32-bit is ids and HTTP status codes, never money or a count.
        expect(
          rows
            .map((row) => row.column_name)
            .filter((name) => !/\.(\w+_)?id$|\.status_code$|^kysely_/.test(name)),
        ).toEqual([]);
      }
    } finally {
      await db.destroy();
      await drop();
    }
  });
});
