import type { Kysely, Transaction } from 'kysely';
import type { ContentChange, ContentKind, ContentVersion } from '../../../shared/schemas/content';
import type { Database } from '../schema';

// The content owners edit (decision 121): changes per item (drafts until a publish takes them)
// and published versions, each holding every item that differs from the code.

type Db = Kysely<Database> | Transaction<Database>;

/** One item's value in a published version. */
export interface PublishedItem {
  kind: ContentKind;
  key: string;
  data: unknown;
}

/** What a version publishes: every item that differs from the code, and new templates' ids. */
export interface PublishedOverrides {
  items: PublishedItem[];
  /** A template the code does not have gets 1000 + the id of its first change (ids stay put). */
  templateIds: Record<string, number>;
}

export const NO_OVERRIDES: PublishedOverrides = { items: [], templateIds: {} };

/** A version's row, with its content read. */
export interface StoredVersion extends ContentVersion {
  overrides: PublishedOverrides;
}

/** A stored change with the item it changes. */
export type StoredChange = ContentChange & { kind: ContentKind; key: string };

const itemId = (kind: string, key: string) => `${kind} ${key}`;
export { itemId as contentItemId };

const changes = (db: Db) =>
  db
    .selectFrom('content_changes as c')
    .innerJoin('admin_users as u', 'u.id', 'c.changed_by_id')
    .select(['c.id', 'c.kind', 'c.item_key', 'c.data', 'c.created_at', 'c.version', 'u.email']);

type ChangeRow = Awaited<ReturnType<ReturnType<typeof changes>['executeTakeFirstOrThrow']>>;

const stored = (row: ChangeRow): StoredChange => ({
  id: Number(row.id),
  kind: row.kind,
  key: row.item_key,
  data: row.data === null ? null : (JSON.parse(row.data) as unknown),
  by: row.email,
  at: row.created_at,
  version: row.version === null ? null : Number(row.version),
});

export async function insertContentChange(
  trx: Transaction<Database>,
  change: { kind: ContentKind; key: string; data: unknown; by: number; now: string },
): Promise<StoredChange> {
  const { id } = await trx
    .insertInto('content_changes')
    .values({
      kind: change.kind,
      item_key: change.key,
      data: change.data === null ? null : JSON.stringify(change.data),
      changed_by_id: change.by,
      created_at: change.now,
      version: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return stored(await changes(trx).where('c.id', '=', Number(id)).executeTakeFirstOrThrow());
}

export async function findContentChange(db: Db, id: number): Promise<StoredChange | undefined> {
  const row = await changes(db).where('c.id', '=', id).executeTakeFirst();
  return row && stored(row);
}

/** An item's history, newest first: at most `limit` changes. */
export async function contentHistory(
  db: Db,
  kind: ContentKind,
  key: string,
  limit = 200,
): Promise<StoredChange[]> {
  const rows = await changes(db)
    .where('c.kind', '=', kind)
    .where('c.item_key', '=', key)
    .orderBy('c.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(stored);
}

/** The changes no publish has taken yet, oldest first. */
export async function unpublishedChanges(db: Db): Promise<StoredChange[]> {
  const rows = await changes(db).where('c.version', 'is', null).orderBy('c.id').execute();
  return rows.map(stored);
}

/** Each item's newest change of `list`, in the order their items first appear. */
export function newestPerItem(list: readonly StoredChange[]): StoredChange[] {
  const newest = new Map<string, StoredChange>();
  for (const change of list) newest.set(itemId(change.kind, change.key), change);
  return [...newest.values()];
}

/** The newest published version's number, 0 before the first: the cheap query every process polls. */
export async function latestContentVersion(db: Db): Promise<number> {
  const row = await db
    .selectFrom('content_versions')
    .select((eb) => eb.fn.max('version').as('version'))
    .executeTakeFirst();
  return Number(row?.version ?? 0);
}

/** The published versions' rows, with who published each and where its render stands. */
export const contentVersionRows = (db: Db) =>
  db
    .selectFrom('content_versions as v')
    .innerJoin('admin_users as u', 'u.id', 'v.published_by_id')
    .select([
      'v.version',
      'v.published_at',
      'v.summary',
      'v.content',
      'v.render_status',
      'v.render_error',
      'v.render_started_at',
      'u.email',
    ]);

type VersionRow = Awaited<
  ReturnType<ReturnType<typeof contentVersionRows>['executeTakeFirstOrThrow']>
>;

const storedVersion = (row: VersionRow): StoredVersion => ({
  version: Number(row.version),
  publishedBy: row.email,
  publishedAt: row.published_at,
  summary: row.summary,
  renderStatus: row.render_status,
  renderError: row.render_error,
  overrides: JSON.parse(row.content) as PublishedOverrides,
});

export async function readContentVersion(
  db: Db,
  version: number,
): Promise<StoredVersion | undefined> {
  const row = await contentVersionRows(db).where('v.version', '=', version).executeTakeFirst();
  return row && storedVersion(row);
}

/** The published versions, newest first: who published what, and when. */
export async function listContentVersions(db: Db, limit = 100): Promise<ContentVersion[]> {
  const rows = await contentVersionRows(db).orderBy('v.version', 'desc').limit(limit).execute();
  return rows.map((row) => {
    const { overrides: _overrides, ...version } = storedVersion(row);
    return version;
  });
}

/** The id of each item's first change, for the new templates' ids. */
export async function firstChangeIds(
  db: Db,
  kind: ContentKind,
  keys: readonly string[],
): Promise<Map<string, number>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .selectFrom('content_changes')
    .select(['item_key', (eb) => eb.fn.min('id').as('first')])
    .where('kind', '=', kind)
    .where('item_key', 'in', keys)
    .groupBy('item_key')
    .execute();
  return new Map(rows.map((row) => [row.item_key, Number(row.first)]));
}

/**
 * Claims version `version` (its key refuses a second claim, so of two publishes at once one
 * fails), to be filled in by completeContentVersion in the same transaction.
 */
export async function claimContentVersion(
  trx: Transaction<Database>,
  version: number,
  by: number,
  now: string,
): Promise<void> {
  await trx
    .insertInto('content_versions')
    .values({
      version,
      published_by_id: by,
      published_at: now,
      summary: '',
      content: JSON.stringify(NO_OVERRIDES),
      render_status: null,
      render_error: null,
    })
    .execute();
}

/** Writes what version `version` publishes, and marks the drafts it took as published in it. */
export async function completeContentVersion(
  trx: Transaction<Database>,
  version: number,
  {
    overrides,
    summary,
    draftIds,
  }: {
    overrides: PublishedOverrides;
    summary: string;
    draftIds: readonly number[];
  },
): Promise<void> {
  await trx
    .updateTable('content_versions')
    .set({ content: JSON.stringify(overrides), summary })
    .where('version', '=', version)
    .execute();
  // In slices: SQLite takes at most 32,766 bound values in one statement.
  for (let from = 0; from < draftIds.length; from += 1000) {
    await trx
      .updateTable('content_changes')
      .set({ version })
      .where('id', 'in', draftIds.slice(from, from + 1000))
      .where('version', 'is', null)
      .execute();
  }
}
