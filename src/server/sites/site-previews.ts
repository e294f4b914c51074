import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

// A site's preview (issue 46, decision 138): its owner's unpublished changes rendered by the render
// worker, stored (so any process serves it) and shown at /_preview/<random id> on the site's own
// host for an hour, never indexed. The next preview of the site replaces it.

export const PREVIEW_PATH = '/_preview/';
export const PREVIEW_MS = 60 * 60 * 1000;

export async function storeSitePreview(
  db: Kysely<Database>,
  siteId: number,
  previewId: string,
  page: string,
  now: Date,
): Promise<void> {
  const created_at = now.toISOString();
  await db
    .insertInto('site_previews')
    .values({ site_id: siteId, preview_id: previewId, page, created_at })
    .onConflict((conflict) =>
      conflict.column('site_id').doUpdateSet({ preview_id: previewId, page, created_at }),
    )
    .execute();
}

/** The preview's page, while it is the site's newest and younger than an hour. */
export async function readSitePreview(
  db: Kysely<Database>,
  siteId: number,
  previewId: string,
  now: Date,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('site_previews')
    .select('page')
    .where('site_id', '=', siteId)
    .where('preview_id', '=', previewId)
    .where('created_at', '>', new Date(now.getTime() - PREVIEW_MS).toISOString())
    .executeTakeFirst();
  return row?.page;
}
