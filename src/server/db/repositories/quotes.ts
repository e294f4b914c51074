import { type Kysely, type Transaction, sql } from 'kysely';
import { IMPACT_BASELINE } from '../../../shared/money';
import type { Database } from '../schema';
import type { PricedQuote } from '../../quotes/pricing';
import { newReference } from '../../references';

export async function insertQuote(
  trx: Transaction<Database>,
  quote: PricedQuote,
): Promise<{ reference: string; createdAt: string }> {
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
      created_at: createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
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
      })),
    )
    .execute();
  return { reference, createdAt };
}

export interface Impact {
  trees_funded: number;
  trees_planted: number;
  total_contributions: number;
}

/** The baseline plus what stored quotes fund; planted is the agency's own stored figure. */
export async function readImpact(db: Kysely<Database>): Promise<Impact> {
  // PostgreSQL sums integers as bigint, which pg returns as text: cast back to a plain integer.
  const funded = await db
    .selectFrom('quote_requests')
    .select([
      sql<number>`cast(coalesce(sum(trees_funded), 0) as integer)`.as('trees'),
      sql<number>`cast(coalesce(sum(contribution_amount), 0) as integer)`.as('contributions'),
    ])
    .executeTakeFirstOrThrow();
  const planted = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', 'trees_planted')
    .executeTakeFirst();
  return {
    trees_funded: IMPACT_BASELINE.treesFunded + Number(funded.trees),
    trees_planted: planted ? Number(planted.value) : IMPACT_BASELINE.treesPlanted,
    total_contributions: IMPACT_BASELINE.totalContributions + Number(funded.contributions),
  };
}
