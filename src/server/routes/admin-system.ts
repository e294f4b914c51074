import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SystemViewSchema, adminApi } from '../../shared/schemas/admin';
import { MESSAGES, authenticate, requireOwner } from '../admin/auth';
import { readSystemState } from '../ops/system-state';

/** The System page's data: each part's state, for owners only (decision 067). */
export async function adminSystemRoutes(app: FastifyInstance): Promise<void> {
  // Private answers: never cached, never indexed. These hooks apply to this plugin's routes only.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow');
    await authenticate(request, reply);
    requireOwner(request, MESSAGES.ownerOnlySystem);
  });

  app
    .withTypeProvider<ZodTypeProvider>()
    .get(adminApi.system, { schema: { response: { 200: SystemViewSchema } } }, async () =>
      readSystemState({
        db: app.db,
        config: app.config,
        redis: app.redis,
        servedVersion: app.renderedSite.version,
      }),
    );
}
