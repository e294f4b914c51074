import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as pause } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_DIR } from '../../scripts/build-server';
import { createDatabase } from '../../src/server/db/database';
import type { Database } from '../../src/server/db/schema';
import { freePort, startOwnPostgres, startOwnRedis } from '../helpers/own-services';
import { quote } from '../helpers/payloads';
import { TestSmtpServer, waitUntil } from '../helpers/smtp';

// Issue 22: a database, Redis or SMTP server that goes away during a burst of quotes costs the
// visitors a retry at most; the compiled server stays up, and nothing is stored or mailed twice.

const CLIENTS = 6;
// A client waits this long before trying a refused (503) submission again, with the same key.
const RETRY_PAUSE_MS = 100;

interface Answer {
  status: number;
  retryAfter: string | undefined;
  body: Record<string, unknown>;
}

function post(port: number, body: unknown, key: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: '/api/quote-request',
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            retryAfter: response.headers['retry-after'],
            body: JSON.parse(text || '{}') as Record<string, unknown>,
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}

/** What the clients of a burst saw. */
class Tally {
  /** Each acknowledged (201) submission's reference, by the customer's e-mail address. */
  readonly acknowledged = new Map<string, string>();
  unavailable = 0;
  retriedOk = 0;
  /** Answers other than 201 and 503-with-a-sentence-and-Retry-After (a 500, a 503 without them). */
  readonly wrong: string[] = [];
  /** Requests the server did not answer at all (its process gone). */
  refused = 0;
  stopped = false;

  figures() {
    return {
      acknowledged: this.acknowledged.size,
      unavailable: this.unavailable,
      retriedOk: this.retriedOk,
      wrong: this.wrong.length,
      refused: this.refused,
    };
  }
}

/**
 * CLIENTS visitors each send quote after quote, each with its own Idempotency-Key; a 503 is
 * tried again with the same key until it is stored. Runs until the tally is stopped.
 */
async function burst(port: number, tally: Tally): Promise<void> {
  const client = async (c: number) => {
    for (let n = 0; !tally.stopped; n++) {
      const email = `client${c}-${n}@example.com`;
      const body = { ...quote, customer: { ...quote.customer, email } };
      const key = randomUUID();
      for (let refused = false; !tally.stopped;) {
        const answer = await post(port, body, key).catch(() => undefined);
        if (!answer) {
          tally.refused++;
          return;
        }
        if (answer.status === 201) {
          tally.acknowledged.set(email, String(answer.body.reference));
          if (refused) tally.retriedOk++;
          break;
        }
        if (answer.status !== 503 || !answer.retryAfter || typeof answer.body.error !== 'string') {
          tally.wrong.push(`${answer.status} ${JSON.stringify(answer.body)}`);
          break;
        }
        tally.unavailable++;
        refused = true;
        await pause(RETRY_PAUSE_MS);
      }
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, (_, c) => client(c)));
}

/** Waits for `more` acknowledged quotes, or stops early when the server stopped answering. */
const acknowledgedMore = (tally: Tally, more: number) => {
  const target = tally.acknowledged.size + more;
  return waitUntil(
    () => tally.acknowledged.size >= target || tally.refused > 0,
    `${more} more quotes`,
    15_000,
  );
};

const started: ChildProcess[] = [];
afterAll(() => {
  for (const child of started.splice(0)) child.kill('SIGTERM');
});

// The compiled server, as production runs it (built once per run by test/global-setup.ts).
async function startServer(env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--enable-source-maps', join(SERVER_DIR, 'server.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      SITE_DIR: join(tmpdir(), 'no-site-built'),
      RATE_LIMIT_FORMS_PER_MINUTE: '100000',
      STORED_MB_PER_ADDRESS_PER_DAY: '100000',
      MAIL_VISITOR_PER_ADDRESS_PER_DAY: '100000',
      MAIL_VISITOR_PER_RECIPIENT_PER_DAY: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const answers = async () =>
    (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null)) !== null;
  await waitUntil(async () => child.exitCode === null && (await answers()), 'the server', 15_000);
  return { port, child, output: () => output };
}

/** Each acknowledged quote is stored once, with its two items and its two mails. */
async function expectStoredOnce(db: Kysely<Database>, tally: Tally) {
  const quotes = await db.selectFrom('quote_requests').select(['id', 'reference']).execute();
  expect(quotes.map((q) => q.reference).sort()).toEqual([...tally.acknowledged.values()].sort());
  const items = await db.selectFrom('quote_items').select('quote_id').execute();
  expect(items).toHaveLength(quotes.length * quote.items.length);
  expect(new Set(items.map((item) => item.quote_id)).size).toBe(quotes.length);
  const outbox = await db.selectFrom('outbox').select(['recipient', 'subject']).execute();
  expect(outbox).toHaveLength(quotes.length * 2);
  // The visitor's confirmation, one per acknowledged quote, naming its reference.
  for (const [email, reference] of tally.acknowledged) {
    const mails = outbox.filter((mail) => mail.recipient === email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain(reference);
  }
}

const allMailSent = (db: Kysely<Database>) => {
  const unsent = db
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('sent_at', 'is', null);
  return waitUntil(
    async () => Number((await unsent.executeTakeFirstOrThrow()).n) === 0,
    'every mail to be sent',
    20_000,
  );
};

describe('PostgreSQL restarted and killed during a burst of quotes', () => {
  it('stays up, answers 503 with Retry-After meanwhile, reconnects by itself and stores each quote once', async () => {
    const postgres = await startOwnPostgres();
    const outboxDir = mkdtempSync(join(tmpdir(), 'outages-outbox-'));
    const db = createDatabase({ dialect: 'postgres', url: postgres.url });
    try {
      const server = await startServer({
        DATABASE_URL: postgres.url,
        MAIL_OUTBOX_DIR: outboxDir,
      });
      const tally = new Tally();
      const clients = burst(server.port, tally);

      await acknowledgedMore(tally, 20);
      await postgres.restart('fast');
      await acknowledgedMore(tally, 20);
      // A crash: the server's connections die mid-query, and nothing answers until it is started.
      await postgres.stop('immediate');
      const before = tally.unavailable;
      await waitUntil(
        () => tally.unavailable > before || tally.refused > 0,
        'a request refused while the database is down',
      );
      await postgres.start();
      await acknowledgedMore(tally, 20);
      tally.stopped = true;
      await clients;
      console.info('PostgreSQL outages:', tally.figures());

      expect(tally.refused, server.output()).toBe(0);
      expect(tally.wrong).toEqual([]);
      expect(server.child.exitCode).toBeNull();
      expect(tally.unavailable).toBeGreaterThan(0);
      expect(tally.retriedOk).toBeGreaterThan(0);
      // The next visitor after the outage is served, by the same process.
      const next = await post(
        server.port,
        { ...quote, customer: { ...quote.customer, email: 'after@example.com' } },
        randomUUID(),
      );
      expect(next.status).toBe(201);
      tally.acknowledged.set('after@example.com', String(next.body.reference));
      await expectStoredOnce(db, tally);
      // The mail sender lived through the outages and carries on.
      await allMailSent(db);
    } finally {
      await db.destroy();
      await postgres.remove();
      rmSync(outboxDir, { recursive: true, force: true });
    }
  }, 60_000);
});

// Fewer quotes per phase here: each mail is a conversation of its own with the mail server.
const MAIL_PHASE = 8;

describe('Redis and SMTP stopped and started during a burst of quotes', () => {
  it('loses nothing and sends each mail once, after the mail server is back', async () => {
    const redis = await startOwnRedis();
    const smtp = await new TestSmtpServer().start();
    const dir = mkdtempSync(join(tmpdir(), 'outages-'));
    const path = join(dir, 'site.db');
    const db = createDatabase({ dialect: 'sqlite', path });
    try {
      const server = await startServer({
        DATABASE_URL: `sqlite:${path}`,
        REDIS_URL: redis.url,
        SMTP_URL: smtp.url,
      });
      const tally = new Tally();
      const clients = burst(server.port, tally);

      await acknowledgedMore(tally, MAIL_PHASE);
      await redis.kill();
      await acknowledgedMore(tally, MAIL_PHASE);
      await redis.start();
      await acknowledgedMore(tally, MAIL_PHASE);
      await smtp.stop();
      await acknowledgedMore(tally, MAIL_PHASE);
      await smtp.start();
      await acknowledgedMore(tally, MAIL_PHASE);
      tally.stopped = true;
      await clients;
      console.info('Redis and SMTP outages:', tally.figures());

      expect(tally.refused, server.output()).toBe(0);
      expect(tally.wrong).toEqual([]);
      expect(tally.unavailable).toBe(0);
      await expectStoredOnce(db, tally);
      // The mails that waited while SMTP was away go as soon as it answers again, not hours later.
      await allMailSent(db);
      const outbox = await db.selectFrom('outbox').select('message_id').execute();
      const received = smtp.received.map((mail) => mail.headers['message-id']);
      console.info('Mails:', { stored: outbox.length, received: received.length });
      expect(received.sort()).toEqual(outbox.map((row) => row.message_id).sort());
      expect(server.child.exitCode).toBeNull();
    } finally {
      await db.destroy();
      await smtp.stop();
      await redis.kill();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
