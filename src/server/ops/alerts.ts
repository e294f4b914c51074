import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { Config, MailConfig } from '../config';
import { ownerEmails } from '../db/repositories/admin-users';
import { claimTurn } from '../db/repositories/settings';
import type { OutgoingMail } from '../db/repositories/outbox';
import type { Database } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { ownerAlertMail } from '../mail/owner-alerts';
import { smtpTransport } from '../mail/sender';
import { Periodic } from '../periodic';
import { formatLocalTime } from '../time';
import { type BackupRecord, readLastBackup, readLastGoodBackup } from './backup-record';
import {
  type DatabaseState,
  type OutboxBacklog,
  checkDatabase,
  checkDisk,
  checkOutbox,
} from './checks';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** When the owners are told: every threshold of the alerts, in one place (README, decision 067). */
export const ALERTS = {
  /** How often each process looks. */
  checkEveryMs: MINUTE_MS,
  /** A condition that still holds is mailed again after this long, never sooner, across processes. */
  repeatAfterMs: 6 * HOUR_MS,
  /** The oldest mail waiting in the outbox was queued this long ago. */
  mailUnsentMs: 30 * MINUTE_MS,
  /** No successful backup for this long (counted from the server's start when there was none). */
  backupMissingMs: 26 * HOUR_MS,
  /** Free space under DISK_LOW_MB for this long. */
  diskLowForMs: 5 * MINUTE_MS,
  /** The database unreachable, or refusing writes, for this long. */
  databaseDownForMs: 2 * MINUTE_MS,
} as const;

export const ALERT_CONDITIONS = [
  'database-down',
  'disk-low',
  'mail-unsent',
  'backup-missing',
  'backup-failed',
] as const;
export type AlertCondition = (typeof ALERT_CONDITIONS)[number];

/** Each condition as a mail's subject and the System page name it. */
export const ALERT_TITLES: Record<AlertCondition, string> = {
  'database-down': 'The database cannot take writes',
  'disk-low': 'The disk is nearly full',
  'mail-unsent': 'Mail is not going out',
  'backup-missing': 'No backup for more than a day',
  'backup-failed': 'The last backup failed',
};

/** The settings key under which the last mail about a condition is recorded (any process). */
export const alertKey = (condition: AlertCondition) => `alert:${condition}`;

interface Holding {
  since: string;
  detail: string;
}

/** One mail straight out, without the outbox: over SMTP_URL, or as an .eml file beside the outbox's. */
async function sendDirectly(config: MailConfig, mail: OutgoingMail): Promise<void> {
  const message = {
    from: config.from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
  };
  if (config.smtpUrl) {
    const transport = smtpTransport(config.smtpUrl);
    try {
      const info = await transport.sendMail(message);
      if (info.rejected.length > 0) throw new Error(`The mail server refused ${mail.to}.`);
    } finally {
      transport.close();
    }
    return;
  }
  const info = await nodemailer
    .createTransport({ streamTransport: true, buffer: true })
    .sendMail(message);
  await mkdir(config.outboxDir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  await writeFile(join(config.outboxDir, `${stamp}-${mail.kind}.eml`), info.message);
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

export interface AlertMonitorOptions {
  db: Kysely<Database>;
  config: Config;
  mailer: Mailer;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** The clock: tests move it instead of waiting. */
  now?: () => Date;
}

/**
 * Looks every minute at the database, the disk, the outbox and the backups; when a condition has
 * held long enough (ALERTS), mails the owners once per condition per ALERTS.repeatAfterMs. The
 * claim and the mails are written in one transaction, so of several processes one mails. With the
 * database down the outbox cannot be used: that alert goes out directly over SMTP, remembered in
 * this process only. Started and stopped with the app.
 */
export class AlertMonitor {
  private readonly now: () => Date;
  private readonly startedAt: Date;
  private readonly periodic: Periodic;
  /** When this process first saw the disk low, or the database down, in the current spell. */
  private readonly seenSince = new Map<AlertCondition, Date>();
  /** Conditions that have held long enough, as last seen: logged when they start and end. */
  private readonly due = new Set<AlertCondition>();
  /** Alerts sent without the database (it could not record them), and when. */
  private readonly mailedDirectly = new Map<AlertCondition, number>();
  /** The owners as last read, for when the database cannot be asked. */
  private owners: string[] = [];

  constructor(private readonly options: AlertMonitorOptions) {
    this.now = options.now ?? (() => new Date());
    this.startedAt = this.now();
    const check = () =>
      this.checkOnce().then(
        () => undefined,
        (error: unknown) => options.log.error({ err: error }, 'alerts: check failed'),
      );
    this.periodic = new Periodic(check, ALERTS.checkEveryMs);
  }

  start(): void {
    this.periodic.start();
  }

  /** Stops the timer and waits for a check in progress. */
  stop(): Promise<void> {
    return this.periodic.stop();
  }

  /** Looks once and mails what is due; answers the conditions that hold long enough now. */
  async checkOnce(): Promise<AlertCondition[]> {
    const { db, config } = this.options;
    const now = this.now();
    const database = await checkDatabase(db);
    const disk = await checkDisk(config.ops.dataDir, config.ops.diskLowMb);
    const holding = new Map<AlertCondition, Holding>();
    // What could not be read this time keeps its last state: it neither starts nor ends.
    const unknown = new Set<AlertCondition>();

    const downSince = this.spell('database-down', database !== 'ok', now);
    if (downSince && now.getTime() - downSince.getTime() >= ALERTS.databaseDownForMs) {
      holding.set('database-down', {
        since: downSince.toISOString(),
        detail: this.databaseDetail(database, downSince),
      });
    }
    const lowSince = this.spell('disk-low', disk.low, now);
    if (lowSince && now.getTime() - lowSince.getTime() >= ALERTS.diskLowForMs) {
      holding.set('disk-low', {
        since: lowSince.toISOString(),
        detail: `Only ${disk.freeMb} MB is free on the disk that holds the data (${config.ops.dataDir}), under the ${config.ops.diskLowMb} MB of DISK_LOW_MB. When it is full, new quote requests are refused until space is freed.`,
      });
    }

    if (database === 'ok') {
      try {
        this.owners = await ownerEmails(db);
        this.mailUnsent(await checkOutbox(db), now, holding);
        this.backups(await readLastBackup(db), await readLastGoodBackup(db), now, holding);
      } catch (error) {
        this.options.log.warn({ err: error }, 'alerts: could not read the outbox or backups');
        for (const condition of ['mail-unsent', 'backup-missing', 'backup-failed'] as const) {
          unknown.add(condition);
        }
      }
    } else {
      for (const condition of ['mail-unsent', 'backup-missing', 'backup-failed'] as const) {
        unknown.add(condition);
      }
    }

    for (const condition of ALERT_CONDITIONS) {
      const found = holding.get(condition);
      if (found) {
        if (!this.due.has(condition)) {
          this.due.add(condition);
          this.options.log.error(
            { condition, since: found.since },
            `alert: ${ALERT_TITLES[condition]}. ${found.detail}`,
          );
        }
        await this.notify(condition, found, database === 'ok');
      } else if (!unknown.has(condition) && this.due.delete(condition)) {
        this.options.log.info({ condition }, `alert over: ${ALERT_TITLES[condition]}`);
      }
    }
    return ALERT_CONDITIONS.filter((condition) => holding.has(condition));
  }

  /** Since when `condition` has held in this process's eyes, or undefined once it does not. */
  private spell(condition: AlertCondition, holds: boolean, now: Date): Date | undefined {
    if (!holds) {
      this.seenSince.delete(condition);
      return undefined;
    }
    const since = this.seenSince.get(condition) ?? now;
    this.seenSince.set(condition, since);
    return since;
  }

  private databaseDetail(state: DatabaseState, since: Date): string {
    const why = state === 'unavailable' ? 'cannot be reached' : `answers "${state}"`;
    return `The database ${why} and has taken no writes since ${formatLocalTime(since.toISOString())}: visitors' requests are refused with "try again later" until it is back.`;
  }

  private mailUnsent(outbox: OutboxBacklog, now: Date, holding: Map<AlertCondition, Holding>) {
    const oldest = outbox.oldestQueuedAt;
    if (!oldest || now.getTime() - Date.parse(oldest) < ALERTS.mailUnsentMs) return;
    const error = outbox.oldestLastError
      ? ` The mail server's last answer: ${outbox.oldestLastError}`
      : '';
    holding.set('mail-unsent', {
      since: oldest,
      detail: `${plural(outbox.waiting, 'mail')} waiting in the outbox; the oldest was queued at ${formatLocalTime(oldest)}.${error}`,
    });
  }

  private backups(
    last: BackupRecord | undefined,
    lastGood: BackupRecord | undefined,
    now: Date,
    holding: Map<AlertCondition, Holding>,
  ) {
    if (last && (!last.ok || last.copyOk === false)) {
      const what =
        last.copyOk === false
          ? `was taken but its copy${last.copyTarget ? ` to ${last.copyTarget}` : ''} failed`
          : 'failed';
      holding.set('backup-failed', {
        since: last.at,
        detail: `The backup of ${formatLocalTime(last.at)} ${what}: ${last.error ?? 'no reason was recorded'}.`,
      });
    }
    // Only the server's own schedule promises a backup a day: without BACKUP_DIR none is expected.
    if (!this.options.config.backup.dir) return;
    const from = lastGood?.at ?? this.startedAt.toISOString();
    if (now.getTime() - Date.parse(from) < ALERTS.backupMissingMs) return;
    holding.set('backup-missing', {
      since: from,
      detail: lastGood
        ? `No backup has succeeded since ${formatLocalTime(lastGood.at)}.`
        : `No backup has succeeded since the server started at ${formatLocalTime(from)}.`,
    });
  }

  private alertMails(condition: AlertCondition, found: Holding, recipients: string[]) {
    const { config } = this.options;
    const to = recipients.length > 0 ? recipients : [config.mail.agencyTo];
    return to.map((address) =>
      ownerAlertMail({
        to: address,
        title: ALERT_TITLES[condition],
        detail: found.detail,
        since: found.since,
        systemUrl: `${config.publicUrl}/admin/system`,
        repeatHours: ALERTS.repeatAfterMs / HOUR_MS,
      }),
    );
  }

  /** Mails the owners if no process has done so within ALERTS.repeatAfterMs. */
  private async notify(condition: AlertCondition, found: Holding, databaseOk: boolean) {
    const { db, mailer, log } = this.options;
    const now = this.now();
    if (databaseOk && condition !== 'database-down') {
      try {
        const queued = await db.transaction().execute(async (trx) => {
          const claimed = await claimTurn(trx, alertKey(condition), now, ALERTS.repeatAfterMs);
          if (!claimed) return [];
          const mails = this.alertMails(condition, found, await ownerEmails(trx));
          await mailer.ownerAlerts(trx, mails);
          return mails.map((mail) => mail.to);
        });
        if (queued.length > 0) {
          log.warn({ condition, to: queued }, 'alert: the owners are mailed (through the outbox)');
        }
        return;
      } catch (error) {
        log.error(
          { err: error, condition },
          'alert: could not queue the mail; sending it directly',
        );
      }
    }
    const last = this.mailedDirectly.get(condition);
    if (last !== undefined && now.getTime() - last < ALERTS.repeatAfterMs) return;
    try {
      for (const mail of this.alertMails(condition, found, this.owners)) {
        await sendDirectly(this.options.config.mail, mail);
      }
      this.mailedDirectly.set(condition, now.getTime());
      log.warn(
        { condition },
        'alert: the owners are mailed directly (the database cannot record it)',
      );
    } catch (error) {
      // Tried again at the next check; meanwhile the log line above and the System page tell.
      log.error({ err: error, condition }, 'alert: the mail to the owners could not be sent');
    }
  }
}
