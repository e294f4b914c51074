import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/server/db/database';
import { contact, quote } from '../helpers/payloads';
import {
  type Dialect,
  type TestApp,
  count,
  createTestApp,
  dialects,
  json,
} from '../helpers/test-app';

const DISK_FULL =
  "We cannot store anything just now: the server's disk is full. Please try again later.";

/**
 * Makes the database full and gives the space back. SQLite: its page limit set to the pages it
 * has. PostgreSQL (whose disk a test cannot fill): the server's own disk_full error (53100),
 * raised by triggers on the quote's items (mid-transaction) and on the health probe's table.
 */
function diskOf(t: TestApp, dialect: Dialect) {
  if (dialect === 'sqlite') {
    return {
      fill: async () => {
        const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(t.app.db);
        await sql.raw(`pragma max_page_count = ${rows[0]!.page_count}`).execute(t.app.db);
      },
      free: async () => void (await sql`pragma max_page_count = 1073741823`.execute(t.app.db)),
    };
  }
  return {
    fill: async () => {
      await sql`create function disk_full() returns trigger language plpgsql as $$
        begin raise exception 'could not extend file: No space left on device' using errcode = 'disk_full'; end $$`.execute(
        t.app.db,
      );
      for (const table of ['quote_items', 'settings']) {
        await sql`create trigger disk_full before insert on ${sql.table(table)} for each row execute function disk_full()`.execute(
          t.app.db,
        );
      }
    },
    free: async () => void (await sql`drop function disk_full() cascade`.execute(t.app.db)),
  };
}

describe.each(dialects)('a full disk on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { sendMail: false });
  });
  afterAll(async () => t.close());

  const postQuote = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/quote-request',
      ...json(quote, { 'idempotency-key': 'disk-full-quote-1' }),
    });

  it('answers 503 with a sentence and Retry-After, health names it, nothing partial is stored, and the same key is accepted once there is space', async () => {
    const disk = diskOf(t, dialect);
    await disk.fill();
    try {
      const refused = await postQuote();
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toMatch(/^[1-9]\d*$/);
      expect(refused.json()).toEqual({ error: DISK_FULL });

      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.headers['retry-after']).toMatch(/^[1-9]\d*$/);
      expect(health.json()).toMatchObject({
        error: DISK_FULL,
        status: 'degraded',
        database: 'full',
      });
    } finally {
      await disk.free();
    }
    for (const table of ['quote_requests', 'quote_items', 'idempotency_keys', 'outbox'] as const) {
      expect(await count(t.app, table), table).toBe(0);
    }

    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ database: 'ok' });
    const accepted = await postQuote();
    expect(accepted.statusCode).toBe(201);
    expect(await count(t.app, 'quote_requests')).toBe(1);
    expect(await count(t.app, 'quote_items')).toBe(quote.items.length);
  });
});

describe('health with the disk running low', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A threshold no disk meets: the disk is "low" while the database still takes writes.
    t = await createTestApp(
      'sqlite',
      { ops: { dataDir: tmpdir(), diskLowMb: 1_000_000_000 } },
      { sendMail: false },
    );
  });
  afterAll(async () => t.close());

  it('stays 200 with status degraded and the disk figures, and counts the mail waiting', async () => {
    const sent = await t.app.inject({ method: 'POST', url: '/api/contact', ...json(contact) });
    expect(sent.statusCode).toBe(201);
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({
      status: 'degraded',
      database: 'ok',
      disk: { freeMb: expect.any(Number), lowMb: 1_000_000_000, low: true },
      outbox: { waiting: await count(t.app, 'outbox'), oldestQueuedAt: expect.any(String) },
    });
  });
});

describe('SQLite durability', () => {
  it('syncs every commit to disk (synchronous = FULL), so an acknowledged write survives a power cut', async () => {
    const path = join(tmpdir(), `site-durability-${process.pid}.db`);
    const db = createDatabase({ dialect: 'sqlite', path });
    try {
      const { rows } = await sql<{ synchronous: number }>`pragma synchronous`.execute(db);
      // 2 is FULL; NORMAL (1) in WAL mode may lose the last commits when the power goes.
      expect(rows).toEqual([{ synchronous: 2 }]);
    } finally {
      await db.destroy();
      for (const end of ['', '-wal', '-shm']) rmSync(`${path}${end}`, { force: true });
    }
  });
});
