import type { Mailbox } from './words/legal-document';

/** Spec section 9: the figures every legal page states; their words are in the `legal` messages. */
export const policyVersion = '1.0';
export const effectiveDateIso = '2025-01-01';

/** The legal mailboxes, in the order the contacts list shows them. */
export const legalMailboxes = [
  'legal',
  'privacy',
  'support',
  'partners',
] as const satisfies readonly Mailbox[];
