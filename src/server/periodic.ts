/**
 * Runs a task at once when started, then `intervalMs` after each run ends (never two at a time);
 * stop() waits for a run in progress. The task handles its own errors.
 */
export class Periodic {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;

  constructor(
    private readonly task: () => Promise<void>,
    private readonly intervalMs: number,
  ) {}

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** Resolves when no run is in progress. */
  async idle(): Promise<void> {
    await this.running;
  }

  private schedule(ms: number): void {
    // unref: a pending run alone never keeps the process alive.
    this.timer = setTimeout(() => {
      this.running = this.task().finally(() => {
        this.running = undefined;
        if (!this.stopped) this.schedule(this.intervalMs);
      });
    }, ms).unref();
  }
}
