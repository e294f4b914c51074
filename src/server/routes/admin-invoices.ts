import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Transaction } from 'kysely';
import { formatToea } from '../../shared/invoice';
import {
  InvoiceCreateSchema,
  InvoiceNumberParamsSchema,
  InvoiceSettingsSchema,
  InvoiceSettingsViewSchema,
  QuoteDetailSchema,
  ReferenceParamsSchema,
} from '../../shared/schemas/admin';
import { requireOwner, sessionOf } from '../admin/auth';
import {
  customerInvoice,
  findInvoiceByNumber,
  invoiceFileName,
  issueInvoice,
  readInvoiceSettings,
  writeInvoiceSettings,
} from '../db/repositories/invoices';
import { findQuoteRow, quoteDetail, recordEvent } from '../db/repositories/quote-history';
import type { Database } from '../db/schema';
import { HttpError } from '../http-error';
import { invoicePdf } from '../invoices/invoice-pdf';
import { respondOnce } from './write-once';

const KIND_NAMES = { full: 'full', deposit: '50% deposit', balance: 'balance' } as const;

/**
 * Invoices from the inbox (decision 098), registered inside the staff API: its session, CSRF and
 * no-store hooks apply. Staff issue invoices; only owners change the GST and bank settings.
 */
export async function adminInvoiceRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // The 201 wakes the mail sender (app.ts); a double tap with the same Idempotency-Key issues one.
  api.post(
    '/api/admin/quotes/:reference/invoices',
    {
      schema: {
        params: ReferenceParamsSchema,
        body: InvoiceCreateSchema,
        response: { 201: QuoteDetailSchema },
      },
    },
    async (request, reply) => {
      const { email: actor, userId } = sessionOf(request);
      const reference = request.params.reference.toUpperCase();
      const { kind } = request.body;
      const write = async (trx: Transaction<Database>) => {
        const row = await findQuoteRow(trx, reference);
        if (!row) throw new HttpError(404, 'There is no quote request with this reference.');
        const now = new Date();
        const { invoice, token } = await issueInvoice(trx, row, kind, actor, now);
        const document = await customerInvoice(trx, invoice.id, now);
        if (!document) throw new Error(`Invoice ${invoice.number} vanished in its transaction.`);
        await app.mailer.invoiceIssued(trx, document, token);
        await recordEvent(trx, row.id, {
          kind: 'issued',
          actor,
          text: `Invoice ${invoice.number} issued (${KIND_NAMES[kind]}, ${formatToea(invoice.total)}) and mailed with its PDF`,
          at: now.toISOString(),
        });
        return { statusCode: 201, body: await quoteDetail(trx, row, now.getTime()) };
      };
      return respondOnce(request, reply, { reference, kind }, write, `staff ${userId}`);
    },
  );

  api.get(
    '/api/admin/invoices/:number/pdf',
    { schema: { params: InvoiceNumberParamsSchema } },
    async (request, reply) => {
      const row = await findInvoiceByNumber(app.db, request.params.number);
      const invoice = row && (await customerInvoice(app.db, row.id));
      if (!invoice) throw new HttpError(404, 'There is no invoice with this number.');
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${invoiceFileName(invoice.number)}"`)
        .send(await invoicePdf(invoice));
    },
  );

  api.get(
    '/api/admin/invoice-settings',
    { schema: { response: { 200: InvoiceSettingsViewSchema } } },
    async () => readInvoiceSettings(app.db),
  );

  api.patch(
    '/api/admin/invoice-settings',
    { schema: { body: InvoiceSettingsSchema, response: { 200: InvoiceSettingsViewSchema } } },
    async (request) => {
      requireOwner(request, 'Only an owner can change the GST and bank details.');
      await writeInvoiceSettings(app.db, request.body);
      return readInvoiceSettings(app.db);
    },
  );
}
