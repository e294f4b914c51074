import type { FastifyInstance } from 'fastify';
import { Housekeeping } from '../db/housekeeping';
import { InvoiceReminders } from '../invoices/reminders';
import { AlertMonitor } from '../ops/alerts';
import { BackupScheduler } from '../ops/backup-scheduler';

/**
 * What runs beside the requests, started when the app is ready and stopped when it closes: the
 * outbox's sender and the invoices' reminders (both off with `sendMail: false`, for tests that
 * drive them), housekeeping, backups when BACKUP_DIR is set, and the owners' alerts. A shutdown
 * ends each answered connection, then stops the jobs and closes the database.
 */
export function runBackgroundJobs(app: FastifyInstance, { sendMail }: { sendMail: boolean }): void {
  const { config, db, mailSender } = app;
  if (sendMail) {
    app.addHook('onReady', async () => mailSender.start());
    // A stored request has just queued its mails: send them now, not at the next poll.
    app.addHook('onResponse', async (request, reply) => {
      if (request.method === 'POST' && reply.statusCode === 201) mailSender.wake();
    });
  }
  // An answer finished during a shutdown ends its connection, so the drain never waits on keep-alive.
  let draining = false;
  app.addHook('preClose', async () => void (draining = true));
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
  const housekeeping = new Housekeeping(db, config, app.log.child({ module: 'housekeeping' }));
  app.addHook('onReady', async () => housekeeping.start());
  // Reminders of unpaid invoices, with the mail sender (off in tests that drive it themselves).
  const reminders = new InvoiceReminders(
    db,
    app.mailer,
    app.log.child({ module: 'reminders' }),
    () => mailSender.wake(),
  );
  if (sendMail) app.addHook('onReady', async () => reminders.start());
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
  if (backups) app.addHook('onReady', async () => backups.start());
  const alerts = new AlertMonitor({
    db,
    config,
    mailer: app.mailer,
    log: app.log.child({ module: 'alerts' }),
  });
  app.addHook('onReady', async () => alerts.start());
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
