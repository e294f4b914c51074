import re
root='/tmp/preview-try/'
# 1. invoice-numbers.ts: peekNumber
p=root+'src/server/db/repositories/invoice-numbers.ts'
s=open(p).read()
s=s.replace("import { type Transaction, sql } from 'kysely';","import { type Kysely, type Transaction, sql } from 'kysely';")
s=s.replace("""/** The PDF's file name""","""/**
 * The number `nextNumber` would give now, read without taking it (a draft shows it, decision 111):
 * another invoice issued first takes it instead.
 */
export async function peekNumber(
  db: Kysely<Database>,
  series: 'INV' | 'CN',
  now: Date,
): Promise<string> {
  const year = dayInPortMoresby(now.toISOString()).getUTCFullYear();
  const row = await db
    .selectFrom('invoice_counters')
    .select('last_number')
    .where('series', '=', series)
    .where('year', '=', year)
    .executeTakeFirst();
  return `${series}-${year}-${String(Number(row?.last_number ?? 0) + 1).padStart(4, '0')}`;
}

/** The PDF's file name""")
open(p,'w').write(s)

# 2. invoice-documents.ts: draftInvoice, draftKey, previewInvoice; issueInvoice uses them
p=root+'src/server/db/repositories/invoice-documents.ts'
s=open(p).read()
start=s.index("/**\n * Issues an invoice for a won quote")
end=s.index("async function issuedOf")
old=s[start:end]
body_start=old.index("  const words = invoiceWords[quote.lang].lines;")
body_end=old.index("  const number = await nextNumber(trx, 'INV', now);")
new='''/** Everything issuing decides about an invoice, before it is numbered (decision 111). */
export interface InvoiceDraft {
  kind: InvoiceKind;
  lang: QuoteRow['lang'];
  issuedAt: string;
  dueAt: string;
  gstRate: number | null;
  tin: string;
  bank: BankDetails;
  lines: InvoiceLine[];
  totals: InvoiceTotals;
}

/**
 * The invoice a won quote gets now, or the sentence that says why not: the one computation the
 * draft staff look at and the issued invoice share. It reads and writes nothing else.
 */
export async function draftInvoice(
  db: Kysely<Database>,
  quote: QuoteRow,
  kind: InvoiceKind,
  now: Date,
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

''' + old[body_start:body_end].replace("await quoteCharges(trx, quote)","await quoteCharges(db, quote)") + '''  return {
    kind,
    lang: quote.lang,
    issuedAt: now.toISOString(),
    dueAt: endOfDayAfter(now, INVOICE_DUE_DAYS),
    gstRate,
    tin: settings.gstRegistered ? settings.tin : '',
    bank,
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
  ];
  return createHash('sha256').update(JSON.stringify(seen)).digest('hex');
}

/** The draft as its customer will see it, with the number it takes if none comes first. */
export async function previewInvoice(
  db: Kysely<Database>,
  quote: QuoteRow,
  kind: InvoiceKind,
  now: Date,
): Promise<{ document: CustomerInvoice; draft: string }> {
  const draft = await draftInvoice(db, quote, kind, now);
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
  expected?: string,
): Promise<{ invoice: InvoiceRow; token: string }> {
  await trx
    .updateTable('quote_requests')
    .set({ id: quote.id })
    .where('id', '=', quote.id)
    .execute();
  const draft = await draftInvoice(trx, quote, kind, now);
  if (expected !== undefined && draftKey(draft, quote) !== expected) {
    throw new HttpError(
      409,
      'This invoice changed since you looked at it (the quote, or the GST and bank details in Settings). Please look at it again before issuing it.',
    );
  }
  const { bank, totals } = draft;
  const priced = { lines: draft.lines, totals };
''' + old[body_end:].replace("      lang: quote.lang,\n      issued_at: now.toISOString(),\n      due_at: endOfDayAfter(now, INVOICE_DUE_DAYS),","      lang: draft.lang,\n      issued_at: draft.issuedAt,\n      due_at: draft.dueAt,").replace("      gst_rate: gstRate,\n      tin: settings.gstRegistered ? settings.tin : '',","      gst_rate: draft.gstRate,\n      tin: draft.tin,")
s=s[:start]+new+s[end:]
s=s.replace("async function quoteCharges(trx: Transaction<Database>, quote: QuoteRow)","async function quoteCharges(db: Kysely<Database>, quote: QuoteRow)")
open(p,'w').write(s)
print("applied")
