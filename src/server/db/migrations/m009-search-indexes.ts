import { type Kysely, type Migration, sql } from 'kysely';
import { isPostgres } from '../dialect';

/**
 * Staff search by name, email, company, phone or reference through an index (decision 046):
 * SQLite keeps an FTS5 trigram table per searched table in step by triggers; PostgreSQL keeps a
 * pg_trgm GIN index on a generated lower-cased column (search_text), read through a function
 * named like the FTS5 table. Both index the phone as digits too. repositories/admin-search.ts queries them.
 */
export const searchIndexes: Migration = {
  async up(db: Kysely<unknown>) {
    if (isPostgres(db)) await postgresUp(db);
    else await sqliteUp(db);
  },
};

// The phone without the separators people write in it, for a search by digits. Not a regexp:
// SQLite has none, and PostgreSQL's costs much more per row than translate.
const PHONE_SEPARATORS = ['+', ' ', '-', '(', ')', '.', '/'];
const sqliteDigits = (column: string) =>
  PHONE_SEPARATORS.reduce((inner, separator) => `replace(${inner}, '${separator}', '')`, column);
const postgresDigits = (column: string) =>
  `translate(${column}, '${PHONE_SEPARATORS.join('')}', '')`;

interface Searched {
  table: string;
  fts: string;
  columns: string[];
  phone: string;
}

const searched: Searched[] = [
  {
    table: 'quote_requests',
    fts: 'quote_requests_search',
    columns: ['reference', 'customer_name', 'customer_email', 'customer_phone', 'customer_company'],
    phone: 'customer_phone',
  },
  {
    table: 'contact_messages',
    fts: 'contact_messages_search',
    columns: ['reference', 'name', 'email', 'phone'],
    phone: 'phone',
  },
];

async function sqliteUp(db: Kysely<unknown>): Promise<void> {
  for (const { table, fts, columns, phone } of searched) {
    const names = [...columns, 'phone_digits'].join(', ');
    const values = (row: string) =>
      [...columns.map((c) => `${row}.${c}`), sqliteDigits(`${row}.${phone}`)].join(', ');
    // Contentless: the rows stay in their own table only; contentless_delete lets triggers delete.
    await sql
      .raw(
        `create virtual table ${fts} using fts5(${names}, content='', contentless_delete=1, ` +
          `tokenize='trigram')`,
      )
      .execute(db);
    await sql
      .raw(`insert into ${fts} (rowid, ${names}) select id, ${values(table)} from ${table}`)
      .execute(db);
    await sql
      .raw(
        `create trigger ${fts}_insert after insert on ${table} begin
           insert into ${fts} (rowid, ${names}) values (new.id, ${values('new')});
         end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${fts}_update after update of ${columns.join(', ')} on ${table} begin
           delete from ${fts} where rowid = old.id;
           insert into ${fts} (rowid, ${names}) values (new.id, ${values('new')});
         end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${fts}_delete after delete on ${table} begin
           delete from ${fts} where rowid = old.id;
         end`,
      )
      .execute(db);
  }
}

async function postgresUp(db: Kysely<unknown>): Promise<void> {
  // In public, not the current schema: a test run's schema is dropped with everything in it.
  // The lock keeps two migrating processes from creating it at once (a unique violation).
  await sql`select pg_advisory_xact_lock(hashtext('create extension pg_trgm'))`.execute(db);
  await sql`create extension if not exists pg_trgm with schema public`.execute(db);
  // Where an operator installed it earlier, perhaps not in public: its operator class is there.
  const { rows } = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where e.extname = 'pg_trgm'`.execute(db);
  const trigramOps = `"${rows[0]!.schema.replace(/"/g, '""')}".gin_trgm_ops`;
  for (const { table, fts, columns, phone } of searched) {
    const document = `lower(${[...columns, postgresDigits(phone)].join(` || E'\\n' || `)})`;
    // Stored, so a search reads the lower-cased text instead of building it row by row (about
    // 20 times cheaper when many rows match); only the search function below reads it.
    await sql
      .raw(
        `alter table ${table} add column search_text text generated always as (${document}) stored`,
      )
      .execute(db);
    await sql
      .raw(`create index ${fts}_index on ${table} using gin (search_text ${trigramOps})`)
      .execute(db);
    // Named like SQLite's FTS5 table, which is also called as a function with one quoted phrase
    // ("te""rm"): the same query serves both. PostgreSQL inlines this body, so the index is used.
    await sql
      .raw(
        `create function ${fts}(phrase text) returns table (rowid integer) language sql stable as $$
           select id from ${table} where search_text like '%' || replace(replace(replace(
             lower(replace(substr(phrase, 2, length(phrase) - 2), '""', '"')),
             '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%' escape '\\'
         $$`,
      )
      .execute(db);
  }
}
