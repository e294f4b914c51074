import type { Kysely } from 'kysely';
import type { Dashboard } from '../../../shared/schemas/admin';
import type { Database } from '../schema';
import { ANSWER_WITHIN_MS } from './admin-lists';
import { readMoney } from './money-figures';

/**
 * The inbox's landing figures. Each is a read of the running totals or one index range (decision
 * 045 says which index serves which), so none grows with the number of quotes stored.
 */

const PROMISE_HOURS = 24;
const OVERDUE_SHOWN = 20;
const WAITING_SHOWN = 5;
const FIRST_ANSWER_DAYS = 30;
const PORT_MORESBY_OFFSET_MS = 10 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Monday 00:00 in Port Moresby (UTC+10, no daylight saving) of the week `now` falls in, in UTC. */
export function weekStart(now: number): string {
  const local = new Date(now + PORT_MORESBY_OFFSET_MS);
  const daysSinceMonday = (local.getUTCDay() + 6) % 7;
  const localMidnight = Date.UTC(
    local.getUTCFullYear(),
    local.getUTCMonth(),
    local.getUTCDate() - daysSinceMonday,
  );
  return new Date(localMidnight - PORT_MORESBY_OFFSET_MS).toISOString();
}

const median = (sorted: number[]): number | null => {
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  const value =
    sorted.length % 2 === 1
      ? (sorted[middle] as number)
      : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
  return Math.round(value);
};

export async function readDashboard(db: Kysely<Database>, now = Date.now()): Promise<Dashboard> {
  const overdueBefore = new Date(now - ANSWER_WITHIN_MS).toISOString();
  const answeredSince = new Date(now - FIRST_ANSWER_DAYS * DAY_MS).toISOString();
  const since = weekStart(now);

  const totals = await db.selectFrom('quote_status_totals').selectAll().execute();
  const total = (status: string) => {
    const row = totals.find((t) => t.status === status);
    return { count: Number(row?.quote_count ?? 0), amount: Number(row?.amount ?? 0) };
  };

  // quote_requests_unanswered (status, first_answered_at, created_at): one range for both.
  const overdue = db
    .selectFrom('quote_requests')
    .where('status', '=', 'new')
    .where('first_answered_at', 'is', null)
    .where('created_at', '<', overdueBefore);
  const { n: overdueCount } = await overdue
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  const oldest = await overdue
    .select(['reference', 'customer_name', 'created_at', 'total_amount'])
    .orderBy('created_at')
    .orderBy('id')
    .limit(OVERDUE_SHOWN)
    .execute();

  // The same index, read from its newest end: the quotes to act on first (issue 25).
  const newest = await db
    .selectFrom('quote_requests')
    .select(['reference', 'customer_name', 'created_at', 'total_amount'])
    .where('status', '=', 'new')
    .where('first_answered_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(WAITING_SHOWN)
    .execute();

  // quote_requests_first_answered_at: only the quotes answered in the window are read.
  const answered = await db
    .selectFrom('quote_requests')
    .select(['created_at', 'first_answered_at'])
    .where('first_answered_at', '>=', answeredSince)
    .execute();
  const minutes = answered
    .map(
      (row) => (Date.parse(row.first_answered_at as string) - Date.parse(row.created_at)) / 60_000,
    )
    .sort((a, b) => a - b);

  // contact_messages_handled_at.
  const { n: openMessages } = await db
    .selectFrom('contact_messages')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('handled_at', 'is', null)
    .executeTakeFirstOrThrow();
  // newsletter_subscribers_pending leads with confirmed_at.
  const { n: subscribers } = await db
    .selectFrom('newsletter_subscribers')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('confirmed_at', '>=', since)
    .executeTakeFirstOrThrow();
  // loyalty_members_created_at.
  const { n: members } = await db
    .selectFrom('loyalty_members')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();

  return {
    money: await readMoney(db, new Date(now)),
    quotes: { new: total('new'), contacted: total('contacted') },
    overdue: {
      count: Number(overdueCount),
      items: oldest.map((row) => ({
        reference: row.reference,
        customerName: row.customer_name,
        receivedAt: row.created_at,
        totalAmount: row.total_amount,
      })),
    },
    waiting: newest.map((row) => ({
      reference: row.reference,
      customerName: row.customer_name,
      receivedAt: row.created_at,
      totalAmount: row.total_amount,
    })),
    firstAnswer: {
      medianMinutes: median(minutes),
      answered: minutes.length,
      withinPromise: minutes.filter((m) => m <= PROMISE_HOURS * 60).length,
      promiseHours: PROMISE_HOURS,
    },
    openMessages: Number(openMessages),
    thisWeek: { since, subscribers: Number(subscribers), members: Number(members) },
  };
}
