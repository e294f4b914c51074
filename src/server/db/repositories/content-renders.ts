import type { Kysely } from 'kysely';
import type { RenderedSite } from '../../../render/protocol';
import type { Database } from '../schema';

// A published version's rendered pages (decision 124): one row per version, the newest few kept.

/** How many versions' pages are kept: the one served, and a few before it for a look back. */
export const RENDERS_KEPT = 3;

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
