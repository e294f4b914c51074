// Invoices' arithmetic and status (decision 098), shared by the server, the PDF and the customer's
// invoice page without zod. Money here is integers of toea (K1 = 100 toea), never floating point.

import { TOEA_PER_KINA, type Toea, groupDigits, sumToea, toea } from './money';

/** The invoice page (also at /tpi/invoice); the link's token in its query. */
export const INVOICE_PATH = '/invoice';

/** Where a customer's invoice is read: the one API answer the service worker keeps for them. */
export const INVOICE_LINK_API = '/api/invoice-links/';

export const invoiceLinkApi = {
  invoice: (token: string) => `${INVOICE_LINK_API}${token}`,
  pdf: (token: string) => `${INVOICE_LINK_API}${token}/pdf`,
} as const;

/** full: templates, paid at once; deposit: 50% of a custom project (the terms); balance: the rest. */
export const INVOICE_KINDS = ['full', 'deposit', 'balance'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

export const INVOICE_STATUSES = ['due', 'overdue', 'part-paid', 'paid', 'cancelled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** How staff record that money arrived. */
export const PAYMENT_METHODS = ['bank-transfer', 'mobile-money', 'cash', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * Why an owner cancels an invoice, under the terms' refund rules: a technical issue within 7 days
 * of issue, a duplicate purchase within 24 hours, or another reason written out.
 */
export const CREDIT_REASONS = ['technical', 'duplicate', 'other'] as const;
export type CreditReason = (typeof CREDIT_REASONS)[number];
export const CREDIT_WITHIN_MS: Record<Exclude<CreditReason, 'other'>, number> = {
  technical: 7 * 24 * 60 * 60_000,
  duplicate: 24 * 60 * 60_000,
};

/** Days from issue to the due date. */
export const INVOICE_DUE_DAYS = 14;

/** `K2,950.50`: toea as Kina with two decimals, grouped as the site groups Kina. */
export function formatToea(amount: Toea): string {
  const sign = amount < 0 ? '-' : '';
  const whole = Math.floor(Math.abs(amount) / TOEA_PER_KINA);
  const cents = String(Math.abs(amount) % TOEA_PER_KINA).padStart(2, '0');
  return `${sign}K${groupDigits(whole)}.${cents}`;
}

/** Kina as staff type it ("1,477.50", "K1477.5", "300") in toea; undefined for anything else. */
export function readToea(text: string): Toea | undefined {
  const match = /^\s*K?\s*(\d{1,3}(?:,\d{3})+|\d{1,12})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match) return undefined;
  const kina = Number((match[1] as string).replaceAll(',', ''));
  return toea(kina * TOEA_PER_KINA + Number((match[2] ?? '').padEnd(2, '0')));
}

/** a × b / c rounded half away from zero, in integers (b and c positive). */
function mulDivRound(a: number, b: number, c: number): number {
  const sign = a < 0 ? -1 : 1;
  const abs = Math.abs(a) * b;
  return sign * Math.floor((2 * abs + c) / (2 * c));
}

/**
 * The GST inside an amount that includes it, at a rate in basis points (1000 = 10%), rounded half
 * up to the toea. Prices include GST: the accepted quote's total is what the customer pays.
 */
export const gstIncluded = (amount: Toea, rateBasisPoints: number): Toea =>
  toea(rateBasisPoints === 0 ? 0 : mulDivRound(amount, rateBasisPoints, 10_000 + rateBasisPoints));

/** The deposit's share of a line: half, rounded half up to the toea. */
export const depositShare = (amount: Toea): Toea => toea(Math.ceil(amount / 2));

/** A line as the quote gives it: what it is, how many, and its amount in toea. */
export interface ChargeLine {
  description: string;
  quantity: number;
  amount: Toea;
}

/** A line as the invoice keeps it: its amount includes its GST. */
export interface InvoiceLine extends ChargeLine {
  gst: Toea;
}

export interface InvoiceTotals {
  /** The amount without GST. */
  net: Toea;
  gst: Toea;
  /** What the customer pays. */
  total: Toea;
}

/** Each line's GST (0 when not registered), and totals that are the sums of the lines. */
export function priceLines(
  lines: readonly ChargeLine[],
  gstRateBasisPoints: number | null,
): { lines: InvoiceLine[]; totals: InvoiceTotals } {
  const priced = lines.map((line) => ({
    ...line,
    gst: gstRateBasisPoints === null ? toea(0) : gstIncluded(line.amount, gstRateBasisPoints),
  }));
  const total = sumToea(priced.map((line) => line.amount));
  const gst = sumToea(priced.map((line) => line.gst));
  return { lines: priced, totals: { net: toea(total - gst), gst, total } };
}

/**
 * Where an invoice stands, from its payments and credit note, never stored: cancelled by a credit
 * note; paid in full; part paid; overdue after its due day; due.
 */
export function invoiceStatus(
  invoice: { total: Toea; paid: Toea; cancelled: boolean; dueAt: string },
  now: Date,
): InvoiceStatus {
  if (invoice.cancelled) return 'cancelled';
  if (invoice.paid >= invoice.total) return 'paid';
  if (invoice.paid > 0) return 'part-paid';
  return now.toISOString() > invoice.dueAt ? 'overdue' : 'due';
}

/** How to pay, in the document's language (the invoice words' howToPay: never proposed). */
interface PaymentWords {
  bank: string;
  accountName: string;
  branch: string;
  accountNumber: string;
  swift: string;
  reference: string;
  mobileMoney: string;
}

/** A line of where to pay: which detail it is, its label in the document's language, its value. */
export interface PaymentRow {
  field: keyof PaymentWords;
  label: string;
  value: string;
}

/**
 * Where to pay, as the page and the PDF print it, blank ones left out. The reference the customer
 * gives with the transfer is the invoice's number.
 */
export function paymentRows(
  invoice: {
    number: string;
    bank: Omit<PaymentWords, 'reference'>;
  },
  words: PaymentWords,
): PaymentRow[] {
  const { bank } = invoice;
  const rows: PaymentRow[] = [
    { field: 'bank', label: words.bank, value: bank.bank },
    { field: 'accountName', label: words.accountName, value: bank.accountName },
    { field: 'branch', label: words.branch, value: bank.branch },
    { field: 'accountNumber', label: words.accountNumber, value: bank.accountNumber },
    { field: 'swift', label: words.swift, value: bank.swift },
    { field: 'reference', label: words.reference, value: invoice.number },
    { field: 'mobileMoney', label: words.mobileMoney, value: bank.mobileMoney },
  ];
  return rows.filter((row) => row.value !== '');
}

/** Where to pay as label and value (the PDF's list). */
export const paymentDetails = (
  invoice: Parameters<typeof paymentRows>[0],
  words: PaymentWords,
): [string, string][] => paymentRows(invoice, words).map((row) => [row.label, row.value]);
