import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CustomerInvoiceSchema, InvoiceLinkParamsSchema } from '../../shared/schemas/invoice';
import { customerInvoice, invoiceFileName, openInvoiceLink } from '../db/repositories/invoices';
import { HttpError } from '../http-error';
import { invoicePdf } from '../invoices/invoice-pdf';
import { GONE_LINK, UNKNOWN_LINK } from './quote-links';

/**
 * The customer's invoice through the link mailed with it (decision 098): the page's data and the
 * PDF. Private, but the customer's device may keep it: the page opens offline once seen.
 */
export async function invoiceLinkRoutes(app: FastifyInstance): Promise<void> {
  const rateLimit = { max: app.config.rateLimits.formsPerMinute, timeWindow: 60_000 };
  const typed = app.withTypeProvider<ZodTypeProvider>();

  const opened = async (token: string) => {
    const link = await openInvoiceLink(app.db, token);
    if (!link) throw new HttpError(404, UNKNOWN_LINK);
    if ('gone' in link) throw new HttpError(410, GONE_LINK);
    const invoice = await customerInvoice(app.db, link.invoiceId);
    if (!invoice) throw new HttpError(404, UNKNOWN_LINK);
    return invoice;
  };

  typed.get(
    '/api/invoice-links/:token',
    {
      schema: { params: InvoiceLinkParamsSchema, response: { 200: CustomerInvoiceSchema } },
      config: { rateLimit },
    },
    async (request, reply) => {
      const invoice = await opened(request.params.token);
      reply.header('cache-control', 'private, no-cache').header('x-robots-tag', 'noindex');
      return invoice;
    },
  );

  typed.get(
    '/api/invoice-links/:token/pdf',
    { schema: { params: InvoiceLinkParamsSchema }, config: { rateLimit } },
    async (request, reply) => {
      const invoice = await opened(request.params.token);
      return reply
        .header('cache-control', 'private, no-cache')
        .header('x-robots-tag', 'noindex')
        .header('content-disposition', `inline; filename="${invoiceFileName(invoice.number)}"`)
        .type('application/pdf')
        .send(await invoicePdf(invoice));
    },
  );
}
