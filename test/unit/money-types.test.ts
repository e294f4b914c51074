import { describe, expect, expectTypeOf, it } from 'vitest';
import { formatToea, readToea } from '../../src/shared/invoice';
import {
  type Kina,
  type Toea,
  formatMoney,
  groupDigits,
  kina,
  toea,
  toeaOfKina,
} from '../../src/shared/money';

// Issue 43, item 7: Kina and toea are both numbers at run time, but neither passes for the other
// (npm run typecheck checks this file's @ts-expect-error lines: each must be an error).

describe('Kina and toea, kept apart by their types', () => {
  it('refuses toea where Kina is meant, Kina where toea is meant, and a bare number for either', () => {
    const price = kina(2_750);
    const owed = toea(275_000);
    expectTypeOf(owed).not.toMatchTypeOf<Kina>();
    expectTypeOf(price).not.toMatchTypeOf<Toea>();
    expectTypeOf(formatMoney).parameter(0).toEqualTypeOf<Kina>();
    expectTypeOf(formatToea).parameter(0).toEqualTypeOf<Toea>();
    expectTypeOf(readToea).returns.toEqualTypeOf<Toea | undefined>();
    // @ts-expect-error: toea are not Kina (K2,750 would read K275,000)
    formatMoney(owed);
    // @ts-expect-error: Kina are not toea (K2,750 would read K27.50)
    formatToea(price);
    // @ts-expect-error: a bare number says neither; kina() or toea() says which
    formatToea(275_000);
    // @ts-expect-error: Kina become toea only through toeaOfKina
    const mixed: Toea = price;
    expect(mixed).toBe(2_750);
  });

  it('converts Kina to toea exactly, and formats both', () => {
    expect(toeaOfKina(kina(2_750))).toBe(275_000);
    expect(formatMoney(kina(2_750))).toBe('K2,750');
    expect(formatToea(toeaOfKina(kina(2_750)))).toBe('K2,750.00');
  });

  it('groups the digits in one place, for Kina, toea and points alike', () => {
    expect(groupDigits(1_234_567)).toBe('1,234,567');
    expect(groupDigits(999)).toBe('999');
    expect(formatMoney(kina(1_234_567))).toBe(`K${groupDigits(1_234_567)}`);
    expect(formatToea(toea(123_456_789))).toBe(`K${groupDigits(1_234_567)}.89`);
  });
});
