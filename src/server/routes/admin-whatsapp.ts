import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Transaction } from 'kysely';
import {
  ReferenceParamsSchema,
  type WhatsAppLinks,
  WhatsAppLinksRequestSchema,
  WhatsAppLinksSchema,
} from '../../shared/schemas/admin';
import { sessionOf } from '../admin/auth';
import {
  createAcceptLink,
  invoiceOfQuote,
  newCustomerLink,
} from '../db/repositories/customer-links';
import { recordEvent } from '../db/repositories/quote-events';
import { quoteOr404 } from '../db/repositories/quote-history';
import type { Database } from '../db/schema';
import { HttpError } from '../http-error';
import { formatLocalTime } from '../time';
import { respondOnce } from './write-once';

/**
 * Links for a WhatsApp message to the customer (issue 43, point 6): made as the mails make theirs
 * (an accept link for 30 days, invoice and order links revocable like the mailed ones), each
 * recorded in the quote's history. Staff paste them into the chat; nothing is mailed.
 */
export async function adminWhatsAppRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/admin/quotes/:reference/whatsapp-links',
    {
      schema: {
        params: ReferenceParamsSchema,
        body: WhatsAppLinksRequestSchema,
        response: { 201: WhatsAppLinksSchema },
      },
    },
    async (request, reply) => {
      const { email: actor, userId } = sessionOf(request);
      const reference = request.params.reference.toUpperCase();
      const { body } = request;
      // A double tap with the same Idempotency-Key makes one set of links.
      const write = async (trx: Transaction<Database>) => {
        const row = await quoteOr404(trx, reference);
        const lang = body.lang ?? row.lang;
        const now = new Date();
        if (!body.accept && !body.order && !body.invoice) {
          throw new HttpError(400, 'Please choose at least one link to add.');
        }
        if (body.accept && (row.status === 'won' || row.status === 'lost')) {
          throw new HttpError(
            409,
            `This quote is already ${row.status}: an accept link would open nothing to accept.`,
          );
        }
        const invoice = body.invoice ? await invoiceOfQuote(trx, row.id, body.invoice) : undefined;
        if (body.invoice && !invoice) {
          throw new HttpError(404, `Quote ${reference} has no invoice ${body.invoice}.`);
        }
        if (invoice?.cancelled) {
          throw new HttpError(
            409,
            `Invoice ${invoice.number} was cancelled by a credit note: there is nothing to pay on it.`,
          );
        }
        const links: WhatsAppLinks = { accept: null, invoice: null, order: null };
        const made: string[] = [];
        if (body.accept) {
          const link = await createAcceptLink(trx, row.id, actor, now);
          links.accept = { url: app.mailer.acceptUrl(link.token, lang), expiresAt: link.expiresAt };
          made.push(`accept link ${link.id} (works until ${formatLocalTime(link.expiresAt)})`);
        }
        if (invoice) {
          const token = await newCustomerLink(
            trx,
            { quoteId: row.id, purpose: 'invoice', invoiceId: invoice.id },
            actor,
            now,
          );
          links.invoice = { number: invoice.number, url: app.mailer.invoiceUrl(token, lang) };
          made.push(`link to invoice ${invoice.number}`);
        }
        if (body.order) {
          const token = await newCustomerLink(
            trx,
            { quoteId: row.id, purpose: 'order' },
            actor,
            now,
          );
          links.order = { url: app.mailer.orderUrl(token, lang) };
          made.push('link to the order page');
        }
        await recordEvent(trx, row.id, {
          kind: 'link',
          actor,
          text: `For WhatsApp: ${made.join(', ')}`,
          at: now.toISOString(),
        });
        return { statusCode: 201, body: links };
      };
      return respondOnce(request, reply, { reference, ...body }, write, `staff ${userId}`);
    },
  );
}
