import * as z from 'zod/mini';
import { langs } from '../i18n/lang';
import { QUOTE_LINK_TOKEN } from '../quote-link';

/**
 * A quote as its customer sees it through a link mailed from the inbox (decision 097): the page at
 * /quote/accept reads it, and accepts it, with these shapes.
 */

export const QuoteLinkParamsSchema = z.object({
  token: z.string().check(z.regex(QUOTE_LINK_TOKEN, { error: 'This link does not work.' })),
});

/**
 * Where the quote stands for its customer: `open` can be accepted; `accepted` says when (by the
 * customer, or marked won by staff); `closed`: the agency closed it. An expired or revoked link
 * shows nothing of the quote: the API answers 410.
 */
export const QUOTE_LINK_STATES = ['open', 'accepted', 'closed'] as const;
export type QuoteLinkState = (typeof QUOTE_LINK_STATES)[number];

export const CustomerQuoteSchema = z.object({
  reference: z.string(),
  /** The customer's language: the page offers it when opened in the other one. */
  lang: z.enum(langs),
  customerName: z.string(),
  receivedAt: z.string(),
  lines: z.array(
    z.object({
      title: z.string(),
      quantity: z.number(),
      unitPrice: z.number(),
      lineTotal: z.number(),
      /** The business the template was tried with, when it was. */
      personalisedFor: z.nullable(z.string()),
    }),
  ),
  extraTrees: z.number(),
  contributionAmount: z.number(),
  /** Templates and extra trees, whole Kina. */
  totalAmount: z.number(),
  usdEstimate: z.string(),
  state: z.enum(QUOTE_LINK_STATES),
  /** When it was accepted (or marked won); null otherwise. */
  acceptedAt: z.nullable(z.string()),
  /** When the link stops working. */
  expiresAt: z.string(),
});
export type CustomerQuote = z.infer<typeof CustomerQuoteSchema>;
