import * as z from 'zod/mini';
import { emailAddress, optionalText, requiredText } from './fields';

export const loyaltyTiers = ['Silver', 'Gold', 'Platinum'] as const;
export type LoyaltyTier = (typeof loyaltyTiers)[number];

export const WELCOME_POINTS = 100;
export const GOLD_POINTS = 1000;
export const PLATINUM_POINTS = 3000;

export const tierForPoints = (points: number): LoyaltyTier =>
  points >= PLATINUM_POINTS ? 'Platinum' : points >= GOLD_POINTS ? 'Gold' : 'Silver';

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

export const LoyaltySignupSchema = z.object({
  fullName: requiredText('Please enter your full name.', 200),
  email: emailAddress(),
  phone: optionalText(50),
  dateOfBirth: optionalText(10).check(
    z.refine(
      (value: string) =>
        value === '' ||
        (isoDate.test(value) &&
          !Number.isNaN(Date.parse(value)) &&
          value < new Date().toISOString().slice(0, 10)),
      { error: 'Please enter your date of birth as a past date (YYYY-MM-DD).' },
    ),
  ),
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
    ),
});

export type LoyaltySignupInput = z.input<typeof LoyaltySignupSchema>;
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
