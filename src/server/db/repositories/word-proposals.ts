import type { Kysely, Transaction } from 'kysely';
import type { Lang } from '../../../shared/i18n/lang';
import type { WordProposal, WordProposalState } from '../../../shared/schemas/word-review';
import type { Database } from '../schema';

// Proposed wordings for the site's strings (issue 28): reviewers propose, owners decide, and
// `npm run words:apply` writes the accepted ones into src/shared/words.

type Db = Kysely<Database> | Transaction<Database>;

/** A proposal as stored; `live` depends on the build, so the routes add it. */
export type StoredProposal = Omit<WordProposal, 'live'>;

/** The review list shows at most this many proposals: every pending one first, then the newest. */
export const PROPOSALS_LISTED = 500;

const proposals = (db: Db) =>
  db
    .selectFrom('word_proposals as p')
    .innerJoin('admin_users as proposer', 'proposer.id', 'p.proposed_by_id')
    .leftJoin('admin_users as decider', 'decider.id', 'p.decided_by_id')
    .select([
      'p.id',
      'p.lang',
      'p.word_key',
      'p.page',
      'p.old_text',
      'p.proposed_text',
      'p.comment',
      'p.created_at',
      'p.state',
      'p.decided_at',
      'proposer.email as proposed_by',
      'decider.email as decided_by',
    ]);

type Row = Awaited<ReturnType<ReturnType<typeof proposals>['executeTakeFirstOrThrow']>>;

const stored = (row: Row): StoredProposal => ({
  id: Number(row.id),
  lang: row.lang,
  key: row.word_key,
  page: row.page,
  oldText: row.old_text,
  proposedText: row.proposed_text,
  comment: row.comment,
  proposedBy: row.proposed_by,
  createdAt: row.created_at,
  state: row.state,
  decidedBy: row.decided_by ?? null,
  decidedAt: row.decided_at,
});

export async function findWordProposal(db: Db, id: number): Promise<StoredProposal | undefined> {
  const row = await proposals(db).where('p.id', '=', id).executeTakeFirst();
  return row && stored(row);
}

export async function insertWordProposal(
  trx: Transaction<Database>,
  proposal: {
    lang: Lang;
    key: string;
    page: string;
    oldText: string;
    proposedText: string;
    comment: string;
    proposedBy: number;
    now: string;
  },
): Promise<StoredProposal> {
  const { id } = await trx
    .insertInto('word_proposals')
    .values({
      lang: proposal.lang,
      word_key: proposal.key,
      page: proposal.page,
      old_text: proposal.oldText,
      proposed_text: proposal.proposedText,
      comment: proposal.comment,
      proposed_by_id: proposal.proposedBy,
      created_at: proposal.now,
      state: 'pending',
      decided_by_id: null,
      decided_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return (await findWordProposal(trx, Number(id))) as StoredProposal;
}

type Decided =
  | { outcome: 'decided'; proposal: StoredProposal }
  | { outcome: 'missing' }
  | { outcome: 'decided-before' };

/**
 * Accepts or rejects a pending proposal. Conditional on its state, so of two owners deciding at
 * once only one does; the other is told it was already decided.
 */
export async function decideWordProposal(
  db: Db,
  id: number,
  decision: Exclude<WordProposalState, 'pending'>,
  decidedBy: number,
  now: string,
): Promise<Decided> {
  const changed = await db
    .updateTable('word_proposals')
    .set({ state: decision, decided_by_id: decidedBy, decided_at: now })
    .where('id', '=', id)
    .where('state', '=', 'pending')
    .executeTakeFirst();
  const proposal = await findWordProposal(db, id);
  if (!proposal) return { outcome: 'missing' };
  if (Number(changed.numUpdatedRows) === 0) return { outcome: 'decided-before' };
  return { outcome: 'decided', proposal };
}

const newestFirst = <T extends { createdAt: string; id: number }>(a: T, b: T) =>
  a.createdAt === b.createdAt ? b.id - a.id : a.createdAt < b.createdAt ? 1 : -1;

/** The proposals the review list shows: every pending one, then decided ones, newest first. */
export async function listWordProposals(
  db: Db,
  limit = PROPOSALS_LISTED,
): Promise<StoredProposal[]> {
  const newest = (pending: boolean, count: number) =>
    proposals(db)
      .where('p.state', pending ? '=' : '!=', 'pending')
      .orderBy('p.created_at', 'desc')
      .orderBy('p.id', 'desc')
      .limit(count)
      .execute();
  const pending = await newest(true, limit);
  const decided = pending.length < limit ? await newest(false, limit - pending.length) : [];
  return [...pending, ...decided].map(stored).sort(newestFirst);
}

/** Per language and key, the newest accepted wording (by when it was accepted): words:apply. */
export async function acceptedWordings(db: Db): Promise<StoredProposal[]> {
  const rows = await proposals(db)
    .where('p.state', '=', 'accepted')
    .orderBy('p.decided_at', 'desc')
    .orderBy('p.id', 'desc')
    .execute();
  const seen = new Set<string>();
  return rows.map(stored).filter(({ lang, key }) => {
    const id = `${lang} ${key}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}
