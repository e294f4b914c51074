// A customer's order page (issue 27, item 5), shared by the server and the page without zod.

/** The page where a customer follows their order (also at /tpi/order); the token in its query. */
export const ORDER_PATH = '/order';

export const orderLinkApi = {
  order: (token: string) => `/api/order-links/${token}`,
  invoicePdf: (token: string, number: string) =>
    `/api/order-links/${token}/invoices/${encodeURIComponent(number)}/pdf`,
} as const;

/** The steps of an order, in order; each has the time it was reached, or none yet. */
export const ORDER_STEPS = [
  'received',
  'answered',
  'accepted',
  'invoiced',
  'paid',
  'building',
  'delivered',
] as const;
export type OrderStep = (typeof ORDER_STEPS)[number];

/** What the customer should do now, from the steps reached. */
export type OrderNext =
  'wait-answer' | 'accept' | 'wait-invoice' | 'pay' | 'wait-balance' | 'wait-delivery' | 'done';

/** `due` is what is still to pay on the order's invoices: none after a paid deposit. */
export function orderNext(
  reached: Partial<Record<OrderStep, string | null>>,
  due: number,
): OrderNext {
  if (reached.delivered) return 'done';
  if (reached.paid) return 'wait-delivery';
  if (reached.invoiced) return due > 0 ? 'pay' : 'wait-balance';
  if (reached.accepted) return 'wait-invoice';
  if (reached.answered) return 'accept';
  return 'wait-answer';
}
