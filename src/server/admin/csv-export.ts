import { Readable, pipeline } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { type Stringifier, stringify } from 'csv-stringify';
import type { AdminQuote, AdminSubscriber } from '../../shared/schemas/admin';
import { TOEA_PER_KINA, type Toea } from '../../shared/money';
import type { LedgerRow } from '../db/repositories/money-figures';

// A cell a spreadsheet would run as a formula (=, +, -, @, tab, return) is prefixed with '; a plain
// number (a credit note's -3200.00) is no formula and stays a number.
const defuse = (value: string): string =>
  /^[=+\-@\t\r]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value) ? `'${value}` : value;

/** RFC 4180 CSV (CRLF lines, a header row), every text cell defused, written as records arrive. */
const csvWriter = (columns: string[]): Stringifier =>
  stringify({
    header: true,
    columns,
    record_delimiter: 'windows',
    cast: { string: defuse },
  });

/**
 * Streams the batches into the reply as CSV. The first batch is read before anything is sent, so
 * a database that cannot answer gets the usual JSON error; after that, memory holds one batch.
 */
async function sendCsv<T>(
  reply: FastifyReply,
  name: string,
  columns: string[],
  batches: AsyncGenerator<T[]>,
  toRecord: (item: T) => unknown[],
): Promise<FastifyReply> {
  const first = await batches.next();
  async function* records() {
    if (first.done) return;
    for (const item of first.value) yield toRecord(item);
    for await (const batch of batches) for (const item of batch) yield toRecord(item);
  }
  const csv = csvWriter(columns);
  // A failure part-way (the database gone) ends the download instead of leaving it hanging.
  pipeline(Readable.from(records()), csv, (error) => {
    if (error) reply.log.warn({ err: error }, 'CSV export ended early');
  });
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${day}.csv"`)
    .send(csv);
}

export const sendQuotesCsv = (reply: FastifyReply, batches: AsyncGenerator<AdminQuote[]>) =>
  sendCsv(
    reply,
    'quotes',
    [
      'reference',
      'received_at',
      'status',
      'customer_name',
      'customer_email',
      'customer_phone',
      'customer_company',
      'items',
      'total_kina',
      'first_answered_at',
    ],
    batches,
    (quote) => [
      quote.reference,
      quote.receivedAt,
      quote.status,
      quote.customer.name,
      quote.customer.email,
      quote.customer.phone,
      quote.customer.company,
      quote.items.map((item) => `${item.quantity} × ${item.title}`).join('; '),
      quote.totalAmount,
      quote.firstAnsweredAt ?? '',
    ],
  );

/**
 * Subscribers for a spreadsheet or a mailing tool: each row carries the subscriber's signed
 * unsubscribe link, which every newsletter mail must include.
 */
export const sendSubscribersCsv = (
  reply: FastifyReply,
  batches: AsyncGenerator<AdminSubscriber[]>,
  unsubscribeUrl: (email: string) => string,
) =>
  sendCsv(
    reply,
    'newsletter-subscribers',
    ['email', 'name', 'subscribed_at', 'unsubscribed_at', 'unsubscribe_url'],
    batches,
    (s) => [s.email, s.name, s.subscribedAt, s.unsubscribedAt ?? '', unsubscribeUrl(s.email)],
  );

/** Toea as Kina with two decimals, no grouping: a number a spreadsheet sums. */
const kina = (toea: Toea): string => (toea / TOEA_PER_KINA).toFixed(2);

/**
 * The accountant's export (issue 27, item 6): invoices, credit notes (negative) and payments of a
 * date range, one row each, amounts in Kina with two decimals.
 */
export const sendLedgerCsv = (reply: FastifyReply, batches: AsyncGenerator<LedgerRow[]>) =>
  sendCsv(
    reply,
    'accounts',
    [
      'type',
      'number',
      'date',
      'invoice',
      'quote',
      'customer',
      'company',
      'net_kina',
      'gst_kina',
      'total_kina',
      'method',
      'reference',
    ],
    batches,
    (row) => [
      row.type,
      row.number,
      row.date,
      row.invoice,
      row.quote,
      row.customer,
      row.company,
      kina(row.net),
      kina(row.gst),
      kina(row.total),
      row.method,
      row.reference,
    ],
  );
