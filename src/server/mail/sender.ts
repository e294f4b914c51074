import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { MailConfig } from '../config';
import {
  type MailAttachment,
  type OutboxRow,
  claimMail,
  claimVisitorMail,
  dueMails,
  markAttemptFailed,
  markSent,
  retryWaitingNow,
} from '../db/repositories/outbox';
import { readLogo } from '../db/repositories/logos';
import { storedInvoicePdf } from '../invoices/invoice-pdf';
import type { Database } from '../db/schema';

/** Longer than the slowest SMTP conversation the timeouts below allow, so a claim never lapses mid-send. */
export const CLAIM_LEASE_MS = 5 * 60_000;
/** A mail the server refuses outright (5xx) this often is set aside; other failures retry forever. */
export const PERMANENT_FAILURE_LIMIT = 5;
const BATCH = 50;

type MessageOptions = Parameters<ReturnType<typeof nodemailer.createTransport>['sendMail']>[0];
type Attachments = NonNullable<MessageOptions['attachments']>;

interface Delivery {
  deliver(row: OutboxRow, attachments: Attachments): Promise<void>;
  close(): void;
}

/**
 * The mail's inline logos, read from logos by hash (decision 070), one gone left out; and an
 * invoice's PDF, made from the invoice as stored (decision 098).
 */
async function readAttachments(db: Kysely<Database>, row: OutboxRow): Promise<Attachments> {
  const attachments: Attachments = [];
  for (const attachment of JSON.parse(row.attachments) as MailAttachment[]) {
    if ('invoiceNumber' in attachment) {
      const pdf = await storedInvoicePdf(db, attachment.invoiceNumber);
      if (pdf) attachments.push({ ...pdf, contentType: 'application/pdf' });
      continue;
    }
    const { cid, logoHash } = attachment;
    const logo = await readLogo(db, logoHash);
    if (!logo) continue;
    const extension = logo.contentType.split('/')[1] ?? 'bin';
    attachments.push({
      cid,
      contentType: logo.contentType,
      content: logo.bytes,
      filename: `${cid.split('@')[0]}.${extension}`,
    });
  }
  return attachments;
}

const message = (from: string, row: OutboxRow, attachments: Attachments): MessageOptions => ({
  from,
  to: row.recipient,
  ...(row.reply_to ? { replyTo: row.reply_to } : {}),
  subject: row.subject,
  text: row.text_body,
  html: row.html_body,
  messageId: row.message_id,
  date: new Date(row.created_at),
  headers: JSON.parse(row.headers) as Record<string, string>,
  attachments,
  textEncoding: 'quoted-printable',
});

/** SMTP_URL's transport, with timeouts short enough that a silent server never stalls a send. */
export const smtpTransport = (url: string) =>
  nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });

function smtpDelivery(config: MailConfig & { smtpUrl: string }): Delivery {
  const transport = smtpTransport(config.smtpUrl);
  return {
    async deliver(row, attachments) {
      const info = await transport.sendMail(message(config.from, row, attachments));
      if (info.rejected.length > 0) throw new Error(`The mail server refused ${row.recipient}.`);
    },
    close: () => transport.close(),
  };
}

/** Without SMTP_URL: each mail becomes an .eml file, named by its outbox id, so a retry overwrites. */
function fileDelivery(config: MailConfig): Delivery {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  let ready: Promise<unknown> | undefined;
  return {
    async deliver(row, attachments) {
      ready ??= mkdir(config.outboxDir, { recursive: true });
      await ready;
      const info = await transport.sendMail(message(config.from, row, attachments));
      const stamp = row.created_at.replace(/[:.]/g, '-');
      const file = join(config.outboxDir, `${stamp}-${row.id}-${row.kind}.eml`);
      // Written aside, then renamed: whoever lists the folder never opens a half-written mail.
      await writeFile(`${file}.part`, info.message);
      await rename(`${file}.part`, file);
    },
    close: () => transport.close(),
  };
}

/** Deletes the .eml files written before `before` (decision 071); how many. No folder: none. */
export async function pruneOutboxFiles(dir: string, before: Date): Promise<number> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  let deleted = 0;
  for (const name of names.filter((n) => n.endsWith('.eml'))) {
    const file = join(dir, name);
    if ((await stat(file)).mtime >= before) continue;
    await unlink(file);
    deleted++;
  }
  return deleted;
}

const SERVER_CLOSING = 421;

const responseCode = (error: unknown): number | undefined => {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' ? code : undefined;
};

/**
 * Delivers the outbox. Each mail is claimed in the database first, so any number of senders (in
 * one process or many) send it once; it is marked sent only after the server accepted it, and a
 * failure is retried later with a doubling delay. Polls, and can be woken right after a write.
 */
export class MailSender {
  private readonly delivery: Delivery;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;
  private closing = false;
  /** The last delivery failed because the mail server is away: no answer, or closing (421). */
  private unreachable = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly config: MailConfig,
    private readonly log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>,
  ) {
    const { smtpUrl } = config;
    this.delivery = smtpUrl ? smtpDelivery({ ...config, smtpUrl }) : fileDelivery(config);
  }

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** Looks for due mail now rather than at the next poll (a request has just queued some). */
  wake(): void {
    if (this.stopped) return;
    if (this.running) this.again = true;
    else this.schedule(0);
  }

  /** Stops polling and waits for a send in progress; unsent mail stays in the outbox. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.closing = true;
    clearTimeout(this.timer);
    await this.running;
    this.delivery.close();
  }

  private schedule(ms: number): void {
    clearTimeout(this.timer);
    // unref: a pending poll alone never keeps the process alive.
    this.timer = setTimeout(() => this.tick(), ms).unref();
  }

  private tick(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.runOnce()
      .then(() => undefined)
      .catch((error: unknown) => this.log.warn({ err: error }, 'mail: could not read the outbox'))
      .finally(() => {
        this.running = undefined;
        if (this.stopped) return;
        const now = this.again;
        this.again = false;
        this.schedule(now ? 0 : this.config.pollIntervalMs);
      });
  }

  /**
   * Sends every mail that is due and not claimed by another sender; answers how many it sent.
   * Once the hour's visitor mails are used up but for the part kept for new addresses, only those
   * of addresses with nothing sent this hour go on; once all are used, only the agency's.
   */
  async runOnce(): Promise<number> {
    const token = randomUUID();
    let sent = 0;
    let visitors: 'all' | 'new-addresses' | 'none' = 'all';
    for (;;) {
      const due = await dueMails(this.db, new Date().toISOString(), BATCH, {
        agencyOnly: visitors === 'none',
        newAddressesOnly: visitors === 'new-addresses',
      });
      let progressed = false;
      // The visitors this batch holds are no longer all the sender may take: look again.
      let narrowed = false;
      for (const { id, audience } of due) {
        if (this.closing) return sent;
        if (audience === 'visitor' && (visitors === 'none' || narrowed)) continue;
        const row =
          audience === 'visitor'
            ? await claimVisitorMail(
                this.db,
                id,
                token,
                new Date(),
                CLAIM_LEASE_MS,
                this.config.visitorPerHour,
              )
            : await claimMail(this.db, id, token, new Date(), CLAIM_LEASE_MS);
        if (row === 'over-cap' || row === 'kept-for-new') {
          const next = row === 'over-cap' ? 'none' : 'new-addresses';
          if (next === visitors) continue;
          this.log.info(
            { mailId: id },
            row === 'over-cap'
              ? 'mail: hourly cap on visitor mails reached, it waits'
              : 'mail: the rest of the hour is kept for addresses with nothing sent in it, it waits',
          );
          visitors = next;
          narrowed = progressed = true;
          continue;
        }
        if (!row) continue;
        progressed = true;
        if (await this.attempt(row, token)) sent++;
      }
      // Every mail was taken by someone else or has just failed (and now waits): nothing more to do now.
      if (!progressed || (due.length < BATCH && !narrowed)) return sent;
    }
  }

  private async attempt(row: OutboxRow, token: string): Promise<boolean> {
    try {
      await this.delivery.deliver(row, await readAttachments(this.db, row));
    } catch (error) {
      const attempts = row.attempts + 1;
      const code = responseCode(error);
      // No answer, or 421 (the server is closing: RFC 5321 4.2.3): the server is away, not the mail.
      this.unreachable = code === undefined || code === SERVER_CLOSING;
      const permanent = code !== undefined && code >= 500;
      const giveUp = permanent && attempts >= PERMANENT_FAILURE_LIMIT;
      const delay = Math.min(this.config.retryMaxMs, this.config.retryBaseMs * 2 ** (attempts - 1));
      const reason = (error as Error).message ?? String(error);
      await markAttemptFailed(this.db, row.id, token, {
        error: reason,
        nextAttemptAt: new Date(Date.now() + delay).toISOString(),
        giveUp,
      });
      this.log.warn(
        { mailId: row.id, kind: row.kind, attempts, retryInMs: giveUp ? null : delay, err: reason },
        giveUp ? 'mail: refused permanently, set aside' : 'mail: not sent, will retry',
      );
      return false;
    }
    await this.recordSent(row.id);
    this.log.info({ mailId: row.id, kind: row.kind }, 'mail: sent');
    if (this.unreachable) {
      this.unreachable = false;
      const due = await retryWaitingNow(this.db, new Date());
      this.log.info({ due }, 'mail: the mail server answers again, the waiting mails go now');
      this.again = true;
    }
    return true;
  }

  /**
   * The mail has gone: its row must say so before the claim lapses, or it goes again. The database
   * may be away a moment (a restart), so this tries again until it is back or the app stops.
   */
  private async recordSent(id: number): Promise<void> {
    const deadline = Date.now() + CLAIM_LEASE_MS / 2;
    for (let pause = 100; ; pause = Math.min(pause * 2, 5_000)) {
      try {
        return await markSent(this.db, id);
      } catch (error) {
        if (this.closing || Date.now() + pause > deadline) throw error;
        this.log.warn({ mailId: id, err: error }, 'mail: sent, not yet recorded; trying again');
      }
      await sleep(pause);
    }
  }
}
