import * as z from 'zod/mini';
import { langs } from '../i18n/lang';
import { INVOICE_KINDS, INVOICE_STATUSES } from '../invoice';
import { ORDER_STEPS } from '../order';
import { ORDER_MONEY_STATES } from '../order-money';
import { toeaAmount } from './fields';

/** The order's money (decision 109): its state, what is due, to invoice, to pay, and when. */
export const OrderMoneySchema = z.object({
  state: z.enum(ORDER_MONEY_STATES),
  due: toeaAmount(),
  toInvoice: toeaAmount(),
  toPay: toeaAmount(),
  nextDueAt: z.nullable(z.string()),
});
export type OrderMoneySummary = z.infer<typeof OrderMoneySchema>;

/** An order as its customer follows it through a link in our mails (issue 27, item 5). */
export const CustomerOrderSchema = z.object({
  reference: z.string(),
  lang: z.enum(langs),
  customerName: z.string(),
  /** Whole Kina: templates and extra trees. */
  totalAmount: z.number(),
  /** Each step with the time it was reached, or null. */
  steps: z.array(z.object({ step: z.enum(ORDER_STEPS), at: z.nullable(z.string()) })),
  money: OrderMoneySchema,
  /** A template's promised delivery, once paid; null for a custom project. */
  deliveryDueAt: z.nullable(z.string()),
  /** The delivered site's address (decision 110); null until it is delivered. */
  siteUrl: z.nullable(z.string()),
  invoices: z.array(
    z.object({
      number: z.string(),
      kind: z.enum(INVOICE_KINDS),
      status: z.enum(INVOICE_STATUSES),
      total: toeaAmount(),
      balance: toeaAmount(),
    }),
  ),
});
export type CustomerOrder = z.infer<typeof CustomerOrderSchema>;
