import type { StaffRole } from '../shared/schemas/admin';

// Who may do what in the inbox, as the pages show it; the API decides and refuses the rest.

export const roleLabels: Readonly<Record<StaffRole, string>> = {
  owner: 'Owner',
  staff: 'Staff',
  reviewer: 'Reviewer',
};

/** What each role may do, in a few words for the invite form. */
export const roleHints: Readonly<Record<StaffRole, string>> = {
  staff: 'answers quotes and messages',
  reviewer: "staff who also review the site's words",
  owner: 'also manages accounts and accepts words',
};

/** The roles the invite form offers, the least power first. */
export const roleChoices: readonly StaffRole[] = ['staff', 'reviewer', 'owner'];

/** Owners and reviewers propose wordings (issue 28); only owners accept or reject them. */
export const reviewsWords = (role: StaffRole): boolean => role === 'owner' || role === 'reviewer';

export const REVIEWERS_ONLY = "Only reviewers and owners can review the site's words.";
