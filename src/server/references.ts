import { randomInt } from 'node:crypto';

// No 0/O, 1/I/L: a reference is read aloud on the phone.
const LETTERS = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

const pick = (alphabet: string, length: number): string =>
  Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');

/** A short human-readable reference such as Q-7KD3-92. */
export const newReference = (prefix: 'Q' | 'C'): string =>
  `${prefix}-${pick(LETTERS, 4)}-${pick('0123456789', 2)}`;

/** PR- and 8 random digits: unique by constraint, not sequential. */
export const newMemberNumber = (): string => `PR-${pick('0123456789', 8)}`;

/** Whether a text is shaped like a reference or member number: anything else is looked up nowhere. */
export const isReference = (prefix: 'Q' | 'C', text: string): boolean =>
  new RegExp(`^${prefix}-[${LETTERS}]{4}-\\d{2}$`).test(text);
export const isMemberNumber = (text: string): boolean => /^PR-\d{8}$/.test(text);
