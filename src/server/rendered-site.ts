import type { Kysely } from 'kysely';
import type { RenderedSite } from '../render/protocol';
import { latestRenderedVersion, readContentRender } from './db/repositories/content-renders';
import type { Database } from './db/schema';

// What every process serves of a published version (decision 124): the newest rendered version
// in the database, read once, made ready to send (compressed, hashed) and kept in memory. Each
// process asks for the newest number every CONTENT_REFRESH_SECONDS, and the process that rendered
// asks at once, so all serve a new version within seconds of its render, with no shared disk.

export class RenderedSiteCache<T> {
  readonly #db: Kysely<Database>;
  readonly #refreshMs: number;
  readonly #prepare: (site: RenderedSite, version: number) => Promise<T>;
  readonly #onError: (error: unknown) => void;
  #version = 0;
  #served: T | undefined;
  #chain: Promise<void> = Promise.resolve();
  #timer: NodeJS.Timeout | undefined;

  constructor(
    db: Kysely<Database>,
    refreshMs: number,
    prepare: (site: RenderedSite, version: number) => Promise<T>,
    onError: (error: unknown) => void,
  ) {
    this.#db = db;
    this.#refreshMs = refreshMs;
    this.#prepare = prepare;
    this.#onError = onError;
  }

  /** The version served, 0 while the build's own pages are. */
  get version(): number {
    return this.#version;
  }

  /** The newest rendered version ready here, or undefined: serve the build's pages. */
  current(): T | undefined {
    return this.#served;
  }

  /** Looks for a newer version now and every refresh interval, until `stop`. */
  start(): void {
    void this.refresh();
    this.#timer = setInterval(() => void this.refresh(), this.#refreshMs);
    this.#timer.unref();
  }

  stop(): void {
    clearInterval(this.#timer);
  }

  /** Resolves once the newest rendered version (as of this call) is served, or failed to load. */
  refresh(): Promise<void> {
    this.#chain = this.#chain.then(() => this.#load()).catch(this.#onError);
    return this.#chain;
  }

  async #load(): Promise<void> {
    const version = await latestRenderedVersion(this.#db);
    // Another number, newer or (after a restored backup) older: that version is served.
    if (version === this.#version) return;
    const site = version > 0 ? await readContentRender(this.#db, version) : undefined;
    this.#served = site && (await this.#prepare(site, version));
    this.#version = site ? version : 0;
  }
}
