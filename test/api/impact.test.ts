import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPACT_BASELINE } from '../../src/shared/money';
import { buildApp } from '../../src/server/app';
import { createDatabase } from '../../src/server/db/database';
import { migrateTo, migrateToLatest } from '../../src/server/db/migrate';
import type { Database } from '../../src/server/db/schema';
import {
  type TestApp,
  count,
  createTestApp,
  createTestDatabase,
  dialects,
  json,
} from '../helpers/test-app';
import { quote } from '../helpers/payloads';

/** The quotes' own figures summed in SQL, the way the route computed them before running totals. */
async function recount(db: Kysely<Database>) {
  const sums = await db
    .selectFrom('quote_requests')
    .select([
      sql<string>`coalesce(sum(trees_funded), 0)`.as('trees'),
      sql<string>`coalesce(sum(contribution_amount), 0)`.as('contributions'),
    ])
    .executeTakeFirstOrThrow();
  return { trees: Number(sums.trees), contributions: Number(sums.contributions) };
}

describe.each(dialects)('impact totals on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  const impact = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/sustainability/impact', headers });

  /** The route's funded figures with the baseline taken off, to compare with a recount. */
  const fundedByQuotes = async () => {
    const body = (await impact()).json();
    return {
      trees: body.trees_funded - IMPACT_BASELINE.treesFunded,
      contributions: body.total_contributions - IMPACT_BASELINE.totalContributions,
    };
  };

  it('equals a SQL SUM over the quotes after 30 quotes stored at once by two app instances', async () => {
    // A second app on its own connection, as a second server process would be.
    const other = await buildApp({
      config: t.app.config,
      db: createDatabase(t.database),
      sendMail: false,
    });
    try {
      const before = await count(t.app, 'quote_requests');
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          (i % 2 === 0 ? t.app : other).inject({
            method: 'POST',
            url: '/api/quote-request',
            ...json(
              {
                ...quote,
                items: [{ id: 1 + (i % 5), quantity: 1 + (i % 3) }],
                ...(i % 3 === 0 ? { treeContribution: { extraTrees: i + 1 } } : {}),
              },
              { 'idempotency-key': randomUUID() },
            ),
          }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(30).fill(201));
      expect(await count(t.app, 'quote_requests')).toBe(before + 30);
    } finally {
      await other.close();
    }
    const recounted = await recount(t.app.db);
    expect(recounted.contributions).toBeGreaterThan(0);
    expect(await fundedByQuotes()).toEqual(recounted);
  });

  it('counts a quote once however often its Idempotency-Key is replayed', async () => {
    const before = await fundedByQuotes();
    const post = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/quote-request',
        ...json(
          { ...quote, treeContribution: { extraTrees: 4 } },
          { 'idempotency-key': 'impact-replay-1' },
        ),
      });
    const first = await post();
    const replays = await Promise.all(Array.from({ length: 5 }, post));
    expect(replays.map((replay) => replay.headers['idempotent-replayed'])).toEqual(
      Array(5).fill('true'),
    );
    expect(await fundedByQuotes()).toEqual({
      trees: before.trees + first.json().treesFunded,
      contributions: before.contributions + 20,
    });
    expect(await fundedByQuotes()).toEqual(await recount(t.app.db));
  });

  it('sends a weak ETag with CDN caching, and a 304 with no body while it still matches', async () => {
    const first = await impact();
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    expect(first.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=600');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);

    const unchanged = await impact({ 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers.etag).toBe(etag);
    expect(unchanged.headers['cache-control']).toBe(first.headers['cache-control']);
    // A list naming it, or its strong form, matches too (weak comparison).
    expect((await impact({ 'if-none-match': `"old", ${etag.slice(2)}` })).statusCode).toBe(304);
    expect((await impact({ 'if-none-match': '"old"' })).statusCode).toBe(200);

    await t.app.inject({ method: 'POST', url: '/api/quote-request', ...json(quote) });
    const changed = await impact({ 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().trees_funded).toBe(first.json().trees_funded + 3);
  });
});

describe.each(dialects)('the running totals migration on %s', (dialect) => {
  it('starts the totals from the quotes already stored', async () => {
    const { database, drop } = await createTestDatabase(dialect);
    const db = createDatabase(database);
    try {
      await migrateTo(db, database, '002-mail-and-admin');
      const stored = [
        { trees: 3, contribution: 0 },
        { trees: 12, contribution: 45 },
        { trees: 1, contribution: 0 },
      ];
      for (const [i, { trees, contribution }] of stored.entries()) {
        await db
          .insertInto('quote_requests')
          .values({
            reference: `Q-TEST-0${i}`,
            customer_name: 'John Wari',
            customer_email: 'john@example.com',
            customer_phone: '+675 7123 4567',
            customer_company: '',
            customer_message: '',
            message: '',
            total_amount: 2500,
            total_items: 1,
            extra_trees: contribution / 5,
            contribution_amount: contribution,
            trees_funded: trees,
            status: 'new',
            note: '',
            created_at: new Date().toISOString(),
          })
          .execute();
      }
      await migrateToLatest(db, database);
      const totals = await db.selectFrom('quote_totals').selectAll().execute();
      expect(totals).toEqual([{ id: 1, trees_funded: 16, contribution_amount: 45 }]);
    } finally {
      await db.destroy();
      await drop();
    }
  });
});
