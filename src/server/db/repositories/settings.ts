import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../schema';

export async function readSetting(db: Kysely<Database>, key: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.value;
}

export async function writeSetting(
  db: Kysely<Database>,
  key: string,
  value: string,
): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}

/**
 * Takes the turn named `key` at `now` unless it was taken less than `periodMs` ago: true in one
 * process only (a conditional upsert), so processes sharing a database act once per period.
 */
export async function claimTurn(
  db: Kysely<Database>,
  key: string,
  now: Date,
  periodMs: number,
): Promise<boolean> {
  const at = now.toISOString();
  const before = new Date(now.getTime() - periodMs).toISOString();
  const result = await db
    .insertInto('settings')
    .values({ key, value: at })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({ value: at }).where('settings.value', '<=', before),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * The secret that signs unsubscribe links when APP_SECRET is not set: drawn once and kept in the
 * database, so every process on the same database, and every restart, signs alike (decision 023).
 */
export async function generatedAppSecret(db: Kysely<Database>): Promise<string> {
  await db
    .insertInto('settings')
    .values({ key: 'app_secret', value: randomBytes(32).toString('hex') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  return (await readSetting(db, 'app_secret')) as string;
}
