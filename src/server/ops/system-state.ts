import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import { version } from '../../../package.json';
import type { SystemPart, SystemView } from '../../shared/schemas/admin';
import type { Config } from '../config';
import { ownerEmails } from '../db/repositories/admin-users';
import { recentContentRenders } from '../db/repositories/content-renders';
import type { Database } from '../db/schema';
import { formatAge, formatLocalTime } from '../time';
import { ALERTS, ALERT_CONDITIONS, ALERT_TITLES, alertKey } from './alerts';
import { type BackupRecord, readLastBackup, readLastGoodBackup } from './backup-record';
import { type DatabaseState, checkDatabase, checkDisk, checkOutbox } from './checks';

/** How many of the newest published versions the page lists with their renders. */
const RENDERS_SHOWN = 5;

/** A Redis that has not answered PING in this long is reported as not answering. */
export const REDIS_PING_TIMEOUT_MS = 1_000;

// The commit and time of the build, set by scripts/build-server.ts; absent when run from source.
declare const __SERVER_BUILD__: { commit: string | null; builtAt: string } | undefined;
const build = typeof __SERVER_BUILD__ === 'undefined' ? undefined : __SERVER_BUILD__;

type Fact = SystemPart['facts'][number];
const fact = (label: string, value: string): Fact => ({ label, value });
const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

const DATABASE_WORDS: Record<DatabaseState, string> = {
  ok: 'Reachable, and takes writes.',
  busy: 'Busy: writes wait longer than usual. Visitors may be asked to try again.',
  'read-only': 'Read-only: nothing can be stored. Visitors are asked to try again later.',
  full: 'Full: its disk has no room for more. Visitors are asked to try again later.',
  unavailable: 'Not reachable: nothing can be stored. Visitors are asked to try again later.',
};

async function databasePart(db: Kysely<Database>, config: Config): Promise<SystemPart> {
  const state = await checkDatabase(db);
  return {
    state: state === 'ok' ? 'ok' : state === 'busy' ? 'warning' : 'problem',
    summary: DATABASE_WORDS[state],
    facts: [fact('Kind', config.database.dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL')],
  };
}

async function redisPart(redis: Redis | undefined): Promise<SystemPart> {
  if (!redis) {
    return {
      state: 'ok',
      summary: 'Not configured (REDIS_URL is not set): each process counts rate limits on its own.',
      facts: [],
    };
  }
  let timer: NodeJS.Timeout | undefined;
  const answered = await Promise.race([
    redis.ping().then(
      () => true,
      () => false,
    ),
    new Promise<false>(
      (resolve) => (timer = setTimeout(() => resolve(false), REDIS_PING_TIMEOUT_MS)),
    ),
  ]);
  clearTimeout(timer);
  return answered
    ? { state: 'ok', summary: 'Answering: rate limits are shared by every process.', facts: [] }
    : {
        state: 'warning',
        summary: `Not answering within ${REDIS_PING_TIMEOUT_MS / 1000} s: visitors are served without rate limits until it is back.`,
        facts: [],
      };
}

async function mailPart(db: Kysely<Database>, config: Config, now: Date): Promise<SystemPart> {
  const outbox = await checkOutbox(db);
  const facts = [
    fact('Sent by', config.mail.smtpUrl ? 'SMTP server' : `Files in ${config.mail.outboxDir}`),
    fact('Waiting', String(outbox.waiting)),
  ];
  if (outbox.oldestQueuedAt) {
    facts.push(fact('Oldest unsent', formatAge(outbox.oldestQueuedAt, now.getTime())));
  }
  if (outbox.oldestLastError) facts.push(fact('Last error', outbox.oldestLastError));
  const waitedMs = outbox.oldestQueuedAt ? now.getTime() - Date.parse(outbox.oldestQueuedAt) : 0;
  if (waitedMs >= ALERTS.mailUnsentMs) {
    return {
      state: 'problem',
      summary: `A mail has waited more than ${ALERTS.mailUnsentMs / 60_000} minutes. The owners' alert mails wait in the same outbox, so this page and the server log are where this shows.`,
      facts,
    };
  }
  if (outbox.oldestLastError) {
    return {
      state: 'warning',
      summary: 'The mail server refused the last attempt: the mail is tried again later.',
      facts,
    };
  }
  if (!config.mail.smtpUrl) {
    return {
      state: 'warning',
      summary: 'SMTP_URL is not set: mail is written as files and nobody receives it.',
      facts,
    };
  }
  return {
    state: 'ok',
    summary: outbox.waiting === 0 ? 'Going out: nothing is waiting.' : 'Going out.',
    facts,
  };
}

async function diskPart(config: Config): Promise<SystemPart> {
  const { dataDir, diskLowMb } = config.ops;
  const disk = await checkDisk(dataDir, diskLowMb);
  const facts = [fact('Data folder', dataDir), fact('Warning under', `${diskLowMb} MB`)];
  if (disk.freeMb === undefined) {
    return { state: 'warning', summary: 'The free space cannot be read on this system.', facts };
  }
  facts.unshift(fact('Free', `${disk.freeMb.toLocaleString('en-US')} MB`));
  return disk.low
    ? {
        state: 'problem',
        summary: `Less than ${diskLowMb} MB free (DISK_LOW_MB): when the disk is full, nothing new can be stored.`,
        facts,
      }
    : { state: 'ok', summary: 'Enough free space.', facts };
}

function backupFacts(record: BackupRecord, now: Date): Fact[] {
  return [
    fact('Taken', `${formatLocalTime(record.at)} (${formatAge(record.at, now.getTime())})`),
    fact('Size', megabytes(record.bytes)),
    fact('File', record.file),
    fact(
      'Copied to',
      record.copyOk === null
        ? 'Not copied (BACKUP_COPY_COMMAND is not set)'
        : (record.copyTarget ?? 'Off this machine (BACKUP_COPY_TARGET can name where)'),
    ),
  ];
}

async function backupPart(db: Kysely<Database>, config: Config, now: Date): Promise<SystemPart> {
  const [last, lastGood] = [await readLastBackup(db), await readLastGoodBackup(db)];
  if (last && (!last.ok || last.copyOk === false)) {
    return {
      state: 'problem',
      summary: `The last backup ${last.copyOk === false ? 'was taken but its copy failed' : 'failed'}: ${last.error ?? 'no reason was recorded'}`,
      facts: [
        ...backupFacts(last, now),
        fact('Last good one', lastGood ? formatLocalTime(lastGood.at) : 'None'),
      ],
    };
  }
  if (!config.backup.dir) {
    return {
      state: 'warning',
      summary:
        'Backups are not configured (BACKUP_DIR is not set): a lost disk loses every quote and account.',
      facts: lastGood ? backupFacts(lastGood, now) : [],
    };
  }
  if (!lastGood) {
    return { state: 'warning', summary: 'No backup has been taken yet.', facts: [] };
  }
  const facts = backupFacts(lastGood, now);
  if (now.getTime() - Date.parse(lastGood.at) >= ALERTS.backupMissingMs) {
    return {
      state: 'problem',
      summary: `No backup has succeeded for more than ${ALERTS.backupMissingMs / 3_600_000} hours.`,
      facts,
    };
  }
  return lastGood.copyOk
    ? { state: 'ok', summary: 'Taken, and copied off this machine.', facts }
    : {
        state: 'warning',
        summary: 'Taken, but kept on this machine only: a lost disk loses the backups too.',
        facts,
      };
}

function versionPart(now: Date): SystemPart {
  const startedAt = new Date(now.getTime() - process.uptime() * 1000).toISOString();
  const facts = [fact('Version', version)];
  if (build?.commit) facts.push(fact('Commit', build.commit));
  if (build) facts.push(fact('Built', formatLocalTime(build.builtAt)));
  facts.push(fact('Started', formatLocalTime(startedAt)));
  const age = formatAge(startedAt, now.getTime());
  return { state: null, summary: `This process started ${age}.`, facts };
}

/** The owners' view of every part, read afresh (GET /api/admin/system). */
export async function readSystemState({
  db,
  config,
  redis,
  servedVersion,
  now = new Date(),
}: {
  db: Kysely<Database>;
  config: Config;
  redis: Redis | undefined;
  /** The published version whose pages this process serves (0: the build's). */
  servedVersion: number;
  now?: Date;
}): Promise<SystemView> {
  const [database, redisState, mail, disk, backup] = await Promise.all([
    databasePart(db, config),
    redisPart(redis),
    mailPart(db, config, now),
    diskPart(config),
    backupPart(db, config, now),
  ]);
  const owners = await ownerEmails(db);
  const mailed = await db
    .selectFrom('settings')
    .select(['key', 'value'])
    .where(
      'key',
      'in',
      ALERT_CONDITIONS.map((condition) => alertKey(condition)),
    )
    .execute();
  return {
    checkedAt: now.toISOString(),
    parts: { database, redis: redisState, mail, disk, backup, version: versionPart(now) },
    alerts: {
      recipients: owners.length > 0 ? owners : [config.mail.agencyTo],
      repeatHours: ALERTS.repeatAfterMs / 3_600_000,
      lastMailed: ALERT_CONDITIONS.flatMap((condition) => {
        const row = mailed.find((setting) => setting.key === alertKey(condition));
        return row ? [{ title: ALERT_TITLES[condition], at: row.value }] : [];
      }),
    },
    renders: {
      served: servedVersion,
      versions: await recentContentRenders(db, now, RENDERS_SHOWN),
    },
  };
}
