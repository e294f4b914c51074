// Types only: the schema module's runtime would pull zod into the page's JavaScript.
import type { LoyaltyMember, LoyaltyMemberResponse } from '../../shared/schemas/loyalty';
import { requestJson } from '../../shared/json-client';
import { formatMoney, kina } from '../../shared/money';
import { alerts, tierThresholds } from './content';

// Paradise Rewards rules of spec sections 4 and 5, kept apart from the modal so they are tested alone.

export interface TierProgress {
  /** The tier the member is working towards. */
  next: 'Gold' | 'Platinum';
  target: number;
  /** Points over target as a percentage, capped at 100. */
  percent: number;
}

/** Below 1000: towards Gold out of 1000; 1000-2999: towards Platinum out of 3000; then none. */
export function tierProgress(points: number): TierProgress | null {
  const { gold, platinum } = tierThresholds;
  if (points >= platinum) return null;
  const [next, target] =
    points < gold ? (['Gold', gold] as const) : (['Platinum', platinum] as const);
  const percent = Math.min(100, Math.max(0, (points / target) * 100));
  return { next, target, percent: Math.round(percent * 10) / 10 };
}

export interface SignupForm {
  fullName: string;
  email: string;
  phone: string;
  dateOfBirth: string;
  /** Kept in the form state but never shown nor sent (decision 031). */
  password: string;
  confirmPassword: string;
}

/** The alert that stops a signup before any request, or null when it may be sent. */
export function signupProblem(form: SignupForm): string | null {
  return form.password !== form.confirmPassword ? alerts.passwordMismatch : null;
}

/** Spend as shown on the dashboard: whole Kina with a K prefix. */
export const formatSpend = (amount: number): string => formatMoney(kina(amount));

/** Posts a signup (without the password) or a login; the member, or null after logging why. */
export async function requestMember(
  path: '/api/loyalty/signup' | '/api/loyalty/login',
  body: object,
): Promise<LoyaltyMember | null> {
  const answer = await requestJson<LoyaltyMemberResponse>(path, { method: 'POST', body });
  if (answer.kind === 'ok' && answer.body?.member) return answer.body.member;
  console.error(`${path} refused:`, answer);
  return null;
}

export type { LoyaltyMember };
