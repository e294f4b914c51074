import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { Periodic } from '../periodic';
import { pruneIdempotencyKeys } from './idempotency';
import { forgetUnconfirmed } from './repositories/newsletter';
import type { Database } from './schema';

const HOUR_MS = 60 * 60 * 1000;

/** Each clean-up, named for the log, and what it deletes. */
const CLEAN_UPS: [string, (db: Kysely<Database>) => Promise<number>][] = [
  ['old idempotency keys', (db) => pruneIdempotencyKeys(db)],
  ['newsletter addresses nobody confirmed in time', (db) => forgetUnconfirmed(db, new Date())],
];

/** Clears out old rows now and then (CLEAN_UPS); started and stopped with the app. */
export class Housekeeping {
  private readonly periodic: Periodic;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
    intervalMs = HOUR_MS,
  ) {
    this.periodic = new Periodic(() => this.cleanUp(), intervalMs);
  }

  start(): void {
    this.periodic.start();
  }

  /** Stops the timer and waits for a clean-up in progress. */
  stop(): Promise<void> {
    return this.periodic.stop();
  }

  private async cleanUp(): Promise<void> {
    for (const [what, deleteOld] of CLEAN_UPS) {
      try {
        const deleted = await deleteOld(this.db);
        if (deleted > 0) this.log.info({ deleted }, `housekeeping: ${what} deleted`);
      } catch (error) {
        // Several processes may prune at once, or the database may be busy: try again next time.
        this.log.warn({ err: error }, `housekeeping: ${what} not deleted`);
      }
    }
  }
}
