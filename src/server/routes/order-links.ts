import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { InvoiceLinkParamsSchema } from '../../shared/schemas/invoice';
import { CustomerOrderSchema } from '../../shared/schemas/order';
import { customerInvoice } from '../db/repositories/invoice-documents';
import { findInvoiceByNumber } from '../db/repositories/invoice-rows';
import { customerOrder } from '../db/repositories/orders';
import { HttpError } from '../http-error';
import { sendInvoicePdf } from '../invoices/invoice-pdf';
import { openedLink } from './quote-links';

const OrderInvoiceParamsSchema = z.extend(InvoiceLinkParamsSchema, {
  number: z.string().check(z.maxLength(20, { error: 'There is no invoice with this number.' })),
});

/**
 * The customer's order page through a link in our mails (issue 27, item 5), and the PDFs of that
 * order's invoices: a link opens its own quote only.
 */
export async function orderLinkRoutes(app: FastifyInstance): Promise<void> {
  const rateLimit = { max: app.config.rateLimits.formsPerMinute, timeWindow: 60_000 };
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/api/order-links/:token',
    {
      schema: { params: InvoiceLinkParamsSchema, response: { 200: CustomerOrderSchema } },
      config: { rateLimit },
    },
    async (request, reply) => {
      const { quoteId } = await openedLink(app, reply, request.params.token, 'order');
      return customerOrder(app.db, quoteId);
    },
  );

  typed.get(
    '/api/order-links/:token/invoices/:number/pdf',
    { schema: { params: OrderInvoiceParamsSchema }, config: { rateLimit } },
    async (request, reply) => {
      const { quoteId } = await openedLink(app, reply, request.params.token, 'order');
      const row = await findInvoiceByNumber(app.db, request.params.number);
      // Another customer's invoice is as unknown as a number that does not exist.
      const invoice = row?.quote_id === quoteId ? await customerInvoice(app.db, row.id) : undefined;
      if (!invoice) throw new HttpError(404, 'There is no invoice with this number.');
      return sendInvoicePdf(reply, invoice);
    },
  );
}
