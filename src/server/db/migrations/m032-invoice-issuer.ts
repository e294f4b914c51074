import type { Kysely, Migration } from 'kysely';

/**
 * The agency's address, phone and email as published when an invoice was issued (decision 132),
 * as JSON: its PDF keeps saying them. Null for an invoice issued before: the code's facts, which
 * is what it said.
 */
export const invoiceIssuer: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('invoices').addColumn('issuer', 'text').execute();
  },
};
