import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { ContactSchema } from '../../src/shared/schemas/contact';
import { LoyaltySignupSchema } from '../../src/shared/schemas/loyalty';
import { NewsletterSchema } from '../../src/shared/schemas/newsletter';
import { QuoteRequestSchema } from '../../src/shared/schemas/quote-request';
import { contact, newsletter, quote, signup } from '../helpers/payloads';

// Issue 23, finding 9d: what a person's name and date of birth may be.
const INVISIBLE_NAME =
  'Please write your name without invisible characters such as zero-width spaces or direction marks.';

/** Each name field, as a function from a name to the first error its schema gives (or undefined). */
const nameFields: [string, (name: string) => string | undefined][] = [
  [
    'quote',
    (name) => errorOf(QuoteRequestSchema, { ...quote, customer: { ...quote.customer, name } }),
  ],
  ['contact', (name) => errorOf(ContactSchema, { ...contact, name })],
  ['newsletter', (name) => errorOf(NewsletterSchema, { ...newsletter, name })],
  ['loyalty', (name) => errorOf(LoyaltySignupSchema, { ...signup, fullName: name })],
];

function errorOf(schema: z.ZodMiniType, body: unknown): string | undefined {
  const result = z.safeParse(schema, body);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe.each(nameFields)('the %s form name', (_form, errorFor) => {
  it.each([
    ['a zero-width space', 'Ana\u200bKila'],
    ['a byte order mark', 'Ana\ufeffKila'],
    ['a line separator', 'Ana\u2028Kila'],
    ['a paragraph separator', 'Ana\u2029Kila'],
    ['a soft hyphen', 'Ana Ki\u00adla'],
    ['an Arabic letter mark', 'Ana\u061c Kila'],
    ['a left-to-right mark', 'Ana Kila\u200e'],
    ['a right-to-left mark', '\u200fAna Kila'],
    ['a word joiner', 'Ana\u2060Kila'],
    ['a Hangul filler', '\u3164'],
  ])('refuses %s', (_what, name) => {
    expect(errorFor(name)).toBe(INVISIBLE_NAME);
  });

  it.each([
    ['letters with accents', 'Zoë Müller-Kila'],
    ['a combining accent', 'Rene\u0301 Kila'],
    ['an emoji joined by ZWJ', 'Ana 👩\u200d💻 Kila'],
    ['an emoji with a variation selector', 'Ana ❤\ufe0f'],
    ['a Persian name with a zero-width non-joiner', 'می\u200cخواهم'],
    ['a Hindi name with a joiner', 'क्\u200dष'],
  ])('accepts %s', (_what, name) => {
    expect(errorFor(name)).toBeUndefined();
  });
});

describe('a loyalty date of birth', () => {
  const errorFor = (dateOfBirth: string) =>
    errorOf(LoyaltySignupSchema, { ...signup, dateOfBirth });
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const DATE_OF_BIRTH = 'Please enter your date of birth as a past date from 1900 on (YYYY-MM-DD).';

  it.each(['0000-01-01', '0001-01-01', '1899-12-31', tomorrow, '2999-01-01', '2020-02-30'])(
    'refuses %s',
    (date) => {
      expect(errorFor(date)).toBe(DATE_OF_BIRTH);
    },
  );

  it.each(['1900-01-01', '1990-05-17', '2000-02-29', yesterday, ''])('accepts "%s"', (date) => {
    expect(errorFor(date)).toBeUndefined();
  });
});
