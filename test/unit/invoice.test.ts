import { describe, expect, it } from 'vitest';
import { endOfDayAfter, monthStart } from '../../src/server/db/repositories/invoice-days';
import {
  depositShare,
  formatToea,
  gstIncluded,
  invoiceStatus,
  priceLines,
} from '../../src/shared/invoice';
import { toea } from '../../src/shared/money';

// Issue 27 (decision 098): invoice arithmetic in integers of toea, GST rounded half up per line.

/** A seeded generator, so a failing case can be run again. */
function random(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % below;
  };
}

/** The GST inside an amount, computed exactly with BigInt: half up at exactly half a toea. */
function exactGst(amount: number, rate: number): number {
  const numerator = BigInt(amount) * BigInt(rate) * 2n + BigInt(10_000 + rate);
  return Number(numerator / (BigInt(10_000 + rate) * 2n));
}

describe('invoice money', () => {
  it('formats toea as Kina with two decimals, grouped', () => {
    expect(formatToea(toea(0))).toBe('K0.00');
    expect(formatToea(toea(5))).toBe('K0.05');
    expect(formatToea(toea(295_000))).toBe('K2,950.00');
    expect(formatToea(toea(147_750))).toBe('K1,477.50');
    expect(formatToea(toea(123_456_789_01))).toBe('K123,456,789.01');
    expect(formatToea(toea(-1_050))).toBe('-K10.50');
  });

  it('takes 10% GST out of a price that includes it, rounded half up to the toea', () => {
    expect(gstIncluded(toea(295_000), 1000)).toBe(26_818); // 26,818.18…
    expect(gstIncluded(toea(11), 1000)).toBe(1); // exactly 1.0
    expect(gstIncluded(toea(16_500), 1000)).toBe(1_500);
    expect(gstIncluded(toea(295_000), 0)).toBe(0);
  });

  it('keeps every line and total consistent over random lines and rates', () => {
    const next = random(27);
    for (let run = 0; run < 500; run++) {
      const rate = [0, 500, 1000, 1250, 1500, 2500][next(6)] as number;
      const lines = Array.from({ length: 1 + next(8) }, (_, i) => ({
        description: `Line ${i}`,
        quantity: 1 + next(99),
        amount: toea(next(50_000_000)),
      }));
      const priced = priceLines(lines, rate === 0 && next(2) === 0 ? null : rate);
      const { totals } = priced;
      for (const line of priced.lines) {
        expect(line.gst).toBe(exactGst(line.amount, rate));
        expect(line.gst).toBeLessThanOrEqual(line.amount);
        expect(Number.isInteger(line.gst)).toBe(true);
      }
      expect(totals.total).toBe(lines.reduce((sum, line) => sum + line.amount, 0));
      expect(totals.gst).toBe(priced.lines.reduce((sum, line) => sum + line.gst, 0));
      expect(totals.net + totals.gst).toBe(totals.total);
    }
  });

  it('splits any amount into a deposit and a balance that add up, the deposit never smaller', () => {
    const next = random(98);
    for (let run = 0; run < 1000; run++) {
      const amount = next(100_000_000);
      const deposit = depositShare(toea(amount));
      const balance = amount - deposit;
      expect(deposit + balance).toBe(amount);
      expect(deposit - balance).toBeGreaterThanOrEqual(0);
      expect(deposit - balance).toBeLessThanOrEqual(1);
    }
  });

  it('derives the status from payments, the credit note and the due time', () => {
    const dueAt = '2026-12-12T13:59:59.999Z';
    const before = new Date('2026-12-12T13:00:00Z');
    const after = new Date('2026-12-12T14:00:00Z');
    const invoice = { total: toea(1000), paid: toea(0), cancelled: false, dueAt };
    expect(invoiceStatus(invoice, before)).toBe('due');
    expect(invoiceStatus(invoice, after)).toBe('overdue');
    expect(invoiceStatus({ ...invoice, paid: toea(400) }, after)).toBe('part-paid');
    expect(invoiceStatus({ ...invoice, paid: toea(1000) }, after)).toBe('paid');
    expect(invoiceStatus({ ...invoice, paid: toea(400), cancelled: true }, before)).toBe(
      'cancelled',
    );
  });

  it('is due at the end of the Port Moresby day 14 days after it was issued', () => {
    // 28 November, 20:00 UTC is already 29 November, 06:00 in Port Moresby.
    expect(endOfDayAfter(new Date('2026-11-28T20:00:00Z'), 14)).toBe('2026-12-13T13:59:59.999Z');
    expect(endOfDayAfter(new Date('2026-12-31T13:59:00Z'), 0)).toBe('2026-12-31T13:59:59.999Z');
  });

  it('starts the dashboard’s month at midnight in Port Moresby', () => {
    // 30 November, 15:00 UTC is already 1 December, 01:00 in Port Moresby.
    expect(monthStart(new Date('2026-11-30T15:00:00Z'))).toBe('2026-11-30T14:00:00.000Z');
    expect(monthStart(new Date('2026-11-30T13:00:00Z'))).toBe('2026-10-31T14:00:00.000Z');
  });
});
