import type { Kysely, Migration } from 'kysely';

/**
 * A delivered site's own domain (issue 46, decision 138): when it was given (pending domains are
 * checked again for a while) and when its DNS was found pointing here. Only a checked domain is
 * served and may have a certificate.
 */
export const siteDomains: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('sites').addColumn('domain_added_at', 'text').execute();
    await db.schema.alterTable('sites').addColumn('domain_verified_at', 'text').execute();
    // What the last check found instead, in a sentence the inbox and the editor show.
    await db.schema.alterTable('sites').addColumn('domain_problem', 'text').execute();
  },
};
