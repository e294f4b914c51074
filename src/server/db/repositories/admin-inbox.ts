import {
  type Expression,
  type Kysely,
  type Selectable,
  type SelectQueryBuilder,
  type SqlBool,
  sql,
} from 'kysely';
import type { Lang } from '../../../shared/i18n/lang';
import { usdEstimate } from '../../../shared/money';
import { type LoyaltyTier, tierForPoints } from '../../../shared/schemas/loyalty';
import { isMemberNumber, isReference } from '../../references';
import { countCapped, messageMatches, quoteMatches } from './admin-search';
import {
  type AdminQuote,
  type QuoteStatus,
  type StoredPersonalisation,
  adminApi,
} from '../../../shared/schemas/admin';
import type {
  ContactMessageTable,
  Database,
  NewsletterSubscriberTable,
  QuoteRequestTable,
} from '../schema';

/** The staff's view of the stored requests: lists newest first, searches, filters and edits. */

export const PAGE_SIZE = 50;
/** The site promises an answer within 24 hours: a quote still New after that is overdue. */
export const ANSWER_WITHIN_MS = 24 * 60 * 60 * 1000;

export interface Page<T> {
  items: T[];
  total: number;
  /** Set on a search whose count stopped at SEARCH_COUNT_CAP. */
  totalCapped?: boolean;
  page: number;
  pageSize: number;
}

// A search term matched anywhere, in any letter case, with % and _ taken literally.
const likePattern = (q: string): string => `%${q.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
const contains = (column: string, pattern: string): Expression<SqlBool> =>
  sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;

const offset = (page: number) => (page - 1) * PAGE_SIZE;

export type QuoteFilter = QuoteStatus | 'all' | 'overdue';

export interface QuoteListFilter {
  q: string;
  status: QuoteFilter;
}

// The list, its count and the CSV export share one set of conditions.
function filteredQuotes(
  db: Kysely<Database>,
  { q, status }: QuoteListFilter,
  overdueBefore: string,
) {
  let query = db.selectFrom('quote_requests');
  if (status === 'overdue') {
    query = query
      .where('status', '=', 'new')
      .where('first_answered_at', 'is', null)
      .where('created_at', '<', overdueBefore);
  } else if (status !== 'all') {
    query = query.where('status', '=', status);
  }
  if (q) query = query.where((eb) => quoteMatches(eb, q));
  return query;
}

/** A search's count stops at SEARCH_COUNT_CAP (a common term can match most rows); a plain filter counts all. */
async function countOf<T extends 'quote_requests' | 'contact_messages'>(
  db: Kysely<Database>,
  query: SelectQueryBuilder<Database, T, object>,
  q: string,
): Promise<{ total: number; totalCapped?: boolean }> {
  if (q) return countCapped(db, query);
  const { n } = await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return { total: Number(n) };
}

export async function listQuotes(
  db: Kysely<Database>,
  { page, ...filter }: QuoteListFilter & { page: number },
  now = Date.now(),
): Promise<Page<AdminQuote>> {
  const overdueBefore = new Date(now - ANSWER_WITHIN_MS).toISOString();
  const query = filteredQuotes(db, filter, overdueBefore);
  const count = await countOf(db, query, filter.q);
  const rows = await query
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(PAGE_SIZE)
    .offset(offset(page))
    .execute();
  return {
    items: await withItems(db, rows, overdueBefore),
    ...count,
    page,
    pageSize: PAGE_SIZE,
  };
}

export const EXPORT_BATCH = 1000;

/**
 * Every quote the filter matches, newest first, a batch at a time by id (keyset, not offset), so
 * an export of any size holds one batch in memory and each batch is one index range.
 */
export async function* quoteBatches(
  db: Kysely<Database>,
  filter: QuoteListFilter,
  now = Date.now(),
  batchSize = EXPORT_BATCH,
): AsyncGenerator<AdminQuote[]> {
  const overdueBefore = new Date(now - ANSWER_WITHIN_MS).toISOString();
  let before: number | undefined;
  for (;;) {
    let query = filteredQuotes(db, filter, overdueBefore);
    if (before !== undefined) query = query.where('id', '<', before);
    const rows = await query.selectAll().orderBy('id', 'desc').limit(batchSize).execute();
    if (rows.length > 0) yield await withItems(db, rows, overdueBefore);
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    before = last.id;
  }
}

/**
 * Quote rows as the staff see them, each with its items (one query for all of them); only a
 * quote's own page asks for the personalisations, so lists never carry the logos.
 */
/** A stored personalisation as staff see it: its logo, if any, read from our own address. */
function shownPersonalisation(stored: string): StoredPersonalisation {
  const { logoHash, ...tried } = JSON.parse(stored) as Omit<StoredPersonalisation, 'logoUrl'> & {
    logoHash?: string;
  };
  return { ...tried, ...(logoHash ? { logoUrl: adminApi.logo(logoHash) } : {}) };
}

export async function withItems(
  db: Kysely<Database>,
  rows: Selectable<QuoteRequestTable>[],
  overdueBefore: string,
  { personalisation = false }: { personalisation?: boolean } = {},
): Promise<AdminQuote[]> {
  const items = rows.length
    ? await db
        .selectFrom('quote_items')
        .select(['quote_id', 'template_id', 'title', 'unit_price', 'quantity', 'line_total'])
        .$if(personalisation, (query) => query.select('personalisation'))
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
    overdue:
      row.status === 'new' && row.first_answered_at === null && row.created_at < overdueBefore,
    firstAnsweredAt: row.first_answered_at,
    customer: {
      name: row.customer_name,
      email: row.customer_email,
      phone: row.customer_phone,
      company: row.customer_company,
      message: row.customer_message,
    },
    message: row.message,
    lang: row.lang,
    items: items
      .filter((item) => item.quote_id === row.id)
      .map((item) => ({
        templateId: item.template_id,
        title: item.title,
        unitPrice: item.unit_price,
        quantity: item.quantity,
        lineTotal: item.line_total,
        ...(item.personalisation
          ? { personalisation: shownPersonalisation(item.personalisation) }
          : {}),
      })),
    totalAmount: row.total_amount,
    totalItems: row.total_items,
    usdEstimate: usdEstimate(row.total_amount),
    extraTrees: row.extra_trees,
    contributionAmount: row.contribution_amount,
    treesFunded: row.trees_funded,
  }));
}

export interface AdminMessage {
  reference: string;
  receivedAt: string;
  name: string;
  email: string;
  phone: string;
  service: string;
  message: string;
  lang: Lang;
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
  const count = await countOf(db, query, q);
  const rows = await query
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(PAGE_SIZE)
    .offset(offset(page))
    .execute();
  return {
    items: rows.map((row) => toAdminMessage(row, overdueBefore)),
    ...count,
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
  lang: row.lang,
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

export interface SubscriberListFilter {
  q: string;
  state: SubscriberFilter;
}

/**
 * Confirmed subscribers only: addresses waiting for confirmation are never listed or exported, as
 * nobody has shown they want our mail (decision 040).
 */
function filteredSubscribers(db: Kysely<Database>, { q, state }: SubscriberListFilter) {
  let query = db.selectFrom('newsletter_subscribers').where('confirmed_at', 'is not', null);
  if (state === 'active') query = query.where('unsubscribed_at', 'is', null);
  if (state === 'unsubscribed') query = query.where('unsubscribed_at', 'is not', null);
  if (q) {
    const pattern = likePattern(q);
    query = query.where((eb) =>
      eb.or(['email', 'name'].map((column) => contains(column, pattern))),
    );
  }
  return query;
}

const toAdminSubscriber = (row: Selectable<NewsletterSubscriberTable>): AdminSubscriber => ({
  email: row.email,
  name: row.name,
  // The day they confirmed: when we have their consent from.
  subscribedAt: row.confirmed_at as string,
  unsubscribedAt: row.unsubscribed_at,
});

/** Confirmed subscribers, newest first. */
export async function listSubscribers(
  db: Kysely<Database>,
  { page, ...filter }: SubscriberListFilter & { page: number },
): Promise<Page<AdminSubscriber>> {
  const query = filteredSubscribers(db, filter);
  const { n } = await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  const rows = await query
    .selectAll()
    .orderBy('confirmed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(PAGE_SIZE)
    .offset(offset(page))
    .execute();
  return { items: rows.map(toAdminSubscriber), total: Number(n), page, pageSize: PAGE_SIZE };
}

/** Every matching subscriber, newest first, a keyset batch at a time (the CSV export). */
export async function* subscriberBatches(
  db: Kysely<Database>,
  filter: SubscriberListFilter,
  batchSize = EXPORT_BATCH,
): AsyncGenerator<AdminSubscriber[]> {
  let before: number | undefined;
  for (;;) {
    let query = filteredSubscribers(db, filter);
    if (before !== undefined) query = query.where('id', '<', before);
    const rows = await query.selectAll().orderBy('id', 'desc').limit(batchSize).execute();
    if (rows.length > 0) yield rows.map(toAdminSubscriber);
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    before = last.id;
  }
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
