import { describe, expect, it } from 'vitest';
import { templates } from '../../src/shared/catalogue';
import { cartItemCount, cartTotal, formatMoney, usdEstimate, kina } from '../../src/shared/money';
import { tierForPoints } from '../../src/shared/schemas/loyalty';
import { priceQuote } from '../../src/server/quotes/pricing';
import { newMemberNumber, newReference } from '../../src/server/references';

describe('catalogue', () => {
  it('holds 18 templates, 10 active, priced K1,750 to K10,500 and rated 4.6 to 5', () => {
    expect(templates).toHaveLength(18);
    expect(templates.filter((t) => t.status === 'active')).toHaveLength(10);
    const prices = templates.map((t) => t.priceNumeric);
    expect([Math.min(...prices), Math.max(...prices)]).toEqual([1750, 10500]);
    expect(
      templates.every(
        (t) => t.rating >= 4.6 && t.rating <= 5 && t.price === formatMoney(kina(t.priceNumeric)),
      ),
    ).toBe(true);
    expect(new Set(templates.map((t) => t.id)).size).toBe(18);
  });
});

describe('money', () => {
  it('totals lines, counts items and estimates USD at 4 Kina to the dollar', () => {
    const lines = [
      { priceNumeric: 2750, quantity: 2 },
      { priceNumeric: 1750, quantity: 1 },
    ];
    expect(cartTotal(lines)).toBe(7250);
    expect(cartItemCount(lines)).toBe(3);
    expect(usdEstimate(7250)).toBe('1812.50');
    expect(usdEstimate(1751)).toBe('437.75');
    expect(formatMoney(kina(2750))).toBe('K2,750');
  });

  it('groups every amount as en-US does', () => {
    for (const amount of [
      0, 7, 999, 1000, 12_345, 999_999, 1_234_567, 9_007_199_254_740_991, -2750,
    ]) {
      expect(formatMoney(kina(amount))).toBe(`K${amount.toLocaleString('en-US')}`);
    }
  });
});

describe('priceQuote', () => {
  it('counts one tree per template ordered plus extra trees at K5', () => {
    const priced = priceQuote({
      customer: { name: 'A', email: 'a@example.com', phone: '1', company: '', message: '' },
      items: [{ id: 5, quantity: 3 }],
      message: '',
      treeContribution: { extraTrees: 2 },
      lang: 'en',
    });
    expect(priced).toMatchObject({
      totalAmount: 5250,
      totalItems: 3,
      extraTrees: 2,
      contributionAmount: 10,
      treesFunded: 5,
    });
  });
});

describe('tiers and codes', () => {
  it('derives the tier from points', () => {
    expect([0, 999, 1000, 2999, 3000, 10000].map(tierForPoints)).toEqual([
      'Silver',
      'Silver',
      'Gold',
      'Gold',
      'Platinum',
      'Platinum',
    ]);
  });

  it('draws readable references and random member numbers', () => {
    const references = Array.from({ length: 200 }, () => newReference('Q'));
    expect(references.every((r) => /^Q-[2-9A-HJKMNP-Z]{4}-\d{2}$/.test(r))).toBe(true);
    const numbers = new Set(Array.from({ length: 200 }, newMemberNumber));
    expect([...numbers].every((n) => /^PR-\d{8}$/.test(n))).toBe(true);
    expect(numbers.size).toBeGreaterThan(195);
  });
});
