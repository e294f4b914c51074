import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  QuoteDetailSchema,
  ReferenceParamsSchema,
  SiteChangeSchema,
  SiteIdParamsSchema,
} from '../../shared/schemas/admin';
import { sessionOf } from '../admin/auth';
import { recordEvent } from '../db/repositories/quote-events';
import { quoteDetail, quoteOr404 } from '../db/repositories/quote-history';
import {
  LOYALTY_TEMPLATE,
  setSiteLabel,
  setSiteLoyalty,
  setSiteStatus,
  siteById,
} from '../db/repositories/sites';
import { HttpError } from '../http-error';
import { setSiteDomain } from '../db/repositories/site-domains';
import { createPaidSites } from '../sites/delivery';
import { siteUrl } from '../sites/site-address';
import { checkSiteDomain, domainRefusal } from '../sites/site-domains';

/**
 * Delivered sites from the inbox (issue 46), inside the staff API: its session, CSRF and no-store
 * hooks apply. Staff deliver an order's sites before it is paid ("Deliver now"), suspend and
 * resume a site, give it another address or a domain of the customer's own, turn a resort's
 * loyalty programme on or off (decision 138); each is a line of the quote's history.
 */
export async function adminSiteRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/admin/quotes/:reference/sites',
    { schema: { params: ReferenceParamsSchema, response: { 201: QuoteDetailSchema } } },
    async (request, reply) => {
      const actor = sessionOf(request).email;
      const detail = await app.db.transaction().execute(async (trx) => {
        const row = await quoteOr404(trx, request.params.reference);
        if (row.delivered_at !== null) {
          throw new HttpError(409, 'This order is delivered already.');
        }
        const now = new Date();
        const made = await createPaidSites(trx, app, row, actor, now, true);
        if (
          !made &&
          (await trx
            .selectFrom('sites')
            .select('id')
            .where('quote_id', '=', row.id)
            .executeTakeFirst()) === undefined
        ) {
          throw new HttpError(
            409,
            'No line of this order is a template with a sample site to deliver: deliver it by hand with its address.',
          );
        }
        return quoteDetail(trx, row, now.getTime());
      });
      void app.sites.renderWaiting();
      return reply.code(201).send(detail);
    },
  );

  api.patch(
    '/api/admin/sites/:id',
    {
      schema: {
        params: SiteIdParamsSchema,
        body: SiteChangeSchema,
        response: { 200: QuoteDetailSchema },
      },
    },
    async (request) => {
      const actor = sessionOf(request).email;
      const { status, label, domain, loyalty } = request.body;
      const refusal = domain === undefined ? undefined : domainRefusal(app.config, domain);
      if (refusal) throw new HttpError(400, refusal);
      const reference = await app.db.transaction().execute(async (trx) => {
        const site = await siteById(trx, request.params.id);
        if (!site) throw new HttpError(404, 'There is no site with this id.');
        if (loyalty !== undefined && site.template_slug !== LOYALTY_TEMPLATE) {
          throw new HttpError(
            400,
            `Only a resort site (the ${LOYALTY_TEMPLATE} template) has a loyalty programme to turn on; this one is the ${site.template_slug} template.`,
          );
        }
        const now = new Date();
        if (label !== undefined) {
          const address = siteUrl(app.config, label);
          const changed = await setSiteLabel(trx, site, label, address);
          if (changed === 'taken') {
            throw new HttpError(
              409,
              `Another site is at ${address} already: choose another address.`,
            );
          }
          if (changed === 'changed') {
            await trx
              .updateTable('quote_requests')
              .set({ site_url: address })
              .where('id', '=', site.quote_id)
              .where('site_url', '=', site.address)
              .execute();
            await recordEvent(trx, site.quote_id, {
              kind: 'site',
              actor,
              text: `Site ${site.address} moved to ${address}`,
              at: now.toISOString(),
            });
          }
        }
        if (status !== undefined) await setSiteStatus(trx, site, status, actor, now);
        if (loyalty !== undefined) await setSiteLoyalty(trx, site, loyalty, actor, now);
        if (domain !== undefined) {
          const current = (await siteById(trx, site.id))!;
          if ((await setSiteDomain(trx, current, domain, actor, now)) === 'taken') {
            throw new HttpError(409, `Another site is served at ${domain} already.`);
          }
        }
        const quote = await trx
          .selectFrom('quote_requests')
          .select('reference')
          .where('id', '=', site.quote_id)
          .executeTakeFirstOrThrow();
        return quote.reference;
      });
      app.sites.forget(request.params.id);
      // Given again, a domain is checked again: the DNS may point here by now.
      if (domain) await checkSiteDomain(app, (await siteById(app.db, request.params.id))!, actor);
      if (label !== undefined || domain !== undefined || loyalty !== undefined) {
        void app.sites.renderWaiting();
      }
      return quoteDetail(app.db, await quoteOr404(app.db, reference), Date.now());
    },
  );
}
