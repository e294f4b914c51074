import { describe, expect, it } from 'vitest';
import { templates } from '../../src/shared/catalogue';
import { formatMoney, kina } from '../../src/shared/money';

describe('formatMoney', () => {
  it.each([
    [0, 'K0'],
    [950, 'K950'],
    [2750, 'K2,750'],
    [10000, 'K10,000'],
    [1234567, 'K1,234,567'],
  ])('shows %i as %s', (amount, shown) => {
    expect(formatMoney(kina(amount))).toBe(shown);
  });

  it('writes the catalogue price text with the same separator (decision 082)', () => {
    expect(templates.find((t) => t.priceNumeric === 2750)?.price).toBe('K2,750');
  });
});
