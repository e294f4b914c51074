import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { databaseBusy, databaseReadOnly } from '../db/dialect';
import type { Database } from '../db/schema';
import { databaseBusyError } from '../http-error';

const ROLLED_BACK = Symbol('rolled back');

/** Writes a row and rolls it back: proves the database answers and takes writes now. */
async function probeWrite(db: Kysely<Database>): Promise<void> {
  try {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('settings').values({ key: 'health_probe', value: '' }).execute();
      throw ROLLED_BACK;
    });
  } catch (error) {
    if (error !== ROLLED_BACK) throw error;
  }
}

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/health', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await probeWrite(app.db);
      return { status: 'ok', database: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'health check: the database cannot take writes');
      if (databaseBusy(error)) {
        const busy = databaseBusyError();
        reply.header('retry-after', String(busy.retryAfterSeconds));
        return reply.code(503).send({ error: busy.message, status: 'degraded', database: 'busy' });
      }
      if (databaseReadOnly(error)) {
        return reply.code(503).send({
          error: 'The database is read-only right now: nothing can be stored.',
          status: 'degraded',
          database: 'read-only',
        });
      }
      return reply.code(503).send({
        error: 'The database is not reachable right now.',
        status: 'degraded',
        database: 'unavailable',
      });
    }
  });
}
