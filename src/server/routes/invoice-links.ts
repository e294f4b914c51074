import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CustomerInvoiceSchema, InvoiceLinkParamsSchema } from '../../shared/schemas/invoice';
import { customerInvoice } from '../db/repositories/invoice-documents';
import { HttpError } from '../http-error';
import { sendInvoicePdf } from '../invoices/invoice-pdf';
import { UNKNOWN_LINK, openedLink } from './quote-links';

/**
 * The customer's invoice through the link mailed with it (decision 098): the page's data and the
 * PDF. Private, but the customer's device may keep it: the page opens offline once seen.
 */
export async function invoiceLinkRoutes(app: FastifyInstance): Promise<void> {
  const rateLimit = { max: app.config.rateLimits.formsPerMinute, timeWindow: 60_000 };
  const typed = app.withTypeProvider<ZodTypeProvider>();

  const opened = async (reply: FastifyReply, token: string) => {
    const { invoiceId } = await openedLink(app, reply, token, 'invoice');
    const invoice = invoiceId === null ? undefined : await customerInvoice(app.db, invoiceId);
    if (!invoice) throw new HttpError(404, UNKNOWN_LINK);
    return invoice;
  };

  typed.get(
    '/api/invoice-links/:token',
    {
      schema: { params: InvoiceLinkParamsSchema, response: { 200: CustomerInvoiceSchema } },
      config: { rateLimit },
    },
    async (request, reply) => opened(reply, request.params.token),
  );

  typed.get(
    '/api/invoice-links/:token/pdf',
    { schema: { params: InvoiceLinkParamsSchema }, config: { rateLimit } },
    async (request, reply) => sendInvoicePdf(reply, await opened(reply, request.params.token)),
  );
}
