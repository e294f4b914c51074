import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { pruneIdempotencyKeys } from './idempotency';
import type { Database } from './schema';

const HOUR_MS = 60 * 60 * 1000;

/** Clears out old rows now and then (today: idempotency keys); started and stopped with the app. */
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
      this.running = pruneIdempotencyKeys(this.db)
        .then((deleted) => {
          if (deleted > 0) this.log.info({ deleted }, 'housekeeping: old idempotency keys deleted');
        })
        // Several processes may prune at once, or the database may be busy: try again next time.
        .catch((error: unknown) => this.log.warn({ err: error }, 'housekeeping failed'))
        .finally(() => {
          this.running = undefined;
          if (!this.stopped) this.schedule(this.intervalMs);
        });
    }, ms).unref();
  }
}
