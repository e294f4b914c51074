import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { type CustomerQuote, QuoteLinkParamsSchema } from '../../shared/schemas/quote-link';
import { customerQuote, openAcceptLink, openCustomerLink } from '../db/repositories/customer-links';
import { acceptQuote, findQuoteRow } from '../db/repositories/quote-history';
import type { Database } from '../db/schema';
import { HttpError } from '../http-error';

export const UNKNOWN_LINK =
  'This link does not work. Please open it again from our mail, or reply to the mail.';
export const GONE_LINK =
  'This link no longer works: it has expired or was replaced. Reply to our mail and we will send you a new one.';

/**
 * The customer's side of a quote, through the link mailed with a reply (decision 097). GET only
 * reads, so a mail scanner that follows the link accepts nothing; the page's button POSTs.
 */
export async function quoteLinkRoutes(app: FastifyInstance): Promise<void> {
  const rateLimit = { max: app.config.rateLimits.formsPerMinute, timeWindow: 60_000 };
  const typed = app.withTypeProvider<ZodTypeProvider>();

  const opened = async (db: Kysely<Database>, token: string) => {
    const link = await openAcceptLink(db, token, new Date());
    if (link.outcome === 'unknown') throw new HttpError(404, UNKNOWN_LINK);
    if (link.outcome === 'gone') throw new HttpError(410, GONE_LINK);
    return link;
  };

  typed.get(
    '/api/quote-links/:token',
    { schema: { params: QuoteLinkParamsSchema }, config: { rateLimit } },
    async (request, reply) => {
      const link = await opened(app.db, request.params.token);
      reply.header('cache-control', 'no-store');
      return customerQuote(app.db, link.quote, link.expiresAt) satisfies Promise<CustomerQuote>;
    },
  );

  // Accepting twice, or after staff decided, shows the decision and changes nothing: 201 only for
  // the acceptance that counted (which wakes the mail sender, app.ts).
  typed.post(
    '/api/quote-links/:token/accept',
    { schema: { params: QuoteLinkParamsSchema }, config: { rateLimit } },
    async (request, reply) => {
      const { accepted, quote } = await app.db.transaction().execute(async (trx) => {
        const { quote: row, expiresAt } = await opened(trx, request.params.token);
        const counted = await acceptQuote(trx, row);
        const now = (await findQuoteRow(trx, row.reference)) ?? row;
        if (counted) {
          await app.mailer.quoteAccepted(trx, {
            reference: now.reference,
            customerName: now.customer_name,
            customerEmail: now.customer_email,
            totalAmount: now.total_amount + now.contribution_amount,
            acceptedAt: now.accepted_at ?? new Date().toISOString(),
          });
        }
        return { accepted: counted, quote: await customerQuote(trx, now, expiresAt) };
      });
      reply.header('cache-control', 'no-store');
      return reply.code(accepted ? 201 : 200).send(quote);
    },
  );
}

/**
 * What an invoice or order link opens (decisions 098, 104), or the 404 or 410 (revoked, or its
 * order long complete) with the sentence a customer reads; with the answer's headers: private, but
 * the customer's device may keep it.
 */
export async function openedLink(
  app: FastifyInstance,
  reply: FastifyReply,
  token: string,
  purpose: 'invoice' | 'order',
): Promise<{ quoteId: number; invoiceId: number | null }> {
  const link = await openCustomerLink(app.db, token, purpose, {
    now: new Date(),
    daysAfterComplete: app.config.customerLinkDaysAfterComplete,
  });
  if (!link) throw new HttpError(404, UNKNOWN_LINK);
  if ('gone' in link) throw new HttpError(410, GONE_LINK);
  reply.header('cache-control', 'private, no-cache').header('x-robots-tag', 'noindex');
  return link;
}
