import { randomUUID } from 'node:crypto';
import { type Kysely, type SqlBool, type Selectable, type Transaction, sql } from 'kysely';
import type { SettingsView } from '../../../shared/schemas/admin';
import type { Database, OutboxTable } from '../schema';

/** An image shown in the HTML part through its Content-ID (cid:...): a stored logo (decision 070). */
export interface InlineAttachment {
  cid: string;
  /** The row of logos whose bytes are attached. */
  logoHash: string;
}

/** An invoice's PDF, made when the mail is sent from the invoice as stored (decision 098). */
export interface InvoiceAttachment {
  invoiceNumber: string;
}

export type MailAttachment = InlineAttachment | InvoiceAttachment;

export interface OutgoingMail {
  kind: string;
  /** To the agency's own mailbox, or to an address a visitor typed (held to the hourly cap). */
  audience: OutboxTable['audience'];
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
  /** The client address (throttleAddress) whose request caused it; none for staff's and alerts. */
  clientAddress?: string;
}

export type OutboxRow = Selectable<OutboxTable>;

/** What a mail file adds beyond its texts and attachments: its headers and MIME boundaries. */
const MAIL_FILE_HEADERS = 1024;

/** A text's length quoted-printable: '=', control and non-ASCII bytes as =XX, CRLF, a soft break every 76. */
function quotedPrintableBytes(text: string): number {
  let bytes = 0;
  for (const byte of Buffer.from(text)) {
    bytes += byte === 0x0a ? 2 : byte === 0x3d || byte < 0x20 || byte > 0x7e ? 3 : 1;
  }
  return Math.ceil((bytes * 78) / 76);
}

/**
 * The bytes a queued mail keeps (decision 105): its row, and its file as written (the .eml of the
 * file transport; over SMTP the agency's mailbox keeps the same), texts quoted-printable and
 * attachments in base64 (a line break every 76 characters).
 */
function storedMailBytes(mail: OutgoingMail, attachmentBytes: number): number {
  const row = [
    mail.subject,
    mail.text,
    mail.html,
    JSON.stringify(mail.headers ?? {}),
    JSON.stringify(mail.attachments ?? []),
  ].reduce((sum, text) => sum + Buffer.byteLength(text), 0);
  const file =
    MAIL_FILE_HEADERS +
    Buffer.byteLength(mail.subject) +
    quotedPrintableBytes(mail.text) +
    quotedPrintableBytes(mail.html) +
    Math.ceil((Math.ceil(attachmentBytes / 3) * 4 * 78) / 76);
  return row + file;
}

/** The bytes of the stored logos a mail attaches; an invoice's PDF is made when it is sent, by staff. */
async function attachedLogoBytes(
  trx: Transaction<Database>,
  attachments: MailAttachment[],
): Promise<number> {
  const hashes = attachments.flatMap((attachment) =>
    'logoHash' in attachment ? [attachment.logoHash] : [],
  );
  if (hashes.length === 0) return 0;
  const { n } = await trx
    .selectFrom('logos')
    .select(sql<number>`coalesce(sum(length(data)), 0)`.as('n'))
    .where('hash', 'in', hashes)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/**
 * Queues a mail inside the caller's transaction: it exists exactly when the row that caused it
 * does. Answers the bytes it will keep, for the caller's storage quota.
 */
export async function enqueueMail(
  trx: Transaction<Database>,
  mail: OutgoingMail,
  messageDomain: string,
): Promise<number> {
  const now = new Date().toISOString();
  await trx
    .insertInto('outbox')
    .values({
      kind: mail.kind,
      audience: mail.audience,
      recipient: mail.to,
      recipient_key: mail.to.toLowerCase(),
      client_address: mail.clientAddress ?? '',
      reply_to: mail.replyTo ?? '',
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      headers: JSON.stringify(mail.headers ?? {}),
      attachments: JSON.stringify(mail.attachments ?? []),
      message_id: `<${randomUUID()}@${messageDomain}>`,
      created_at: now,
      next_attempt_at: now,
      attempts: 0,
      claimed_until: null,
      claim_token: null,
      sent_at: null,
      failed_at: null,
      last_error: '',
    })
    .execute();
  return storedMailBytes(mail, await attachedLogoBytes(trx, mail.attachments ?? []));
}

/**
 * Visitor mails queued since `since` to this recipient and caused by this client address: the
 * per-recipient and per-address limits count them (decision 071).
 */
export async function visitorMailsSince(
  trx: Transaction<Database>,
  { recipient, clientAddress }: { recipient: string; clientAddress: string },
  since: string,
): Promise<{ toRecipient: number; fromAddress: number }> {
  const counted = (column: 'recipient_key' | 'client_address', value: string) =>
    trx
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll().as('n'))
      .where(column, '=', value)
      .where('created_at', '>=', since)
      .where('audience', '=', 'visitor')
      .executeTakeFirstOrThrow();
  const toRecipient = await counted('recipient_key', recipient.toLowerCase());
  const fromAddress = await counted('client_address', clientAddress);
  return { toRecipient: Number(toRecipient.n), fromAddress: Number(fromAddress.n) };
}

/**
 * The part of the hourly cap on visitor mails kept for client addresses with no visitor mail sent
 * (or being sent) in the hour: a fifth, rounded up, so a few addresses cannot hold the whole hour
 * (decision 105).
 */
export const keptForNewAddresses = (perHour: number): number => Math.ceil(perHour / 5);

/** Visitor mails (of `table`, outbox or an alias of it) sent in the hour before `now`, or being sent now. */
const sentThisHour = (table: 'outbox' | 'busy', now: string) => {
  const hourAgo = new Date(new Date(now).getTime() - 60 * 60_000).toISOString();
  const column = (name: string) => sql.ref(`${table}.${name}`);
  // A claim is cleared once the mail is sent or has failed, so the two never overlap.
  return sql<SqlBool>`${column('audience')} = 'visitor' and (${column('sent_at')} > ${hourAgo} or ${column('claimed_until')} > ${now})`;
};

/**
 * Mails that are due and not held by a live claim; none of the visitors' when told, or only those
 * of client addresses with none sent in the hour. The agency's and staff's first, then visitors'
 * in turns by client address (each address's oldest, then each one's second, ...), so a flood from
 * one address never queues ahead of another's first mail.
 */
export async function dueMails(
  db: Kysely<Database>,
  now: string,
  limit: number,
  { agencyOnly, newAddressesOnly = false }: { agencyOnly: boolean; newAddressesOnly?: boolean },
): Promise<Array<Pick<OutboxRow, 'id' | 'audience'>>> {
  let query = db
    .selectFrom('outbox')
    .select([
      'id',
      'audience',
      sql<number>`row_number() over (partition by audience, client_address order by id)`.as('turn'),
    ])
    .where('sent_at', 'is', null)
    .where('failed_at', 'is', null)
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]));
  if (agencyOnly) query = query.where('audience', '!=', 'visitor');
  if (newAddressesOnly) {
    query = query.where((eb) =>
      eb.or([
        eb('audience', '!=', 'visitor'),
        eb(
          'client_address',
          'not in',
          eb
            .selectFrom('outbox as busy')
            .select('busy.client_address')
            .where(sentThisHour('busy', now)),
        ),
      ]),
    );
  }
  const rows = await query
    .orderBy(sql`case when audience = 'visitor' then 1 else 0 end`)
    .orderBy(sql`turn`)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map(({ id, audience }) => ({ id, audience }));
}

/**
 * Takes one mail for `leaseMs`. A single conditional UPDATE, so of several senders (threads or
 * processes, SQLite or PostgreSQL) exactly one gets the row back; the others move on.
 */
export async function claimMail(
  db: Kysely<Database>,
  id: number,
  token: string,
  now: Date,
  leaseMs: number,
): Promise<OutboxRow | undefined> {
  const nowIso = now.toISOString();
  // One statement: a claim is never taken without its row read (the connection may die between two).
  return db
    .updateTable('outbox')
    .set({ claimed_until: new Date(now.getTime() + leaseMs).toISOString(), claim_token: token })
    .where('id', '=', id)
    .where('sent_at', 'is', null)
    .where('failed_at', 'is', null)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', nowIso)]))
    .returningAll()
    .executeTakeFirst();
}

/**
 * Claims a visitor mail only while fewer than `perHour` visitor mails went out in the last hour or
 * are being sent now: 'over-cap' when the hour is full, 'kept-for-new' when only the part kept for
 * addresses with nothing sent this hour is left and this mail's address has had one (decision
 * 105). The senders take turns through a lock on one settings row, so the count and the claim are
 * one step for every process (decision 040).
 */
export async function claimVisitorMail(
  db: Kysely<Database>,
  id: number,
  token: string,
  now: Date,
  leaseMs: number,
  perHour: number,
): Promise<OutboxRow | 'over-cap' | 'kept-for-new' | undefined> {
  const nowIso = now.toISOString();
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('settings')
      .set({ value: nowIso })
      .where('key', '=', 'visitor_mail_claims')
      .execute();
    const { n } = await trx
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll().as('n'))
      .where(sentThisHour('outbox', nowIso))
      .executeTakeFirstOrThrow();
    if (Number(n) >= perHour) return 'over-cap';
    if (Number(n) >= perHour - keptForNewAddresses(perHour)) {
      const busy = await trx
        .selectFrom('outbox as busy')
        .select('busy.id')
        .where('busy.client_address', '=', (eb) =>
          eb.selectFrom('outbox').select('client_address').where('id', '=', id),
        )
        .where(sentThisHour('busy', nowIso))
        .limit(1)
        .executeTakeFirst();
      if (busy) return 'kept-for-new';
    }
    return claimMail(trx, id, token, now, leaseMs);
  });
}

/**
 * Marks a mail sent: called only after the mail server accepted it. Whoever holds the claim now,
 * the mail did go out, so the claim token is not checked here.
 */
export async function markSent(db: Kysely<Database>, id: number): Promise<void> {
  await db
    .updateTable('outbox')
    .set({
      sent_at: new Date().toISOString(),
      attempts: sql<number>`attempts + 1`,
      claimed_until: null,
      claim_token: null,
      last_error: '',
    })
    .where('id', '=', id)
    .where('sent_at', 'is', null)
    .execute();
}

/** Records a failed attempt and when to try again, or that no further attempt will be made. */
export async function markAttemptFailed(
  db: Kysely<Database>,
  id: number,
  token: string,
  failure: { error: string; nextAttemptAt: string; giveUp: boolean },
): Promise<void> {
  await db
    .updateTable('outbox')
    .set({
      attempts: sql<number>`attempts + 1`,
      next_attempt_at: failure.nextAttemptAt,
      failed_at: failure.giveUp ? new Date().toISOString() : null,
      claimed_until: null,
      claim_token: null,
      last_error: failure.error.slice(0, 1000),
    })
    .where('id', '=', id)
    .where('claim_token', '=', token)
    .execute();
}

/**
 * Makes every mail waiting for a later attempt due now (not those claimed or given up on): the
 * mail server answers again after an outage, so the backlog need not wait out its backoff.
 */
export async function retryWaitingNow(db: Kysely<Database>, now: Date): Promise<number> {
  const nowIso = now.toISOString();
  const result = await db
    .updateTable('outbox')
    .set({ next_attempt_at: nowIso })
    .where('sent_at', 'is', null)
    .where('failed_at', 'is', null)
    .where('next_attempt_at', '>', nowIso)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', nowIso)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

const PRUNE_BATCH = 1000;

/**
 * Empties the bodies and attachments of mails sent (or given up on) before `before`, a thousand
 * at a time; the row stays as the record of who was sent what, when (decision 071). How many.
 */
export async function pruneSentBodies(db: Kysely<Database>, before: string): Promise<number> {
  let pruned = 0;
  for (;;) {
    const result = await db
      .updateTable('outbox')
      .set({ text_body: '', html_body: '', attachments: '[]' })
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('outbox')
          .select('id')
          // Through the index outbox_bodies_kept: only rows not yet pruned are read.
          .where('text_body', '<>', '')
          .where('created_at', '<', before)
          .where((inner) =>
            inner.or([inner('sent_at', '<', before), inner('failed_at', '<', before)]),
          )
          .limit(PRUNE_BATCH),
      )
      .executeTakeFirst();
    const batch = Number(result.numUpdatedRows);
    pruned += batch;
    if (batch < PRUNE_BATCH) return pruned;
  }
}

/** The outbox's counts and the latest error of a mail still waiting, to tell staff why. */
export type OutboxSummary = SettingsView['mail'];

export async function outboxSummary(db: Kysely<Database>): Promise<OutboxSummary> {
  const counts = await db
    .selectFrom('outbox')
    .select([
      sql<number>`cast(coalesce(sum(case when sent_at is null and failed_at is null then 1 else 0 end), 0) as integer)`.as(
        'waiting',
      ),
      sql<number>`cast(coalesce(sum(case when failed_at is not null then 1 else 0 end), 0) as integer)`.as(
        'failed',
      ),
      sql<number>`cast(coalesce(sum(case when sent_at is not null then 1 else 0 end), 0) as integer)`.as(
        'sent',
      ),
    ])
    .executeTakeFirstOrThrow();
  const latest = await db
    .selectFrom('outbox')
    .select('last_error')
    .where('sent_at', 'is', null)
    .where('last_error', '!=', '')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return {
    waiting: Number(counts.waiting),
    failed: Number(counts.failed),
    sent: Number(counts.sent),
    lastError: latest?.last_error ?? '',
  };
}
