import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { customerInvoice } from '../db/repositories/invoice-documents';
import { claimReminder, invoicesToRemind } from '../db/repositories/invoice-reminders';
import { newCustomerLink, reminderLinksOffSince } from '../db/repositories/customer-links';
import { recordEvent } from '../db/repositories/quote-events';
import type { Database } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { Periodic } from '../periodic';

const CHECK_EVERY_MS = 15 * 60_000;

/**
 * Sends the reminders due at `now` (issue 27, item 4): one on an unpaid invoice's due day and one
 * seven days later, no more. Each is claimed in the transaction that queues its mail and records it
 * in the history, so processes sharing the database send it once. Returns how many were sent.
 */
export async function sendDueReminders(
  db: Kysely<Database>,
  mailer: Mailer,
  now = new Date(),
): Promise<number> {
  let sent = 0;
  for (const { invoiceId, step } of await invoicesToRemind(db, now)) {
    const claimed = await db.transaction().execute(async (trx) => {
      if (!(await claimReminder(trx, invoiceId, step, now))) return false;
      const invoice = await customerInvoice(trx, invoiceId, now);
      const row = await trx
        .selectFrom('invoices')
        .select('quote_id')
        .where('id', '=', invoiceId)
        .executeTakeFirstOrThrow();
      if (!invoice) return false;
      const quoteId = row.quote_id;
      // Links staff revoked are not put back by a reminder (decision 104): it goes without them.
      const tokens = (await reminderLinksOffSince(trx, quoteId))
        ? undefined
        : {
            invoice: await newCustomerLink(
              trx,
              { quoteId, purpose: 'invoice', invoiceId },
              'reminder',
              now,
            ),
            order: await newCustomerLink(trx, { quoteId, purpose: 'order' }, 'reminder', now),
          };
      await mailer.invoiceIssued(trx, invoice, tokens, step);
      await recordEvent(trx, row.quote_id, {
        kind: 'reminded',
        actor: null,
        text: `${step === 1 ? 'Reminder' : 'Second reminder'} of invoice ${invoice.number} mailed to the customer`,
        at: now.toISOString(),
      });
      return true;
    });
    if (claimed) sent++;
  }
  return sent;
}

/** Checks for due reminders every 15 minutes; started and stopped with the app. */
export class InvoiceReminders {
  private readonly periodic: Periodic;

  constructor(
    db: Kysely<Database>,
    mailer: Mailer,
    log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
    onSent: () => void,
  ) {
    this.periodic = new Periodic(async () => {
      try {
        const sent = await sendDueReminders(db, mailer);
        if (sent > 0) {
          log.info({ sent }, 'invoice reminders queued');
          onSent();
        }
      } catch (error) {
        // A busy database or another process racing: the next check tries again.
        log.warn({ err: error }, 'invoice reminders not sent this time');
      }
    }, CHECK_EVERY_MS);
  }

  start(): void {
    this.periodic.start();
  }

  stop(): Promise<void> {
    return this.periodic.stop();
  }
}
