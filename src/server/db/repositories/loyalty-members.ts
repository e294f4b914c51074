import type { Kysely, Selectable, Transaction } from 'kysely';
import {
  type LoyaltyMember,
  type LoyaltySignup,
  WELCOME_POINTS,
  tierForPoints,
} from '../../../shared/schemas/loyalty';
import type { Database, LoyaltyMemberTable } from '../schema';
import { newMemberNumber } from '../../references';

/** A member as the API and pages show them, from the agency's row or a delivered site's. */
export const toMember = (
  row: Omit<Selectable<LoyaltyMemberTable>, 'id' | 'lang' | 'created_at'>,
): LoyaltyMember => ({
  fullName: row.full_name,
  email: row.email,
  phone: row.phone,
  dateOfBirth: row.date_of_birth,
  memberNumber: row.member_number,
  tier: tierForPoints(row.points),
  points: row.points,
  totalNights: row.total_nights,
  totalSpent: row.total_spent,
});

/** Inserts a member with the welcome offer; a second sign-up with the same email fails on the unique key. */
export async function insertMember(
  trx: Transaction<Database>,
  member: LoyaltySignup,
): Promise<LoyaltyMember> {
  const row = await trx
    .insertInto('loyalty_members')
    .values({
      member_number: newMemberNumber(),
      email_key: member.email.toLowerCase(),
      email: member.email,
      full_name: member.fullName,
      phone: member.phone,
      date_of_birth: member.dateOfBirth,
      points: WELCOME_POINTS,
      total_nights: 0,
      total_spent: 0,
      lang: member.lang,
      created_at: new Date().toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toMember(row);
}

export async function findMember(
  db: Kysely<Database>,
  email: string,
  memberNumber: string,
): Promise<LoyaltyMember | undefined> {
  const row = await db
    .selectFrom('loyalty_members')
    .selectAll()
    .where('email_key', '=', email.toLowerCase())
    .where('member_number', '=', memberNumber)
    .executeTakeFirst();
  return row && toMember(row);
}
