import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { createDatabase, parseDatabaseUrl } from '../../src/server/db/database';
import { contact } from '../helpers/payloads';
import {
  type Dialect,
  type TestApp,
  count,
  createTestApp,
  dialects,
  json,
} from '../helpers/test-app';

/** Another process's write lock on the database, until release(). */
async function holdWriteLock(t: TestApp): Promise<{ release: () => Promise<void> }> {
  const { database } = t;
  if (database.dialect === 'sqlite') {
    const other = new SQLite(database.path);
    other.exec('BEGIN IMMEDIATE');
    return { release: async () => void other.exec('ROLLBACK').close() };
  }
  const other = new pg.Client({
    connectionString: database.url,
    options: `-c search_path=${database.schema}`,
  });
  await other.connect();
  await other.query('BEGIN');
  // Reads go on; writes to these tables wait.
  await other.query('LOCK TABLE contact_messages, settings IN EXCLUSIVE MODE');
  return {
    release: async () => {
      await other.query('ROLLBACK');
      await other.end();
    },
  };
}

describe.each(dialects)('a busy database on %s', (dialect: Dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  const postContact = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/contact',
      ...json(contact, { 'idempotency-key': 'busy-contact-1' }),
    });

  it('answers 503 with Retry-After and stores nothing while another process holds the write lock, serves reads meanwhile, and recovers', async () => {
    const lock = await holdWriteLock(t);
    try {
      let contactAnswered = false;
      const posting = postContact().finally(() => (contactAnswered = true));
      const impact = await t.app.inject({ method: 'GET', url: '/api/sustainability/impact' });
      expect(impact.statusCode).toBe(200);
      // The read did not wait for the write's retries.
      expect(contactAnswered).toBe(false);

      const res = await posting;
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toMatch(/^[1-9]\d*$/);
      expect(res.json()).toEqual({ error: expect.stringMatching(/busy/) });

      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ error: expect.any(String), database: 'busy' });
    } finally {
      await lock.release();
    }
    for (const table of ['contact_messages', 'idempotency_keys', 'outbox'] as const) {
      expect(await count(t.app, table)).toBe(0);
    }

    const retried = await postContact();
    expect(retried.statusCode).toBe(201);
    expect(await count(t.app, 'contact_messages')).toBe(1);
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toMatchObject({ database: 'ok' });
  });
});

describe('a database that cannot be written', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => t.close());

  it('is reported by /api/health as read-only with a 503', async () => {
    await sql`pragma query_only = on`.execute(t.app.db);
    try {
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ error: expect.any(String), database: 'read-only' });
    } finally {
      await sql`pragma query_only = off`.execute(t.app.db);
    }
  });

  it('answers a submission 503 with Retry-After and a sentence, and stores nothing', async () => {
    await sql`pragma query_only = on`.execute(t.app.db);
    try {
      const res = await t.app.inject({ method: 'POST', url: '/api/contact', ...json(contact) });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toMatch(/^[1-9]\d*$/);
      expect(res.json()).toEqual({ error: expect.stringMatching(/^The database .*\.$/) });
    } finally {
      await sql`pragma query_only = off`.execute(t.app.db);
    }
    expect(await count(t.app, 'contact_messages')).toBe(0);
  });
});

describe('a PostgreSQL server that cannot be reached', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // Nothing listens on port 1: every connection is refused.
    const database = parseDatabaseUrl('postgres://postgres@127.0.0.1:1/test');
    const config = loadConfig({ LOG_LEVEL: 'silent', APP_SECRET: 'x'.repeat(32) });
    app = await buildApp({ config: { ...config, database }, db: createDatabase(database) });
  });
  afterAll(async () => app.close());

  it('answers a submission 503 with Retry-After and a sentence, not 500', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/contact', ...json(contact) });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toMatch(/^[1-9]\d*$/);
    expect(res.json()).toEqual({ error: expect.stringMatching(/^The database .*\.$/) });
  });
});

describe.each(dialects.filter((dialect) => dialect === 'postgres'))(
  'a PostgreSQL pool with no free connection (%s)',
  (dialect) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(dialect);
    });
    afterAll(async () => t.close());

    it('answers 503 with Retry-After once no connection comes free in time', async () => {
      let letGo = () => {};
      const held = new Promise<void>((resolve) => (letGo = resolve));
      let checkedOut = 0;
      // Every connection of the pool (10) taken by work that does not end.
      const holders = Array.from({ length: 10 }, () =>
        t.app.db.connection().execute(async () => {
          checkedOut++;
          await held;
        }),
      );
      while (checkedOut < 10) await new Promise((resolve) => setTimeout(resolve, 20));

      const res = await t.app.inject({ method: 'POST', url: '/api/contact', ...json(contact) });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toMatch(/^[1-9]\d*$/);
      expect(res.json()).toEqual({ error: expect.stringMatching(/busy/) });

      letGo();
      await Promise.all(holders);
      const retried = await t.app.inject({ method: 'POST', url: '/api/contact', ...json(contact) });
      expect(retried.statusCode).toBe(201);
    });
  },
);
