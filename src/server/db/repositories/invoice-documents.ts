import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { fill } from '../../../shared/i18n/format';
import {
  type ChargeLine,
  CREDIT_WITHIN_MS,
  type CreditReason,
  INVOICE_DUE_DAYS,
  type InvoiceKind,
  type InvoiceLine,
  type InvoiceTotals,
  depositShare,
  formatToea,
  invoiceStatus,
  type PaymentMethod,
  priceLines,
} from '../../../shared/invoice';
import { type Toea, kina, toea, toeaOfKina } from '../../../shared/money';
import type { AdminInvoice, BankDetails } from '../../../shared/schemas/admin';
import type { Facts } from '../../../shared/schemas/content';
import type { CustomerInvoice, InvoiceIssuer } from '../../../shared/schemas/invoice';
import { invoice as english } from '../../../shared/words/en/invoice';
import { invoice as tokPisin } from '../../../shared/words/tpi/invoice';
import { codeFacts } from '../../content/code-content';
import { HttpError } from '../../http-error';
import type { Database } from '../schema';
import { newCustomerLink } from './customer-links';
import { endOfDayAfter } from './invoice-days';
import { nextNumber, peekNumber } from './invoice-numbers';
import { type InvoiceRow, invoiceRow, invoicesWithState, lockedInvoice } from './invoice-rows';
import { readInvoiceSettings } from './invoice-settings';
import { type QuoteRow, recordEvent } from './quote-events';

/**
 * Invoices and credit notes as documents (decision 098): issued once from a won quote, read by
 * staff and by the customer, cancelled only by a credit note. Money in toea.
 */

export const invoiceWords = { en: english, tpi: tokPisin } as const;

type ChargedQuote = Pick<QuoteRow, 'lang' | 'extra_trees' | 'contribution_amount'>;
interface ChargedItem {
  title: string;
  quantity: number;
  line_total: number;
  personalisation: string | null;
}

/** The quote's lines as the invoice words them, in toea, in the customer's language. */
function chargeLines(quote: ChargedQuote, items: readonly ChargedItem[]): ChargeLine[] {
  const words = invoiceWords[quote.lang].lines;
  const lines: ChargeLine[] = items.map((item) => {
    const name =
      item.personalisation && (JSON.parse(item.personalisation) as { name?: string }).name;
    return {
      description: name ? fill(words.madeFor, { title: item.title, name }) : item.title,
      quantity: item.quantity,
      amount: toeaOfKina(kina(item.line_total)),
    };
  });
  if (quote.extra_trees > 0) {
    lines.push({
      description: words.extraTrees,
      quantity: quote.extra_trees,
      amount: toeaOfKina(kina(quote.contribution_amount)),
    });
  }
  return lines;
}

const chargedItems = (db: Kysely<Database>, quoteIds: readonly number[]) =>
  db
    .selectFrom('quote_items')
    .select(['quote_id', 'title', 'quantity', 'line_total', 'personalisation'])
    .where('quote_id', 'in', quoteIds)
    .orderBy('id')
    .execute();

/** GST's rate in basis points when the agency is registered, else null (no GST charged). */
const gstRateOf = (settings: Awaited<ReturnType<typeof readInvoiceSettings>>) =>
  settings.gstRegistered ? settings.gstRateBasisPoints : null;

/**
 * What each quote's order is worth in toea, GST in: the total its full invoice charges, priced as
 * issuing prices it (a deposit and its balance add up to the same, line by line). Decision 109.
 */
export async function orderTotals(
  db: Kysely<Database>,
  quoteIds: readonly number[],
): Promise<Map<number, Toea>> {
  if (quoteIds.length === 0) return new Map();
  const quotes = await db
    .selectFrom('quote_requests')
    .select(['id', 'lang', 'extra_trees', 'contribution_amount'])
    .where('id', 'in', quoteIds)
    .execute();
  const items = await chargedItems(db, quoteIds);
  const gstRate = gstRateOf(await readInvoiceSettings(db));
  return new Map(
    quotes.map((quote) => {
      const lines = chargeLines(
        quote,
        items.filter((item) => item.quote_id === quote.id),
      );
      return [quote.id, priceLines(lines, gstRate).totals.total];
    }),
  );
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

/** Everything issuing decides about an invoice, before it is numbered (decision 111). */
export interface InvoiceDraft {
  kind: InvoiceKind;
  lang: QuoteRow['lang'];
  issuedAt: string;
  dueAt: string;
  gstRate: number | null;
  tin: string;
  bank: BankDetails;
  issuer: InvoiceIssuer;
  lines: InvoiceLine[];
  totals: InvoiceTotals;
}

/** What an invoice says of the agency that issues it: the published facts it was issued with. */
const issuerOf = ({ address, phone, email }: Facts): InvoiceIssuer => ({ address, phone, email });

/**
 * The invoice a won quote gets now, or the sentence that says why not: the one computation the
 * draft staff look at and the issued invoice share. It reads and writes nothing else.
 */
export async function draftInvoice(
  db: Kysely<Database>,
  quote: QuoteRow,
  kind: InvoiceKind,
  now: Date,
  facts: Facts,
): Promise<InvoiceDraft> {
  if (quote.status !== 'won') {
    throw new HttpError(
      409,
      'Only a won quote can be invoiced: the customer accepts it, or you mark it won.',
    );
  }
  const settings = await readInvoiceSettings(db);
  const { bank } = settings;
  if (!bank.bank || !bank.accountName || !bank.accountNumber) {
    throw new HttpError(
      409,
      'Please add the bank, account name and account number in Settings first: the invoice tells the customer where to pay.',
    );
  }
  const issued = await issuedOf(db, quote.id);
  const refused = refusal(kind, issued);
  if (refused) throw new HttpError(409, refused);

  const words = invoiceWords[quote.lang].lines;
  const charges = chargeLines(quote, await chargedItems(db, [quote.id]));
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
      amount: toea(line.amount - depositShare(line.amount)),
    }));
  }
  const gstRate = gstRateOf(settings);
  const priced = priceLines(lines, gstRate);
  return {
    kind,
    lang: quote.lang,
    issuedAt: now.toISOString(),
    dueAt: endOfDayAfter(now, INVOICE_DUE_DAYS),
    gstRate,
    tin: settings.gstRegistered ? settings.tin : '',
    bank,
    issuer: issuerOf(facts),
    lines: priced.lines,
    totals: priced.totals,
  };
}

/**
 * What staff saw of a draft, as a fingerprint: what it charges, to whom, in which language, and
 * where to pay. The day is left out: a draft looked at before midnight is still the invoice.
 */
export function draftKey(draft: InvoiceDraft, quote: QuoteRow): string {
  const seen = [
    draft.kind,
    draft.lang,
    quote.customer_email,
    quote.customer_name,
    quote.customer_company,
    draft.lines,
    draft.totals,
    draft.gstRate,
    draft.tin,
    draft.bank,
    draft.issuer,
  ];
  return createHash('sha256').update(JSON.stringify(seen)).digest('hex');
}

/** The draft as its customer will see it, with the number it takes if none comes first. */
export async function previewInvoice(
  db: Kysely<Database>,
  quote: QuoteRow,
  kind: InvoiceKind,
  now: Date,
  facts: Facts,
): Promise<{ document: CustomerInvoice; draft: string }> {
  const draft = await draftInvoice(db, quote, kind, now, facts);
  const document: CustomerInvoice = {
    number: await peekNumber(db, 'INV', now),
    kind,
    lang: draft.lang,
    quoteReference: quote.reference,
    customerName: quote.customer_name,
    customerCompany: quote.customer_company,
    customerEmail: quote.customer_email,
    issuedAt: draft.issuedAt,
    dueAt: draft.dueAt,
    lines: draft.lines,
    gst: draft.gstRate === null ? null : { rateBasisPoints: draft.gstRate, tin: draft.tin },
    net: draft.totals.net,
    gstTotal: draft.totals.gst,
    total: draft.totals.total,
    paid: toea(0),
    balance: draft.totals.total,
    status: 'due',
    bank: draft.bank,
    issuer: draft.issuer,
    creditNote: null,
  };
  return { document, draft: draftKey(draft, quote) };
}

/**
 * Issues an invoice for a won quote (decision 098), in the caller's transaction. The quote's row is
 * written first, so two staff invoicing one quote at once take turns: the second sees the first.
 * With `expected` (a draft's key, decision 111) it issues only the invoice staff looked at.
 */
export async function issueInvoice(
  trx: Transaction<Database>,
  quote: QuoteRow,
  kind: InvoiceKind,
  actor: string,
  now: Date,
  facts: Facts,
  expected?: string,
): Promise<{ invoice: InvoiceRow; token: string }> {
  await trx
    .updateTable('quote_requests')
    .set({ id: quote.id })
    .where('id', '=', quote.id)
    .execute();
  const draft = await draftInvoice(trx, quote, kind, now, facts);
  if (expected !== undefined && draftKey(draft, quote) !== expected) {
    throw new HttpError(
      409,
      'This invoice changed since you looked at it (the quote, or the GST and bank details in Settings). Please look at it again before issuing it.',
    );
  }
  const { bank, totals } = draft;
  const priced = { lines: draft.lines, totals };
  const number = await nextNumber(trx, 'INV', now);
  const invoice = await trx
    .insertInto('invoices')
    .values({
      number,
      quote_id: quote.id,
      kind,
      lang: draft.lang,
      issued_at: draft.issuedAt,
      due_at: draft.dueAt,
      issued_by: actor,
      gst_rate: draft.gstRate,
      tin: draft.tin,
      bank: JSON.stringify(bank),
      issuer: JSON.stringify(draft.issuer),
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
  return { invoice: invoiceRow(invoice), token };
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
        amount: toea(payment.amount),
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
    lines: lines.map((line) => ({ ...line, amount: toea(line.amount), gst: toea(line.gst) })),
    gst: row.gst_rate === null ? null : { rateBasisPoints: row.gst_rate, tin: row.tin },
    net: row.net,
    gstTotal: row.gst,
    total: row.total,
    paid: row.paid,
    balance: toea(cancelled ? 0 : Math.max(0, row.total - row.paid)),
    status: invoiceStatus({ total: row.total, paid: row.paid, cancelled, dueAt: row.due_at }, now),
    bank: JSON.parse(row.bank) as BankDetails,
    issuer: row.issuer === null ? issuerOf(codeFacts) : (JSON.parse(row.issuer) as InvoiceIssuer),
    creditNote:
      row.credit_number === null
        ? null
        : { number: row.credit_number, issuedAt: row.credit_issued_at ?? '' },
  };
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
