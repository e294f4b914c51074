import { describe, expect, it } from 'vitest';
import { formatKina, formatMoney } from '../../src/shared/money';

describe('formatMoney', () => {
  it.each([
    [0, 'K0'],
    [950, 'K950'],
    [2750, 'K2,750'],
    [10000, 'K10,000'],
    [1234567, 'K1,234,567'],
  ])('shows %i as %s', (amount, shown) => {
    expect(formatMoney(amount)).toBe(shown);
  });

  it('leaves the catalogue price text as the spec writes it', () => {
    expect(formatKina(2750)).toBe('K2750');
  });
});
