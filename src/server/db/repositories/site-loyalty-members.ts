import type { Kysely, Transaction } from 'kysely';
import {
  type LoyaltyMember,
  type LoyaltySignup,
  WELCOME_POINTS,
} from '../../../shared/schemas/loyalty';
import { newMemberNumber } from '../../references';
import type { Database } from '../schema';
import { toMember } from './loyalty-members';

// A delivered resort's own Paradise Rewards members (decision 138): the agency's rules (member
// number, welcome points, tiers), kept per site, so one site's members are nobody else's.

/** Members a site may hold: past it, joining is refused with a sentence. */
export const SITE_MEMBERS_MAX = 5000;
/** The newest members the editor lists. */
export const SITE_MEMBERS_SHOWN = 100;
/** The most points a member may hold: far past Platinum, still an exact number everywhere. */
export const MEMBER_POINTS_MAX = 1_000_000_000;

/** Makes a member of the site with the welcome points; or says why not. */
export async function insertSiteMember(
  trx: Transaction<Database>,
  siteId: number,
  signup: LoyaltySignup,
  now: Date,
): Promise<LoyaltyMember | 'taken' | 'full'> {
  const emailKey = signup.email.toLowerCase();
  const taken = () =>
    trx
      .selectFrom('site_loyalty_members')
      .select('id')
      .where('site_id', '=', siteId)
      .where('email_key', '=', emailKey)
      .executeTakeFirst();
  if (await taken()) return 'taken';
  const { count } = await trx
    .selectFrom('site_loyalty_members')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('site_id', '=', siteId)
    .executeTakeFirstOrThrow();
  if (Number(count) >= SITE_MEMBERS_MAX) return 'full';
  // A member number the site has already is drawn again; a second join of one email meanwhile is 'taken'.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const row = await trx
      .insertInto('site_loyalty_members')
      .values({
        site_id: siteId,
        member_number: newMemberNumber(),
        email_key: emailKey,
        email: signup.email,
        full_name: signup.fullName,
        phone: signup.phone,
        date_of_birth: signup.dateOfBirth,
        points: WELCOME_POINTS,
        total_nights: 0,
        total_spent: 0,
        created_at: now.toISOString(),
      })
      .onConflict((conflict) => conflict.doNothing())
      .returningAll()
      .executeTakeFirst();
    if (row) return toMember(row);
    if (await taken()) return 'taken';
  }
  throw new Error(`No free member number for site ${siteId}.`);
}

/** The site's member with this email and number; undefined for any other site's. */
export async function findSiteMember(
  db: Kysely<Database>,
  siteId: number,
  email: string,
  memberNumber: string,
): Promise<LoyaltyMember | undefined> {
  const row = await db
    .selectFrom('site_loyalty_members')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('email_key', '=', email.toLowerCase())
    .where('member_number', '=', memberNumber)
    .executeTakeFirst();
  return row && toMember(row);
}

/** The site's newest members, with how many it has. */
export async function newestSiteMembers(db: Kysely<Database>, siteId: number) {
  const rows = await db
    .selectFrom('site_loyalty_members')
    .selectAll()
    .where('site_id', '=', siteId)
    .orderBy('id', 'desc')
    .limit(SITE_MEMBERS_SHOWN)
    .execute();
  const { count } = await db
    .selectFrom('site_loyalty_members')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('site_id', '=', siteId)
    .executeTakeFirstOrThrow();
  return {
    count: Number(count),
    members: rows.map((row) => ({ ...toMember(row), joinedAt: row.created_at })),
  };
}

/** Adds points to the site's member, within MEMBER_POINTS_MAX; or says why not. */
export async function addSiteMemberPoints(
  db: Kysely<Database>,
  siteId: number,
  memberNumber: string,
  points: number,
): Promise<'added' | 'unknown' | 'too-many'> {
  const member = await db
    .selectFrom('site_loyalty_members')
    .select('id')
    .where('site_id', '=', siteId)
    .where('member_number', '=', memberNumber)
    .executeTakeFirst();
  if (!member) return 'unknown';
  // The bound is checked in the update itself, so two additions at once cannot pass it together.
  const { numUpdatedRows } = await db
    .updateTable('site_loyalty_members')
    .set((eb) => ({ points: eb('points', '+', points) }))
    .where('id', '=', member.id)
    .where('points', '<=', MEMBER_POINTS_MAX - points)
    .executeTakeFirst();
  return Number(numUpdatedRows) === 1 ? 'added' : 'too-many';
}
