import type { Kysely, Transaction } from 'kysely';
import { IMPACT_BASELINE } from '../../../shared/money';
import type { Database } from '../schema';
import type { PricedQuote } from '../../quotes/pricing';
import { newReference } from '../../references';
import { saveLogo } from './logos';

export async function insertQuote(
  trx: Transaction<Database>,
  quote: PricedQuote,
): Promise<{ id: number; reference: string; createdAt: string; logoBytes: number }> {
  const reference = newReference('Q');
  const createdAt = new Date().toISOString();
  const { id } = await trx
    .insertInto('quote_requests')
    .values({
      reference,
      customer_name: quote.customer.name,
      customer_email: quote.customer.email,
      customer_phone: quote.customer.phone,
      customer_company: quote.customer.company,
      customer_message: quote.customer.message,
      message: quote.message,
      total_amount: quote.totalAmount,
      total_items: quote.totalItems,
      extra_trees: quote.extraTrees,
      contribution_amount: quote.contributionAmount,
      trees_funded: quote.treesFunded,
      status: 'new',
      note: '',
      lang: quote.lang,
      created_at: createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  let logoBytes = 0;
  for (const line of quote.lines) if (line.logo) logoBytes += await saveLogo(trx, line.logo);
  await trx
    .insertInto('quote_items')
    .values(
      quote.lines.map((line) => ({
        quote_id: id,
        template_id: line.templateId,
        title: line.title,
        unit_price: line.unitPrice,
        quantity: line.quantity,
        line_total: line.lineTotal,
        // The logo by the hash of the server's own encoding: its bytes are in logos (decision 070).
        personalisation: line.personalisation
          ? JSON.stringify({
              ...line.personalisation,
              ...(line.logo ? { logoHash: line.logo.hash } : {}),
            })
          : null,
      })),
    )
    .execute();
  // Added in SQL, not read and written back, so concurrent quotes never lose an increment.
  await trx
    .updateTable('quote_totals')
    .set((eb) => ({
      trees_funded: eb('trees_funded', '+', quote.treesFunded),
      contribution_amount: eb('contribution_amount', '+', quote.contributionAmount),
    }))
    .where('id', '=', 1)
    .execute();
  await addToStatusTotals(trx, 'new', 1, quote.totalAmount);
  return { id, reference, createdAt, logoBytes };
}

/** Moves the running count and sum of one status, in the caller's transaction (decision 045). */
export async function addToStatusTotals(
  trx: Transaction<Database>,
  status: string,
  quotes: number,
  amount: number,
): Promise<void> {
  await trx
    .updateTable('quote_status_totals')
    .set((eb) => ({
      quote_count: eb('quote_count', '+', quotes),
      amount: eb('amount', '+', amount),
    }))
    .where('status', '=', status)
    .execute();
}

export interface Impact {
  trees_funded: number;
  trees_planted: number;
  total_contributions: number;
}

/** The baseline plus the running totals of stored quotes; planted is the agency's own stored figure. */
export async function readImpact(db: Kysely<Database>): Promise<Impact> {
  const row = await db
    .selectFrom('quote_totals')
    .leftJoin('settings', (join) => join.on('settings.key', '=', 'trees_planted'))
    .select(['quote_totals.trees_funded', 'quote_totals.contribution_amount', 'settings.value'])
    .where('quote_totals.id', '=', 1)
    .executeTakeFirstOrThrow();
  return {
    trees_funded: IMPACT_BASELINE.treesFunded + row.trees_funded,
    trees_planted: row.value === null ? IMPACT_BASELINE.treesPlanted : Number(row.value),
    total_contributions: IMPACT_BASELINE.totalContributions + row.contribution_amount,
  };
}
