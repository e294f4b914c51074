import * as z from 'zod/mini';
import { langs } from '../i18n/lang';
import { INVOICE_KINDS, INVOICE_STATUSES } from '../invoice';
import { QUOTE_LINK_TOKEN } from '../quote-link';
import { BankDetailsSchema } from './admin';
import { toeaAmount } from './fields';

/**
 * An invoice as its customer sees it through the link mailed with it (decision 098): the page at
 * /invoice and the PDF read it. Money is toea.
 */

export const InvoiceLinkParamsSchema = z.object({
  token: z.string().check(z.regex(QUOTE_LINK_TOKEN, { error: 'This link does not work.' })),
});

export const CustomerInvoiceSchema = z.object({
  number: z.string(),
  kind: z.enum(INVOICE_KINDS),
  /** The customer's language when it was issued: the document's. */
  lang: z.enum(langs),
  quoteReference: z.string(),
  customerName: z.string(),
  customerCompany: z.string(),
  customerEmail: z.string(),
  issuedAt: z.string(),
  dueAt: z.string(),
  lines: z.array(
    z.object({
      description: z.string(),
      quantity: z.number(),
      amount: toeaAmount(),
      gst: toeaAmount(),
    }),
  ),
  /** GST as issued: null when the agency was not registered (then it is not a tax invoice). */
  gst: z.nullable(z.object({ rateBasisPoints: z.number(), tin: z.string() })),
  net: toeaAmount(),
  gstTotal: toeaAmount(),
  total: toeaAmount(),
  paid: toeaAmount(),
  balance: toeaAmount(),
  status: z.enum(INVOICE_STATUSES),
  bank: BankDetailsSchema,
  /** Who issued it and how to reach them, as published when it was issued (decision 132). */
  issuer: z.object({ address: z.string(), phone: z.string(), email: z.string() }),
  /** The credit note that cancelled it, if one did. */
  creditNote: z.nullable(z.object({ number: z.string(), issuedAt: z.string() })),
});
export type CustomerInvoice = z.infer<typeof CustomerInvoiceSchema>;
export type InvoiceIssuer = CustomerInvoice['issuer'];

/**
 * The next invoice of a quote as a draft (issue 43, point 3), for staff to look at before it goes:
 * computed as issuing computes it, with nothing numbered, written or mailed.
 */
export const InvoicePreviewSchema = z.object({
  /** As the customer will see it; `number` is the one it takes if no other invoice comes first. */
  invoice: CustomerInvoiceSchema,
  /** To whom it is mailed, and the mail's subject in the customer's language. */
  mail: z.object({ to: z.string(), subject: z.string() }),
  /** What was shown, as a fingerprint: issuing with it refuses an invoice that changed since. */
  draft: z.string(),
});
export type InvoicePreview = z.infer<typeof InvoicePreviewSchema>;
