import { type Expression, type Kysely, type Selectable, type SqlBool, sql } from 'kysely';
import { usdEstimate } from '../../../shared/money';
import { type LoyaltyTier, tierForPoints } from '../../../shared/schemas/loyalty';
import { isMemberNumber, isReference } from '../../references';
import { messageMatches, quoteMatches } from './admin-search';
import type { ContactMessageTable, Database, QuoteRequestTable } from '../schema';

/** The staff's view of the stored requests: lists newest first, searches, filters and edits. */

export const QUOTE_STATUSES = ['new', 'contacted', 'won', 'lost'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];
export const PAGE_SIZE = 50;
/** The site promises an answer within 24 hours: a quote still New after that is overdue. */
export const ANSWER_WITHIN_MS = 24 * 60 * 60 * 1000;

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

// A search term matched anywhere, in any letter case, with % and _ taken literally.
const likePattern = (q: string): string => `%${q.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
const contains = (column: string, pattern: string): Expression<SqlBool> =>
  sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;

const offset = (page: number) => (page - 1) * PAGE_SIZE;

export interface AdminQuote {
  reference: string;
  receivedAt: string;
  status: QuoteStatus;
  note: string;
  overdue: boolean;
  customer: { name: string; email: string; phone: string; company: string; message: string };
  message: string;
  items: Array<{
    templateId: number;
    title: string;
    unitPrice: number;
    quantity: number;
    lineTotal: number;
  }>;
  totalAmount: number;
  totalItems: number;
  usdEstimate: string;
  extraTrees: number;
  contributionAmount: number;
  treesFunded: number;
}

export type QuoteFilter = QuoteStatus | 'all' | 'overdue';

export async function listQuotes(
  db: Kysely<Database>,
  { q, status, page }: { q: string; status: QuoteFilter; page: number },
  now = Date.now(),
): Promise<Page<AdminQuote>> {
  const overdueBefore = new Date(now - ANSWER_WITHIN_MS).toISOString();
  let query = db.selectFrom('quote_requests');
  if (status === 'overdue') {
    query = query.where('status', '=', 'new').where('created_at', '<', overdueBefore);
  } else if (status !== 'all') {
    query = query.where('status', '=', status);
  }
  if (q) query = query.where((eb) => quoteMatches(eb, q));
  const { n } = await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  const rows = await query
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(PAGE_SIZE)
    .offset(offset(page))
    .execute();
  return {
    items: await withItems(db, rows, overdueBefore),
    total: Number(n),
    page,
    pageSize: PAGE_SIZE,
  };
}

/** Quote rows as the staff see them, each with its items (one query for all of them). */
async function withItems(
  db: Kysely<Database>,
  rows: Selectable<QuoteRequestTable>[],
  overdueBefore: string,
): Promise<AdminQuote[]> {
  const items = rows.length
    ? await db
        .selectFrom('quote_items')
        .selectAll()
        .where(
          'quote_id',
          'in',
          rows.map((row) => row.id),
        )
        .orderBy('id')
        .execute()
    : [];
  return rows.map((row) => ({
    reference: row.reference,
    receivedAt: row.created_at,
    status: row.status as QuoteStatus,
    note: row.note,
    overdue: row.status === 'new' && row.created_at < overdueBefore,
    customer: {
      name: row.customer_name,
      email: row.customer_email,
      phone: row.customer_phone,
      company: row.customer_company,
      message: row.customer_message,
    },
    message: row.message,
    items: items
      .filter((item) => item.quote_id === row.id)
      .map((item) => ({
        templateId: item.template_id,
        title: item.title,
        unitPrice: item.unit_price,
        quantity: item.quantity,
        lineTotal: item.line_total,
      })),
    totalAmount: row.total_amount,
    totalItems: row.total_items,
    usdEstimate: usdEstimate(row.total_amount),
    extraTrees: row.extra_trees,
    contributionAmount: row.contribution_amount,
    treesFunded: row.trees_funded,
  }));
}

/** One quote by its exact reference, in any letter case (references are stored upper-case). */
export async function findQuote(
  db: Kysely<Database>,
  reference: string,
  now = Date.now(),
): Promise<AdminQuote | undefined> {
  const exact = reference.toUpperCase();
  // Anything not shaped like a reference (a NUL, say, which PostgreSQL refuses) matches nothing.
  if (!isReference('Q', exact)) return undefined;
  const rows = await db
    .selectFrom('quote_requests')
    .selectAll()
    .where('reference', '=', exact)
    .execute();
  const [quote] = await withItems(db, rows, new Date(now - ANSWER_WITHIN_MS).toISOString());
  return quote;
}

/** Changes status and/or note; the quote as it is now, or undefined when there is none. */
export async function updateQuote(
  db: Kysely<Database>,
  reference: string,
  change: { status?: QuoteStatus | undefined; note?: string | undefined },
): Promise<AdminQuote | undefined> {
  const set: { status?: string; note?: string } = {};
  if (change.status !== undefined) set.status = change.status;
  if (change.note !== undefined) set.note = change.note;
  const exact = reference.toUpperCase();
  if (Object.keys(set).length > 0 && isReference('Q', exact)) {
    await db.updateTable('quote_requests').set(set).where('reference', '=', exact).execute();
  }
  return findQuote(db, exact);
}

export interface AdminMessage {
  reference: string;
  receivedAt: string;
  name: string;
  email: string;
  phone: string;
  service: string;
  message: string;
  handledAt: string | null;
  overdue: boolean;
}

export type MessageFilter = 'all' | 'open' | 'handled';

export async function listMessages(
  db: Kysely<Database>,
  { q, state, page }: { q: string; state: MessageFilter; page: number },
  now = Date.now(),
): Promise<Page<AdminMessage>> {
  const overdueBefore = new Date(now - ANSWER_WITHIN_MS).toISOString();
  let query = db.selectFrom('contact_messages');
  if (state === 'open') query = query.where('handled_at', 'is', null);
  if (state === 'handled') query = query.where('handled_at', 'is not', null);
  if (q) query = query.where((eb) => messageMatches(eb, q));
  const { n } = await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  const rows = await query
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(PAGE_SIZE)
    .offset(offset(page))
    .execute();
  return {
    items: rows.map((row) => toAdminMessage(row, overdueBefore)),
    total: Number(n),
    page,
    pageSize: PAGE_SIZE,
  };
}

const toAdminMessage = (
  row: Selectable<ContactMessageTable>,
  overdueBefore: string,
): AdminMessage => ({
  reference: row.reference,
  receivedAt: row.created_at,
  name: row.name,
  email: row.email,
  phone: row.phone,
  service: row.service,
  message: row.message,
  handledAt: row.handled_at,
  overdue: row.handled_at === null && row.created_at < overdueBefore,
});

/**
 * Marks a message handled (now) or open again, found by its exact reference in any letter case;
 * the message as it is now, or undefined when there is none.
 */
export async function setMessageHandled(
  db: Kysely<Database>,
  reference: string,
  handled: boolean,
  now = Date.now(),
): Promise<AdminMessage | undefined> {
  const exact = reference.toUpperCase();
  if (!isReference('C', exact)) return undefined;
  const row = await db
    .updateTable('contact_messages')
    .set({ handled_at: handled ? new Date(now).toISOString() : null })
    .where('reference', '=', exact)
    .returningAll()
    .executeTakeFirst();
  return row && toAdminMessage(row, new Date(now - ANSWER_WITHIN_MS).toISOString());
}

export interface AdminSubscriber {
  email: string;
  name: string;
  subscribedAt: string;
  unsubscribedAt: string | null;
}

export type SubscriberFilter = 'active' | 'unsubscribed' | 'all';

/**
 * Confirmed subscribers, newest first; `page: 0` returns all of them (the CSV export). Addresses
 * waiting for confirmation are never listed: nobody has shown they want our mail (decision 040).
 */
export async function listSubscribers(
  db: Kysely<Database>,
  { q, state, page }: { q: string; state: SubscriberFilter; page: number },
): Promise<Page<AdminSubscriber>> {
  let query = db.selectFrom('newsletter_subscribers').where('confirmed_at', 'is not', null);
  if (state === 'active') query = query.where('unsubscribed_at', 'is', null);
  if (state === 'unsubscribed') query = query.where('unsubscribed_at', 'is not', null);
  if (q) {
    const pattern = likePattern(q);
    query = query.where((eb) =>
      eb.or(['email', 'name'].map((column) => contains(column, pattern))),
    );
  }
  const { n } = await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  let rows = query.selectAll().orderBy('confirmed_at', 'desc').orderBy('id', 'desc');
  if (page > 0) rows = rows.limit(PAGE_SIZE).offset(offset(page));
  return {
    items: (await rows.execute()).map((row) => ({
      email: row.email,
      name: row.name,
      // The day they confirmed: when we have their consent from.
      subscribedAt: row.confirmed_at as string,
      unsubscribedAt: row.unsubscribed_at,
    })),
    total: Number(n),
    page,
    pageSize: page > 0 ? PAGE_SIZE : Number(n),
  };
}

/** Unsubscribes by lower-cased email; false when the address is not on the list. */
export async function unsubscribe(db: Kysely<Database>, emailKey: string): Promise<boolean> {
  const row = await db
    .selectFrom('newsletter_subscribers')
    .select(['id', 'unsubscribed_at'])
    .where('email_key', '=', emailKey)
    .executeTakeFirst();
  if (!row) return false;
  if (row.unsubscribed_at === null) {
    await db
      .updateTable('newsletter_subscribers')
      .set({ unsubscribed_at: new Date().toISOString() })
      .where('id', '=', row.id)
      .where('unsubscribed_at', 'is', null)
      .execute();
  }
  return true;
}

export interface AdminMember {
  memberNumber: string;
  fullName: string;
  email: string;
  phone: string;
  points: number;
  tier: LoyaltyTier;
  joinedAt: string;
}

export async function listMembers(
  db: Kysely<Database>,
  { q, page }: { q: string; page: number },
): Promise<Page<AdminMember>> {
  let query = db.selectFrom('loyalty_members');
  if (q) {
    const pattern = likePattern(q);
    query = query.where((eb) =>
      eb.or(
        ['member_number', 'full_name', 'email', 'phone'].map((column) => contains(column, pattern)),
      ),
    );
  }
  const { n } = await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  const rows = await query
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(PAGE_SIZE)
    .offset(offset(page))
    .execute();
  return {
    items: rows.map((row) => ({
      memberNumber: row.member_number,
      fullName: row.full_name,
      email: row.email,
      phone: row.phone,
      points: row.points,
      tier: tierForPoints(row.points),
      joinedAt: row.created_at,
    })),
    total: Number(n),
    page,
    pageSize: PAGE_SIZE,
  };
}

/**
 * Adds `delta` points (negative to take some away) in one statement, never below zero. The tier
 * is not stored: it follows from the points wherever a member is read.
 */
export async function adjustPoints(
  db: Kysely<Database>,
  memberNumber: string,
  delta: number,
): Promise<
  | { outcome: 'ok'; member: AdminMember }
  | { outcome: 'missing' }
  | { outcome: 'negative'; points: number }
> {
  if (!isMemberNumber(memberNumber)) return { outcome: 'missing' };
  const result = await db
    .updateTable('loyalty_members')
    .set({ points: sql<number>`points + ${delta}` })
    .where('member_number', '=', memberNumber)
    .where(sql<SqlBool>`points + ${delta} >= 0`)
    .executeTakeFirst();
  const row = await db
    .selectFrom('loyalty_members')
    .selectAll()
    .where('member_number', '=', memberNumber)
    .executeTakeFirst();
  if (!row) return { outcome: 'missing' };
  if (Number(result.numUpdatedRows) !== 1) return { outcome: 'negative', points: row.points };
  return {
    outcome: 'ok',
    member: {
      memberNumber: row.member_number,
      fullName: row.full_name,
      email: row.email,
      phone: row.phone,
      points: row.points,
      tier: tierForPoints(row.points),
      joinedAt: row.created_at,
    },
  };
}

export interface InboxCounts {
  newQuotes: number;
  overdueQuotes: number;
  openMessages: number;
}

export async function inboxCounts(db: Kysely<Database>, now = Date.now()): Promise<InboxCounts> {
  const overdueBefore = new Date(now - ANSWER_WITHIN_MS).toISOString();
  const quotes = await db
    .selectFrom('quote_requests')
    .select([
      sql<number>`cast(coalesce(sum(case when status = 'new' then 1 else 0 end), 0) as integer)`.as(
        'fresh',
      ),
      sql<number>`cast(coalesce(sum(case when status = 'new' and created_at < ${overdueBefore} then 1 else 0 end), 0) as integer)`.as(
        'overdue',
      ),
    ])
    .executeTakeFirstOrThrow();
  const { n } = await db
    .selectFrom('contact_messages')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('handled_at', 'is', null)
    .executeTakeFirstOrThrow();
  return {
    newQuotes: Number(quotes.fresh),
    overdueQuotes: Number(quotes.overdue),
    openMessages: Number(n),
  };
}
