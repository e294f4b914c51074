import type { Kysely, Transaction } from 'kysely';
import { langNames } from '../../../shared/i18n/lang';
import { whatsAppNumber } from '../../../shared/phone';
import type {
  QuoteDetail,
  QuoteEvent,
  QuoteStatus,
  AdminQuote,
} from '../../../shared/schemas/admin';
import { HttpError } from '../../http-error';
import { isReference } from '../../references';
import { domainStateOf, dnsTargetOf } from './site-domains';
import { LOYALTY_TEMPLATE, sitesOfQuote } from './sites';
import type { Database } from '../schema';
import { ANSWER_WITHIN_MS } from './admin-lists';
import { withItems } from './admin-quotes';
import { acceptLinksOf, reminderLinksOffSince, revokeAcceptLinks } from './customer-links';
import { invoicesOf } from './invoice-documents';
import { remindersOff } from './invoice-reminders';
import { quoteMoney } from './order-money';
import { type QuoteRow, recordEvent } from './quote-events';
import { addToStatusTotals } from './quotes';

/** A quote's history and what staff do from its page: status, note, reply, WhatsApp (decision 045). */

const capitalised = (status: string): string => status.charAt(0).toUpperCase() + status.slice(1);

/** The stored row for an exact reference in any letter case; undefined for anything else. */
export async function findQuoteRow(
  db: Kysely<Database>,
  reference: string,
): Promise<QuoteRow | undefined> {
  const exact = reference.toUpperCase();
  // Anything not shaped like a reference (a NUL, say, which PostgreSQL refuses) matches nothing.
  if (!isReference('Q', exact)) return undefined;
  return db
    .selectFrom('quote_requests')
    .selectAll()
    .where('reference', '=', exact)
    .executeTakeFirst();
}

/** The stored quote for a reference, or a 404 with the sentence staff read. */
export async function quoteOr404(db: Kysely<Database>, reference: string): Promise<QuoteRow> {
  const row = await findQuoteRow(db, reference);
  if (!row) throw new HttpError(404, 'There is no quote request with this reference.');
  return row;
}

/**
 * Moves a quote to another status and the running totals with it. The update names the status it
 * saw, so of two changes racing on one quote only one moves the totals. A won quote keeps its
 * status while an invoice stands on it (decision 109); a quote reopened from won or lost closes
 * its accept links, so an old link cannot accept it again.
 */
async function changeStatus(
  trx: Transaction<Database>,
  row: QuoteRow,
  status: QuoteStatus,
  actor: string,
  at: string,
): Promise<void> {
  if (row.status === status) return;
  if (row.status === 'won') {
    const standing = await trx
      .selectFrom('invoices')
      .leftJoin('credit_notes', 'credit_notes.invoice_id', 'invoices.id')
      .select('invoices.number')
      .where('invoices.quote_id', '=', row.id)
      .where('credit_notes.id', 'is', null)
      .orderBy('invoices.id')
      .execute();
    if (standing.length > 0) {
      throw new HttpError(
        409,
        `This quote is won and invoiced (${standing.map((invoice) => invoice.number).join(', ')}): cancel its invoice with a credit note before you change its status.`,
      );
    }
  }
  const result = await trx
    .updateTable('quote_requests')
    // Reopened, a won quote waits for a new acceptance.
    .set(row.status === 'won' ? { status, accepted_at: null } : { status })
    .where('id', '=', row.id)
    .where('status', '=', row.status)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return;
  await addToStatusTotals(trx, row.status, -1, -row.total_amount);
  await addToStatusTotals(trx, status, 1, row.total_amount);
  if (row.status === 'won' || row.status === 'lost') await revokeAcceptLinks(trx, row.id, at);
  const text = `${capitalised(row.status)} → ${capitalised(status)}`;
  await recordEvent(trx, row.id, { kind: 'status', actor, text, at });
}

/** The quote's page: the quote, its history oldest first (the request itself first) and WhatsApp. */
export async function quoteDetail(
  db: Kysely<Database>,
  row: QuoteRow,
  now = Date.now(),
): Promise<QuoteDetail> {
  const overdueBefore = new Date(now - ANSWER_WITHIN_MS).toISOString();
  const [quote] = (await withItems(db, [row], overdueBefore, { personalisation: true })) as [
    AdminQuote,
  ];
  const events = await db
    .selectFrom('quote_events')
    .selectAll()
    .where('quote_id', '=', row.id)
    .orderBy('id')
    .execute();
  const received: QuoteEvent = {
    kind: 'received',
    at: row.created_at,
    by: null,
    text: row.customer_message || row.message,
  };
  const money = await quoteMoney(db, row.id);
  return {
    ...quote,
    acceptedAt: row.accepted_at,
    acceptLinks: await acceptLinksOf(db, row.id),
    invoices: await invoicesOf(db, row.id, new Date(now)),
    remindersOff: await remindersOff(db, row.customer_email),
    reminderLinksOffSince: await reminderLinksOffSince(db, row.id),
    paidAt: money.paidAt,
    deliveryDueAt: money.deliveryDueAt,
    deliveredAt: row.delivered_at,
    siteUrl: row.site_url,
    sites: (await sitesOfQuote(db, row.id)).map((site) => ({
      id: site.id,
      label: site.label,
      address: site.address,
      template: site.template_slug,
      status: site.status,
      published: site.rendered_version > 0,
      error: site.render_error,
      dnsTarget: dnsTargetOf(site),
      domain: domainStateOf(site),
      loyalty: site.template_slug === LOYALTY_TEMPLATE ? site.loyalty_enabled_at !== null : null,
    })),
    history: [
      received,
      ...events.map((event) => ({
        kind: event.kind,
        at: event.created_at,
        by: event.actor,
        text: event.text,
      })),
    ],
    whatsApp: whatsAppNumber(row.customer_phone),
  };
}

/** Status and/or note, each recorded in the history only when it really changes. */
export async function updateQuote(
  trx: Transaction<Database>,
  row: QuoteRow,
  change: { status?: QuoteStatus | undefined; note?: string | undefined },
  actor: string,
  now = Date.now(),
): Promise<void> {
  const at = new Date(now).toISOString();
  if (change.status !== undefined) await changeStatus(trx, row, change.status, actor, at);
  if (change.note !== undefined && change.note !== row.note) {
    await trx
      .updateTable('quote_requests')
      .set({ note: change.note })
      .where('id', '=', row.id)
      .execute();
    await recordEvent(trx, row.id, { kind: 'note', actor, text: change.note, at });
  }
}

/**
 * A reply mailed to the customer (the caller queues the mail in the same transaction): recorded,
 * the first answer stamped once, and a New quote moved to Contacted.
 */
export async function recordReply(
  trx: Transaction<Database>,
  row: QuoteRow,
  text: string,
  actor: string,
  now = Date.now(),
): Promise<void> {
  const at = new Date(now).toISOString();
  await recordEvent(trx, row.id, { kind: 'reply', actor, text, at });
  await trx
    .updateTable('quote_requests')
    .set({ first_answered_at: at })
    .where('id', '=', row.id)
    .where('first_answered_at', 'is', null)
    .execute();
  if (row.status === 'new') await changeStatus(trx, row, 'contacted', actor, at);
}

/**
 * The customer accepts through a link (decision 097): the quote is won, with the time, once. The
 * update names what it saw, so of two acceptances racing only one counts; false for the other,
 * and for a quote already won or lost.
 */
export async function acceptQuote(
  trx: Transaction<Database>,
  row: QuoteRow,
  now = Date.now(),
): Promise<boolean> {
  if (row.accepted_at !== null || row.status === 'won' || row.status === 'lost') return false;
  const at = new Date(now).toISOString();
  const result = await trx
    .updateTable('quote_requests')
    .set({ status: 'won', accepted_at: at })
    .where('id', '=', row.id)
    .where('status', '=', row.status)
    .where('accepted_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await addToStatusTotals(trx, row.status, -1, -row.total_amount);
  await addToStatusTotals(trx, 'won', 1, row.total_amount);
  const text = `The customer accepted the quote: ${capitalised(row.status)} → Won`;
  await recordEvent(trx, row.id, { kind: 'accepted', actor: null, text, at });
  return true;
}

/**
 * Staff delivered the site of a paid order (paid as its money says, decision 109), at the address they give (decision 110): recorded once,
 * with the time; true when this call delivered it (the caller then mails the customer), false when
 * it was delivered already.
 */
export async function markDelivered(
  trx: Transaction<Database>,
  row: QuoteRow,
  siteUrl: string,
  actor: string,
  now = Date.now(),
  /** False when staff chose to deliver before the money is in ("Deliver now", issue 46). */
  requirePaid = true,
): Promise<boolean> {
  const { state } = await quoteMoney(trx, row.id);
  if (requirePaid && state !== 'paid') {
    throw new HttpError(
      409,
      state === 'deposit-paid'
        ? 'Only the deposit of this order is paid: invoice the balance and record its payment before the delivery.'
        : 'This order is not paid in full yet: record the payment before the delivery.',
    );
  }
  const at = new Date(now).toISOString();
  const result = await trx
    .updateTable('quote_requests')
    .set({ delivered_at: at, site_url: siteUrl })
    .where('id', '=', row.id)
    .where('delivered_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await recordEvent(trx, row.id, {
    kind: 'delivered',
    actor,
    text: `Site delivered to the customer at ${siteUrl}; the delivery mail is queued to ${row.customer_email} (${langNames[row.lang]})`,
    at,
  });
  return true;
}
