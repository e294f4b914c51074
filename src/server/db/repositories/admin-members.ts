import { type Kysely, type Selectable, type SqlBool, sql } from 'kysely';
import type {
  AdminMember,
  AdminMemberSchema,
  MemberQuery,
  PageOf,
} from '../../../shared/schemas/admin';
import { tierForPoints } from '../../../shared/schemas/loyalty';
import { isMemberNumber } from '../../references';
import type { Database, LoyaltyMemberTable } from '../schema';
import { PAGE_SIZE, contains, likePattern, newestPage } from './admin-lists';

/** The staff's view of the loyalty members: listed newest first, searched, points adjusted. */

// The tier is not stored: it follows from the points wherever a member is read.
const toAdminMember = (row: Selectable<LoyaltyMemberTable>): AdminMember => ({
  memberNumber: row.member_number,
  fullName: row.full_name,
  email: row.email,
  phone: row.phone,
  points: row.points,
  tier: tierForPoints(row.points),
  joinedAt: row.created_at,
});

export async function listMembers(
  db: Kysely<Database>,
  { q, page }: MemberQuery,
): Promise<PageOf<typeof AdminMemberSchema>> {
  let query = db.selectFrom('loyalty_members');
  if (q) {
    const pattern = likePattern(q);
    query = query.where((eb) =>
      eb.or(
        ['member_number', 'full_name', 'email', 'phone'].map((column) => contains(column, pattern)),
      ),
    );
  }
  const { n } = await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  const rows = await newestPage(query, page);
  return {
    items: rows.map(toAdminMember),
    total: Number(n),
    page,
    pageSize: PAGE_SIZE,
  };
}

/**
 * Adds `delta` points (negative to take some away) in one statement, never below zero.
 */
export async function adjustPoints(
  db: Kysely<Database>,
  memberNumber: string,
  delta: number,
): Promise<
  | { outcome: 'ok'; member: AdminMember }
  | { outcome: 'missing' }
  | { outcome: 'negative'; points: number }
> {
  if (!isMemberNumber(memberNumber)) return { outcome: 'missing' };
  const result = await db
    .updateTable('loyalty_members')
    .set({ points: sql<number>`points + ${delta}` })
    .where('member_number', '=', memberNumber)
    .where(sql<SqlBool>`points + ${delta} >= 0`)
    .executeTakeFirst();
  const row = await db
    .selectFrom('loyalty_members')
    .selectAll()
    .where('member_number', '=', memberNumber)
    .executeTakeFirst();
  if (!row) return { outcome: 'missing' };
  if (Number(result.numUpdatedRows) !== 1) return { outcome: 'negative', points: row.points };
  return {
    outcome: 'ok',
    member: toAdminMember(row),
  };
}
