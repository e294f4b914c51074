import { describe, expect, it } from 'vitest';
import { errorIn } from '../../src/shared/i18n/api-errors';
import { PHONE_EXPECTED } from '../../src/shared/phone';
import { ContactSchema } from '../../src/shared/schemas/contact';
import { LoyaltySignupSchema } from '../../src/shared/schemas/loyalty';
import { NewsletterSchema } from '../../src/shared/schemas/newsletter';
import { PersonalisationSchema } from '../../src/shared/schemas/personalisation';
import { QuoteRequestSchema } from '../../src/shared/schemas/quote-request';
import { panelWords as englishPanel } from '../../src/shared/words/en/panel';
import { panelWords as tokPisinPanel } from '../../src/shared/words/tpi/panel';
import { fieldErrorsOf } from '../../src/templates/kit/field-check';
import { contact, quote, signup } from '../helpers/payloads';

// Issue 25, items 5 and 6: each form's fields get their own sentence from the shared schema,
// in the page's language, and a phone must be one staff can call.

const issuesOf = (result: { success: boolean; error?: { issues: unknown[] } }) =>
  (result.success ? [] : (result.error?.issues ?? [])) as {
    path: PropertyKey[];
    message: string;
  }[];

describe('the forms’ field messages, from the shared schemas', () => {
  it('a blank checkout says what each required field needs, in English and Tok Pisin', () => {
    const blank = {
      ...quote,
      customer: { name: '', email: '', phone: '', company: '', message: '' },
    };
    const issues = issuesOf(QuoteRequestSchema.safeParse(blank));
    const customer = (path: readonly PropertyKey[]) =>
      path[0] === 'customer' ? path[1] : undefined;
    const fields = ['name', 'email', 'phone', 'company', 'message'] as const;
    expect(fieldErrorsOf(issues, fields, undefined, customer)).toEqual({
      name: 'Please enter your full name.',
      email: 'Please enter your email address.',
      phone: 'Please enter your phone number.',
    });
    expect(fieldErrorsOf(issues, fields, (s) => errorIn('tpi', s), customer)).toEqual({
      name: 'Plis raitim ful nem bilong yu.',
      email: 'Plis raitim imel bilong yu.',
      phone: 'Plis raitim namba bilong fon bilong yu.',
    });
  });

  it('a blank contact form names name, email and message, not the optional phone', () => {
    const issues = issuesOf(
      ContactSchema.safeParse({ name: ' ', email: '', phone: '', message: '' }),
    );
    expect(fieldErrorsOf(issues, ['name', 'email', 'phone', 'message'])).toEqual({
      name: 'Please enter your name.',
      email: 'Please enter your email address.',
      message: 'Please enter a message.',
    });
  });

  it('a newsletter address that is not one says so under the email', () => {
    const issues = issuesOf(NewsletterSchema.safeParse({ email: 'ana@localhost' }));
    expect(fieldErrorsOf(issues, ['email', 'name'], (s) => errorIn('tpi', s))).toEqual({
      email: 'Plis raitim stretpela adres bilong imel.',
    });
  });
});

describe('the phone rule on every form that takes a phone', () => {
  const tokPisin = errorIn('tpi', PHONE_EXPECTED);

  it('has its own Tok Pisin sentence, the panel’s too', () => {
    expect(tokPisin).not.toBe(PHONE_EXPECTED);
    expect(tokPisin).toMatch(/^Plis raitim wanpela fon namba/);
    expect(englishPanel.fieldErrors.phone).toBe(PHONE_EXPECTED);
    expect(tokPisinPanel.fieldErrors.phone).toBe(tokPisin);
  });

  it.each([
    [
      'the quote',
      (phone: string) =>
        QuoteRequestSchema.safeParse({ ...quote, customer: { ...quote.customer, phone } }),
    ],
    ['the contact form', (phone: string) => ContactSchema.safeParse({ ...contact, phone })],
    ['the loyalty signup', (phone: string) => LoyaltySignupSchema.safeParse({ ...signup, phone })],
    [
      'the personalisation',
      (phone: string) =>
        PersonalisationSchema.safeParse({
          name: '',
          tagline: '',
          phone,
          email: '',
          town: '',
          accent: '#1d4ed8',
        }),
    ],
  ])('%s refuses 7123 and takes a mobile, a landline and an international number', (_, parse) => {
    expect(issuesOf(parse('7123')).map((issue) => issue.message)).toEqual([PHONE_EXPECTED]);
    for (const phone of ['7123 4567', '+675 325 1234', '+61 2 9876 5432']) {
      expect(parse(phone).success).toBe(true);
    }
  });

  it('keeps an optional phone optional', () => {
    expect(ContactSchema.safeParse({ ...contact, phone: '' }).success).toBe(true);
    expect(LoyaltySignupSchema.safeParse({ ...signup, phone: '' }).success).toBe(true);
  });
});
