import type { FastifyInstance } from 'fastify';
import { Housekeeping } from '../db/housekeeping';
import { InvoiceReminders } from '../invoices/reminders';
import { AlertMonitor } from '../ops/alerts';
import { BackupScheduler } from '../ops/backup-scheduler';

/**
 * What runs beside the requests, started when the app is ready and stopped when it closes: the
 * outbox's sender and the invoices' reminders (both off with `sendMail: false`, for tests that
 * drive them), housekeeping, backups when BACKUP_DIR is set, and the owners' alerts. With
 * `backgroundJobs: false` none of them starts, so only requests write (a test that compares the
 * database between requests). A shutdown ends each answered connection, then stops the jobs and
 * closes the database.
 */
export function runBackgroundJobs(
  app: FastifyInstance,
  { sendMail, backgroundJobs }: { sendMail: boolean; backgroundJobs: boolean },
): void {
  const { config, db, mailSender } = app;
  // Each job's start, registered only when jobs run at all.
  const startWhenReady = (start: () => void) => {
    if (backgroundJobs) app.addHook('onReady', async () => start());
  };
  if (sendMail) {
    startWhenReady(() => mailSender.start());
    // A stored request has just queued its mails: send them now, not at the next poll (a site's
    // form answers 200 with its thank-you page, a sign-in link 202).
    app.addHook('onResponse', async (request, reply) => {
      if (request.method === 'POST' && reply.statusCode >= 200 && reply.statusCode < 300) {
        mailSender.wake();
      }
    });
  }
  // An answer finished during a shutdown ends its connection, so the drain never waits on keep-alive.
  let draining = false;
  app.addHook('preClose', async () => void (draining = true));
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
  const housekeeping = new Housekeeping(db, config, app.log.child({ module: 'housekeeping' }));
  startWhenReady(() => housekeeping.start());
  // Reminders of unpaid invoices, with the mail sender (off in tests that drive it themselves).
  const reminders = new InvoiceReminders(
    db,
    app.mailer,
    app.log.child({ module: 'reminders' }),
    () => mailSender.wake(),
  );
  if (sendMail) startWhenReady(() => reminders.start());
  const { dir } = config.backup;
  const backups = dir
    ? new BackupScheduler({
        db,
        location: config.database,
        backup: { ...config.backup, dir },
        log: app.log.child({ module: 'backup' }),
      })
    : undefined;
  app.decorate('backups', backups);
  if (backups) startWhenReady(() => backups.start());
  const alerts = new AlertMonitor({
    db,
    config,
    mailer: app.mailer,
    log: app.log.child({ module: 'alerts' }),
  });
  startWhenReady(() => alerts.start());
  // In this order: a send in progress finishes (and is recorded) before the database closes.
  app.addHook('onClose', async () => {
    await housekeeping.stop();
    await reminders.stop();
    await backups?.stop();
    await alerts.stop();
    await mailSender.stop();
    await db.destroy();
  });
}
