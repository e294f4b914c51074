import { randomBytes } from 'node:crypto';
import { type Kysely, type Selectable, type Transaction, sql } from 'kysely';
import { dayInPortMoresby, fill } from '../../../shared/i18n/format';
import {
  type ChargeLine,
  INVOICE_DUE_DAYS,
  type InvoiceKind,
  TOEA_PER_KINA,
  depositShare,
  invoiceStatus,
  priceLines,
} from '../../../shared/invoice';
import {
  type AdminInvoice,
  type BankDetails,
  type InvoiceSettings,
  InvoiceSettingsSchema,
} from '../../../shared/schemas/admin';
import type { CustomerInvoice } from '../../../shared/schemas/invoice';
import { invoice as english } from '../../../shared/words/en/invoice';
import { invoice as tokPisin } from '../../../shared/words/tpi/invoice';
import { sha256 } from '../../admin/auth';
import { HttpError } from '../../http-error';
import type { Database, InvoiceTable } from '../schema';
import type { QuoteRow } from './quote-history';
import { readSetting, writeSetting } from './settings';

/** Invoices (decision 098): numbered without gaps, written once, money in toea. */

export const invoiceWords = { en: english, tpi: tokPisin } as const;

export type InvoiceRow = Selectable<InvoiceTable>;

const SETTINGS_KEY = 'invoice_settings';
// A link that opens an invoice does not expire (decision 098); the column wants a time.
const NEVER = '9999-12-31T23:59:59.999Z';
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
  const token = randomBytes(32).toString('base64url');
  await trx
    .insertInto('customer_links')
    .values({
      token_hash: sha256(token),
      quote_id: quote.id,
      purpose: 'invoice',
      invoice_id: invoice.id,
      created_by: actor,
      created_at: now.toISOString(),
      expires_at: NEVER,
      revoked_at: null,
    })
    .execute();
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
      (eb) =>
        eb
          .selectFrom('payments')
          .select((inner) =>
            inner.fn.coalesce(inner.fn.sum<number>('amount'), sql<number>`0`).as('paid'),
          )
          .whereRef('payments.invoice_id', '=', 'invoices.id')
          .as('paid'),
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
  return rows.map((row) => ({
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

/** The invoice a link's token opens: undefined for an unknown or revoked link. */
export async function openInvoiceLink(
  db: Kysely<Database>,
  token: string,
): Promise<{ invoiceId: number } | { gone: true } | undefined> {
  const row = await db
    .selectFrom('customer_links')
    .select(['invoice_id', 'revoked_at'])
    .where('token_hash', '=', sha256(token))
    .where('purpose', '=', 'invoice')
    .executeTakeFirst();
  if (!row || row.invoice_id === null) return undefined;
  if (row.revoked_at !== null) return { gone: true };
  return { invoiceId: row.invoice_id };
}

/** The PDF's file name: the invoice's number. */
export const invoiceFileName = (number: string): string => `${number}.pdf`;
