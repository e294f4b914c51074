import { describe, expect, it } from 'vitest';
import { PersonalisationSchema } from '../../src/shared/schemas/personalisation';
import { QuoteRequestSchema } from '../../src/shared/schemas/quote-request';
import { quote } from '../helpers/payloads';

// Issue 43, point 8 (red team L11): a company or business name reaches the invoice and the mails,
// so it refuses invisible characters as a person's name does.
describe('company and business names', () => {
  it('refuse a zero-width space', () => {
    const company = QuoteRequestSchema.safeParse({
      ...quote,
      customer: { ...quote.customer, company: 'Ŋgo\u200b Ltd' },
    });
    expect(company.success).toBe(false);
    const business = PersonalisationSchema.safeParse({ name: 'Café\u200b', accent: '#1d4ed8' });
    expect(business.success).toBe(false);
    expect(PersonalisationSchema.safeParse({ name: 'Ŋgo Café', accent: '#1d4ed8' }).success).toBe(
      true,
    );
  });
});
