import type { Kysely, Selectable } from 'kysely';
import { usdEstimate } from '../../../shared/money';
import {
  type AdminQuote,
  type AdminQuoteSchema,
  type PageOf,
  type QuoteQuery,
  type QuoteStatus,
  type StoredPersonalisation,
  adminApi,
} from '../../../shared/schemas/admin';
import type { Database, QuoteRequestTable } from '../schema';
import { ANSWER_WITHIN_MS, EXPORT_BATCH, PAGE_SIZE, countOf, newestPage } from './admin-lists';
import { quoteMatches } from './admin-search';
import { type QuoteMoney, moneySummary, ordersMoney } from './order-money';

/** The staff's view of the quote requests: listed newest first, searched, filtered, exported. */

export type QuoteListFilter = Omit<QuoteQuery, 'page'>;

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

export async function listQuotes(
  db: Kysely<Database>,
  { page, ...filter }: QuoteQuery,
  now = Date.now(),
): Promise<PageOf<typeof AdminQuoteSchema>> {
  const overdueBefore = new Date(now - ANSWER_WITHIN_MS).toISOString();
  const query = filteredQuotes(db, filter, overdueBefore);
  const count = await countOf(db, query, filter.q);
  const rows = await newestPage(query, page);
  return {
    items: await withItems(db, rows, overdueBefore),
    ...count,
    page,
    pageSize: PAGE_SIZE,
  };
}

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

/** A stored personalisation as staff see it: its logo, if any, read from our own address. */
function shownPersonalisation(stored: string): StoredPersonalisation {
  const { logoHash, ...tried } = JSON.parse(stored) as Omit<StoredPersonalisation, 'logoUrl'> & {
    logoHash?: string;
  };
  return { ...tried, ...(logoHash ? { logoUrl: adminApi.logo(logoHash) } : {}) };
}

/**
 * Quote rows as the staff see them, each with its items (one query for all of them) and a won
 * one's order money (decision 109); only a
 * quote's own page asks for the personalisations, so lists never carry the logos.
 */
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
  const money = await ordersMoney(
    db,
    rows.filter((row) => row.status === 'won').map((row) => row.id),
  );
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
    money: money.has(row.id) ? moneySummary(money.get(row.id) as QuoteMoney) : null,
  }));
}
