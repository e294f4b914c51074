/** Kina arithmetic shared by the cart, the quote API and the mails. All amounts are whole Kina. */
export const KINA_PER_USD = 4;
export const EXTRA_TREE_PRICE = 5;

/** Order limits the server enforces; here, not in the schema module, so the cart needs no zod. */
export const MAX_QUANTITY = 99;
/** Templates in one quote, all lines together: with the dearest template, a quote stays near K1 million (decision 068). */
export const MAX_QUOTE_QUANTITY = 100;
export const MAX_EXTRA_TREES = 999;

/**
 * Money as everyone reads it, on the site, in mails and in the inbox: `K2,750` (decision 082).
 * Grouped by hand: the first toLocaleString loads the locale's data, a long task on a phone
 * (decision 096).
 */
export const formatMoney = (amount: number): string =>
  `K${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

/** A whole number grouped as money is, without the K: `12,450` points. */
export const groupDigits = (value: number): string => formatMoney(value).slice(1);

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
