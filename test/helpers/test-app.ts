import type { DomainLookup } from '../../src/server/sites/site-domains';
import type { DeliveredSiteRenderer } from '../../src/server/sites/delivery';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { hashPassword } from '../../src/server/admin/password';
import type { SiteRenderer } from '../../src/server/render/publish-render';
import { buildApp } from '../../src/server/app';
import { type Config, loadConfig } from '../../src/server/config';
import { createDatabase } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { enqueueMail } from '../../src/server/db/repositories/outbox';

export type Dialect = 'sqlite' | 'postgres';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export const dialects: Dialect[] = process.env.TEST_DATABASE_URL
  ? ['sqlite', 'postgres']
  : ['sqlite'];

/** log2 of scrypt's N in tests: N=16 instead of production's 2^15, so a check costs microseconds (078). */
export const TEST_PASSWORD_HASH_COST = 4;

/** A password hash as the test app makes them; it verifies like any other (its N travels in it). */
export const hashTestPassword = (password: string) =>
  hashPassword(password, TEST_PASSWORD_HASH_COST);

export interface TestApp {
  app: FastifyInstance;
  /** Where its database is, for a second connection (a second "process"). */
  database: Config['database'];
  close: () => Promise<void>;
}

type ConfigOverrides = Partial<Omit<Config, 'rateLimits' | 'signIn' | 'mail' | 'admin'>> & {
  rateLimits?: Partial<Config['rateLimits']>;
  signIn?: Partial<Config['signIn']>;
  mail?: Partial<Config['mail']>;
  admin?: Partial<Config['admin']>;
};

/** An empty database of its own (a temp SQLite file, or a fresh PostgreSQL schema) and how to drop it. */
export async function createTestDatabase(
  dialect: Dialect,
): Promise<{ database: Config['database']; drop: () => Promise<void> }> {
  const suffix = randomBytes(6).toString('hex');
  if (dialect === 'sqlite') {
    const path = join(tmpdir(), `site-test-${suffix}.db`);
    return {
      database: { dialect: 'sqlite', path },
      drop: async () => {
        for (const end of ['', '-wal', '-shm']) rmSync(`${path}${end}`, { force: true });
      },
    };
  }
  const url = process.env.TEST_DATABASE_URL as string;
  const schema = `test_${suffix}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  return {
    database: { dialect: 'postgres', url, schema },
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    },
  };
}

/** The database's address as an operator gives it to a process or script (DATABASE_URL). */
export function databaseUrlOf(database: Config['database']): string {
  if (database.dialect === 'sqlite') return `sqlite:${database.path}`;
  const url = new URL(database.url);
  url.searchParams.set('schema', database.schema ?? '');
  return url.href;
}

/**
 * A migrated app on a database of its own (see createTestDatabase), dropped on close. Without
 * SMTP_URL its mails go to a temp outbox directory, also removed. `sendMail: false` leaves the
 * outbox undelivered, for tests that run their own senders; `backgroundJobs: false` starts no job
 * beside the requests (housekeeping, alerts, ...); `logStream` receives the log's JSON lines.
 */
/** A DNS that holds no record of any name. */
const NO_DNS: DomainLookup = { cnames: async () => [], addresses: async () => [] };

export async function createTestApp(
  dialect: Dialect,
  overrides: ConfigOverrides = {},
  {
    sendMail = true,
    backgroundJobs = true,
    logStream,
    render,
    renderDelivered,
    dns = NO_DNS,
  }: {
    sendMail?: boolean;
    backgroundJobs?: boolean;
    logStream?: { write: (line: string) => void };
    /** Renders a published version (decision 124); none by default, as there is no build. */
    render?: SiteRenderer;
    /** Renders a delivered site (issue 46); none by default, as there is no build. */
    renderDelivered?: DeliveredSiteRenderer;
    /** Where customers' domains point; nowhere by default: tests never ask the real DNS. */
    dns?: DomainLookup;
  } = {},
): Promise<TestApp> {
  const base = loadConfig({ LOG_LEVEL: 'silent', SITE_DIR: join(tmpdir(), 'no-site-built') });
  const suffix = randomBytes(6).toString('hex');
  const { database, drop } = await createTestDatabase(dialect);

  const outboxDir = join(tmpdir(), `site-test-outbox-${suffix}`);
  const config: Config = {
    ...base,
    ...overrides,
    database,
    rateLimits: {
      formsPerMinute: 10_000,
      storedBytesPerAddressPerDay: 1024 ** 3,
      ...overrides.rateLimits,
    },
    signIn: { ...base.signIn, ...overrides.signIn },
    // Like the form limit, the day's visitor-mail limits are lifted unless a test sets them.
    mail: {
      ...base.mail,
      outboxDir,
      pollIntervalMs: 200,
      visitorPerRecipientPerDay: 10_000,
      visitorPerAddressPerDay: 10_000,
      ...overrides.mail,
    },
    admin: { ...base.admin, passwordHashCost: TEST_PASSWORD_HASH_COST, ...overrides.admin },
  };
  const db = createDatabase(database);
  await migrateToLatest(db, database);
  const app = await buildApp({
    config,
    db,
    sendMail,
    backgroundJobs,
    logStream,
    ...(render ? { render } : {}),
    ...(renderDelivered ? { renderDelivered } : {}),
    dns,
  });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      try {
        await app.close();
      } finally {
        await drop();
        rmSync(outboxDir, { recursive: true, force: true });
      }
    },
  };
}

export const json = (body: unknown, headers: Record<string, string> = {}) => ({
  headers: { 'content-type': 'application/json', ...headers },
  payload: JSON.stringify(body),
});

export const count = async (
  app: FastifyInstance,
  table:
    | 'contact_messages'
    | 'newsletter_subscribers'
    | 'quote_requests'
    | 'quote_items'
    | 'loyalty_members'
    | 'idempotency_keys'
    | 'outbox',
): Promise<number> => {
  const { n } = await app.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
};

/** One plain mail to the agency in the outbox, as a stored request would queue it. */
export const queueMail = (app: FastifyInstance) =>
  app.db.transaction().execute((trx) =>
    enqueueMail(
      trx,
      {
        kind: 'test',
        audience: 'agency',
        to: 'a@example.com',
        subject: 'Hi',
        text: 'Hi',
        html: '',
      },
      'example.com',
    ),
  );
