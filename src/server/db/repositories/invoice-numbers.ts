import { type Kysely, type Transaction, sql } from 'kysely';
import { dayInPortMoresby } from '../../../shared/i18n/format';
import type { Database } from '../schema';

/** Invoice and credit-note numbers (decision 098): one series each per year, without gaps. */

/**
 * The next number of a series for Port Moresby's year, in the caller's transaction: the counter's
 * row stays locked until it commits, and a rollback gives the number back (no gap, no duplicate).
 */
export async function nextNumber(
  trx: Transaction<Database>,
  series: 'INV' | 'CN',
  now: Date,
): Promise<string> {
  const year = dayInPortMoresby(now.toISOString()).getUTCFullYear();
  const { last_number } = await trx
    .insertInto('invoice_counters')
    .values({ series, year, last_number: 1 })
    .onConflict((oc) =>
      oc
        .columns(['series', 'year'])
        .doUpdateSet({ last_number: sql<number>`invoice_counters.last_number + 1` }),
    )
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return `${series}-${year}-${String(last_number).padStart(4, '0')}`;
}

/**
 * The number `nextNumber` would give now, read without taking it (a draft shows it, decision 111):
 * another invoice issued first takes it instead.
 */
export async function peekNumber(
  db: Kysely<Database>,
  series: 'INV' | 'CN',
  now: Date,
): Promise<string> {
  const year = dayInPortMoresby(now.toISOString()).getUTCFullYear();
  const row = await db
    .selectFrom('invoice_counters')
    .select('last_number')
    .where('series', '=', series)
    .where('year', '=', year)
    .executeTakeFirst();
  return `${series}-${year}-${String(Number(row?.last_number ?? 0) + 1).padStart(4, '0')}`;
}

/** The PDF's file name: the invoice's number. */
export const invoiceFileName = (number: string): string => `${number}.pdf`;
