import { type Kysely, type Migration, sql } from 'kysely';
import { reencodeLogo } from '../../quotes/logos';
import { isPostgres } from '../dialect';
import type { Database } from '../schema';

const BATCH = 100;

/** The logo a stored row names, kept once in the server's own encoding; undefined when it does not decode. */
async function storedLogo(db: Kysely<Database>, dataUrl: string): Promise<string | undefined> {
  try {
    const logo = await reencodeLogo(dataUrl);
    await db
      .insertInto('logos')
      .values({
        hash: logo.hash,
        content_type: logo.contentType,
        data: logo.bytes,
        created_at: new Date().toISOString(),
      })
      .onConflict((conflict) => conflict.column('hash').doNothing())
      .execute();
    return logo.hash;
  } catch {
    return undefined;
  }
}

/**
 * Each logo once (decision 070): a logos table keyed by the SHA-256 of the server's re-encoding;
 * quote items and outbox attachments name it by hash. Logos stored before are decoded and
 * re-encoded now; one that does not decode (never checked beyond its first bytes) is dropped.
 */
export const logosStoredOnce: Migration = {
  async up(unknownDb: Kysely<unknown>) {
    const db = unknownDb as Kysely<Database>;
    await db.schema
      .createTable('logos')
      .addColumn('hash', 'text', (col) => col.primaryKey())
      .addColumn('content_type', 'text', (col) => col.notNull())
      .addColumn('data', isPostgres(unknownDb) ? sql`bytea` : 'blob', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();

    for (let after = 0; ;) {
      const items = await db
        .selectFrom('quote_items')
        .select(['id', 'personalisation'])
        .where('id', '>', after)
        .where('personalisation', 'like', '%"logo":%')
        .orderBy('id')
        .limit(BATCH)
        .execute();
      for (const item of items) {
        const { logo, ...tried } = JSON.parse(item.personalisation ?? '{}') as { logo?: string };
        const logoHash = logo === undefined ? undefined : await storedLogo(db, logo);
        await db
          .updateTable('quote_items')
          .set({ personalisation: JSON.stringify({ ...tried, ...(logoHash ? { logoHash } : {}) }) })
          .where('id', '=', item.id)
          .execute();
      }
      const last = items.at(-1);
      if (!last || items.length < BATCH) break;
      after = last.id;
    }

    for (let after = 0; ;) {
      const mails = await db
        .selectFrom('outbox')
        .select(['id', 'attachments'])
        .where('id', '>', after)
        .where('attachments', '!=', '[]')
        .orderBy('id')
        .limit(BATCH)
        .execute();
      for (const mail of mails) {
        const sent = JSON.parse(mail.attachments) as Array<{
          cid: string;
          contentType: string;
          base64: string;
        }>;
        const kept: Array<{ cid: string; logoHash: string }> = [];
        for (const { cid, contentType, base64 } of sent) {
          const logoHash = await storedLogo(db, `data:${contentType};base64,${base64}`);
          if (logoHash) kept.push({ cid, logoHash });
        }
        await db
          .updateTable('outbox')
          .set({ attachments: JSON.stringify(kept) })
          .where('id', '=', mail.id)
          .execute();
      }
      const last = mails.at(-1);
      if (!last || mails.length < BATCH) break;
      after = last.id;
    }
  },
};
