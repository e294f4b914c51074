import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toea } from '../../src/shared/money';
import { formatToea } from '../../src/shared/invoice';
import {
  type MoneyInvoice,
  orderMoney as derive,
  orderMoneyText,
} from '../../src/shared/order-money';
import { orderNext } from '../../src/shared/order';
import { order as english } from '../../src/shared/words/en/order';
import { order as tokPisin } from '../../src/shared/words/tpi/order';

const format = { amount: formatToea, date: (iso: string) => iso.slice(0, 10) };
const textOf = (money: ReturnType<typeof orderMoney>, words = english.money) =>
  orderMoneyText(words, { state: money.state, ...money.figures }, format);

/** An invoice with its money as plain numbers of toea, as the tests write them. */
type PlainInvoice = Omit<MoneyInvoice, 'total' | 'paid'> & { total: number; paid: number };
const orderMoney = (quoteTotal: number, invoices: readonly PlainInvoice[]) =>
  derive(
    toea(quoteTotal),
    invoices.map((invoice) => ({
      ...invoice,
      total: toea(invoice.total),
      paid: toea(invoice.paid),
    })),
  );

const day = (n: number) => `2026-12-${String(n).padStart(2, '0')}T13:59:59.999Z`;

describe('orderMoney', () => {
  it('calls a paid deposit "deposit paid", with the other half to invoice', () => {
    const state = orderMoney(245_000, [
      { kind: 'deposit', total: 122_500, dueAt: day(12), cancelled: false, paid: 122_500 },
    ]);
    expect(state.state).toBe('deposit-paid');
    expect(state.figures).toMatchObject({ due: 0, toInvoice: 122_500, toPay: 122_500 });
    expect(textOf(state)).toBe('Deposit paid. Balance K1,225.00, due when your site is ready');
  });

  it('calls a part payment "part paid" with what is left and its due day', () => {
    const state = orderMoney(245_000, [
      { kind: 'full', total: 245_000, dueAt: day(12), cancelled: false, paid: 50_000 },
    ]);
    expect(state.state).toBe('part-paid');
    expect(state.figures).toMatchObject({ due: 195_000, nextDueAt: day(12) });
    expect(textOf(state)).toBe('Part paid, K1,950.00 to pay by 2026-12-12');
  });

  it('is paid only when nothing is due and nothing is left to invoice', () => {
    const paid = orderMoney(245_000, [
      { kind: 'deposit', total: 122_500, dueAt: day(1), cancelled: false, paid: 122_500 },
      { kind: 'balance', total: 122_500, dueAt: day(9), cancelled: false, paid: 122_500 },
    ]);
    expect(paid.state).toBe('paid');
    const balanceDue = orderMoney(245_000, [
      { kind: 'deposit', total: 122_500, dueAt: day(1), cancelled: false, paid: 122_500 },
      { kind: 'balance', total: 122_500, dueAt: day(9), cancelled: false, paid: 0 },
    ]);
    expect(balanceDue.state).toBe('deposit-paid');
    expect(balanceDue.figures.nextDueAt).toBe(day(9));
    expect(textOf(balanceDue)).toBe('Deposit paid. Balance K1,225.00, due 2026-12-09');
  });

  it('a paid invoice cancelled by a credit note leaves the order not invoiced, with a refund owed', () => {
    const state = orderMoney(245_000, [
      { kind: 'full', total: 245_000, dueAt: day(1), cancelled: true, paid: 245_000 },
    ]);
    expect(state.state).toBe('not-invoiced');
    expect(state.figures).toMatchObject({ due: 0, toInvoice: 245_000, refundable: 245_000 });
  });

  it('follows the new invoice after a cancelled one', () => {
    const state = orderMoney(245_000, [
      { kind: 'full', total: 245_000, dueAt: day(1), cancelled: true, paid: 0 },
      { kind: 'full', total: 245_000, dueAt: day(9), cancelled: false, paid: 245_000 },
    ]);
    expect(state.state).toBe('paid');
  });

  // Random sequences: issue, pay in parts, over-pay attempts (refused: capped), cancel, balance.
  const step = fc.oneof(
    fc.record({
      op: fc.constant('issue' as const),
      kind: fc.constantFrom('full', 'deposit', 'balance'),
    }),
    fc.record({ op: fc.constant('pay' as const), amount: fc.integer({ min: 1, max: 400_000 }) }),
    fc.record({ op: fc.constant('cancel' as const) }),
  );

  it('always has due = issued − paid − credited, per order and in total', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(fc.integer({ min: 1, max: 1_000_000 }), fc.array(step, { maxLength: 12 })),
          {
            minLength: 1,
            maxLength: 5,
          },
        ),
        (orders) => {
          let outstanding = 0;
          let expected = 0;
          for (const [quoteTotal, steps] of orders) {
            const invoices: PlainInvoice[] = [];
            for (const [index, s] of steps.entries()) {
              const live = invoices.filter((invoice) => !invoice.cancelled);
              if (s.op === 'issue') {
                const deposit = Math.round(quoteTotal / 2);
                if (s.kind === 'balance') {
                  if (
                    !live.some((i) => i.kind === 'deposit') ||
                    live.some((i) => i.kind === 'balance')
                  )
                    continue;
                } else if (live.length > 0) continue;
                const total =
                  s.kind === 'full'
                    ? quoteTotal
                    : s.kind === 'deposit'
                      ? deposit
                      : quoteTotal - deposit;
                invoices.push({
                  kind: s.kind,
                  total,
                  dueAt: day(1 + index),
                  cancelled: false,
                  paid: 0,
                });
              } else if (s.op === 'pay') {
                const open = live.find((i) => i.paid < i.total);
                // An over-payment is refused: the server records at most what is left.
                if (open) open.paid += Math.min(s.amount, open.total - open.paid);
              } else {
                const last = live.at(-1);
                if (last) last.cancelled = true;
              }
            }
            const { state, figures } = orderMoney(quoteTotal, invoices);
            expect(figures.due).toBe(figures.issued - figures.paid - figures.credited);
            expect(figures.due).toBeGreaterThanOrEqual(0);
            expect(figures.toInvoice).toBeGreaterThanOrEqual(0);
            expect(figures.toPay).toBe(figures.due + figures.toInvoice);
            if (state === 'paid') expect(figures.toPay).toBe(0);
            if (figures.toPay === 0 && invoices.some((i) => !i.cancelled))
              expect(state).toBe('paid');
            if (state === 'part-paid') expect(figures.due).toBeGreaterThan(0);
            // The order page's line: never Paid while anything is due or left to invoice.
            const money = { state, figures, paidAt: null };
            for (const words of [english.money, tokPisin.money]) {
              const text = textOf(money, words);
              expect(text === words.paid).toBe(figures.toPay === 0 && state === 'paid');
              if (figures.toPay > 0 && state !== 'not-invoiced')
                expect(text).toContain(formatToea(figures.due || figures.toInvoice));
            }
            outstanding += figures.due;
            expected += invoices
              .filter((i) => !i.cancelled)
              .reduce((sum, i) => sum + i.total - i.paid, 0);
          }
          expect(outstanding).toBe(expected);
        },
      ),
    );
  });
});

describe('what the order page asks next', () => {
  const invoiced = { received: 'x', answered: 'x', accepted: 'x', invoiced: 'x' };
  it('asks to pay only while something is due on an invoice', () => {
    expect(orderNext(invoiced, 138_000)).toBe('pay');
    // A paid deposit: nothing to pay until the balance is invoiced.
    expect(orderNext(invoiced, 0)).toBe('wait-balance');
    expect(orderNext({ ...invoiced, paid: 'x' }, 0)).toBe('wait-delivery');
  });
});
