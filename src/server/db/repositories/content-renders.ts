import type { Kysely } from 'kysely';
import type { RenderedSite } from '../../../render/protocol';
import type { ContentRender } from '../../../shared/schemas/admin';
import type { Database } from '../schema';
import { contentVersionRows } from './content';

// A published version's rendered pages (decision 124): one row per version, the newest few kept.

/** How many versions' pages are kept: the one served, and a few before it for a look back. */
export const RENDERS_KEPT = 3;

/**
 * A render's lease is stale after this long (decision 127): a render takes seconds, so its process
 * died or hangs, and another process may take the version over.
 */
export const RENDER_LEASE_MS = 2 * 60_000;

const staleBefore = (now: Date) => new Date(now.getTime() - RENDER_LEASE_MS).toISOString();

/**
 * Takes `version` for this process to render: false while a render of it is stored (done or
 * failed) or another process's lease on it is fresh. One conditional UPDATE, so of two processes
 * asking at once one gets it.
 */
export async function claimContentRender(
  db: Kysely<Database>,
  version: number,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('content_versions')
    .set({ render_started_at: now.toISOString() })
    .where('version', '=', version)
    .where('render_status', 'is', null)
    .where((eb) =>
      eb.or([eb('render_started_at', 'is', null), eb('render_started_at', '<', staleBefore(now))]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * The newest published version when no render of it is stored and no process holds a fresh lease
 * on it (its process died mid-render, or none rendered it); 0 otherwise.
 */
export async function unrenderedContentVersion(db: Kysely<Database>, now: Date): Promise<number> {
  const newest = await db
    .selectFrom('content_versions')
    .select(['version', 'render_status', 'render_started_at'])
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!newest || newest.render_status !== null) return 0;
  const free = newest.render_started_at === null || newest.render_started_at < staleBefore(now);
  return free ? Number(newest.version) : 0;
}

/** Stores `version`'s pages, marks it rendered, and drops all but the newest RENDERS_KEPT. */
export async function storeContentRender(
  db: Kysely<Database>,
  version: number,
  site: RenderedSite,
  now: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('content_renders').where('version', '=', version).execute();
    await trx
      .insertInto('content_renders')
      .values({ version, site: JSON.stringify(site), rendered_at: now })
      .execute();
    await trx
      .updateTable('content_versions')
      .set({ render_status: 'done', render_error: null })
      .where('version', '=', version)
      .execute();
    const kept = await trx
      .selectFrom('content_renders')
      .select('version')
      .orderBy('version', 'desc')
      .limit(RENDERS_KEPT)
      .execute();
    await trx
      .deleteFrom('content_renders')
      .where(
        'version',
        'not in',
        kept.map((row) => Number(row.version)),
      )
      .execute();
  });
}

/** A render that failed: the site goes on serving the version rendered before. */
export async function markContentRenderFailed(
  db: Kysely<Database>,
  version: number,
  error: string,
): Promise<void> {
  await db
    .updateTable('content_versions')
    .set({ render_status: 'failed', render_error: error.slice(0, 4000) })
    .where('version', '=', version)
    .execute();
}

/** The newest version whose pages are stored, 0 when none: the cheap query every process polls. */
export async function latestRenderedVersion(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('content_renders')
    .select((eb) => eb.fn.max('version').as('version'))
    .executeTakeFirst();
  return Number(row?.version ?? 0);
}

export async function readContentRender(
  db: Kysely<Database>,
  version: number,
): Promise<RenderedSite | undefined> {
  const row = await db
    .selectFrom('content_renders')
    .select('site')
    .where('version', '=', version)
    .executeTakeFirst();
  return row && (JSON.parse(row.site) as RenderedSite);
}

/** The newest published versions and where each one's render stands, newest first. */
export async function recentContentRenders(
  db: Kysely<Database>,
  now: Date,
  limit: number,
): Promise<ContentRender[]> {
  const rows = await contentVersionRows(db).orderBy('v.version', 'desc').limit(limit).execute();
  return rows.map((row) => ({
    version: Number(row.version),
    publishedBy: row.email,
    publishedAt: row.published_at,
    summary: row.summary,
    state:
      row.render_status === 'done' || row.render_status === 'failed'
        ? row.render_status
        : row.render_started_at !== null && row.render_started_at >= staleBefore(now)
          ? 'rendering'
          : 'waiting',
    error: row.render_status === 'failed' ? row.render_error : null,
  }));
}
