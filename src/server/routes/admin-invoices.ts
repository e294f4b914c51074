import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Transaction } from 'kysely';
import { dayInPortMoresby } from '../../shared/i18n/format';
import { formatToea } from '../../shared/invoice';
import {
  AccountsQuerySchema,
  CreditNoteCreateSchema,
  CustomerLinksSchema,
  DeliveredSchema,
  InvoiceCreateSchema,
  InvoiceNumberParamsSchema,
  InvoicePreviewQuerySchema,
  InvoiceSettingsSchema,
  InvoiceSettingsViewSchema,
  type PaymentCreate,
  PaymentCreateSchema,
  RemindersSchema,
  QuoteDetailSchema,
  ReferenceParamsSchema,
} from '../../shared/schemas/admin';
import { InvoicePreviewSchema } from '../../shared/schemas/invoice';
import { requireOwner, sessionOf } from '../admin/auth';
import { sendLedgerCsv } from '../admin/csv-export';
import {
  customerInvoice,
  issueCreditNote,
  issueInvoice,
  previewInvoice,
} from '../db/repositories/invoice-documents';
import { portMoresbyToday } from '../db/repositories/invoice-days';
import { recordPayment } from '../db/repositories/invoice-payments';
import { createPaidSites } from '../sites/delivery';
import { setReminders } from '../db/repositories/invoice-reminders';
import { findInvoiceByNumber } from '../db/repositories/invoice-rows';
import { readInvoiceSettings, writeInvoiceSettings } from '../db/repositories/invoice-settings';
import { ledgerBatches } from '../db/repositories/money-figures';
import {
  holdReminderLinks,
  newCustomerLink,
  reminderLinksOffSince,
  releaseReminderLinks,
  revokeCustomerLinks,
} from '../db/repositories/customer-links';
import { receiptAfterPayment, recordReceipt } from '../db/repositories/payment-receipts';
import { recordEvent } from '../db/repositories/quote-events';
import { markDelivered, quoteDetail, quoteOr404 } from '../db/repositories/quote-history';
import type { Database } from '../db/schema';
import { HttpError } from '../http-error';
import { sendInvoicePdf } from '../invoices/invoice-pdf';
import { invoiceMail } from '../mail/staff-messages';
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
      const { kind, draft } = request.body;
      const write = async (trx: Transaction<Database>) => {
        const row = await quoteOr404(trx, reference);
        const now = new Date();
        const { facts } = await app.content.current(trx);
        const { invoice, token } = await issueInvoice(trx, row, kind, actor, now, facts, draft);
        const document = await customerInvoice(trx, invoice.id, now);
        if (!document) throw new Error(`Invoice ${invoice.number} vanished in its transaction.`);
        const order = await newCustomerLink(trx, { quoteId: row.id, purpose: 'order' }, actor, now);
        await app.mailer.invoiceIssued(trx, document, { invoice: token, order });
        await recordEvent(trx, row.id, {
          kind: 'issued',
          actor,
          text: `Invoice ${invoice.number} issued (${KIND_NAMES[kind]}, ${formatToea(invoice.total)}) and mailed with its PDF`,
          at: now.toISOString(),
        });
        return { statusCode: 201, body: await quoteDetail(trx, row, now.getTime()) };
      };
      return respondOnce(request, reply, { reference, kind, draft }, write, `staff ${userId}`);
    },
  );

  // The next invoice as a draft (issue 43, point 3; decision 111): computed as issuing computes it,
  // with nothing numbered, written or mailed. A read: no transaction, no Idempotency-Key.
  api.get(
    '/api/admin/quotes/:reference/invoices/preview',
    {
      schema: {
        params: ReferenceParamsSchema,
        querystring: InvoicePreviewQuerySchema,
        response: { 200: InvoicePreviewSchema },
      },
    },
    async (request) => {
      const row = await quoteOr404(app.db, request.params.reference.toUpperCase());
      const site = await app.content.current();
      const { document, draft } = await previewInvoice(
        app.db,
        row,
        request.query.kind,
        new Date(),
        site.facts,
      );
      // The subject the mail would have: its words as published in the invoice's language.
      const texts = Object.fromEntries(site.texts[document.lang]);
      const { to, subject } = invoiceMail({
        invoice: document,
        links: undefined,
        facts: site.facts,
        texts,
      });
      return { invoice: document, mail: { to, subject }, draft };
    },
  );

  const quoteOfInvoice = async (trx: Transaction<Database>, invoiceId: number) =>
    trx
      .selectFrom('quote_requests')
      .selectAll()
      .where('id', '=', trx.selectFrom('invoices').select('quote_id').where('id', '=', invoiceId))
      .executeTakeFirstOrThrow();

  /** The quote page after a change to one of its invoices, made in `change`. */
  const onInvoice = async (
    trx: Transaction<Database>,
    number: string,
    change: (invoiceId: number, now: Date) => Promise<unknown>,
  ) => {
    const invoice = await findInvoiceByNumber(trx, number);
    if (!invoice) throw new HttpError(404, 'There is no invoice with this number.');
    const now = new Date();
    await change(invoice.id, now);
    const quote = await trx
      .selectFrom('quote_requests')
      .select('reference')
      .where('id', '=', invoice.quote_id)
      .executeTakeFirstOrThrow();
    return quoteDetail(trx, await quoteOr404(trx, quote.reference), now.getTime());
  };

  /**
   * A receipt for the payment just recorded, queued in its transaction (issue 43, point 2): a mail
   * server that is down delays it, and loses neither the payment nor the mail.
   */
  const mailReceipt = async (
    trx: Transaction<Database>,
    invoiceId: number,
    payment: PaymentCreate,
    actor: string,
    now: Date,
  ) => {
    const { quoteId, receipt } = await receiptAfterPayment(trx, invoiceId, payment, now);
    const order = await newCustomerLink(trx, { quoteId, purpose: 'order' }, actor, now);
    await app.mailer.paymentReceived(trx, receipt, order);
    await recordReceipt(trx, quoteId, receipt, actor, now);
  };

  // Staff record money received; a double tap with the same Idempotency-Key records it once.
  api.post(
    '/api/admin/invoices/:number/payments',
    {
      schema: {
        params: InvoiceNumberParamsSchema,
        body: PaymentCreateSchema,
        response: { 201: QuoteDetailSchema },
      },
    },
    async (request, reply) => {
      const { email: actor, userId } = sessionOf(request);
      const number = request.params.number.toUpperCase();
      // Money that arrived is a day already come (Port Moresby days), refused before anything else.
      const today = portMoresbyToday(new Date());
      if (request.body.paidOn > today) {
        throw new HttpError(
          400,
          `The day the money arrived cannot be in the future: today is ${today} in Port Moresby.`,
        );
      }
      const write = async (trx: Transaction<Database>) => {
        // Money cannot arrive for an invoice before its day of issue (Port Moresby days).
        const issued = await findInvoiceByNumber(trx, number);
        const issuedOn = issued && dayInPortMoresby(issued.issued_at).toISOString().slice(0, 10);
        if (issuedOn && request.body.paidOn < issuedOn) {
          throw new HttpError(
            400,
            `The day the money arrived cannot be before the invoice was issued on ${issuedOn}.`,
          );
        }
        return {
          statusCode: 201,
          body: await onInvoice(trx, number, async (id, now) => {
            await recordPayment(trx, id, request.body, actor, now);
            await mailReceipt(trx, id, request.body, actor, now);
            // A template order paid in full becomes the customer's own sites (issue 46).
            await createPaidSites(trx, app, await quoteOfInvoice(trx, id), actor, now);
          }),
        };
      };
      const answer = await respondOnce(
        request,
        reply,
        { number, ...request.body },
        write,
        `staff ${userId}`,
      );
      // Sites made by this payment are rendered now, off the request.
      void app.sites.renderWaiting();
      return answer;
    },
  );

  // Only an owner cancels an invoice, and only by a credit note (decision 098).
  api.post(
    '/api/admin/invoices/:number/credit-note',
    {
      schema: {
        params: InvoiceNumberParamsSchema,
        body: CreditNoteCreateSchema,
        response: { 201: QuoteDetailSchema },
      },
    },
    async (request, reply) => {
      const { email: actor, userId } = requireOwner(
        request,
        'Only an owner can cancel an invoice.',
      );
      const number = request.params.number.toUpperCase();
      const write = async (trx: Transaction<Database>) => ({
        statusCode: 201,
        body: await onInvoice(trx, number, (id, now) =>
          issueCreditNote(trx, id, request.body, actor, now),
        ),
      });
      return respondOnce(request, reply, { number, ...request.body }, write, `staff ${userId}`);
    },
  );

  // A paid order's site handed over at its address: the order page links to it, and the customer
  // is mailed in the same transaction (decision 110). A second tap delivers and mails nothing.
  api.post(
    '/api/admin/quotes/:reference/delivered',
    {
      schema: {
        params: ReferenceParamsSchema,
        body: DeliveredSchema,
        response: { 201: QuoteDetailSchema },
      },
    },
    async (request, reply) => {
      const actor = sessionOf(request).email;
      const detail = await app.db.transaction().execute(async (trx) => {
        const row = await quoteOr404(trx, request.params.reference);
        const now = new Date();
        const { siteUrl } = request.body;
        if (await markDelivered(trx, row, siteUrl, actor, now.getTime())) {
          const order = await newCustomerLink(
            trx,
            { quoteId: row.id, purpose: 'order' },
            actor,
            now,
          );
          await app.mailer.siteDelivered(
            trx,
            {
              lang: row.lang,
              customerName: row.customer_name,
              customerEmail: row.customer_email,
              quoteReference: row.reference,
              siteUrl,
            },
            order,
          );
        }
        return quoteDetail(trx, await quoteOr404(trx, row.reference), now.getTime());
      });
      return reply.code(201).send(detail);
    },
  );

  // Links to the customer's invoices and order stop working; the next mail staff send carries new
  // ones, reminders none until staff put links back (decision 104).
  api.delete(
    '/api/admin/quotes/:reference/customer-links',
    { schema: { params: ReferenceParamsSchema, response: { 200: QuoteDetailSchema } } },
    async (request) => {
      const actor = sessionOf(request).email;
      return app.db.transaction().execute(async (trx) => {
        const row = await quoteOr404(trx, request.params.reference);
        const now = new Date();
        const revoked = await revokeCustomerLinks(trx, row.id, now);
        const held = (await reminderLinksOffSince(trx, row.id)) !== null;
        await holdReminderLinks(trx, row.id, actor, now);
        if (revoked > 0 || !held) {
          await recordEvent(trx, row.id, {
            kind: 'link',
            actor,
            text: `${revoked} link${revoked === 1 ? '' : 's'} to the customer's invoices and order revoked; reminders carry no links until staff put them back`,
            at: now.toISOString(),
          });
        }
        return quoteDetail(trx, row, now.getTime());
      });
    },
  );

  // Staff choose whether reminders carry links to the invoice and the order (decision 104).
  api.patch(
    '/api/admin/quotes/:reference/customer-links',
    {
      schema: {
        params: ReferenceParamsSchema,
        body: CustomerLinksSchema,
        response: { 200: QuoteDetailSchema },
      },
    },
    async (request) => {
      const actor = sessionOf(request).email;
      return app.db.transaction().execute(async (trx) => {
        const row = await quoteOr404(trx, request.params.reference);
        const now = new Date();
        const { inReminders } = request.body;
        const changed = inReminders
          ? await releaseReminderLinks(trx, row.id)
          : (await reminderLinksOffSince(trx, row.id)) === null;
        if (!inReminders) await holdReminderLinks(trx, row.id, actor, now);
        if (changed) {
          await recordEvent(trx, row.id, {
            kind: 'link',
            actor,
            text: inReminders
              ? 'Reminders carry links to the invoice and the order again'
              : 'Reminders carry no links to the invoice and the order until staff put them back',
            at: now.toISOString(),
          });
        }
        return quoteDetail(trx, row, now.getTime());
      });
    },
  );

  // Staff turn payment reminders off (or on again) for one customer, by their address.
  api.patch(
    '/api/admin/quotes/:reference/reminders',
    {
      schema: {
        params: ReferenceParamsSchema,
        body: RemindersSchema,
        response: { 200: QuoteDetailSchema },
      },
    },
    async (request) => {
      const actor = sessionOf(request).email;
      return app.db.transaction().execute(async (trx) => {
        const row = await quoteOr404(trx, request.params.reference);
        const now = new Date();
        const { on } = request.body;
        if (await setReminders(trx, row.customer_email, on, actor, now)) {
          await recordEvent(trx, row.id, {
            kind: 'note',
            actor,
            text: `Payment reminders turned ${on ? 'on' : 'off'} for ${row.customer_email}`,
            at: now.toISOString(),
          });
        }
        return quoteDetail(trx, row, now.getTime());
      });
    },
  );

  api.get(
    '/api/admin/invoices/:number/pdf',
    { schema: { params: InvoiceNumberParamsSchema } },
    async (request, reply) => {
      const row = await findInvoiceByNumber(app.db, request.params.number);
      const invoice = row && (await customerInvoice(app.db, row.id));
      if (!invoice) throw new HttpError(404, 'There is no invoice with this number.');
      return sendInvoicePdf(reply, invoice);
    },
  );

  // The accountant's export streams like the other exports; the dates are Port Moresby days.
  api.get(
    '/api/admin/accounts.csv',
    { schema: { querystring: AccountsQuerySchema } },
    async (request, reply) => sendLedgerCsv(reply, ledgerBatches(app.db, request.query)),
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
