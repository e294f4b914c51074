import type { FastifyInstance } from 'fastify';
import { adminAccountRoutes } from '../routes/admin-accounts';
import { adminApiRoutes } from '../routes/admin-api';
import { adminSignInLinkRoutes } from '../routes/admin-sign-in-links';
import { adminSystemRoutes } from '../routes/admin-system';
import { formRoutes } from '../routes/forms';
import { healthRoutes } from '../routes/health';
import { invoiceLinkRoutes } from '../routes/invoice-links';
import { loyaltyRoutes } from '../routes/loyalty';
import { mediaRoutes } from '../routes/media';
import { newsletterLinkRoutes } from '../routes/newsletter-links';
import { orderLinkRoutes } from '../routes/order-links';
import { quoteLinkRoutes } from '../routes/quote-links';
import { siteEditorRoutes } from '../routes/site-editor';
import { readFormBodies, siteFormRoutes } from '../sites/site-forms';
import { siteLoyaltyRoutes } from '../sites/site-loyalty';

/**
 * The JSON API, one plugin per area (src/server/routes): the public forms, customers' links, the
 * inbox; and the pictures owners upload (/media/).
 */
export async function registerApiRoutes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(formRoutes);
  await app.register(loyaltyRoutes);
  await app.register(quoteLinkRoutes);
  await app.register(invoiceLinkRoutes);
  await app.register(orderLinkRoutes);
  await app.register(adminApiRoutes);
  await app.register(adminAccountRoutes);
  await app.register(adminSignInLinkRoutes);
  await app.register(adminSystemRoutes);
  await app.register(newsletterLinkRoutes);
  await app.register(mediaRoutes);
  await app.register(siteEditorRoutes);
  // A delivered site's own form posts: its forms and its loyalty programme's, one parser for both.
  await app.register(async (siteHost) => {
    readFormBodies(siteHost);
    await siteHost.register(siteFormRoutes);
    await siteHost.register(siteLoyaltyRoutes);
  });
}
