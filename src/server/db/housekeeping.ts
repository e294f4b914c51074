import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
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
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
    private readonly intervalMs = HOUR_MS,
  ) {}

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** Stops the timer and waits for a clean-up in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(ms: number): void {
    // unref: a pending clean-up alone never keeps the process alive.
    this.timer = setTimeout(() => {
      this.running = this.cleanUp().finally(() => {
        this.running = undefined;
        if (!this.stopped) this.schedule(this.intervalMs);
      });
    }, ms).unref();
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
