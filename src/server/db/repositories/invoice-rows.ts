import { type Kysely, type Selectable, type Transaction, sql } from 'kysely';
import { type Toea, toea } from '../../../shared/money';
import { HttpError } from '../../http-error';
import { isPostgres } from '../dialect';
import type { Database, InvoiceTable } from '../schema';

/**
 * Invoices as stored, with what was paid on them and their credit note: the reads the documents,
 * the payments, the reminders and the money figures share.
 */

/** An invoice's row with its money typed as toea. */
export type InvoiceRow = Omit<Selectable<InvoiceTable>, 'net' | 'gst' | 'total'> & {
  net: Toea;
  gst: Toea;
  total: Toea;
};

/** The row as read, its figures typed as the toea they are. */
export const invoiceRow = <Row extends Selectable<InvoiceTable>>(
  row: Row,
): Omit<Row, 'net' | 'gst' | 'total'> & Pick<InvoiceRow, 'net' | 'gst' | 'total'> => ({
  ...row,
  net: toea(row.net),
  gst: toea(row.gst),
  total: toea(row.total),
});

/** What was paid on the invoice of the row, in toea (a sum PostgreSQL may answer as text). */
export const paidSoFar = sql<
  number | string
>`(select coalesce(sum(payments.amount), 0) from payments where payments.invoice_id = invoices.id)`;

/** When the last payment on the invoice of the row was recorded (ISO), or null. */
export const lastPaidAt = sql<
  string | null
>`(select max(payments.recorded_at) from payments where payments.invoice_id = invoices.id)`;

/** Each invoice with what was paid on it, when last, and its credit note, oldest first. */
export async function invoicesWithState(
  db: Kysely<Database>,
  where: { quoteId?: number; quoteIds?: readonly number[]; id?: number },
) {
  let query = db
    .selectFrom('invoices')
    .leftJoin('credit_notes', 'credit_notes.invoice_id', 'invoices.id')
    .selectAll('invoices')
    .select([
      'credit_notes.number as credit_number',
      'credit_notes.reason as credit_reason',
      'credit_notes.issued_at as credit_issued_at',
      paidSoFar.as('paid'),
      lastPaidAt.as('last_paid_at'),
    ])
    .orderBy('invoices.id');
  if (where.quoteId !== undefined) query = query.where('invoices.quote_id', '=', where.quoteId);
  if (where.quoteIds !== undefined) query = query.where('invoices.quote_id', 'in', where.quoteIds);
  if (where.id !== undefined) query = query.where('invoices.id', '=', where.id);
  const rows = await query.execute();
  return rows.map((row) => ({ ...invoiceRow(row), paid: toea(Number(row.paid ?? 0)) }));
}

/**
 * The invoice's row, locked until the caller's transaction ends on PostgreSQL (SQLite holds one
 * writer at a time): two payments recorded at once are checked one after the other.
 */
export async function lockedInvoice(trx: Transaction<Database>, id: number) {
  const query = trx.selectFrom('invoices').select('id').where('id', '=', id);
  await (isPostgres(trx) ? query.forUpdate() : query).execute();
  const [row] = await invoicesWithState(trx, { id });
  if (!row) throw new HttpError(404, 'There is no invoice with this number.');
  return row;
}

export async function findInvoiceByNumber(
  db: Kysely<Database>,
  number: string,
): Promise<InvoiceRow | undefined> {
  const row = await db
    .selectFrom('invoices')
    .selectAll()
    .where('number', '=', number.toUpperCase())
    .executeTakeFirst();
  return row && invoiceRow(row);
}
