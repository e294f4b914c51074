import type { Kysely } from 'kysely';
import { z } from 'zod';
import { readSetting, writeSetting } from '../db/repositories/settings';
import type { Database } from '../db/schema';

// The latest backup attempt and the latest good one, kept in `settings` for the System page and
// the owner's alerts (decision 066). This shape is a contract: change it in both places at once.

export const LAST_BACKUP_KEY = 'last_backup';
export const LAST_GOOD_BACKUP_KEY = 'last_good_backup';

export const BackupRecordSchema = z.object({
  /** When the attempt finished, UTC ISO-8601. */
  at: z.string(),
  /** Written, checked, and copied off the machine when a copy command is set. */
  ok: z.boolean(),
  /** The backup file's path (where it was meant to be, when the attempt failed). */
  file: z.string(),
  bytes: z.number(),
  /**
   * Where the copy goes as BACKUP_COPY_TARGET names it, or null. Never the copy command: it may
   * hold a token, and this record is in every backup (decision 107).
   */
  copyTarget: z.string().nullable(),
  /** Whether the copy command succeeded; null when none ran. */
  copyOk: z.boolean().nullable(),
  /** What went wrong (the backup or its copy), redacted, or null. */
  error: z.string().nullable(),
});

export type BackupRecord = z.infer<typeof BackupRecordSchema>;

async function readRecord(db: Kysely<Database>, key: string): Promise<BackupRecord | undefined> {
  const value = await readSetting(db, key);
  if (value === undefined) return undefined;
  try {
    const parsed = BackupRecordSchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The latest backup attempt, good or not; undefined when none was ever recorded. */
export const readLastBackup = (db: Kysely<Database>) => readRecord(db, LAST_BACKUP_KEY);

/** The latest backup attempt whose `ok` is true. */
export const readLastGoodBackup = (db: Kysely<Database>) => readRecord(db, LAST_GOOD_BACKUP_KEY);

/** Records an attempt; a good one is also the latest good backup. */
export async function recordBackup(db: Kysely<Database>, record: BackupRecord): Promise<void> {
  const value = JSON.stringify(BackupRecordSchema.parse(record));
  await writeSetting(db, LAST_BACKUP_KEY, value);
  if (record.ok) await writeSetting(db, LAST_GOOD_BACKUP_KEY, value);
}
