import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMoney } from '../../src/server/db/repositories/money-figures';
import { customerOrder } from '../../src/server/db/repositories/orders';
import { toea } from '../../src/shared/money';
import { orderMoney } from '../../src/shared/order-money';
import { type Signed, as } from '../helpers/admin-session';
import { ownerReadyToInvoice, wonQuoteFrom } from '../helpers/invoicing';
import { type TestApp, createTestApp } from '../helpers/test-app';
import { portMoresbyToday } from '../../src/server/db/repositories/invoice-days';

// Issue 43, point 1 (decision 109): random sequences of what staff do with an order's money,
// driven through the real routes and repositories (SQLite; a modest number of runs). Per order and
// in total, the order page, the staff quote and Today say issued − paid − credited.

interface Shadow {
  kind: 'full' | 'deposit' | 'balance';
  number: string;
  total: number;
  dueAt: string;
  paid: number;
  cancelled: boolean;
}

const step = fc.oneof(
  fc.record({
    op: fc.constant('issue' as const),
    kind: fc.constantFrom('full' as const, 'deposit' as const, 'balance' as const),
  }),
  // A share of what is left on the open invoice; above 1, an over-payment the server refuses.
  fc.record({ op: fc.constant('pay' as const), share: fc.double({ min: 0.05, max: 1.5 }) }),
  fc.record({ op: fc.constant('cancel' as const) }),
);

type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

describe('the order follows its money, in random sequences, on sqlite', () => {
  let t: TestApp;
  let owner: Signed;
  let quotes = 0;
  // Every order made so far, across runs: Today sums all of them.
  const orders: { id: number; reference: string; invoices: Shadow[] }[] = [];
  beforeAll(async () => {
    t = await createTestApp('sqlite', {}, { sendMail: false });
    owner = await ownerReadyToInvoice(t);
  });
  afterAll(async () => t.close());

  const admin = (url: string, body: unknown) =>
    t.app.inject({ method: 'POST', url, ...as(owner, body) });
  const today = () => portMoresbyToday(new Date());

  async function apply(order: (typeof orders)[number], s: Step) {
    const live = order.invoices.filter((invoice) => !invoice.cancelled);
    if (s.op === 'issue') {
      const res = await admin(`/api/admin/quotes/${order.reference}/invoices`, { kind: s.kind });
      const allowed =
        s.kind === 'balance'
          ? live.some((i) => i.kind === 'deposit') && !live.some((i) => i.kind === 'balance')
          : live.length === 0;
      expect(res.statusCode).toBe(allowed ? 201 : 409);
      if (allowed) {
        const issued = res.json().invoices.at(-1);
        order.invoices.push({ ...issued, paid: 0, cancelled: false });
      }
    } else if (s.op === 'pay') {
      const open = live.find((invoice) => invoice.paid < invoice.total);
      if (!open) return;
      const left = open.total - open.paid;
      const amount = Math.max(1, Math.round(left * s.share));
      const res = await admin(`/api/admin/invoices/${open.number}/payments`, {
        amount: (amount / 100).toFixed(2),
        paidOn: today(),
        method: 'bank-transfer',
      });
      expect(res.statusCode).toBe(amount > left ? 409 : 201);
      if (amount <= left) open.paid += amount;
    } else {
      const last = live.at(-1);
      if (!last) return;
      const res = await admin(`/api/admin/invoices/${last.number}/credit-note`, {
        reason: 'other',
        note: 'Cancelled in a random sequence',
      });
      expect(res.statusCode).toBe(201);
      last.cancelled = true;
    }
  }

  // Some forty requests a run: a busy runner needs more than the default 20 s.
  it(
    'keeps the state, the order page and Today equal to issued − paid − credited',
    { timeout: 120_000 },
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.array(step, { maxLength: 8 }), { minLength: 1, maxLength: 2 }),
          async (sequences) => {
            for (const steps of sequences) {
              const reference = await wonQuoteFrom(t, owner, `order${(quotes += 1)}@example.com`);
              const { id } = await t.app.db
                .selectFrom('quote_requests')
                .select('id')
                .where('reference', '=', reference)
                .executeTakeFirstOrThrow();
              const order = { id, reference, invoices: [] as Shadow[] };
              orders.push(order);
              for (const s of steps) await apply(order, s);
            }
            let outstanding = 0;
            for (const order of orders) {
              const issued = order.invoices.reduce((sum, i) => sum + i.total, 0);
              const paid = order.invoices.reduce((sum, i) => sum + (i.cancelled ? 0 : i.paid), 0);
              const credited = order.invoices.reduce(
                (sum, i) => sum + (i.cancelled ? i.total : 0),
                0,
              );
              const shown = await customerOrder(t.app.db, order.id);
              const total = toea(shown.totalAmount * 100);
              const expected = orderMoney(
                total,
                order.invoices.map((i) => ({ ...i, total: toea(i.total), paid: toea(i.paid) })),
              );
              expect(shown.money.due).toBe(issued - paid - credited);
              expect(shown.money).toMatchObject({
                state: expected.state,
                toInvoice: expected.figures.toInvoice,
                toPay: expected.figures.toPay,
              });
              const paidStep = shown.steps.find((s) => s.step === 'paid')?.at ?? null;
              expect(paidStep !== null).toBe(expected.state === 'paid');
              const staff = await t.app.inject({
                method: 'GET',
                url: `/api/admin/quotes/${order.reference}`,
                ...as(owner),
              });
              expect(staff.json().money).toEqual(shown.money);
              outstanding += issued - paid - credited;
            }
            expect((await readMoney(t.app.db)).outstanding).toBe(outstanding);
          },
        ),
        { numRuns: 12 },
      );
    },
  );
});
