import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { createDatabase } from '../../src/server/db/database';
import { pruneIdempotencyKeys } from '../../src/server/db/idempotency';
import { migrateToLatest } from '../../src/server/db/migrate';
import type { Database } from '../../src/server/db/schema';
import {
  type TestApp,
  count,
  createTestApp,
  createTestDatabase,
  dialects,
  json,
} from '../helpers/test-app';
import { contact, newsletter, quote, signup } from '../helpers/payloads';

/** A key as a past request would have left it. */
const storeKey = (db: Kysely<Database>, key: string, createdAt: string) =>
  db
    .insertInto('idempotency_keys')
    .values({
      key,
      scope: 'POST /api/contact',
      request_hash: 'x',
      status_code: 201,
      response_body: '{}',
      created_at: createdAt,
    })
    .execute();

describe.each(dialects)('Idempotency-Key on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  const post = (url: string, body: unknown, key: string) =>
    t.app.inject({ method: 'POST', url, ...json(body, { 'idempotency-key': key }) });

  it.each([
    ['/api/contact', contact, 'contact_messages'],
    ['/api/quote-request', quote, 'quote_requests'],
    ['/api/loyalty/signup', signup, 'loyalty_members'],
    ['/api/newsletter/subscribe', newsletter, 'newsletter_subscribers'],
  ] as const)(
    'a repeated key on %s returns the first answer and writes nothing new',
    async (url, body, table) => {
      const key = randomUUID();
      const before = await count(t.app, table);
      const first = await post(url, body, key);
      const second = await post(url, body, key);
      expect(first.statusCode).toBe(201);
      expect(second.statusCode).toBe(first.statusCode);
      expect(second.json()).toEqual(first.json());
      expect(second.headers['idempotent-replayed']).toBe('true');
      expect(await count(t.app, table)).toBe(before + 1);
    },
  );

  it('stores one quote for 20 simultaneous requests with one key', async () => {
    const key = randomUUID();
    const before = await count(t.app, 'quote_requests');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post('/api/quote-request', quote, key)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(await count(t.app, 'quote_requests')).toBe(before + 1);
  });

  it('stores one contact message for 20 simultaneous requests with one key', async () => {
    const key = randomUUID();
    const before = await count(t.app, 'contact_messages');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post('/api/contact', contact, key)),
    );
    expect(new Set(answers.map((a) => `${a.statusCode} ${a.body}`)).size).toBe(1);
    expect(await count(t.app, 'contact_messages')).toBe(before + 1);
  });

  it('refuses a key reused for a different request', async () => {
    const key = randomUUID();
    expect((await post('/api/contact', contact, key)).statusCode).toBe(201);
    const other = await post('/api/contact', { ...contact, message: 'Something else' }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json().error).toMatch(/already used for a different request/);
    const elsewhere = await post('/api/newsletter/subscribe', newsletter, key);
    expect(elsewhere.statusCode).toBe(422);
  });

  it('rejects a malformed key and writes nothing', async () => {
    const before = await count(t.app, 'contact_messages');
    const res = await post('/api/contact', contact, 'x'.repeat(201));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/Idempotency-Key/);
    expect(await count(t.app, 'contact_messages')).toBe(before);
  });

  it('does not keep the key of a request that failed, so a corrected retry can use it', async () => {
    const key = randomUUID();
    await post(
      '/api/loyalty/signup',
      { fullName: 'Key Test', email: 'key@example.com' },
      randomUUID(),
    );
    const duplicate = await post(
      '/api/loyalty/signup',
      { fullName: 'Key Test', email: 'key@example.com' },
      key,
    );
    expect(duplicate.statusCode).toBe(409);
    expect(await count(t.app, 'idempotency_keys')).toBeGreaterThan(0);
    const row = await t.app.db
      .selectFrom('idempotency_keys')
      .select('key')
      .where('key', '=', key)
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('prunes keys older than 30 days and keeps the younger ones', async () => {
    const day = 24 * 60 * 60 * 1000;
    const now = Date.now();
    const rows = [
      ['old-key', now - 31 * day],
      ['young-key', now - 29 * day],
    ] as const;
    for (const [key, at] of rows) await storeKey(t.app.db, key, new Date(at).toISOString());
    expect(await pruneIdempotencyKeys(t.app.db, now)).toBe(1);
    const kept = await t.app.db.selectFrom('idempotency_keys').select('key').execute();
    expect(kept.map((row) => row.key)).toContain('young-key');
    expect(kept.map((row) => row.key)).not.toContain('old-key');
  });
});

describe.each(dialects)('idempotency housekeeping on %s', (dialect) => {
  /** An app on a database holding a key from 2020: how many keys are left once `run` and close end. */
  const keysLeftAfter = async (
    backgroundJobs: boolean,
    run: (app: FastifyInstance) => Promise<unknown>,
  ): Promise<number> => {
    const { database, drop } = await createTestDatabase(dialect);
    const db = createDatabase(database);
    await migrateToLatest(db, database);
    await storeKey(db, 'stale-key', '2020-01-01T00:00:00.000Z');
    const config = { ...loadConfig({ LOG_LEVEL: 'silent' }), database };
    const app = await buildApp({ config, db, sendMail: false, backgroundJobs });
    try {
      await app.ready();
      await run(app);
    } finally {
      // Waits for a clean-up in progress, and closes the app's database.
      await app.close();
    }
    const after = createDatabase(database);
    try {
      const keys = await after.selectFrom('idempotency_keys').select('key').execute();
      return keys.length;
    } finally {
      await after.destroy();
      await drop();
    }
  };

  it('prunes old keys when the app starts', async () => {
    expect(
      await keysLeftAfter(true, (app) =>
        vi.waitFor(async () => expect(await count(app, 'idempotency_keys')).toBe(0)),
      ),
    ).toBe(0);
  });

  it('starts no job with backgroundJobs: false (the bad-input battery counts on it)', async () => {
    // A job's first run is a 0 ms timer set when the app is ready: one set later fires after it.
    const afterFirstRuns = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
    expect(await keysLeftAfter(false, afterFirstRuns)).toBe(1);
  });
});
