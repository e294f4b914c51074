import type { FastifyInstance } from 'fastify';
import { type HttpError, databaseBusyError, databaseFullError, serviceBusy } from '../http-error';
import { type DatabaseState, checkDatabase, checkDisk, checkOutbox } from '../ops/checks';

// Under 1 MB free, SQLite cannot append to its journal: its database is full, though a rolled-back
// probe (which never reaches the disk) still passes.
const SQLITE_FULL_BELOW_MB = 1;

// Why a database that cannot be written refuses, and when to ask again.
const refusal: Record<Exclude<DatabaseState, 'ok'>, () => HttpError> = {
  busy: databaseBusyError,
  full: databaseFullError,
  'read-only': () => serviceBusy('The database is read-only right now: nothing can be stored.', 30),
  unavailable: () => serviceBusy('The database is not reachable right now.', 30),
};

/**
 * GET /api/health (decision 064): 503 when the database cannot take writes, naming why; 200 with
 * status "degraded" when the disk is low but writes still work, so a load balancer keeps the node.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/health', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { dataDir, diskLowMb } = app.config.ops;
    const [probed, disk, outbox] = await Promise.all([
      checkDatabase(app.db),
      checkDisk(dataDir, diskLowMb),
      checkOutbox(app.db).catch(() => undefined),
    ]);
    const sqliteDiskFull =
      app.config.database.dialect === 'sqlite' &&
      disk.freeMb !== undefined &&
      disk.freeMb < SQLITE_FULL_BELOW_MB;
    const database: DatabaseState = probed === 'ok' && sqliteDiskFull ? 'full' : probed;
    const facts = {
      database,
      disk: { freeMb: disk.freeMb ?? null, lowMb: diskLowMb, low: disk.low },
      outbox: outbox
        ? { waiting: outbox.waiting, oldestQueuedAt: outbox.oldestQueuedAt ?? null }
        : null,
    };
    if (database === 'ok') return { status: disk.low ? 'degraded' : 'ok', ...facts };

    request.log.error({ database, disk }, 'health check: the database cannot take writes');
    const refused = refusal[database]();
    reply.header('retry-after', String(refused.retryAfterSeconds));
    return reply.code(503).send({ error: refused.message, status: 'degraded', ...facts });
  });
}
