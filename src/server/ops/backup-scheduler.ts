import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { BackupConfig } from '../config';
import type { DatabaseLocation } from '../db/database';
import { claimTurn } from '../db/repositories/settings';
import type { Database } from '../db/schema';
import { Periodic } from '../periodic';
import { type PgTools, backupFileName, rotateBackups, takeBackup } from './backup';
import { type BackupRecord, recordBackup } from './backup-record';
import { redact } from './redact';

type Log = Pick<FastifyBaseLogger, 'info' | 'error'>;

const HOUR_MS = 60 * 60 * 1000;
/** A copy command still running after this long is stopped and counted as failed. */
export const COPY_TIMEOUT_MS = HOUR_MS;

/**
 * Runs the copy command through the shell with the backup's path in $BACKUP_FILE; a failure's
 * message carries the end of what it printed, redacted (its own words too).
 */
export async function runCopyCommand(
  command: string,
  file: string,
  timeoutMs = COPY_TIMEOUT_MS,
): Promise<void> {
  // Its own process group, so a timeout stops the whole pipeline, not only the shell.
  const child = spawn('/bin/sh', ['-c', command], {
    env: { ...process.env, BACKUP_FILE: file },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-1000)));
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    if (child.pid) process.kill(-child.pid, 'SIGKILL');
  }, timeoutMs);
  try {
    const [code] = (await once(child, 'close')) as [number | null];
    if (timedOut) throw new Error(`the copy command did not finish in ${timeoutMs / 1000} s`);
    if (code !== 0) {
      throw new Error(
        `the copy command failed (exit ${code})${stderr ? `: ${redact(stderr.trim(), command)}` : ''}`,
      );
    }
  } finally {
    clearTimeout(timer);
  }
}

export interface BackupRun {
  db: Kysely<Database>;
  location: DatabaseLocation;
  backup: BackupConfig & { dir: string };
  log: Log;
  now?: Date;
  tools?: PgTools;
  copyTimeoutMs?: number;
}

/**
 * One whole backup: written and checked, rotated, copied off the machine when a copy command is
 * set, and recorded (last_backup, last_good_backup). A failure is logged at error, never thrown.
 */
export async function backupNow({
  db,
  location,
  backup,
  log,
  now = new Date(),
  tools,
  copyTimeoutMs,
}: BackupRun): Promise<BackupRecord> {
  let file = join(backup.dir, backupFileName(now, location.dialect));
  let bytes = 0;
  let copyOk: boolean | null = null;
  let error: string | null = null;
  try {
    const taken = await takeBackup(location, backup.dir, { now, ...(tools ? { tools } : {}) });
    ({ file, bytes } = taken);
    log.info({ file, bytes, ms: taken.ms, rows: taken.rows }, 'backup: written and checked');
    const { removed } = await rotateBackups(backup.dir, backup, now);
    if (removed.length > 0) log.info({ removed }, 'backup: older backups removed by the rotation');
    if (backup.copyCommand) {
      copyOk = false;
      await runCopyCommand(backup.copyCommand, file, copyTimeoutMs);
      copyOk = true;
      log.info({ file }, 'backup: copied off the machine');
    }
  } catch (caught) {
    error = (caught as Error).message;
    log.error(
      { err: caught, file },
      copyOk === false ? 'backup: the copy failed' : 'backup: failed',
    );
  }
  const record: BackupRecord = {
    at: new Date().toISOString(),
    ok: error === null,
    file,
    bytes,
    copyTarget: (backup.copyCommand && backup.copyTarget) || null,
    copyOk,
    error,
  };
  try {
    await recordBackup(db, record);
  } catch (caught) {
    log.error({ err: caught }, 'backup: could not record the outcome in the database');
  }
  return record;
}

/** The settings row that lets one process, of several, take each backup (claimTurn). */
const CLAIM_KEY = 'backup_claimed_at';
/** How often each process looks whether a backup is due, so a restart never skips one for long. */
const CHECK_MS = 15 * 60 * 1000;

/** Takes a backup every BACKUP_INTERVAL_HOURS; started and stopped with the app. */
export class BackupScheduler {
  private readonly intervalMs: number;
  private readonly periodic: Periodic;

  constructor(
    private readonly run: Omit<BackupRun, 'now'>,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.intervalMs = run.backup.intervalHours * HOUR_MS;
    const check = () =>
      this.runIfDue(this.clock()).then(
        () => undefined,
        (error: unknown) =>
          run.log.error({ err: error }, 'backup: could not tell whether one is due'),
      );
    this.periodic = new Periodic(check, CHECK_MS);
  }

  start(): void {
    this.periodic.start();
  }

  /** Stops the timer and waits for a backup in progress. */
  stop(): Promise<void> {
    return this.periodic.stop();
  }

  /** Resolves when no backup of this process is running. */
  idle(): Promise<void> {
    return this.periodic.idle();
  }

  /** Takes a backup when none was claimed within the interval and this process wins the claim. */
  async runIfDue(now: Date): Promise<BackupRecord | undefined> {
    if (!(await claimTurn(this.run.db, CLAIM_KEY, now, this.intervalMs))) return undefined;
    return backupNow({ ...this.run, now });
  }
}
