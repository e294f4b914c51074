import { randomBytes } from 'node:crypto';
import { type Kysely, type Transaction, sql } from 'kysely';
import { usdEstimate } from '../../../shared/money';
import type { AcceptLink } from '../../../shared/schemas/admin';
import { sha256 } from '../../admin/auth';
import type { CustomerQuote } from '../../../shared/schemas/quote-link';
import type { Database } from '../schema';
import type { QuoteRow } from './quote-events';

/** Links to a quote mailed to its customer (decision 097): random tokens, kept only as hashes. */

export const ACCEPT_LINK_VALID_MS = 30 * 24 * 60 * 60_000;

/** A new accept link for the quote, valid 30 days: the token to mail, never stored as it is. */
export async function createAcceptLink(
  trx: Transaction<Database>,
  quoteId: number,
  actor: string,
  now: Date,
): Promise<{ id: number; token: string; expiresAt: string }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + ACCEPT_LINK_VALID_MS).toISOString();
  const { id } = await trx
    .insertInto('customer_links')
    .values({
      token_hash: sha256(token),
      quote_id: quoteId,
      purpose: 'accept',
      created_by: actor,
      created_at: now.toISOString(),
      expires_at: expiresAt,
      revoked_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, token, expiresAt };
}

export type OpenedLink =
  | { outcome: 'unknown' }
  | { outcome: 'gone' }
  | { outcome: 'open'; quote: QuoteRow; expiresAt: string };

/** The quote a token opens: unknown, gone (expired or revoked), or open with the quote's row. */
export async function openAcceptLink(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<OpenedLink> {
  const row = await db
    .selectFrom('customer_links')
    .innerJoin('quote_requests', 'quote_requests.id', 'customer_links.quote_id')
    .selectAll('quote_requests')
    .select(['customer_links.expires_at as link_expires_at', 'customer_links.revoked_at'])
    .where('customer_links.token_hash', '=', sha256(token))
    .where('customer_links.purpose', '=', 'accept')
    .executeTakeFirst();
  if (!row) return { outcome: 'unknown' };
  const { link_expires_at: expiresAt, revoked_at: revokedAt, ...quote } = row;
  if (revokedAt !== null || !(now.toISOString() < expiresAt)) return { outcome: 'gone' };
  return { outcome: 'open', quote, expiresAt };
}

/** The quote as its customer sees it: lines, the business each was tried with, totals, state. */
export async function customerQuote(
  db: Kysely<Database>,
  quote: QuoteRow,
  expiresAt: string,
): Promise<CustomerQuote> {
  const items = await db
    .selectFrom('quote_items')
    .select(['title', 'quantity', 'unit_price', 'line_total', 'personalisation'])
    .where('quote_id', '=', quote.id)
    .orderBy('id')
    .execute();
  const totalAmount = quote.total_amount + quote.contribution_amount;
  const accepted = quote.accepted_at !== null || quote.status === 'won';
  return {
    reference: quote.reference,
    lang: quote.lang,
    customerName: quote.customer_name,
    receivedAt: quote.created_at,
    lines: items.map((item) => ({
      title: item.title,
      quantity: item.quantity,
      unitPrice: item.unit_price,
      lineTotal: item.line_total,
      personalisedFor:
        (item.personalisation && (JSON.parse(item.personalisation) as { name?: string }).name) ||
        null,
    })),
    extraTrees: quote.extra_trees,
    contributionAmount: quote.contribution_amount,
    totalAmount,
    usdEstimate: usdEstimate(totalAmount),
    state: accepted ? 'accepted' : quote.status === 'lost' ? 'closed' : 'open',
    acceptedAt: quote.accepted_at,
    expiresAt,
  };
}

/** The quote's accept links as staff see them, newest first. */
export async function acceptLinksOf(db: Kysely<Database>, quoteId: number): Promise<AcceptLink[]> {
  const rows = await db
    .selectFrom('customer_links')
    .select(['id', 'created_by', 'created_at', 'expires_at', 'revoked_at'])
    .where('quote_id', '=', quoteId)
    .where('purpose', '=', 'accept')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    sentBy: row.created_by,
    sentAt: row.created_at,
    expiresAt: row.expires_at,
    revokedAt: row.revoked_at,
  }));
}

/** Closes every open accept link of the quote (it was reopened after a decision, decision 109). */
export async function revokeAcceptLinks(
  trx: Transaction<Database>,
  quoteId: number,
  at: string,
): Promise<void> {
  await trx
    .updateTable('customer_links')
    .set({ revoked_at: at })
    .where('quote_id', '=', quoteId)
    .where('purpose', '=', 'accept')
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes one of the quote's links: `already` when it was, `missing` when it is not the quote's. */
export async function revokeAcceptLink(
  trx: Transaction<Database>,
  quoteId: number,
  linkId: number,
  now: Date,
): Promise<'revoked' | 'already' | 'missing'> {
  const result = await trx
    .updateTable('customer_links')
    .set({ revoked_at: now.toISOString() })
    .where('id', '=', linkId)
    .where('quote_id', '=', quoteId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) return 'revoked';
  const exists = await trx
    .selectFrom('customer_links')
    .select('id')
    .where('id', '=', linkId)
    .where('quote_id', '=', quoteId)
    .executeTakeFirst();
  return exists ? 'already' : 'missing';
}

/** A link to an invoice or an order does not expire: a customer may come back to it for years. */
const NEVER_EXPIRES = '9999-12-31T23:59:59.999Z';

/**
 * A new link to a quote's order page, or to one of its invoices, for a mail that carries it
 * (decisions 097, 098): a random token, of which the database keeps the hash.
 */
export async function newCustomerLink(
  trx: Transaction<Database>,
  link: { quoteId: number; purpose: 'invoice' | 'order'; invoiceId?: number },
  actor: string,
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await trx
    .insertInto('customer_links')
    .values({
      token_hash: sha256(token),
      quote_id: link.quoteId,
      purpose: link.purpose,
      invoice_id: link.invoiceId ?? null,
      created_by: actor,
      created_at: now.toISOString(),
      expires_at: NEVER_EXPIRES,
      revoked_at: null,
    })
    .execute();
  return token;
}

const DAY_MS = 24 * 60 * 60_000;

// What moves an order to its end: its delivery, its closing (a status), its last money.
const COMPLETING_EVENTS = ['delivered', 'status', 'paid', 'part-paid', 'cancelled'] as const;

/**
 * When the order was complete (decision 104): delivered, or closed as lost, with nothing owed on
 * its invoices; then the time of the last of those moves. Undefined while the order is open.
 */
export async function orderCompletedAt(
  db: Kysely<Database>,
  quoteId: number,
): Promise<string | undefined> {
  const quote = await db
    .selectFrom('quote_requests')
    .select(['status', 'delivered_at'])
    .where('id', '=', quoteId)
    .executeTakeFirstOrThrow();
  if (quote.delivered_at === null && quote.status !== 'lost') return undefined;
  const owed = await db
    .selectFrom('invoices')
    .leftJoin('credit_notes', 'credit_notes.invoice_id', 'invoices.id')
    .select('invoices.id')
    .where('invoices.quote_id', '=', quoteId)
    .where('credit_notes.id', 'is', null)
    .where(
      'invoices.total',
      '>',
      sql<number>`(select coalesce(sum(payments.amount), 0) from payments where payments.invoice_id = invoices.id)`,
    )
    .executeTakeFirst();
  if (owed) return undefined;
  const last = await db
    .selectFrom('quote_events')
    .select((eb) => eb.fn.max('created_at').as('at'))
    .where('quote_id', '=', quoteId)
    .where('kind', 'in', COMPLETING_EVENTS)
    .executeTakeFirst();
  return last?.at ?? quote.delivered_at ?? undefined;
}

/**
 * What an invoice or order link opens; `gone` when staff revoked it, or when its order was
 * complete `daysAfterComplete` days before `now` (counted from the link's own sending when later,
 * so a mail sent since carries a link that works); undefined when unknown.
 */
export async function openCustomerLink(
  db: Kysely<Database>,
  token: string,
  purpose: 'invoice' | 'order',
  { now, daysAfterComplete }: { now: Date; daysAfterComplete: number },
): Promise<{ quoteId: number; invoiceId: number | null } | { gone: true } | undefined> {
  const row = await db
    .selectFrom('customer_links')
    .select(['quote_id', 'invoice_id', 'revoked_at', 'created_at'])
    .where('token_hash', '=', sha256(token))
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.revoked_at !== null) return { gone: true };
  const completedAt = await orderCompletedAt(db, row.quote_id);
  if (completedAt !== undefined) {
    const from = Math.max(Date.parse(completedAt), Date.parse(row.created_at));
    if (now.getTime() >= from + daysAfterComplete * DAY_MS) return { gone: true };
  }
  return { quoteId: row.quote_id, invoiceId: row.invoice_id };
}

/**
 * Revokes every invoice and order link of a quote (a mail sent to a wrong address, a shared phone):
 * they open nothing from then on; the next mail staff send carries new ones, reminders none until
 * staff put links back (holdReminderLinks). Returns how many it revoked.
 */
export async function revokeCustomerLinks(
  trx: Transaction<Database>,
  quoteId: number,
  now: Date,
): Promise<number> {
  const result = await trx
    .updateTable('customer_links')
    .set({ revoked_at: now.toISOString() })
    .where('quote_id', '=', quoteId)
    .where('purpose', 'in', ['invoice', 'order'])
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Reminders of the quote's invoices carry no links from now on (decision 104). */
export async function holdReminderLinks(
  trx: Transaction<Database>,
  quoteId: number,
  actor: string,
  now: Date,
): Promise<void> {
  await trx
    .insertInto('reminder_link_holds')
    .values({ quote_id: quoteId, created_by: actor, created_at: now.toISOString() })
    .onConflict((oc) => oc.column('quote_id').doNothing())
    .execute();
}

/** Reminders carry links again; true when they had been held. */
export async function releaseReminderLinks(
  trx: Transaction<Database>,
  quoteId: number,
): Promise<boolean> {
  const result = await trx
    .deleteFrom('reminder_link_holds')
    .where('quote_id', '=', quoteId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Since when the quote's reminders carry no links; null when they carry them. */
export async function reminderLinksOffSince(
  db: Kysely<Database>,
  quoteId: number,
): Promise<string | null> {
  const row = await db
    .selectFrom('reminder_link_holds')
    .select('created_at')
    .where('quote_id', '=', quoteId)
    .executeTakeFirst();
  return row?.created_at ?? null;
}

/** One of the quote's invoices by its number, and whether a credit note cancelled it. */
export async function invoiceOfQuote(
  db: Kysely<Database>,
  quoteId: number,
  number: string,
): Promise<{ id: number; number: string; cancelled: boolean } | undefined> {
  const row = await db
    .selectFrom('invoices')
    .leftJoin('credit_notes', 'credit_notes.invoice_id', 'invoices.id')
    .select(['invoices.id', 'invoices.number', 'credit_notes.id as credit_note_id'])
    .where('invoices.quote_id', '=', quoteId)
    .where('invoices.number', '=', number.toUpperCase())
    .executeTakeFirst();
  return row && { id: row.id, number: row.number, cancelled: row.credit_note_id !== null };
}
