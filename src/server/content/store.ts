import type { Kysely, Transaction } from 'kysely';
import {
  CONTENT_KINDS,
  type ContentItem,
  type ContentKind,
  type ContentVersion,
} from '../../shared/schemas/content';
import {
  NO_OVERRIDES,
  type PublishedItem,
  type StoredChange,
  claimContentVersion,
  completeContentVersion,
  contentHistory,
  contentItemId,
  firstChangeIds,
  insertContentChange,
  latestContentVersion,
  newestPerItem,
  readContentVersion,
  unpublishedChanges,
} from '../db/repositories/content';
import type { Database } from '../db/schema';
import { HttpError } from '../http-error';
import { CONTENT_MESSAGES } from './checks';
import { codeKeys, codeValue } from './code-content';

// The content store (decision 121): drafts per item, their history, and the publish that turns
// every draft into version N+1.

type Db = Kysely<Database> | Transaction<Database>;

/** JSON with each object's keys sorted, so two equal values compare equal whatever their order. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );

/** What an item shows with `data` (null: the code's value). */
const effective = (kind: ContentKind, key: string, data: unknown): unknown =>
  data ?? codeValue(kind, key) ?? null;

const sameShown = (kind: ContentKind, key: string, a: unknown, b: unknown): boolean =>
  canonical(effective(kind, key, a)) === canonical(effective(kind, key, b));

/** The published content of the newest version (none before the first publish). */
async function latestOverrides(db: Db) {
  const version = await latestContentVersion(db);
  const stored = version > 0 ? await readContentVersion(db, version) : undefined;
  return { version, overrides: stored?.overrides ?? NO_OVERRIDES };
}

function itemView(
  kind: ContentKind,
  key: string,
  published: unknown,
  draft: StoredChange | undefined,
): ContentItem {
  return {
    kind,
    key,
    code: codeValue(kind, key) ?? null,
    // A published value the same as the code's is no change from it.
    published: sameShown(kind, key, published, null) ? null : published,
    // A draft that shows what is published already is no change.
    draft: draft && !sameShown(kind, key, draft.data, published) ? withoutItem(draft) : null,
  };
}

const withoutItem = ({ kind: _kind, key: _key, ...change }: StoredChange) => change;

/** Every item: the code's, the published ones, and those with a draft; texts only once changed. */
export async function listContentItems(
  db: Kysely<Database>,
): Promise<{ version: number; items: ContentItem[] }> {
  const { version, overrides } = await latestOverrides(db);
  const published = new Map(overrides.items.map((i) => [contentItemId(i.kind, i.key), i.data]));
  const drafts = new Map(
    newestPerItem(await unpublishedChanges(db)).map((c) => [contentItemId(c.kind, c.key), c]),
  );
  const items = CONTENT_KINDS.flatMap((kind) => {
    const keys = new Set(codeKeys(kind));
    for (const item of [...overrides.items, ...drafts.values()]) {
      if (item.kind === kind) keys.add(item.key);
    }
    return [...keys].map((key) => {
      const id = contentItemId(kind, key);
      return itemView(kind, key, published.get(id) ?? null, drafts.get(id));
    });
  });
  return { version, items };
}

/** One item as listContentItems shows it, read with `db` (inside a transaction: as it will commit). */
export async function readContentItem(
  db: Db,
  kind: ContentKind,
  key: string,
): Promise<ContentItem> {
  const [newest, published] = await Promise.all([
    contentHistory(db, kind, key, 1),
    db
      .selectFrom('content_changes')
      .select('data')
      .where('kind', '=', kind)
      .where('item_key', '=', key)
      .where('version', 'is not', null)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  const publishedData = published?.data ? (JSON.parse(published.data) as unknown) : null;
  const [last] = newest;
  return itemView(kind, key, publishedData, last?.version === null ? last : undefined);
}

/**
 * Stores a checked change as the item's draft. Refused (400) when the item would show what it
 * shows now, with or without the drafts.
 */
export async function saveContentChange(
  trx: Transaction<Database>,
  change: { kind: ContentKind; key: string; data: unknown; by: number },
): Promise<ContentItem> {
  const { kind, key, data } = change;
  const [last] = await contentHistory(trx, kind, key, 1);
  if (sameShown(kind, key, last?.data ?? null, data)) {
    throw new HttpError(400, CONTENT_MESSAGES.unchanged);
  }
  await insertContentChange(trx, { ...change, now: new Date().toISOString() });
  return readContentItem(trx, kind, key);
}

const SINGLETON_NAMES: Partial<Record<ContentKind, string>> = {
  'portfolio-order': "the portfolio's order",
  'quick-questions': "the chat's quick questions",
  facts: "the agency's facts",
};
const KIND_NAMES: Record<ContentKind, string> = {
  template: 'template',
  project: 'project',
  'portfolio-order': 'portfolio order',
  faq: 'chat answer',
  'quick-questions': 'quick questions',
  facts: 'facts',
  text: 'text',
};

const SUMMARY_NAMES = 20;

/** "Published 2 changes: template "restaurant", the agency's facts." */
function summaryOf(changed: readonly { kind: ContentKind; key: string; back: boolean }[]): string {
  const names = changed.map(({ kind, key, back }) => {
    const name = SINGLETON_NAMES[kind] ?? `${KIND_NAMES[kind]} "${key}"`;
    return back ? `${name} (back to the code's value)` : name;
  });
  const shown = names.slice(0, SUMMARY_NAMES);
  const more = names.length - shown.length;
  const count = changed.length === 1 ? '1 change' : `${changed.length} changes`;
  return `Published ${count}: ${shown.join(', ')}${more > 0 ? ` and ${more} more` : ''}.`;
}

export const nothingToPublish = (version: number): string =>
  version === 0
    ? 'There is nothing to publish: no saved change differs from the content in the code.'
    : `There is nothing to publish: no saved change differs from version ${version}, which the site shows now.`;

/**
 * Publishes every draft (or only `item`'s) as version N+1 in `trx`: the number is claimed first
 * (its key refuses a second claim), then the newest draft of each item replaces its published
 * value. Refused (409) when no draft changes what the site shows.
 */
export async function publishContent(
  trx: Transaction<Database>,
  by: number,
  note = '',
  item?: { kind: ContentKind; key: string },
): Promise<ContentVersion> {
  const now = new Date().toISOString();
  const { version: latest, overrides: previous } = await latestOverrides(trx);
  const version = latest + 1;
  await claimContentVersion(trx, version, by, now);
  const pending = (await unpublishedChanges(trx)).filter(
    (change) => !item || (change.kind === item.kind && change.key === item.key),
  );
  const items = new Map<string, PublishedItem>(
    previous.items.map((item) => [contentItemId(item.kind, item.key), item]),
  );
  const changed: { kind: ContentKind; key: string; back: boolean }[] = [];
  for (const { kind, key, data } of newestPerItem(pending)) {
    const id = contentItemId(kind, key);
    if (sameShown(kind, key, items.get(id)?.data ?? null, data)) continue;
    const back = sameShown(kind, key, data, null);
    changed.push({ kind, key, back });
    if (back) items.delete(id);
    else items.set(id, { kind, key, data });
  }
  if (changed.length === 0) throw new HttpError(409, nothingToPublish(latest));

  // A template the code does not have keeps the id it was first published with.
  const newTemplates = [...items.values()]
    .filter(({ kind, key }) => kind === 'template' && codeValue(kind, key) === undefined)
    .map(({ key }) => key)
    .filter((key) => previous.templateIds[key] === undefined);
  const firsts = await firstChangeIds(trx, 'template', newTemplates);
  const templateIds = { ...previous.templateIds };
  for (const [key, first] of firsts) templateIds[key] = 1000 + first;

  const summary = note ? `${summaryOf(changed)} ${note}` : summaryOf(changed);
  const sorted = [...items.values()].sort((a, b) =>
    contentItemId(a.kind, a.key) < contentItemId(b.kind, b.key) ? -1 : 1,
  );
  await completeContentVersion(trx, version, {
    overrides: { items: sorted, templateIds },
    summary,
    draftIds: pending.map((change) => change.id),
  });
  const stored = await readContentVersion(trx, version);
  if (!stored) throw new Error(`version ${version} was not stored`);
  const { overrides: _overrides, ...view } = stored;
  return view;
}

/**
 * Stores a checked change and publishes it alone as version N+1 (an accepted Tok Pisin correction,
 * decision 125): other items' drafts stay drafts. Undefined, and nothing written, when the site
 * shows that value already.
 */
export async function publishOneChange(
  trx: Transaction<Database>,
  change: { kind: ContentKind; key: string; data: unknown; by: number },
  note: string,
): Promise<ContentVersion | undefined> {
  const { kind, key, data, by } = change;
  const { overrides } = await latestOverrides(trx);
  const published = overrides.items.find((i) => i.kind === kind && i.key === key)?.data ?? null;
  if (sameShown(kind, key, published, data)) return undefined;
  await insertContentChange(trx, { ...change, now: new Date().toISOString() });
  return publishContent(trx, by, note, { kind, key });
}
