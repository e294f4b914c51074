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
  reviewer: "reviews the site's words, and sees nothing else",
  owner: 'also manages accounts and accepts words',
};

/** The roles the invite form offers, the least power first. */
export const roleChoices: readonly StaffRole[] = ['staff', 'reviewer', 'owner'];

/** Owners and reviewers propose wordings (issue 28); only owners accept or reject them. */
export const reviewsWords = (role: StaffRole): boolean => role === 'owner' || role === 'reviewer';

const WORDS_PAGE = '/admin/words';

/** Where a role's inbox opens: a reviewer's is Words, the only area it may see (issue 42). */
export const homeOf = (role: StaffRole): string => (role === 'reviewer' ? WORDS_PAGE : '/admin');

/** Whether a role may open the inbox page at `pathname`; the API refuses the rest as well. */
export const opensPage = (role: StaffRole, pathname: string): boolean =>
  role !== 'reviewer' || pathname === WORDS_PAGE || pathname.startsWith(`${WORDS_PAGE}/`);

export const REVIEWERS_ONLY = "Only reviewers and owners can review the site's words.";
