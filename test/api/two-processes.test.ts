import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/server/db/database';
import type { Database } from '../../src/server/db/schema';
import {
  type RunningCluster,
  randomServerPorts,
  startCluster,
  stopCluster,
  waitForHealth,
} from '../helpers/cluster';
import { contact, quote, signup } from '../helpers/payloads';
import { TestSmtpServer, waitUntil } from '../helpers/smtp';
import { createTestDatabase, databaseUrlOf } from '../helpers/test-app';

// Two compiled server processes started by `npm run cluster` on one database and one Redis, as
// behind a reverse proxy (decision 043). On PostgreSQL and Redis when TEST_DATABASE_URL and
// TEST_REDIS_URL are set (CI sets both); otherwise on one SQLite file with each process counting
// its own form limits, as decision 006 says they then do.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
// Its own Redis database, flushed first, so no other test's counters mix with these.
const redisUrl = process.env.TEST_REDIS_URL
  ? Object.assign(new URL(process.env.TEST_REDIS_URL), { pathname: '/5' }).href
  : undefined;

const FORMS_PER_MINUTE = 5;
// The sign-in throttle's free allowance: failures (per account and address, from every process
// together) answered 401 before the first 429. Set through SIGN_IN_FREE_FAILURES (decision 036).
const FREE_SIGN_IN_FAILURES = 4;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Record<string, unknown>;
}

/**
 * One request from its own connection. `from` is the client's address: every address in
 * 127.0.0.0/8 is this machine, so each simulated visitor has one of its own, with no proxy.
 */
function post(port: number, path: string, body: unknown, from: string, key?: string) {
  return new Promise<Answer>((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        localAddress: from,
        agent: false,
        headers: { 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: JSON.parse(text) as Record<string, unknown>,
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}

/**
 * The same submission to both processes, as a proxy's retry would send it. A copy that waited past
 * the database's bound for the first copy's write answers 503 with Retry-After (decision 039); the
 * client sends it again, as ours do, and must then get the first answer.
 */
async function toEach(
  ports: readonly number[],
  send: (port: number) => Promise<Answer>,
): Promise<Answer[]> {
  const answers = await Promise.all(ports.map(send));
  return Promise.all(
    answers.map((answer, i) =>
      answer.status === 503 && answer.headers['retry-after'] ? send(ports[i]!) : answer,
    ),
  );
}

// Visitor n's address: 127.1.0.1, 127.1.0.2, ... (never 127.0.0.1, which the test itself uses).
const visitor = (n: number) => `127.1.${Math.floor(n / 250)}.${(n % 250) + 1}`;

describe('two server processes on one database and one Redis', () => {
  const smtp = new TestSmtpServer();
  const firstPort = randomServerPorts(2);
  const ports = [firstPort, firstPort + 1] as const;
  // Request i goes to the first process when i is even, to the second when odd.
  const alternate = (i: number) => ports[i % 2 === 0 ? 0 : 1];
  let cluster: RunningCluster;
  let db: Kysely<Database>;
  let dropDatabase: () => Promise<void>;
  let databaseUrl: string;

  beforeAll(async () => {
    await smtp.start();
    const { database, drop } = await createTestDatabase(onPostgres ? 'postgres' : 'sqlite');
    dropDatabase = drop;
    databaseUrl = databaseUrlOf(database);
    if (redisUrl) {
      const redis = new Redis(redisUrl);
      await redis.flushdb();
      await redis.quit();
    }
    cluster = startCluster(2, {
      PORT: String(firstPort),
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl ?? '',
      SMTP_URL: smtp.url,
      LOG_LEVEL: 'error',
      RATE_LIMIT_FORMS_PER_MINUTE: String(FORMS_PER_MINUTE),
      SIGN_IN_FREE_FAILURES: String(FREE_SIGN_IN_FAILURES),
    });
    for (const port of ports) await waitForHealth(cluster, port);
    // The test's own view of the shared database, to count what was stored.
    db = createDatabase(database);
  }, 60_000);

  afterAll(async () => {
    if (cluster) await stopCluster(cluster);
    await db?.destroy();
    await dropDatabase?.();
    await smtp.stop();
  });

  const rows = async (table: 'quote_requests' | 'contact_messages' | 'loyalty_members') => {
    const { n } = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return Number(n);
  };

  const QUOTES = 70;
  const CONTACTS = 80;
  const SIGNUPS = 40;
  const WRONG_SIGN_INS = 50;
  let acceptedContacts = 0;

  it('stores each of 400 concurrent mixed submissions once, repeated keys across both processes', async () => {
    const quoteKeys = Array.from({ length: QUOTES }, () => randomUUID());
    const signupKeys = Array.from({ length: SIGNUPS }, () => randomUUID());
    let n = 0;
    // The same submission with the same key to both processes: a retry that the proxy sent on.
    const quotes = quoteKeys.map((key, i) => {
      const from = visitor(n++);
      const body = { ...quote, customer: { ...quote.customer, email: `buyer${i}@example.com` } };
      return toEach(ports, (port) => post(port, '/api/quote-request', body, from, key));
    });
    const signups = signupKeys.map((key, i) => {
      const from = visitor(n++);
      const body = { ...signup, email: `member${i}@example.com` };
      return toEach(ports, (port) => post(port, '/api/loyalty/signup', body, from, key));
    });
    const contacts = Array.from({ length: CONTACTS }, (_, i) => {
      const from = visitor(n++);
      const key = randomUUID();
      const body = { ...contact, email: `writer${i}@example.com` };
      return toEach([alternate(i)], (port) => post(port, '/api/contact', body, from, key)).then(
        ([answer]) => answer!,
      );
    });
    const adminSignIns = Array.from({ length: WRONG_SIGN_INS }, (_, i) =>
      post(
        alternate(i),
        '/api/admin/session',
        { email: `staff${i}@kumuldigital.com.pg`, password: 'not the password at all' },
        visitor(n++),
      ),
    );
    const loyaltyLogins = Array.from({ length: WRONG_SIGN_INS }, (_, i) =>
      post(
        alternate(i),
        '/api/loyalty/login',
        { email: `nobody${i}@example.com`, memberNumber: 'PR-00000000' },
        visitor(n++),
      ),
    );
    const [quoteAnswers, signupAnswers, contactAnswers, adminAnswers, loyaltyAnswers] =
      await Promise.all([
        Promise.all(quotes),
        Promise.all(signups),
        Promise.all(contacts),
        Promise.all(adminSignIns),
        Promise.all(loyaltyLogins),
      ]);
    expect(quotes.length * 2 + signups.length * 2 + contacts.length + WRONG_SIGN_INS * 2).toBe(400);

    for (const [a, b] of [...quoteAnswers, ...signupAnswers] as [Answer, Answer][]) {
      expect([a.status, b.status]).toEqual([201, 201]);
      // One process wrote; the other answered with the first answer, whichever came second.
      expect(a.body).toEqual(b.body);
      const replayed = [a, b].filter((answer) => answer.headers['idempotent-replayed'] === 'true');
      expect(replayed).toHaveLength(1);
    }
    expect(contactAnswers.map((answer) => answer.status)).toEqual(Array(CONTACTS).fill(201));
    // A server short of time (password checks, or a database lock held past its wait) may refuse
    // a sign-in with a 503 to retry, never a 5xx else.
    for (const answer of [...adminAnswers, ...loyaltyAnswers]) {
      expect([401, 503]).toContain(answer.status);
      if (answer.status === 503) expect(answer.headers['retry-after']).toBeDefined();
    }
    for (const answer of [...adminAnswers, ...loyaltyAnswers]) {
      expect(answer.body.error).toEqual(expect.any(String));
    }

    expect(await rows('quote_requests')).toBe(QUOTES);
    expect(await rows('loyalty_members')).toBe(SIGNUPS);
    expect(await rows('contact_messages')).toBe(CONTACTS);
    acceptedContacts = CONTACTS;
  }, 45_000);

  it('shares the form rate limit: one address gets the limit across both processes, not twice it', async () => {
    const from = '127.2.0.1';
    const answers = await Promise.all(
      Array.from({ length: FORMS_PER_MINUTE * 4 }, (_, i) =>
        post(alternate(i), '/api/contact', contact, from, randomUUID()),
      ),
    );
    const accepted = answers.filter((answer) => answer.status === 201).length;
    // Without Redis each process counts alone (decision 006): twice the limit gets through.
    expect(accepted).toBe(redisUrl ? FORMS_PER_MINUTE : FORMS_PER_MINUTE * 2);
    for (const answer of answers.filter((a) => a.status !== 201)) {
      expect(answer.status).toBe(429);
      expect(answer.body).toEqual({
        error: 'Too many requests. Please wait a minute and try again.',
      });
    }
    acceptedContacts += accepted;
    expect(await rows('contact_messages')).toBe(acceptedContacts);
  });

  it.each([
    ['/api/admin/session', { email: 'owner@kumuldigital.com.pg', password: 'guessing again' }],
    ['/api/loyalty/login', { email: 'mary@example.com', memberNumber: 'PR-12345678' }],
  ])('throttles wrong sign-ins to %s from both processes as one', async (path, body) => {
    const from = path.includes('admin') ? '127.3.0.1' : '127.3.0.2';
    const answers: Answer[] = [];
    // One at a time, alternating: each process alone sees only half of the failures.
    for (let i = 0; i < FREE_SIGN_IN_FAILURES - 1; i++) {
      answers.push(await post(alternate(i), path, body, from));
    }
    // The last free failure and one more, one to each process at once: whichever is counted
    // second must wait the first wait (a second) that the other's count just set. Sent one after
    // the other, a slow password check between them could outlast that second.
    const lastTwo = await Promise.all(ports.map((port) => post(port, path, body, from)));
    answers.push(...lastTwo.sort((a, b) => a.status - b.status));
    // A 429 appears once the failures from both processes together pass the free allowance.
    expect(answers.map((answer) => answer.status)).toEqual([
      ...Array(FREE_SIGN_IN_FAILURES).fill(401),
      429,
    ]);
    // The first wait, a second, rounded up: each process reads its clock before its database
    // round trip, so the one counted second may see a little over a second left (then "2").
    expect(['1', '2']).toContain(answers.at(-1)?.headers['retry-after']);
  });

  it('sends every queued mail exactly once, whichever process queued it', async () => {
    const pending = async () => {
      const { n } = await db
        .selectFrom('outbox')
        .where('sent_at', 'is', null)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      return Number(n);
    };
    await waitUntil(async () => (await pending()) === 0, 'every mail to be sent', 30_000);
    const outbox = await db.selectFrom('outbox').select(['message_id', 'failed_at']).execute();
    // At least the agency's notice of each quote and message; visitors' own mails come on top.
    expect(outbox.length).toBeGreaterThanOrEqual(QUOTES + acceptedContacts);
    expect(outbox.filter((row) => row.failed_at !== null)).toEqual([]);
    const received = smtp.received.map((mail) => mail.headers['message-id']).sort();
    expect(received).toEqual(outbox.map((row) => row.message_id).sort());
  }, 40_000);

  it('stops both processes cleanly on SIGTERM', async () => {
    expect(await stopCluster(cluster)).toBe(0);
  });
});
