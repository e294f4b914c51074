import { type Kysely, type Selectable, type Transaction, sql } from 'kysely';
import { isPostgres } from '../dialect';
import { dayInPortMoresby, fill } from '../../../shared/i18n/format';
import {
  type ChargeLine,
  CREDIT_WITHIN_MS,
  type CreditReason,
  INVOICE_DUE_DAYS,
  type InvoiceKind,
  TOEA_PER_KINA,
  depositShare,
  formatToea,
  invoiceStatus,
  type PaymentMethod,
  priceLines,
} from '../../../shared/invoice';
import {
  type AdminInvoice,
  type Dashboard,
  type BankDetails,
  type InvoiceSettings,
  InvoiceSettingsSchema,
} from '../../../shared/schemas/admin';
import type { CustomerInvoice } from '../../../shared/schemas/invoice';
import { invoice as english } from '../../../shared/words/en/invoice';
import { invoice as tokPisin } from '../../../shared/words/tpi/invoice';
import { HttpError } from '../../http-error';
import type { Database, InvoiceTable } from '../schema';
import { newCustomerLink } from './customer-links';
import { type QuoteRow, recordEvent } from './quote-history';
import { readSetting, writeSetting } from './settings';

/** Invoices (decision 098): numbered without gaps, written once, money in toea. */

export const invoiceWords = { en: english, tpi: tokPisin } as const;

export type InvoiceRow = Selectable<InvoiceTable>;
type DashboardMoney = Dashboard['money'];

const SETTINGS_KEY = 'invoice_settings';
const PNG_OFFSET_MS = 10 * 60 * 60_000;

export async function readInvoiceSettings(db: Kysely<Database>): Promise<InvoiceSettings> {
  const stored = await readSetting(db, SETTINGS_KEY);
  return InvoiceSettingsSchema.parse(stored ? JSON.parse(stored) : { bank: {} });
}

export async function writeInvoiceSettings(
  db: Kysely<Database>,
  settings: InvoiceSettings,
): Promise<void> {
  await writeSetting(db, SETTINGS_KEY, JSON.stringify(settings));
}

/** The end of the Port Moresby day `days` after `at`: an invoice is overdue after its due day. */
export function endOfDayAfter(at: Date, days: number): string {
  const local = dayInPortMoresby(at.toISOString());
  const endLocal = Date.UTC(
    local.getUTCFullYear(),
    local.getUTCMonth(),
    local.getUTCDate() + days + 1,
  );
  return new Date(endLocal - PNG_OFFSET_MS - 1).toISOString();
}

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

/** The quote's lines as the invoice words them, in toea, in the customer's language. */
async function quoteCharges(trx: Transaction<Database>, quote: QuoteRow): Promise<ChargeLine[]> {
  const words = invoiceWords[quote.lang].lines;
  const items = await trx
    .selectFrom('quote_items')
    .select(['title', 'quantity', 'line_total', 'personalisation'])
    .where('quote_id', '=', quote.id)
    .orderBy('id')
    .execute();
  const lines: ChargeLine[] = items.map((item) => {
    const name =
      item.personalisation && (JSON.parse(item.personalisation) as { name?: string }).name;
    return {
      description: name ? fill(words.madeFor, { title: item.title, name }) : item.title,
      quantity: item.quantity,
      amount: item.line_total * TOEA_PER_KINA,
    };
  });
  if (quote.extra_trees > 0) {
    lines.push({
      description: words.extraTrees,
      quantity: quote.extra_trees,
      amount: quote.contribution_amount * TOEA_PER_KINA,
    });
  }
  return lines;
}

interface IssuedSoFar {
  id: number;
  kind: InvoiceKind;
  cancelled: boolean;
}

/** Which kind may be issued next, or the sentence that says why not. */
function refusal(kind: InvoiceKind, issued: readonly IssuedSoFar[]): string | undefined {
  const live = issued.filter((invoice) => !invoice.cancelled);
  if (kind === 'balance') {
    if (!live.some((invoice) => invoice.kind === 'deposit'))
      return 'There is no deposit invoice on this quote: invoice it in full, or the deposit first.';
    if (live.some((invoice) => invoice.kind === 'balance'))
      return 'The balance of this quote is invoiced already.';
    return undefined;
  }
  if (live.length > 0)
    return 'This quote is invoiced already: cancel that invoice with a credit note first.';
  return undefined;
}

/**
 * Issues an invoice for a won quote (decision 098), in the caller's transaction. The quote's row is
 * written first, so two staff invoicing one quote at once take turns: the second sees the first.
 */
export async function issueInvoice(
  trx: Transaction<Database>,
  quote: QuoteRow,
  kind: InvoiceKind,
  actor: string,
  now: Date,
): Promise<{ invoice: InvoiceRow; token: string }> {
  await trx
    .updateTable('quote_requests')
    .set({ id: quote.id })
    .where('id', '=', quote.id)
    .execute();
  if (quote.status !== 'won') {
    throw new HttpError(
      409,
      'Only a won quote can be invoiced: the customer accepts it, or you mark it won.',
    );
  }
  const settings = await readInvoiceSettings(trx);
  const { bank } = settings;
  if (!bank.bank || !bank.accountName || !bank.accountNumber) {
    throw new HttpError(
      409,
      'Please add the bank, account name and account number in Settings first: the invoice tells the customer where to pay.',
    );
  }
  const issued = await issuedOf(trx, quote.id);
  const refused = refusal(kind, issued);
  if (refused) throw new HttpError(409, refused);

  const words = invoiceWords[quote.lang].lines;
  const charges = await quoteCharges(trx, quote);
  let lines: ChargeLine[] = charges;
  if (kind === 'deposit') {
    lines = charges.map((line) => ({
      ...line,
      description: fill(words.deposit, { description: line.description }),
      amount: depositShare(line.amount),
    }));
  } else if (kind === 'balance') {
    lines = charges.map((line) => ({
      ...line,
      description: fill(words.balance, { description: line.description }),
      amount: line.amount - depositShare(line.amount),
    }));
  }
  const gstRate = settings.gstRegistered ? settings.gstRateBasisPoints : null;
  const priced = priceLines(lines, gstRate);
  const number = await nextNumber(trx, 'INV', now);
  const invoice = await trx
    .insertInto('invoices')
    .values({
      number,
      quote_id: quote.id,
      kind,
      lang: quote.lang,
      issued_at: now.toISOString(),
      due_at: endOfDayAfter(now, INVOICE_DUE_DAYS),
      issued_by: actor,
      gst_rate: gstRate,
      tin: settings.gstRegistered ? settings.tin : '',
      bank: JSON.stringify(bank),
      net: priced.totals.net,
      gst: priced.totals.gst,
      total: priced.totals.total,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('invoice_lines')
    .values(
      priced.lines.map((line) => ({
        invoice_id: invoice.id,
        description: line.description,
        quantity: line.quantity,
        amount: line.amount,
        gst: line.gst,
      })),
    )
    .execute();
  const token = await newCustomerLink(
    trx,
    { quoteId: quote.id, purpose: 'invoice', invoiceId: invoice.id },
    actor,
    now,
  );
  return { invoice, token };
}

async function issuedOf(trx: Kysely<Database>, quoteId: number): Promise<IssuedSoFar[]> {
  const rows = await trx
    .selectFrom('invoices')
    .leftJoin('credit_notes', 'credit_notes.invoice_id', 'invoices.id')
    .select(['invoices.id', 'invoices.kind', 'credit_notes.id as credit_note_id'])
    .where('invoices.quote_id', '=', quoteId)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    cancelled: row.credit_note_id !== null,
  }));
}

/** What was paid on the invoice of the row, in toea (a sum PostgreSQL may answer as text). */
const paidSoFar = sql<
  number | string
>`(select coalesce(sum(payments.amount), 0) from payments where payments.invoice_id = invoices.id)`;

/** Each invoice with what was paid on it and its credit note, oldest first. */
async function invoicesWithState(db: Kysely<Database>, where: { quoteId?: number; id?: number }) {
  let query = db
    .selectFrom('invoices')
    .leftJoin('credit_notes', 'credit_notes.invoice_id', 'invoices.id')
    .selectAll('invoices')
    .select([
      'credit_notes.number as credit_number',
      'credit_notes.reason as credit_reason',
      'credit_notes.issued_at as credit_issued_at',
      paidSoFar.as('paid'),
    ])
    .orderBy('invoices.id');
  if (where.quoteId !== undefined) query = query.where('invoices.quote_id', '=', where.quoteId);
  if (where.id !== undefined) query = query.where('invoices.id', '=', where.id);
  const rows = await query.execute();
  return rows.map((row) => ({ ...row, paid: Number(row.paid ?? 0) }));
}

/** The quote's invoices as staff see them. */
export async function invoicesOf(
  db: Kysely<Database>,
  quoteId: number,
  now = new Date(),
): Promise<AdminInvoice[]> {
  const rows = await invoicesWithState(db, { quoteId });
  const payments = await db
    .selectFrom('payments')
    .innerJoin('invoices', 'invoices.id', 'payments.invoice_id')
    .select([
      'payments.invoice_id',
      'payments.amount',
      'payments.paid_on',
      'payments.method',
      'payments.bank_reference',
      'payments.recorded_by',
    ])
    .where('invoices.quote_id', '=', quoteId)
    .orderBy('payments.id')
    .execute();
  return rows.map((row) => ({
    payments: payments
      .filter((payment) => payment.invoice_id === row.id)
      .map((payment) => ({
        amount: payment.amount,
        paidOn: payment.paid_on,
        method: payment.method as PaymentMethod,
        bankReference: payment.bank_reference,
        recordedBy: payment.recorded_by,
      })),
    number: row.number,
    kind: row.kind,
    issuedAt: row.issued_at,
    dueAt: row.due_at,
    issuedBy: row.issued_by,
    total: row.total,
    gst: row.gst,
    paid: row.paid,
    status: invoiceStatus(
      {
        total: row.total,
        paid: row.paid,
        cancelled: row.credit_number !== null,
        dueAt: row.due_at,
      },
      now,
    ),
    creditNote:
      row.credit_number === null
        ? null
        : {
            number: row.credit_number,
            reason: row.credit_reason ?? '',
            issuedAt: row.credit_issued_at ?? '',
          },
  }));
}

/** The invoice as its customer sees it: the page and the PDF. */
export async function customerInvoice(
  db: Kysely<Database>,
  invoiceId: number,
  now = new Date(),
): Promise<CustomerInvoice | undefined> {
  const [row] = await invoicesWithState(db, { id: invoiceId });
  if (!row) return undefined;
  const quote = await db
    .selectFrom('quote_requests')
    .select(['reference', 'customer_name', 'customer_company', 'customer_email'])
    .where('id', '=', row.quote_id)
    .executeTakeFirstOrThrow();
  const lines = await db
    .selectFrom('invoice_lines')
    .select(['description', 'quantity', 'amount', 'gst'])
    .where('invoice_id', '=', row.id)
    .orderBy('id')
    .execute();
  const cancelled = row.credit_number !== null;
  return {
    number: row.number,
    kind: row.kind,
    lang: row.lang,
    quoteReference: quote.reference,
    customerName: quote.customer_name,
    customerCompany: quote.customer_company,
    customerEmail: quote.customer_email,
    issuedAt: row.issued_at,
    dueAt: row.due_at,
    lines,
    gst: row.gst_rate === null ? null : { rateBasisPoints: row.gst_rate, tin: row.tin },
    net: row.net,
    gstTotal: row.gst,
    total: row.total,
    paid: row.paid,
    balance: cancelled ? 0 : Math.max(0, row.total - row.paid),
    status: invoiceStatus({ total: row.total, paid: row.paid, cancelled, dueAt: row.due_at }, now),
    bank: JSON.parse(row.bank) as BankDetails,
    creditNote:
      row.credit_number === null
        ? null
        : { number: row.credit_number, issuedAt: row.credit_issued_at ?? '' },
  };
}

export async function findInvoiceByNumber(
  db: Kysely<Database>,
  number: string,
): Promise<InvoiceRow | undefined> {
  return db
    .selectFrom('invoices')
    .selectAll()
    .where('number', '=', number.toUpperCase())
    .executeTakeFirst();
}

/** The PDF's file name: the invoice's number. */
export const invoiceFileName = (number: string): string => `${number}.pdf`;

/**
 * The invoice's row, locked until the caller's transaction ends on PostgreSQL (SQLite holds one
 * writer at a time): two payments recorded at once are checked one after the other.
 */
async function lockedInvoice(trx: Transaction<Database>, id: number) {
  const query = trx.selectFrom('invoices').select('id').where('id', '=', id);
  await (isPostgres(trx) ? query.forUpdate() : query).execute();
  const [row] = await invoicesWithState(trx, { id });
  if (!row) throw new HttpError(404, 'There is no invoice with this number.');
  return row;
}

const today = (now: Date) => dayInPortMoresby(now.toISOString()).toISOString().slice(0, 10);

/**
 * Records money received on an invoice (issue 27, item 3), refusing a cancelled invoice and any
 * amount over what is still to pay. The first paid-in-full invoice of a quote moves the order on;
 * a template's (a full invoice) starts the 24-hour delivery clock. The history says what happened.
 */
export async function recordPayment(
  trx: Transaction<Database>,
  invoiceId: number,
  payment: { amount: number; paidOn: string; method: PaymentMethod; bankReference: string },
  actor: string,
  now: Date,
): Promise<void> {
  const invoice = await lockedInvoice(trx, invoiceId);
  if (invoice.credit_number !== null) {
    throw new HttpError(
      409,
      `Invoice ${invoice.number} is cancelled by credit note ${invoice.credit_number}: a payment cannot be recorded on it.`,
    );
  }
  const balance = invoice.total - invoice.paid;
  if (balance <= 0) throw new HttpError(409, `Invoice ${invoice.number} is paid in full already.`);
  if (payment.amount > balance) {
    throw new HttpError(
      409,
      `That is more than the ${formatToea(balance)} still to pay on ${invoice.number}: record at most ${formatToea(balance)}.`,
    );
  }
  if (payment.paidOn > today(now)) {
    throw new HttpError(400, 'The day the money arrived cannot be in the future.');
  }
  const at = now.toISOString();
  await trx
    .insertInto('payments')
    .values({
      invoice_id: invoice.id,
      amount: payment.amount,
      paid_on: payment.paidOn,
      method: payment.method,
      bank_reference: payment.bankReference,
      recorded_by: actor,
      recorded_at: at,
    })
    .execute();
  const rest = balance - payment.amount;
  const reference = payment.bankReference ? `, reference ${payment.bankReference}` : '';
  const paid = `${formatToea(payment.amount)} received on ${payment.paidOn} (${payment.method}${reference})`;
  await recordEvent(trx, invoice.quote_id, {
    kind: rest === 0 ? 'paid' : 'part-paid',
    actor,
    text:
      rest === 0
        ? `Invoice ${invoice.number} paid in full: ${paid}`
        : `Invoice ${invoice.number} part paid: ${paid}; ${formatToea(rest)} still to pay`,
    at,
  });
  if (rest > 0 || invoice.kind === 'balance') return;
  // The order moves on once; a template (paid in full) is due 24 hours later, as promised.
  await trx
    .updateTable('quote_requests')
    .set({
      paid_at: at,
      delivery_due_at:
        invoice.kind === 'full' ? new Date(now.getTime() + 24 * 60 * 60_000).toISOString() : null,
    })
    .where('id', '=', invoice.quote_id)
    .where('paid_at', 'is', null)
    .execute();
}

/**
 * An owner cancels an invoice by a credit note that refers to it (its own CN number), under the
 * terms' refund rules: a technical issue within 7 days of issue, a duplicate within 24 hours.
 */
export async function issueCreditNote(
  trx: Transaction<Database>,
  invoiceId: number,
  credit: { reason: CreditReason; note: string },
  actor: string,
  now: Date,
): Promise<string> {
  const invoice = await lockedInvoice(trx, invoiceId);
  if (invoice.credit_number !== null) {
    throw new HttpError(
      409,
      `Invoice ${invoice.number} is cancelled already, by credit note ${invoice.credit_number}.`,
    );
  }
  if (credit.reason !== 'other') {
    const age = now.getTime() - Date.parse(invoice.issued_at);
    if (age > CREDIT_WITHIN_MS[credit.reason]) {
      throw new HttpError(
        409,
        credit.reason === 'technical'
          ? 'The terms refund a technical issue within 7 days of the invoice: choose another reason and write it out.'
          : 'The terms refund a duplicate purchase within 24 hours of the invoice: choose another reason and write it out.',
      );
    }
  }
  const number = await nextNumber(trx, 'CN', now);
  const reason = { technical: 'Technical issue', duplicate: 'Duplicate purchase', other: 'Other' }[
    credit.reason
  ];
  const text = credit.note ? `${reason}: ${credit.note}` : reason;
  await trx
    .insertInto('credit_notes')
    .values({
      number,
      invoice_id: invoice.id,
      reason: text,
      issued_at: now.toISOString(),
      issued_by: actor,
    })
    .execute();
  const refund =
    invoice.paid > 0 ? `; ${formatToea(invoice.paid)} paid on it is to be refunded` : '';
  await recordEvent(trx, invoice.quote_id, {
    kind: 'cancelled',
    actor,
    text: `Invoice ${invoice.number} cancelled by credit note ${number} (${text})${refund}`,
    at: now.toISOString(),
  });
  return number;
}

const DAY_MS = 24 * 60 * 60_000;
/** The second reminder comes this many days after the first, on the due day. */
export const SECOND_REMINDER_DAYS = 7;

/** The reminder step due at `now`: 0 before the due day, 1 from it, 2 from seven days after. */
export function reminderStep(dueAt: string, now: Date): 0 | 1 | 2 {
  // due_at is the last millisecond of the due day (Port Moresby's).
  const dueDayStarts = Date.parse(dueAt) + 1 - DAY_MS;
  if (now.getTime() >= dueDayStarts + SECOND_REMINDER_DAYS * DAY_MS) return 2;
  return now.getTime() >= dueDayStarts ? 1 : 0;
}

/**
 * Unpaid invoices whose due day has come and whose last reminder is not sent yet, for customers who
 * still get reminders: their ids and the step due. A bounded list: an invoice drops out once paid,
 * cancelled, or reminded twice.
 */
export async function invoicesToRemind(
  db: Kysely<Database>,
  now: Date,
): Promise<{ invoiceId: number; step: 1 | 2 }[]> {
  const rows = await db
    .selectFrom('invoices')
    .innerJoin('quote_requests', 'quote_requests.id', 'invoices.quote_id')
    .leftJoin('credit_notes', 'credit_notes.invoice_id', 'invoices.id')
    .select([
      'invoices.id',
      'invoices.due_at',
      'invoices.total',
      paidSoFar.as('paid'),
      (eb) =>
        eb
          .selectFrom('invoice_reminders')
          .select((inner) =>
            inner.fn.coalesce(inner.fn.max<number>('step'), sql<number>`0`).as('sent'),
          )
          .whereRef('invoice_reminders.invoice_id', '=', 'invoices.id')
          .as('sent'),
    ])
    .where('credit_notes.id', 'is', null)
    .where('invoices.due_at', '<', new Date(now.getTime() + DAY_MS).toISOString())
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('reminder_opt_outs')
            .select('email_key')
            .whereRef(
              'reminder_opt_outs.email_key',
              '=',
              sql<string>`lower(quote_requests.customer_email)`,
            ),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('invoice_reminders')
            .select('step')
            .whereRef('invoice_reminders.invoice_id', '=', 'invoices.id')
            .where('invoice_reminders.step', '=', 2),
        ),
      ),
    )
    .execute();
  return rows.flatMap((row) => {
    const step = reminderStep(row.due_at, now);
    const unpaid = Number(row.paid ?? 0) < row.total;
    return unpaid && step > Number(row.sent ?? 0) ? [{ invoiceId: row.id, step }] : [];
  }) as { invoiceId: number; step: 1 | 2 }[];
}

/**
 * Claims a reminder step for an invoice in the caller's transaction (the earlier step with it, so
 * no customer gets two at once): true in one process only.
 */
export async function claimReminder(
  trx: Transaction<Database>,
  invoiceId: number,
  step: 1 | 2,
  now: Date,
): Promise<boolean> {
  const claimed = await trx
    .insertInto('invoice_reminders')
    .values({ invoice_id: invoiceId, step, sent_at: now.toISOString() })
    .onConflict((oc) => oc.columns(['invoice_id', 'step']).doNothing())
    .executeTakeFirst();
  if (Number(claimed.numInsertedOrUpdatedRows ?? 0) !== 1) return false;
  if (step === 2) {
    await trx
      .insertInto('invoice_reminders')
      .values({ invoice_id: invoiceId, step: 1, sent_at: now.toISOString() })
      .onConflict((oc) => oc.columns(['invoice_id', 'step']).doNothing())
      .execute();
  }
  return true;
}

/** Whether staff turned payment reminders off for this customer's address. */
export async function remindersOff(db: Kysely<Database>, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('reminder_opt_outs')
    .select('email_key')
    .where('email_key', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

/** Turns payment reminders on or off for a customer's address; true when that changed anything. */
export async function setReminders(
  trx: Transaction<Database>,
  email: string,
  on: boolean,
  actor: string,
  now: Date,
): Promise<boolean> {
  const key = email.trim().toLowerCase();
  const result = on
    ? await trx.deleteFrom('reminder_opt_outs').where('email_key', '=', key).executeTakeFirst()
    : await trx
        .insertInto('reminder_opt_outs')
        .values({ email_key: key, created_by: actor, created_at: now.toISOString() })
        .onConflict((oc) => oc.column('email_key').doNothing())
        .executeTakeFirst();
  const changed =
    'numDeletedRows' in result ? result.numDeletedRows : result.numInsertedOrUpdatedRows;
  return Number(changed ?? 0) > 0;
}

/** The first moment of Port Moresby's month that `now` falls in, in UTC. */
export function monthStart(now: Date): string {
  const local = dayInPortMoresby(now.toISOString());
  return new Date(
    Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - PNG_OFFSET_MS,
  ).toISOString();
}

const OVERDUE_INVOICES_SHOWN = 20;

/**
 * The dashboard's money (issue 27, item 6), in toea: invoiced and paid this month, what open
 * invoices still owe, the overdue ones oldest first, and the deliveries due within 24 hours.
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
    .map((row) => ({ ...row, balance: row.total - Number(row.paid ?? 0) }))
    .filter((row) => row.balance > 0);
  const overdue = owing.filter((row) => row.due_at < now.toISOString());
  const { paid } = await db
    .selectFrom('payments')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), sql<number>`0`).as('paid'))
    .where('paid_on', '>=', sinceDay)
    .executeTakeFirstOrThrow();
  const deliveries = await db
    .selectFrom('quote_requests')
    .select(['reference', 'customer_name', 'delivery_due_at'])
    .where('delivered_at', 'is', null)
    .where('delivery_due_at', 'is not', null)
    .where('delivery_due_at', '<=', new Date(now.getTime() + DAY_MS).toISOString())
    .orderBy('delivery_due_at')
    .execute();
  return {
    monthStart: since,
    invoiced: standing
      .filter((row) => row.issued_at >= since)
      .reduce((sum, row) => sum + row.total, 0),
    paid: Number(paid),
    outstanding: owing.reduce((sum, row) => sum + row.balance, 0),
    overdue: {
      count: overdue.length,
      amount: overdue.reduce((sum, row) => sum + row.balance, 0),
      items: overdue.slice(0, OVERDUE_INVOICES_SHOWN).map((row) => ({
        number: row.number,
        reference: row.reference,
        customerName: row.customer_name,
        dueAt: row.due_at,
        balance: row.balance,
      })),
    },
    deliveriesDue: deliveries.map((row) => ({
      reference: row.reference,
      customerName: row.customer_name,
      deliveryDueAt: row.delivery_due_at as string,
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
  net: number;
  gst: number;
  total: number;
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
        net: -row.net,
        gst: -row.gst,
        total: -row.total,
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
        net: 0,
        gst: 0,
        total: row.amount,
        method: row.method,
        reference: row.bank_reference,
      }));
    }
    if (rows.length < LEDGER_BATCH) break;
    after = rows.at(-1)!.id;
  }
}
