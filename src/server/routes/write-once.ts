import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import { writeOnce } from '../db/idempotency';
import type { Database } from '../db/schema';
import { HttpError } from '../http-error';

/** Runs a route's write once per Idempotency-Key and sends the stored (or first) answer. */
export async function respondOnce<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  parsed: unknown,
  write: (trx: Transaction<Database>) => Promise<{ statusCode: number; body: T }>,
): Promise<FastifyReply> {
  const header = request.headers['idempotency-key'];
  if (Array.isArray(header))
    throw new HttpError(400, 'Send one Idempotency-Key header, not several.');
  const answer = await writeOnce(
    request.server.db,
    { key: header, scope: `${request.method} ${request.routeOptions.url}`, request: parsed },
    write,
  );
  if (answer.replayed) reply.header('idempotent-replayed', 'true');
  return reply.code(answer.statusCode).send(answer.body);
}
