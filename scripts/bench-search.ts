import { randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { createDatabase } from '../src/server/db/database';
import { migrateTo, migrateToLatest } from '../src/server/db/migrate';
import { readDashboard } from '../src/server/db/repositories/admin-dashboard';
import { listMessages } from '../src/server/db/repositories/admin-messages';
import { listQuotes } from '../src/server/db/repositories/admin-quotes';
import {
  countCapped,
  messageMatches,
  quoteMatches,
} from '../src/server/db/repositories/admin-search';
import type { Database as Tables } from '../src/server/db/schema';
import { SEARCH_COUNT_CAP } from '../src/shared/schemas/admin';

// The search and dashboard part of `npm run bench` (decision 046): people seeded by one formula on
// both dialects, each search timed over RUNS runs after a warm-up, in-process through Kysely.

export const MESSAGES = 100_000;
const RUNS = 20;
const BUDGET_MS = 100;

const FIRST = [
  'Grace',
  'John',
  'Mary',
  'Peter',
  'Ruth',
  'Joseph',
  'Anna',
  'Michael',
  'Elizabeth',
  'David',
  'Esther',
  'Paul',
  'Martha',
  'James',
  'Sarah',
  'Thomas',
  'Rose',
  'Samuel',
  'Helen',
  'Daniel',
];
const LAST = [
  'Kila',
  'Wari',
  'Tau',
  'Namaliu',
  'Somare',
  'Kaupa',
  'Moses',
  'Pato',
  'Aisi',
  'Morauta',
  'Marape',
  'Kapi',
  'Haiveta',
  'Nali',
  'Toroi',
  'Wingti',
  'Kaluwin',
  'Pokawin',
  'Tamur',
  'Agarobe',
  'Kumbu',
  'Yauwo',
  'Sinai',
  'Gelu',
  'Boga',
];
const DOMAINS = ['gmail.com', 'gmail.com', 'gmail.com', 'yahoo.com', 'digicelpacific.com'];
const COMPANIES = [
  'Highlands Coffee',
  'Lae Builders',
  'Madang Resort',
  'Sepik Carvings',
  'Rabaul Dive',
  'Goroka Printing',
  'Kokopo Motors',
  'Wewak Fresh',
  'Hagen Hardware',
  'Alotau Tours',
  'Kimbe Palm',
  'Mendi Mart',
  'Port Moresby Legal',
];
const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

const base36 = (i: number) =>
  [36 ** 3, 36 ** 2, 36, 1].map((unit) => BASE36[Math.floor(i / unit) % 36]).join('');

/** The i-th seeded customer; seedPostgres writes the same in SQL. */
export function seededCustomer(i: number) {
  const first = FIRST[i % FIRST.length]!;
  const last = LAST[Math.floor(i / FIRST.length) % LAST.length]!;
  return {
    reference: `Q-${base36(i)}-00`,
    name: `${first} ${last}`,
    email: `${first}.${last}${i}@${DOMAINS[i % DOMAINS.length]}`.toLowerCase(),
    // Unique per quote, written as people do: +675 7xxx xxxx.
    phone: `+675 7${String(i % 1000).padStart(3, '0')} ${String(Math.floor(i / 1000) % 10000).padStart(4, '0')}`,
    company: i % 4 === 0 ? '' : COMPANIES[i % COMPANIES.length]!,
  };
}

/** Contact messages into the SQLite file the bench seeds (schema as at 002). */
export function seedSqliteMessages(sqlite: Database.Database, count: number): void {
  const insert = sqlite.prepare(
    `insert into contact_messages (reference, name, email, phone, service, message, created_at, handled_at)
     values (?, ?, ?, ?, 'web-design', 'We need a website.', ?, ?)`,
  );
  const firstDay = Date.parse('2024-01-01T00:00:00Z');
  sqlite.transaction(() => {
    for (let i = 0; i < count; i++) {
      const person = seededCustomer(i);
      const at = new Date(firstDay + i * 300_000).toISOString();
      insert.run(
        `C-${base36(i)}-00`,
        person.name,
        person.email,
        person.phone,
        at,
        i % 10 ? at : null,
      );
    }
  })();
}

const sqlArray = (values: string[]) =>
  sql.raw(`array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]`);
const sqlBase36 = (i: string) =>
  sql.raw(
    [36 ** 3, 36 ** 2, 36, 1]
      .map((unit) => `substr('${BASE36}', (${i} / ${unit}) % 36 + 1, 1)`)
      .join(' || '),
  );

/** The same people as seededCustomer, written by PostgreSQL itself (generate_series). */
async function seedPostgres(db: Kysely<Tables>, quotes: number, messages: number): Promise<void> {
  const first = sql`(${sqlArray(FIRST)})[i % ${sql.lit(FIRST.length)} + 1]`;
  const last = sql`(${sqlArray(LAST)})[(i / ${sql.lit(FIRST.length)}) % ${sql.lit(LAST.length)} + 1]`;
  const email = sql`lower(${first} || '.' || ${last} || i || '@' || (${sqlArray(DOMAINS)})[i % ${sql.lit(DOMAINS.length)} + 1])`;
  const phone = sql`'+675 7' || lpad((i % 1000)::text, 3, '0') || ' ' || lpad(((i / 1000) % 10000)::text, 4, '0')`;
  const company = sql`case when i % 4 = 0 then '' else (${sqlArray(COMPANIES)})[i % ${sql.lit(COMPANIES.length)} + 1] end`;
  const at = (minutes: number) =>
    sql`to_char(timestamp '2024-01-01' + i * interval '${sql.raw(String(minutes))} minutes', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  await db.transaction().execute(async (trx) => {
    await sql`
      insert into quote_requests (reference, customer_name, customer_email, customer_phone,
        customer_company, customer_message, message, total_amount, total_items, extra_trees,
        contribution_amount, trees_funded, status, note, created_at)
      select 'Q-' || ${sqlBase36('i')} || '-00', ${first} || ' ' || ${last}, ${email}, ${phone},
        ${company}, '', '', 2750 + (i % 7) * 500, 1, 0, 0, 1, 'new', '', ${at(1)}
      from generate_series(0, ${sql.lit(quotes - 1)}) as i`.execute(trx);
    await sql`
      insert into quote_items (quote_id, template_id, title, unit_price, quantity, line_total)
      select id, 1, 'Template', total_amount, 1, total_amount from quote_requests`.execute(trx);
    await sql`
      insert into contact_messages (reference, name, email, phone, service, message, created_at, handled_at)
      select 'C-' || ${sqlBase36('i')} || '-00', ${first} || ' ' || ${last}, ${email}, ${phone},
        'web-design', 'We need a website.', ${at(5)}, case when i % 10 = 0 then null else ${at(5)} end
      from generate_series(0, ${sql.lit(messages - 1)}) as i`.execute(trx);
  });
  await sql`analyze`.execute(db);
}

interface Timing {
  label: string;
  median: number;
  p95: number;
  rows: number;
}

async function timed(label: string, run: () => Promise<number>): Promise<Timing> {
  let rows = 0;
  for (let i = 0; i < 2; i++) rows = await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (share: number) =>
    times[Math.min(times.length - 1, Math.ceil(share * times.length) - 1)]!;
  return { label, median: at(0.5), p95: at(0.95), rows };
}

/** The terms to search for, taken from the seed formula so both dialects hold them. */
function searches(quotes: number) {
  const someone = seededCustomer(Math.floor(quotes * 0.37));
  const [, last] = someone.name.split(' ');
  return [
    ['a name', 'Grace Tau'],
    [
      'an email fragment',
      someone.email.slice(someone.name.indexOf(' '), someone.email.indexOf('@')),
    ],
    ['a phone (digits only)', someone.phone.replace(/\D/g, '').slice(3)],
    ['a company', 'highlands'],
    ['a reference (lower case)', seededCustomer(Math.floor(quotes * 0.81)).reference.toLowerCase()],
    ['a common term', 'gmail'],
    ['a last name', last!],
  ] as const;
}

async function measure(db: Kysely<Tables>, quotes: number): Promise<Timing[]> {
  const timings: Timing[] = [];
  for (const [what, q] of searches(quotes)) {
    const where = db.selectFrom('quote_requests').where((eb) => quoteMatches(eb, q));
    timings.push(
      await timed(
        `quotes: ${what} "${q}", newest 50`,
        async () =>
          (
            await where
              .selectAll()
              .orderBy('created_at', 'desc')
              .orderBy('id', 'desc')
              .limit(50)
              .execute()
          ).length,
      ),
      await timed(
        `quotes: ${what} "${q}", count to ${SEARCH_COUNT_CAP.toLocaleString('en')}`,
        async () => (await countCapped(db, where)).total,
      ),
      await timed(
        `quotes: ${what} "${q}", listQuotes (exact count)`,
        async () => (await listQuotes(db, { q, status: 'all', page: 1 })).total,
      ),
    );
  }
  const q = 'Ruth Kila';
  timings.push(
    await timed(
      `messages: "${q}", newest 50 + count to ${SEARCH_COUNT_CAP.toLocaleString('en')}`,
      async () => {
        const where = db.selectFrom('contact_messages').where((eb) => messageMatches(eb, q));
        await where.selectAll().orderBy('created_at', 'desc').limit(50).execute();
        return (await countCapped(db, where)).total;
      },
    ),
    await timed(
      `messages: "${q}", listMessages (exact count)`,
      async () => (await listMessages(db, { q, state: 'all', page: 1 })).total,
    ),
    await timed('readDashboard(db)', async () => {
      await readDashboard(db);
      return 1;
    }),
  );
  return timings;
}

export function printTimings(title: string, timings: Timing[]): void {
  const width = Math.max(...timings.map((t) => t.label.length));
  console.log(`\n${title}: median and p95 of ${RUNS} runs, ms (! = over ${BUDGET_MS} ms)`);
  for (const t of timings) {
    const flag = t.p95 > BUDGET_MS ? ' !' : '';
    console.log(
      `${t.label.padEnd(width)}  ${t.median.toFixed(1).padStart(7)}  ${t.p95.toFixed(1).padStart(7)}  ${String(t.rows).padStart(7)} rows${flag}`,
    );
  }
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** Migrates the seeded SQLite file to the latest schema (timed), then measures search on it. */
export async function benchSqliteSearch(path: string, quotes: number): Promise<Timing[]> {
  const location = { dialect: 'sqlite', path } as const;
  const db = createDatabase(location);
  try {
    const start = performance.now();
    const applied = await migrateToLatest(db, location);
    console.log(
      `SQLite: migrated ${quotes.toLocaleString('en')} quotes (${applied.join(', ')}) in ${seconds(start)}`,
    );
    return await measure(db, quotes);
  } finally {
    await db.destroy();
  }
}

/** The same on PostgreSQL, in a schema of its own dropped afterwards. */
export async function benchPostgresSearch(url: string, quotes: number): Promise<Timing[]> {
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const location = { dialect: 'postgres', url, schema } as const;
  const db = createDatabase(location);
  try {
    await migrateTo(db, location, '002-mail-and-admin');
    let start = performance.now();
    await seedPostgres(db, quotes, MESSAGES);
    console.log(
      `PostgreSQL: seeded ${quotes.toLocaleString('en')} quotes and ${MESSAGES.toLocaleString('en')} messages in ${seconds(start)}`,
    );
    start = performance.now();
    const applied = await migrateToLatest(db, location);
    // As autovacuum leaves a table in use: statistics and the visibility map up to date.
    await sql`vacuum analyze`.execute(db);
    console.log(`PostgreSQL: migrated them (${applied.join(', ')}) in ${seconds(start)}`);
    return await measure(db, quotes);
  } finally {
    await db.destroy();
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  }
}
