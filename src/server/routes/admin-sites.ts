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
import { setSiteLabel, setSiteStatus, siteById } from '../db/repositories/sites';
import { HttpError } from '../http-error';
import { createPaidSites } from '../sites/delivery';
import { siteUrl } from '../sites/site-address';

/**
 * Delivered sites from the inbox (issue 46), inside the staff API: its session, CSRF and no-store
 * hooks apply. Staff deliver an order's sites before it is paid ("Deliver now"), suspend and
 * resume a site, and give it another address; each is a line of the quote's history.
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
      const { status, label } = request.body;
      const detail = await app.db.transaction().execute(async (trx) => {
        const site = await siteById(trx, request.params.id);
        if (!site) throw new HttpError(404, 'There is no site with this id.');
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
        const quote = await trx
          .selectFrom('quote_requests')
          .select('reference')
          .where('id', '=', site.quote_id)
          .executeTakeFirstOrThrow();
        return quoteDetail(trx, await quoteOr404(trx, quote.reference), now.getTime());
      });
      app.sites.forget(request.params.id);
      if (label !== undefined) void app.sites.renderWaiting();
      return detail;
    },
  );
}
