import type { Selectable, Transaction } from 'kysely';
import type { Database, QuoteEventTable, QuoteRequestTable } from '../schema';

/**
 * A quote's stored row and its history's one writer: below every repository that records what
 * happened to a quote (quote history, customer links, invoices), so none of them imports another
 * in a circle.
 */

export type QuoteRow = Selectable<QuoteRequestTable>;

export async function recordEvent(
  trx: Transaction<Database>,
  quoteId: number,
  event: { kind: QuoteEventTable['kind']; actor: string | null; text: string; at: string },
): Promise<void> {
  await trx
    .insertInto('quote_events')
    .values({
      quote_id: quoteId,
      kind: event.kind,
      actor: event.actor,
      text: event.text,
      created_at: event.at,
    })
    .execute();
}
