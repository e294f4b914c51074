import * as z from 'zod/mini';
import {
  emailAddress,
  optionalPhone,
  optionalText,
  pageLang,
  plainText,
  requiredText,
} from './fields';

export const loyaltyTiers = ['Silver', 'Gold', 'Platinum'] as const;
export type LoyaltyTier = (typeof loyaltyTiers)[number];

export const WELCOME_POINTS = 100;
export const GOLD_POINTS = 1000;
export const PLATINUM_POINTS = 3000;

export const tierForPoints = (points: number): LoyaltyTier =>
  points >= PLATINUM_POINTS ? 'Platinum' : points >= GOLD_POINTS ? 'Gold' : 'Silver';

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** The earliest date of birth taken: no living member was born before it (decision 068). */
const EARLIEST_BIRTH_DATE = '1900-01-01';

/** A YYYY-MM-DD that is on the calendar (not 2020-02-30), from 1900 on and before today. */
const isBirthDate = (value: string): boolean => {
  if (!isoDate.test(value) || value < EARLIEST_BIRTH_DATE) return false;
  const date = new Date(`${value}T00:00:00Z`);
  // An impossible day rolls over into the next month, so it no longer reads back the same.
  return (
    !Number.isNaN(date.getTime()) &&
    date.toISOString().startsWith(value) &&
    value < new Date().toISOString().slice(0, 10)
  );
};

export const LoyaltySignupSchema = z.object({
  fullName: requiredText('Please enter your full name.', 200, { name: true }),
  email: emailAddress(),
  phone: optionalPhone(50),
  dateOfBirth: optionalText(10).check(
    z.refine((value: string) => value === '' || isBirthDate(value), {
      error: 'Please enter your date of birth as a past date from 1900 on (YYYY-MM-DD).',
    }),
  ),
  lang: pageLang(),
});

export const LoyaltyLoginSchema = z.object({
  email: emailAddress(),
  memberNumber: z
    .string({ error: 'Please enter your member number.' })
    .check(
      z.trim(),
      z.toUpperCase(),
      z.minLength(1, { error: 'Please enter your member number.' }),
      z.maxLength(20, { error: 'Please enter your member number as PR- followed by 8 digits.' }),
      plainText(),
    ),
  lang: pageLang(),
});

export type LoyaltySignupInput = z.input<typeof LoyaltySignupSchema>;
export type LoyaltySignup = z.output<typeof LoyaltySignupSchema>;
export type LoyaltyLoginInput = z.input<typeof LoyaltyLoginSchema>;

export interface LoyaltyMember {
  fullName: string;
  email: string;
  phone: string;
  dateOfBirth: string;
  memberNumber: string;
  tier: LoyaltyTier;
  points: number;
  totalNights: number;
  totalSpent: number;
}

export interface LoyaltyMemberResponse {
  member: LoyaltyMember;
}
