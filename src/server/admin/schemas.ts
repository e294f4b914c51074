import { z } from 'zod';
import { readDecimalInteger } from '../../shared/decimal-integer';
import { plainText } from '../../shared/schemas/fields';
import { QUOTE_STATUSES } from '../db/repositories/admin-inbox';

/** Bodies and queries of the admin API and the admin pages' forms (which send every value as text). */

// A form sends "12"; JSON sends 12. Either is read as a whole number; other text is refused.
const integer = (label: string, min: number, max: number) =>
  z.preprocess(
    readDecimalInteger,
    z
      .int({ error: `${label} must be a whole number from ${min} to ${max}.` })
      .min(min, { error: `${label} must be a whole number from ${min} to ${max}.` })
      .max(max, { error: `${label} must be a whole number from ${min} to ${max}.` }),
  );

export const SignInSchema = z.object({
  email: z
    .string({ error: 'Please enter your email address.' })
    .trim()
    .min(1, { error: 'Please enter your email address.' })
    .max(254, { error: 'Please enter a valid email address.' })
    .check(plainText()),
  password: z
    .string({ error: 'Please enter your password.' })
    .min(1, { error: 'Please enter your password.' })
    .max(1000, { error: 'The password is too long.' }),
});

export const quoteStatus = z.enum(QUOTE_STATUSES, {
  error: 'The status must be new, contacted, won or lost.',
});

export const QuoteUpdateSchema = z
  .object({
    status: quoteStatus.optional(),
    note: z
      .string({ error: 'The note must be text.' })
      .max(5000, { error: 'Please keep the note to 5000 characters or fewer.' })
      .check(plainText({ multiline: true }))
      .transform((note) => note.trim())
      .optional(),
  })
  .refine((change) => change.status !== undefined || change.note !== undefined, {
    error: 'Please send a status, a note, or both.',
  });

export const MessageUpdateSchema = z.object({
  handled: z.preprocess(
    (value) => (value === 'true' ? true : value === 'false' ? false : value),
    z.boolean({ error: 'Please say whether the message is handled (true or false).' }),
  ),
});

export const PointsSchema = z.object({
  delta: integer('The points change', -1_000_000, 1_000_000).refine((delta) => delta !== 0, {
    error: 'Please enter a number of points to add (or a negative number to take away).',
  }),
});

export const SettingsSchema = z.object({
  treesPlanted: integer('Trees planted', 0, 10_000_000),
});

const search = z
  .string()
  .trim()
  .max(200, { error: 'Please keep the search to 200 characters or fewer.' })
  .check(plainText())
  .default('');
const page = integer('The page', 1, 100_000).default(1);

export const QuoteQuerySchema = z.object({
  q: search,
  status: z
    .enum([...QUOTE_STATUSES, 'all', 'overdue'], {
      error: 'The status filter must be all, overdue, new, contacted, won or lost.',
    })
    .default('all'),
  page,
});

export const MessageQuerySchema = z.object({
  q: search,
  state: z
    .enum(['all', 'open', 'handled'], { error: 'The filter must be all, open or handled.' })
    .default('all'),
  page,
});

export const SubscriberQuerySchema = z.object({
  q: search,
  state: z
    .enum(['active', 'unsubscribed', 'all'], {
      error: 'The filter must be active, unsubscribed or all.',
    })
    .default('active'),
  page,
});

export const MemberQuerySchema = z.object({ q: search, page });
