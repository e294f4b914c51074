import type { Kysely, Transaction } from 'kysely';
import type { ServerPicture } from '../../content/pictures';
import type { Database } from '../schema';
import { saveLogo } from './logos';

/** Keeps an uploaded picture once: its thumbnail (its id) in logos and each of its sizes. */
export async function savePicture(
  trx: Transaction<Database>,
  picture: ServerPicture,
): Promise<void> {
  await saveLogo(trx, picture.thumbnail);
  const at = new Date().toISOString();
  await trx
    .insertInto('picture_sizes')
    .values(
      picture.sizes.map((size) => ({
        picture: picture.thumbnail.hash,
        width: size.width,
        height: size.height,
        content_type: size.contentType,
        data: size.bytes,
        created_at: at,
      })),
    )
    // The same picture uploaded again: its sizes are already there, the same bytes.
    .onConflict((conflict) => conflict.columns(['picture', 'width']).doNothing())
    .execute();
}

/** Whether a picture was uploaded with its sizes (a thumbnail alone cannot show on a page). */
export async function pictureExists(db: Kysely<Database>, picture: string): Promise<boolean> {
  const row = await db
    .selectFrom('picture_sizes')
    .select('picture')
    .where('picture', '=', picture)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function readPictureSize(
  db: Kysely<Database>,
  picture: string,
  width: number,
): Promise<{ contentType: string; bytes: Buffer } | undefined> {
  const row = await db
    .selectFrom('picture_sizes')
    .select(['content_type', 'data'])
    .where('picture', '=', picture)
    .where('width', '=', width)
    .executeTakeFirst();
  return row && { contentType: row.content_type, bytes: Buffer.from(row.data) };
}
