import { tmpdir } from 'node:os';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Config } from '../../src/server/config';
import { createDatabase } from '../../src/server/db/database';
import { ALERTS, AlertMonitor } from '../../src/server/ops/alerts';
import { recordBackup } from '../../src/server/ops/backup-record';
import { type SystemView, adminApi } from '../../src/shared/schemas/admin';
import { as, signedIn } from '../helpers/admin-session';
import { TestSmtpServer, waitUntil } from '../helpers/smtp';
import {
  type TestApp,
  createTestApp,
  dialects,
  queueMail,
  hashTestPassword,
} from '../helpers/test-app';
import { insertInvitedAccount, saveAdmin } from '../../src/server/db/repositories/admin-users';

const OWNERS = ['ana@kumuldigital.com.pg', 'ben@kumuldigital.com.pg'];
const PASSWORD = 'a long owner password';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A logger that keeps what it is told, by level. */
const recordingLog = () => {
  const lines: { level: string; message: string }[] = [];
  const at =
    (level: string) =>
    (...args: unknown[]) =>
      void lines.push({ level, message: String(args.find((arg) => typeof arg === 'string')) });
  return { lines, info: at('info'), warn: at('warn'), error: at('error') };
};

describe.each(dialects)('alerts to the owners on %s', (dialect) => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  beforeEach(async () => {
    smtp = await new TestSmtpServer().start();
    // The app's own sender delivers the outbox to the test server, retrying quickly.
    t = await createTestApp(dialect, {
      mail: { smtpUrl: smtp.url, retryBaseMs: 20, retryMaxMs: 50 },
    });
    const { db } = t.app;
    // Owners are told once they have signed in; an owner invited who never did is not (L9: a typo).
    const hash = await hashTestPassword(PASSWORD);
    for (const email of OWNERS) {
      await saveAdmin(db, email, hash);
      await signedIn(t, email, PASSWORD);
    }
    await db.transaction().execute((trx) =>
      insertInvitedAccount(trx, {
        email: 'typo-owner@exmaple.com',
        role: 'owner',
        now: new Date().toISOString(),
      }),
    );
    // Neither a disabled owner nor staff are told.
    await saveAdmin(db, 'gone@kumuldigital.com.pg', 'unused');
    await db
      .updateTable('admin_users')
      .set({ disabled_at: new Date().toISOString() })
      .where('email', '=', 'gone@kumuldigital.com.pg')
      .execute();
    await saveAdmin(db, 'staff@kumuldigital.com.pg', 'unused');
    await db
      .updateTable('admin_users')
      .set({ role: 'staff' })
      .where('email', '=', 'staff@kumuldigital.com.pg')
      .execute();
  });
  afterEach(async () => {
    await t.close();
    await smtp.stop();
  });

  /** A monitor on the app's database (or another connection to it) with a clock the test moves. */
  const monitor = (config: Partial<Config> = {}, db = t.app.db) => {
    // From the real time: the outbox stamps its mails with it, and the mail-unsent alert reads that.
    const start = Date.now();
    const clock = { now: new Date(start) };
    const log = recordingLog();
    const alerts = new AlertMonitor({
      db,
      config: { ...t.app.config, ...config },
      mailer: t.app.mailer,
      log,
      now: () => clock.now,
    });
    const at = (ms: number) => {
      clock.now = new Date(start + ms);
      return alerts.checkOnce();
    };
    return { alerts, log, at, start };
  };

  const diskAlwaysLow = { ops: { diskLowMb: 1_000_000_000, dataDir: tmpdir() } };

  const queuedAlerts = async () =>
    (
      await t.app.db
        .selectFrom('outbox')
        .select(['recipient', 'subject'])
        .where('kind', '=', 'owner-alert')
        .orderBy('id')
        .execute()
    ).map((row) => `${row.recipient}: ${row.subject}`);

  /** The outbox has delivered everything: its mails cannot look 30 minutes old when the clock jumps. */
  const delivered = (count: number) =>
    waitUntil(() => smtp.received.length === count, `${count} mails delivered`);

  const DISK_MAILS = OWNERS.map((to) => `${to}: The disk is nearly full (Kumul Digital site)`);

  it('mails the owners once a condition has held long enough, then not again for 6 hours', async () => {
    const { at, log } = monitor(diskAlwaysLow);
    expect(await at(0)).toEqual([]);
    expect(await at(ALERTS.diskLowForMs - 1)).toEqual([]);
    expect(await queuedAlerts()).toEqual([]);

    expect(await at(ALERTS.diskLowForMs)).toEqual(['disk-low']);
    expect(await queuedAlerts()).toEqual(DISK_MAILS);
    await delivered(2);
    await at(ALERTS.diskLowForMs + MINUTE);
    await at(ALERTS.diskLowForMs + ALERTS.repeatAfterMs - 1);
    expect(await queuedAlerts()).toEqual(DISK_MAILS);

    await at(ALERTS.diskLowForMs + ALERTS.repeatAfterMs);
    expect(await queuedAlerts()).toEqual([...DISK_MAILS, ...DISK_MAILS]);
    // One error line when it started to hold, however often it was seen.
    expect(log.lines.filter((line) => line.level === 'error').map((line) => line.message)).toEqual([
      expect.stringMatching(/^alert: The disk is nearly full\. Only \d+ MB is free/),
    ]);

    // Delivered by the outbox: to each owner, twice; not to the disabled or invited owner nor to staff.
    await delivered(4);
    expect(smtp.received.map((mail) => mail.to.join()).sort()).toEqual(
      [...OWNERS, ...OWNERS].sort(),
    );
    expect(smtp.received[0]?.text).toContain('/admin/system');
  });

  it('two processes on one database mail once', async () => {
    const second = createDatabase(t.database);
    try {
      const one = monitor(diskAlwaysLow);
      const two = monitor(diskAlwaysLow, second);
      await Promise.all([one.at(0), two.at(0)]);
      await Promise.all([one.at(ALERTS.diskLowForMs), two.at(ALERTS.diskLowForMs)]);
      await Promise.all([
        one.at(ALERTS.diskLowForMs + MINUTE),
        two.at(ALERTS.diskLowForMs + MINUTE),
      ]);
      expect(await queuedAlerts()).toEqual(DISK_MAILS);
    } finally {
      await second.destroy();
    }
  });

  it('when SMTP refuses, the mail-unsent alert waits in the outbox: the log and the System page tell', async () => {
    smtp.refuseWith = 451;
    await queueMail(t.app);
    const lastError = async () =>
      (await t.app.db.selectFrom('outbox').select('last_error').executeTakeFirstOrThrow())
        .last_error;
    await waitUntil(async () => (await lastError()) !== '', 'the refused attempt');
    // Queued 31 minutes ago, as far as everyone can tell.
    await t.app.db
      .updateTable('outbox')
      .set({ created_at: new Date(Date.now() - 31 * MINUTE).toISOString() })
      .execute();

    const log = recordingLog();
    const alerts = new AlertMonitor({
      db: t.app.db,
      config: t.app.config,
      mailer: t.app.mailer,
      log,
    });
    expect(await alerts.checkOnce()).toEqual(['mail-unsent']);
    expect(log.lines.find((line) => line.level === 'error')?.message).toMatch(
      /^alert: Mail is not going out\. 1 mail waiting in the outbox; .*The mail server's last answer: .*451/,
    );
    expect(await queuedAlerts()).toEqual(
      OWNERS.map((to) => `${to}: Mail is not going out (Kumul Digital site)`),
    );

    const owner = await signedIn(t, 'ana@kumuldigital.com.pg', PASSWORD);
    const res = await t.app.inject({ method: 'GET', url: adminApi.system, ...as(owner) });
    const { mail } = res.json<SystemView>().parts;
    expect(mail.state).toBe('problem');
    expect(mail.summary).toContain("The owners' alert mails wait in the same outbox");
    expect(smtp.received).toEqual([]);

    // Once the mail server takes mail again, the owners hear of it.
    smtp.refuseWith = undefined;
    await waitUntil(() => smtp.received.length === 3, 'the backlog and the alerts');
    expect(
      smtp.received
        .filter((m) => m.headers.subject?.startsWith('Mail is not going out'))
        .map((m) => m.to.join())
        .sort(),
    ).toEqual(OWNERS);
  });

  it('the database unreachable for 2 minutes: mailed directly over SMTP, once', async () => {
    const own = createDatabase(t.database);
    const { at, log } = monitor({}, own);
    await at(0); // learns who the owners are
    await own.destroy(); // from here on, every query of this monitor fails
    expect(await at(MINUTE)).toEqual([]);
    expect(await at(MINUTE + ALERTS.databaseDownForMs)).toEqual(['database-down']);
    await at(MINUTE + ALERTS.databaseDownForMs + MINUTE);

    expect(smtp.received.map((mail) => mail.to.join()).sort()).toEqual(OWNERS);
    expect(smtp.received[0]?.headers.subject).toBe(
      'The database cannot take writes (Kumul Digital site)',
    );
    expect(await queuedAlerts()).toEqual([]);
    expect(log.lines.filter((line) => line.level === 'error')).toHaveLength(1);
  });

  it('backups: none for 26 hours since the start, and a failed one', async () => {
    const { at, start } = monitor({ backup: { ...t.app.config.backup, dir: tmpdir() } });
    expect(await at(ALERTS.backupMissingMs - 1)).toEqual([]);
    expect(await at(ALERTS.backupMissingMs)).toEqual(['backup-missing']);
    await delivered(2);

    await recordBackup(t.app.db, {
      at: new Date(start + 27 * HOUR).toISOString(),
      ok: false,
      file: '/backups/site.db',
      bytes: 0,
      copyTarget: null,
      copyOk: null,
      error: 'No space left on device',
    });
    expect(await at(27 * HOUR)).toEqual(['backup-missing', 'backup-failed']);
    expect(await queuedAlerts()).toEqual([
      ...OWNERS.map((to) => `${to}: No backup for more than a day (Kumul Digital site)`),
      ...OWNERS.map((to) => `${to}: The last backup failed (Kumul Digital site)`),
    ]);
  });
});
