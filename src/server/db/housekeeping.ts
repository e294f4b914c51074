import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import { pruneOutboxFiles } from '../mail/sender';
import { Periodic } from '../periodic';
import { pruneIdempotencyKeys } from './idempotency';
import { pruneSignInLinks } from './repositories/admin-users';
import { pruneAddressUsage } from './repositories/address-usage';
import { forgetUnconfirmed } from './repositories/newsletter';
import { pruneSentBodies } from './repositories/outbox';
import type { Database } from './schema';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** A used or expired sign-in link is kept a day, to answer "this link was already used" meanwhile. */
const KEEP_SIGN_IN_LINKS_MS = DAY_MS;

type Settings = Pick<Config, 'mail'>;
const keptSince = ({ mail }: Settings, now: Date) =>
  new Date(now.getTime() - mail.keepSentDays * DAY_MS);

/** Each clean-up, named for the log, and what it deletes (or empties). */
const CLEAN_UPS: [
  string,
  (db: Kysely<Database>, settings: Settings, now: Date) => Promise<number>,
][] = [
  ['old idempotency keys', (db, _settings, now) => pruneIdempotencyKeys(db, now.getTime())],
  [
    'newsletter addresses nobody confirmed in time',
    (db, _settings, now) => forgetUnconfirmed(db, now),
  ],
  [
    'bodies and attachments of mails sent before MAIL_KEEP_SENT_DAYS',
    (db, settings, now) => pruneSentBodies(db, keptSince(settings, now).toISOString()),
  ],
  [
    '.eml files written before MAIL_KEEP_SENT_DAYS',
    (_db, settings, now) => pruneOutboxFiles(settings.mail.outboxDir, keptSince(settings, now)),
  ],
  [
    'used and expired sign-in links',
    (db, _settings, now) =>
      pruneSignInLinks(db, new Date(now.getTime() - KEEP_SIGN_IN_LINKS_MS).toISOString()),
  ],
  [
    'daily tallies of what each address stored, before yesterday',
    (db, _settings, now) =>
      pruneAddressUsage(db, new Date(now.getTime() - DAY_MS).toISOString().slice(0, 10)),
  ],
];

/** Clears out old rows now and then (CLEAN_UPS); started and stopped with the app. */
export class Housekeeping {
  private readonly periodic: Periodic;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly settings: Settings,
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

  /** Runs every clean-up once, as if at `now`. */
  async cleanUp(now = new Date()): Promise<void> {
    for (const [what, deleteOld] of CLEAN_UPS) {
      try {
        const deleted = await deleteOld(this.db, this.settings, now);
        if (deleted > 0) this.log.info({ deleted }, `housekeeping: ${what} deleted`);
      } catch (error) {
        // Several processes may prune at once, or the database may be busy: try again next time.
        this.log.warn({ err: error }, `housekeeping: ${what} not deleted`);
      }
    }
  }
}
