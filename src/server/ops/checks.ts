import { statfs } from 'node:fs/promises';
import { type Kysely, sql } from 'kysely';
import { databaseBusy, databaseReadOnly, databaseUnavailable } from '../db/dialect';
import type { Database } from '../db/schema';

// The facts health, the System page and the owner's alerts read (decisions 064, 067): one way each.

export type DatabaseState = 'ok' | 'busy' | 'read-only' | 'full' | 'unavailable';

const ROLLED_BACK = Symbol('rolled back');
// Larger than a database page (4 KB on SQLite): the probe needs a page of its own, as a new quote
// does, so a database at its size limit says "full" (a row that fits a half-used page would not).
const PROBE_VALUE = 'x'.repeat(16 * 1024);

/** Writes a row and rolls it back: the database answers and takes writes now, or why not. */
export async function checkDatabase(db: Kysely<Database>): Promise<DatabaseState> {
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('settings')
        .values({ key: 'health_probe', value: PROBE_VALUE })
        .execute();
      throw ROLLED_BACK;
    });
    return 'ok';
  } catch (error) {
    if (error === ROLLED_BACK) return 'ok';
    return databaseState(error);
  }
}

/** What a database error says about the database, for health and the System page. */
export function databaseState(error: unknown): Exclude<DatabaseState, 'ok'> {
  if (databaseFull(error)) return 'full';
  if (databaseBusy(error)) return 'busy';
  if (databaseReadOnly(error)) return 'read-only';
  if (databaseUnavailable(error)) return 'unavailable';
  return 'unavailable';
}

const codeOf = (error: unknown): string =>
  typeof error === 'object' && error !== null ? String((error as { code?: unknown }).code) : '';

/** SQLite's SQLITE_FULL (disk or max_page_count) or PostgreSQL's disk_full (53100). */
export const databaseFull = (error: unknown): boolean =>
  /^SQLITE_FULL/.test(codeOf(error)) || codeOf(error) === '53100';

export interface DiskState {
  /** Megabytes free to this process where data is kept; undefined where the system cannot say. */
  freeMb: number | undefined;
  low: boolean;
}

/** Free space on the disk that holds `dir`, against the DISK_LOW_MB threshold. */
export async function checkDisk(dir: string, lowMb: number): Promise<DiskState> {
  try {
    const stats = await statfs(dir);
    const freeMb = Math.floor((Number(stats.bavail) * Number(stats.bsize)) / (1024 * 1024));
    return { freeMb, low: freeMb < lowMb };
  } catch {
    return { freeMb: undefined, low: false };
  }
}

export interface OutboxBacklog {
  /** Mails not yet sent and not given up on. */
  waiting: number;
  /** When the oldest of them was queued (UTC ISO-8601), if any. */
  oldestQueuedAt: string | undefined;
  /** The last error of the oldest waiting mail, '' when it has none. */
  oldestLastError: string;
}

/** The mails waiting in the outbox: how many, and how long the oldest has waited. */
export async function checkOutbox(db: Kysely<Database>): Promise<OutboxBacklog> {
  const waiting = await db
    .selectFrom('outbox')
    .select(sql<number>`cast(count(*) as integer)`.as('n'))
    .where('sent_at', 'is', null)
    .where('failed_at', 'is', null)
    .executeTakeFirstOrThrow();
  const oldest = await db
    .selectFrom('outbox')
    .select(['created_at', 'last_error'])
    .where('sent_at', 'is', null)
    .where('failed_at', 'is', null)
    .orderBy('id', 'asc')
    .limit(1)
    .executeTakeFirst();
  return {
    waiting: Number(waiting.n),
    oldestQueuedAt: oldest?.created_at,
    oldestLastError: oldest?.last_error ?? '',
  };
}
