import type { Kysely, Migration } from 'kysely';

/**
 * When a process took a published version to render (decision 127): a lease, taken by a
 * conditional UPDATE, so two processes do not render one version at once, and one left by a
 * process that died mid-render can be taken over once it is stale.
 */
export const contentRenderLease: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('content_versions').addColumn('render_started_at', 'text').execute();
  },
};
