import { randomBytes } from 'node:crypto';
import { type Kysely, type Transaction, sql } from 'kysely';
import { sha256 } from '../../admin/auth';
import type { SiteContent } from '../../../shared/site-content';
import type { Database } from '../schema';
import { recordEvent } from './quote-events';
import type { SiteRow } from './sites';

// A delivered site's editor (issue 46, decision 137): links that open one site, its published
// versions (the newest VERSIONS_KEPT kept, each restorable), and the pictures its owner uploaded.

export const VERSIONS_KEPT = 20;
/** The editor link in the delivery mail; a sign-in link asked for later is valid an hour. */
export const DELIVERY_LINK_MS = 30 * 24 * 60 * 60_000;
export const SIGN_IN_LINK_MS = 60 * 60_000;

/** A new link to one site's editor: the token to mail, kept only as its hash. */
export async function newSiteLink(
  trx: Transaction<Database>,
  siteId: number,
  validMs: number,
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await trx
    .insertInto('site_links')
    .values({
      token_hash: sha256(token),
      site_id: siteId,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + validMs).toISOString(),
    })
    .execute();
  // Links past their time are of no use: dropped as new ones are made, so the table stays small.
  await trx.deleteFrom('site_links').where('expires_at', '<', now.toISOString()).execute();
  return token;
}

/** The site a token opens, while the link is valid; undefined for any other token. */
export async function siteOfToken(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<SiteRow | undefined> {
  return db
    .selectFrom('site_links')
    .innerJoin('sites', 'sites.id', 'site_links.site_id')
    .selectAll('sites')
    .where('site_links.token_hash', '=', sha256(token))
    .where('site_links.expires_at', '>', now.toISOString())
    .executeTakeFirst();
}

/** The sites of every order this address placed. */
export async function sitesOfCustomer(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('sites')
    .innerJoin('quote_requests', 'quote_requests.id', 'sites.quote_id')
    .select(['sites.id', 'sites.address', 'quote_requests.lang'])
    .where(sql<string>`lower(quote_requests.customer_email)`, '=', email.toLowerCase())
    .orderBy('sites.id')
    .execute();
}

export async function siteVersions(db: Kysely<Database>, siteId: number) {
  return db
    .selectFrom('site_versions')
    .select(['version', 'created_by', 'created_at'])
    .where('site_id', '=', siteId)
    .orderBy('version', 'desc')
    .execute();
}

export async function siteVersion(db: Kysely<Database>, siteId: number, version: number) {
  return db
    .selectFrom('site_versions')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('version', '=', version)
    .executeTakeFirst();
}

/**
 * Publishes a site's new personalisation and content as its next version, kept whole with who and
 * when; only the newest VERSIONS_KEPT are kept. The version a render stores is the newest asked.
 */
export async function publishSiteVersion(
  trx: Transaction<Database>,
  site: SiteRow,
  values: { personalisation: string; content: string },
  actor: string,
  what: string,
  now: Date,
): Promise<number> {
  const current = await trx
    .selectFrom('sites')
    .select('version')
    .where('id', '=', site.id)
    .executeTakeFirstOrThrow();
  const version = Number(current.version) + 1;
  const at = now.toISOString();
  await trx
    .updateTable('sites')
    .set({ ...values, version, render_error: null })
    .where('id', '=', site.id)
    .execute();
  await trx
    .insertInto('site_versions')
    .values({ site_id: site.id, version, ...values, created_by: actor, created_at: at })
    .execute();
  await trx
    .deleteFrom('site_versions')
    .where('site_id', '=', site.id)
    .where('version', '<=', version - VERSIONS_KEPT)
    .execute();
  await dropUnusedPictures(trx, site.id, now);
  await recordEvent(trx, site.quote_id, {
    kind: 'site',
    actor,
    text: `${what} (version ${version})`,
    at,
  });
  return version;
}

/** Pictures no kept version shows are let go an hour after their upload: storage is freed. */
const UNUSED_PICTURE_MS = 60 * 60_000;

async function dropUnusedPictures(trx: Transaction<Database>, siteId: number, now: Date) {
  const kept = await trx
    .selectFrom('site_versions')
    .select('content')
    .where('site_id', '=', siteId)
    .execute();
  const shown = new Set(
    kept.flatMap((row) => Object.values((JSON.parse(row.content) as SiteContent).pictures)),
  );
  const old = await trx
    .selectFrom('site_pictures')
    .select('hash')
    .where('site_id', '=', siteId)
    .where('created_at', '<', new Date(now.getTime() - UNUSED_PICTURE_MS).toISOString())
    .execute();
  const unused = old.map((row) => row.hash).filter((hash) => !shown.has(hash));
  if (unused.length > 0) {
    await trx
      .deleteFrom('site_pictures')
      .where('site_id', '=', siteId)
      .where('hash', 'in', unused)
      .execute();
  }
}

/** Bytes of pictures a site holds. */
export async function sitePictureBytes(db: Kysely<Database>, siteId: number): Promise<number> {
  const row = await db
    .selectFrom('site_pictures')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('bytes'), sql<number>`0`).as('bytes'))
    .where('site_id', '=', siteId)
    .executeTakeFirstOrThrow();
  return Number(row.bytes);
}

export async function saveSitePicture(
  trx: Transaction<Database>,
  siteId: number,
  picture: { hash: string; contentType: string; data: Buffer },
  now: Date,
): Promise<void> {
  await trx
    .insertInto('site_pictures')
    .values({
      site_id: siteId,
      hash: picture.hash,
      content_type: picture.contentType,
      data: picture.data,
      bytes: picture.data.length,
      created_at: now.toISOString(),
    })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

export async function readSitePicture(db: Kysely<Database>, siteId: number, hash: string) {
  return db
    .selectFrom('site_pictures')
    .select(['content_type', 'data'])
    .where('site_id', '=', siteId)
    .where('hash', '=', hash)
    .executeTakeFirst();
}

/** Which of these hashes are pictures of this site. */
export async function sitePictureHashes(
  db: Kysely<Database>,
  siteId: number,
  hashes: readonly string[],
): Promise<Set<string>> {
  if (hashes.length === 0) return new Set();
  const rows = await db
    .selectFrom('site_pictures')
    .select('hash')
    .where('site_id', '=', siteId)
    .where('hash', 'in', hashes)
    .execute();
  return new Set(rows.map((row) => row.hash));
}
