import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { contentSecurityPolicy } from '../content-security-policy';
import { permissionsPolicy } from '../permissions-policy';

/** Every answer's security headers, and Brotli or gzip for whoever accepts them. */
export async function answerHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    // Set below: prerendered pages each need their own script hashes.
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
  });
  const defaultPolicy = contentSecurityPolicy();
  const defaultPermissions = permissionsPolicy();
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('content-security-policy', defaultPolicy);
    reply.header('permissions-policy', defaultPermissions);
  });
  await app.register(compress, { global: true, encodings: ['br', 'gzip'] });
}
