import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ContactSchema, type ContactResponse } from '../../shared/schemas/contact';
import { NewsletterSchema, type NewsletterResponse } from '../../shared/schemas/newsletter';
import { QuoteRequestSchema, type QuoteRequestResponse } from '../../shared/schemas/quote-request';
import { chargeStorage } from '../address-quota';
import { QUOTE_BODY_LIMIT } from '../body-limits';
import { isNotModified, weakEtag } from '../etag';
import { withServerLogos } from '../quotes/logos';
import { priceQuote, quoteIdentity } from '../quotes/pricing';
import { insertContactMessage } from '../db/repositories/contact-messages';
import { requestSubscription } from '../db/repositories/newsletter';
import { newCustomerLink } from '../db/repositories/customer-links';
import { insertQuote, readImpact } from '../db/repositories/quotes';
import { throttleAddress } from '../sign-in-throttle';
import { formAnswers } from './form-answers';
import { respondOnce } from './write-once';

// The counters move a few times a day: a minute fresh, then up to ten minutes served stale while a
// CDN or browser refreshes in the background, so a phone rarely waits on this request.
const IMPACT_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';

export async function formRoutes(app: FastifyInstance): Promise<void> {
  const rateLimit = { max: app.config.rateLimits.formsPerMinute, timeWindow: 60_000 };
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    '/api/contact',
    { schema: { body: ContactSchema }, config: { rateLimit } },
    async (request, reply) => {
      const contact = request.body;
      return respondOnce<ContactResponse>(request, reply, contact, async (trx) => {
        const { reference, createdAt } = await insertContactMessage(trx, contact);
        const mailed = await app.mailer.contactReceived(trx, {
          reference,
          contact,
          receivedAt: createdAt,
          clientAddress: throttleAddress(request.ip),
        });
        await chargeStorage(trx, request, mailed);
        return {
          statusCode: 201,
          body: { message: formAnswers[contact.lang].contactThanks, reference },
        };
      });
    },
  );

  typed.post(
    '/api/newsletter/subscribe',
    { schema: { body: NewsletterSchema }, config: { rateLimit } },
    async (request, reply) => {
      const subscription = request.body;
      return respondOnce<NewsletterResponse>(request, reply, subscription, async (trx) => {
        // Double opt-in: only a link to confirm is mailed, and only when one is due (decision 040).
        const requestedAt = new Date();
        let mailed = 0;
        if (await requestSubscription(trx, subscription, requestedAt)) {
          mailed = await app.mailer.newsletterRequested(trx, {
            ...subscription,
            requestedAt,
            clientAddress: throttleAddress(request.ip),
          });
        }
        await chargeStorage(trx, request, mailed);
        // The same answer whatever the address's state, so the form tells nobody who is subscribed.
        return {
          statusCode: 201,
          body: { message: formAnswers[subscription.lang].newsletterThanks },
        };
      });
    },
  );

  typed.post(
    '/api/quote-request',
    { schema: { body: QuoteRequestSchema }, config: { rateLimit }, bodyLimit: QUOTE_BODY_LIMIT },
    async (request, reply) => {
      // From the published catalogue: a quote stored before a price change keeps its price.
      const priced = priceQuote(request.body, (await app.content.current()).findTemplate);
      // Decoded off the main thread before the transaction; the key still matches what was sent.
      const quote = await withServerLogos(priced);
      const sent = quoteIdentity(priced);
      return respondOnce<QuoteRequestResponse>(request, reply, sent, async (trx) => {
        const { id, reference, createdAt, logoBytes } = await insertQuote(trx, quote);
        const mailed = await app.mailer.quoteReceived(trx, {
          reference,
          quote,
          receivedAt: createdAt,
          clientAddress: throttleAddress(request.ip),
          orderToken: await newCustomerLink(
            trx,
            { quoteId: id, purpose: 'order' },
            'customer',
            new Date(createdAt),
          ),
        });
        await chargeStorage(trx, request, logoBytes + mailed);
        return {
          statusCode: 201,
          body: {
            reference,
            totalAmount: quote.totalAmount,
            totalItems: quote.totalItems,
            treesFunded: quote.treesFunded,
          },
        };
      });
    },
  );

  app.get('/api/sustainability/impact', async (request, reply) => {
    const body = JSON.stringify(await readImpact(app.db));
    const etag = weakEtag(body);
    reply.header('cache-control', IMPACT_CACHE_CONTROL).header('etag', etag);
    if (isNotModified(request, etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
  });
}
