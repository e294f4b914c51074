import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import { writeOnce } from '../db/idempotency';
import type { Database } from '../db/schema';

// The language only chooses the words: a submission saved offline before requests carried it
// still matches its first attempt when replayed.
const withoutLang = (parsed: unknown): unknown => {
  if (typeof parsed !== 'object' || parsed === null || !('lang' in parsed)) return parsed;
  const { lang: _lang, ...rest } = parsed;
  return rest;
};

/**
 * Runs a route's write once per Idempotency-Key and sends the stored (or first) answer. `by` (the
 * inbox's signed-in staff member) binds the key to them: anyone else's replay of it is a 422.
 */
export async function respondOnce<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  parsed: unknown,
  write: (trx: Transaction<Database>) => Promise<{ statusCode: number; body: T }>,
  by?: string,
): Promise<FastifyReply> {
  // Node joins repeated headers into one string, which the key check in writeOnce then rejects.
  const header = request.headers['idempotency-key'] as string | undefined;
  const answer = await writeOnce(
    request.server.db,
    {
      key: header,
      scope: `${request.method} ${request.routeOptions.url}${by ? ` by ${by}` : ''}`,
      request: withoutLang(parsed),
    },
    write,
  );
  if (answer.replayed) reply.header('idempotent-replayed', 'true');
  return reply.code(answer.statusCode).send(answer.body);
}
