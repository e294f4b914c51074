import type { $brand } from 'zod/mini';

/**
 * Kina arithmetic shared by the cart, the quote API and the mails. Quotes count whole Kina;
 * invoices count toea (K1 = 100 toea). Both are numbers at run time, but each has its own type, so
 * one cannot be passed where the other is meant: a number becomes money only through `kina`,
 * `toea` or `toeaOfKina` (the brand is zod's, so a schema's `.brand<'Toea'>()` gives the same type).
 */
export type Kina = number & $brand<'Kina'>;
export type Toea = number & $brand<'Toea'>;

export const TOEA_PER_KINA = 100;

/** A number of whole Kina, as a quote, the cart and the catalogue count it. */
export const kina = (amount: number): Kina => amount as Kina;
/** A number of toea, as an invoice counts it. */
export const toea = (amount: number): Toea => amount as Toea;
/** Whole Kina in toea: K1 is 100 toea. */
export const toeaOfKina = (amount: Kina): Toea => toea(amount * TOEA_PER_KINA);
/** The sum of amounts in toea. */
export const sumToea = (amounts: readonly Toea[]): Toea =>
  toea(amounts.reduce((sum, amount) => sum + amount, 0));

export const KINA_PER_USD = 4;
export const EXTRA_TREE_PRICE = 5;

/** Order limits the server enforces; here, not in the schema module, so the cart needs no zod. */
export const MAX_QUANTITY = 99;
/** Templates in one quote, all lines together: with the dearest template, a quote stays near K1 million (decision 068). */
export const MAX_QUOTE_QUANTITY = 100;
export const MAX_EXTRA_TREES = 999;

/**
 * A whole number with its thousands grouped: `12,450`. The one place digits are grouped, for Kina,
 * toea and points alike. Grouped by hand: the first toLocaleString loads the locale's data, a long
 * task on a phone (decision 096).
 */
export const groupDigits = (value: number): string =>
  String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Money as everyone reads it, on the site, in mails and in the inbox: `K2,750` (decision 082). */
export const formatMoney = (amount: Kina): string => `K${groupDigits(amount)}`;

export const usdEstimate = (kina: number): string => (kina / KINA_PER_USD).toFixed(2);

export interface PricedLine {
  priceNumeric: number;
  quantity: number;
}

export const cartTotal = (lines: readonly PricedLine[]): number =>
  lines.reduce((sum, line) => sum + line.priceNumeric * line.quantity, 0);

export const cartItemCount = (lines: readonly PricedLine[]): number =>
  lines.reduce((sum, line) => sum + line.quantity, 0);

/** One tree per template ordered, plus any extra trees the visitor funds. */
export const treesFunded = (itemCount: number, extraTrees: number): number =>
  itemCount + extraTrees;

export const treeContributionAmount = (extraTrees: number): number => extraTrees * EXTRA_TREE_PRICE;

/** Baseline impact figures shown until the server answers, and added to by stored quotes. */
export const IMPACT_BASELINE = {
  treesFunded: 25,
  treesPlanted: 12,
  totalContributions: 125,
} as const;
