import { type Kysely, sql } from 'kysely';
import { dayInPortMoresby } from '../../../shared/i18n/format';
import { type Toea, sumToea, toea } from '../../../shared/money';
import type { Dashboard } from '../../../shared/schemas/admin';
import type { Database } from '../schema';
import { DAY_MS, PNG_OFFSET_MS, monthStart } from './invoice-days';
import { paidSoFar } from './invoice-rows';
import { type QuoteMoney, ordersMoney } from './order-money';

/** The money in figures: the dashboard's, and the accountant's ledger of invoices, credit notes and payments. */

type DashboardMoney = Dashboard['money'];

const OVERDUE_INVOICES_SHOWN = 20;

/**
 * The dashboard's money (issue 27, item 6), in toea: invoiced and paid this month; what orders
 * still owe on their invoices (issued − paid − credited, summed over each order's money, decision
 * 109) and their value not yet invoiced; the overdue invoices oldest first; and the paid templates
 * whose delivery falls within 24 hours.
 */
export async function readMoney(db: Kysely<Database>, now = new Date()): Promise<DashboardMoney> {
  const since = monthStart(now);
  const sinceDay = dayInPortMoresby(since).toISOString().slice(0, 10);
  const open = await db
    .selectFrom('invoices')
    .innerJoin('quote_requests', 'quote_requests.id', 'invoices.quote_id')
    .leftJoin('credit_notes', 'credit_notes.invoice_id', 'invoices.id')
    .select([
      'invoices.number',
      'invoices.issued_at',
      'invoices.due_at',
      'invoices.total',
      'quote_requests.reference',
      'quote_requests.customer_name',
      'credit_notes.id as credit_id',
      paidSoFar.as('paid'),
    ])
    .orderBy('invoices.due_at')
    .orderBy('invoices.id')
    .execute();
  const standing = open.filter((row) => row.credit_id === null);
  const owing = standing
    .map((row) => ({ ...row, balance: toea(row.total - Number(row.paid ?? 0)) }))
    .filter((row) => row.balance > 0);
  const overdue = owing.filter((row) => row.due_at < now.toISOString());
  const { paid } = await db
    .selectFrom('payments')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), sql<number>`0`).as('paid'))
    .where('paid_on', '>=', sinceDay)
    .executeTakeFirstOrThrow();
  // Every order: a won quote, or any quote an invoice was ever issued on.
  const orders = await db
    .selectFrom('quote_requests')
    .select(['id', 'reference', 'customer_name', 'status', 'delivered_at'])
    .where((eb) =>
      eb.or([
        eb('status', '=', 'won'),
        eb.exists(
          eb
            .selectFrom('invoices')
            .select('invoices.id')
            .whereRef('invoices.quote_id', '=', 'quote_requests.id'),
        ),
      ]),
    )
    .orderBy('id')
    .execute();
  const money = await ordersMoney(
    db,
    orders.map((order) => order.id),
  );
  const moneyOf = (id: number) => money.get(id) as QuoteMoney;
  const deliverBy = new Date(now.getTime() + DAY_MS).toISOString();
  const deliveries = orders
    .map((order) => ({ ...order, deliveryDueAt: moneyOf(order.id).deliveryDueAt }))
    .filter(
      (order): order is typeof order & { deliveryDueAt: string } =>
        order.delivered_at === null &&
        order.deliveryDueAt !== null &&
        order.deliveryDueAt <= deliverBy,
    )
    .sort((a, b) => a.deliveryDueAt.localeCompare(b.deliveryDueAt));
  return {
    monthStart: since,
    invoiced: sumToea(
      standing.filter((row) => row.issued_at >= since).map((row) => toea(row.total)),
    ),
    paid: toea(Number(paid)),
    outstanding: sumToea(orders.map((order) => moneyOf(order.id).figures.due)),
    toInvoice: sumToea(
      orders
        .filter((order) => order.status === 'won')
        .map((order) => moneyOf(order.id).figures.toInvoice),
    ),
    overdue: {
      count: overdue.length,
      amount: sumToea(overdue.map((row) => row.balance)),
      items: overdue.slice(0, OVERDUE_INVOICES_SHOWN).map((row) => ({
        number: row.number,
        reference: row.reference,
        customerName: row.customer_name,
        dueAt: row.due_at,
        balance: row.balance,
      })),
    },
    deliveriesDue: deliveries.map((order) => ({
      reference: order.reference,
      customerName: order.customer_name,
      deliveryDueAt: order.deliveryDueAt,
    })),
  };
}

/** A line of the accountant's export: an invoice, a credit note or a payment. */
export interface LedgerRow {
  type: 'invoice' | 'credit-note' | 'payment';
  number: string;
  date: string;
  invoice: string;
  quote: string;
  customer: string;
  company: string;
  net: Toea;
  gst: Toea;
  total: Toea;
  method: string;
  reference: string;
}

const LEDGER_BATCH = 500;

/**
 * Invoices, then credit notes, then payments dated from `from` to `to` (Port Moresby days), in
 * batches for a streamed CSV: memory holds one batch however long the range.
 */
export async function* ledgerBatches(
  db: Kysely<Database>,
  range: { from: string; to: string },
): AsyncGenerator<LedgerRow[]> {
  const start = new Date(Date.parse(range.from) - PNG_OFFSET_MS).toISOString();
  const end = new Date(Date.parse(range.to) + DAY_MS - PNG_OFFSET_MS).toISOString();
  const day = (iso: string) => dayInPortMoresby(iso).toISOString().slice(0, 10);
  const base = () =>
    db
      .selectFrom('invoices')
      .innerJoin('quote_requests', 'quote_requests.id', 'invoices.quote_id')
      .select([
        'invoices.number as invoice',
        'invoices.net',
        'invoices.gst',
        'invoices.total',
        'quote_requests.reference as quote',
        'quote_requests.customer_name as customer',
        'quote_requests.customer_company as company',
      ]);
  for (let after = 0; ;) {
    const rows = await base()
      .select(['invoices.id', 'invoices.issued_at'])
      .where('invoices.issued_at', '>=', start)
      .where('invoices.issued_at', '<', end)
      .where('invoices.id', '>', after)
      .orderBy('invoices.id')
      .limit(LEDGER_BATCH)
      .execute();
    if (rows.length > 0) {
      yield rows.map((row) => ({
        ...row,
        net: toea(row.net),
        gst: toea(row.gst),
        total: toea(row.total),
        type: 'invoice' as const,
        number: row.invoice,
        date: day(row.issued_at),
        method: '',
        reference: '',
      }));
    }
    if (rows.length < LEDGER_BATCH) break;
    after = rows.at(-1)!.id;
  }
  for (let after = 0; ;) {
    const rows = await base()
      .innerJoin('credit_notes', 'credit_notes.invoice_id', 'invoices.id')
      .select([
        'credit_notes.id',
        'credit_notes.number',
        'credit_notes.issued_at',
        'credit_notes.reason',
      ])
      .where('credit_notes.issued_at', '>=', start)
      .where('credit_notes.issued_at', '<', end)
      .where('credit_notes.id', '>', after)
      .orderBy('credit_notes.id')
      .limit(LEDGER_BATCH)
      .execute();
    if (rows.length > 0) {
      yield rows.map((row) => ({
        ...row,
        type: 'credit-note' as const,
        date: day(row.issued_at),
        net: toea(-row.net),
        gst: toea(-row.gst),
        total: toea(-row.total),
        method: '',
        reference: row.reason,
      }));
    }
    if (rows.length < LEDGER_BATCH) break;
    after = rows.at(-1)!.id;
  }
  for (let after = 0; ;) {
    const rows = await base()
      .innerJoin('payments', 'payments.invoice_id', 'invoices.id')
      .select([
        'payments.id',
        'payments.paid_on',
        'payments.amount',
        'payments.method',
        'payments.bank_reference',
      ])
      .where('payments.paid_on', '>=', range.from)
      .where('payments.paid_on', '<=', range.to)
      .where('payments.id', '>', after)
      .orderBy('payments.id')
      .limit(LEDGER_BATCH)
      .execute();
    if (rows.length > 0) {
      yield rows.map((row) => ({
        ...row,
        type: 'payment' as const,
        number: `PAY-${row.id}`,
        date: row.paid_on,
        net: toea(0),
        gst: toea(0),
        total: toea(row.amount),
        method: row.method,
        reference: row.bank_reference,
      }));
    }
    if (rows.length < LEDGER_BATCH) break;
    after = rows.at(-1)!.id;
  }
}
