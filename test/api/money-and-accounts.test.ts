import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Signed, as } from '../helpers/admin-session';
import { ownerReadyToInvoice } from '../helpers/invoicing';
import { quote } from '../helpers/payloads';
import { type TestApp, createTestApp, dialects, json } from '../helpers/test-app';
import { portMoresbyToday } from '../../src/server/db/repositories/invoice-days';

const today = () => portMoresbyToday(new Date());

// Issue 27, item 6: the dashboard's money, and the accountant's CSV of a date range.
describe.each(dialects)('money on the dashboard and the accountant’s CSV on %s', (dialect) => {
  let t: TestApp;
  let owner: Signed;
  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { sendMail: false });
    owner = await ownerReadyToInvoice(t, {
      gstRegistered: true,
      gstRateBasisPoints: 1000,
      tin: '500123456',
    });
  });
  afterAll(async () => t.close());

  const admin = (method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown) =>
    t.app.inject({ method, url, ...as(owner, body) });
  const invoiced = async (name: string) => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/quote-request',
      ...json({ ...quote, customer: { ...quote.customer, name }, items: [{ id: 2, quantity: 1 }] }),
    });
    const { reference } = sent.json() as { reference: string };
    await admin('PATCH', `/api/admin/quotes/${reference}`, { status: 'won' });
    const res = await admin('POST', `/api/admin/quotes/${reference}/invoices`, { kind: 'full' });
    const [invoice] = res.json().invoices;
    return { reference, number: invoice.number as string, total: invoice.total as number };
  };

  it('adds up the month, the outstanding and the overdue, and lists what is due', async () => {
    const paid = await invoiced('Paid Customer');
    const part = await invoiced('Part Customer');
    const late = await invoiced('Late Customer');
    const cancelled = await invoiced('Cancelled Customer');
    await admin('POST', `/api/admin/invoices/${paid.number}/payments`, {
      amount: (paid.total / 100).toFixed(2),
      paidOn: today(),
      method: 'bank-transfer',
    });
    await admin('POST', `/api/admin/invoices/${part.number}/payments`, {
      amount: '500',
      paidOn: today(),
      method: 'mobile-money',
      bankReference: 'CM 991',
    });
    await admin('POST', `/api/admin/invoices/${cancelled.number}/credit-note`, {
      reason: 'duplicate',
    });
    await t.app.db
      .updateTable('invoices')
      .set({ due_at: new Date(Date.now() - 3 * 24 * 60 * 60_000).toISOString() })
      .where('number', '=', late.number)
      .execute();

    const { money } = (await admin('GET', '/api/admin/dashboard')).json();
    expect(money.invoiced).toBe(paid.total + part.total + late.total);
    expect(money.paid).toBe(paid.total + 50_000);
    expect(money.outstanding).toBe(part.total - 50_000 + late.total);
    expect(money.overdue).toEqual({
      count: 1,
      amount: late.total,
      items: [expect.objectContaining({ number: late.number, customerName: 'Late Customer' })],
    });
    expect(money.deliveriesDue).toEqual([
      expect.objectContaining({ reference: paid.reference, customerName: 'Paid Customer' }),
    ]);

    const csv = await admin('GET', `/api/admin/accounts.csv?from=${today()}&to=${today()}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'type,number,date,invoice,quote,customer,company,net_kina,gst_kina,total_kina,method,reference',
    );
    const rows = lines.slice(1).map((line) => line.split(','));
    expect(rows.filter((row) => row[0] === 'invoice')).toHaveLength(4);
    const credit = rows.find((row) => row[0] === 'credit-note')!;
    expect(credit[1]).toMatch(/^CN-\d{4}-\d{4}$/);
    expect(credit[9]).toBe((-cancelled.total / 100).toFixed(2));
    const payments = rows.filter((row) => row[0] === 'payment');
    expect(payments.map((row) => [row[3], row[9], row[10]])).toEqual([
      [paid.number, (paid.total / 100).toFixed(2), 'bank-transfer'],
      [part.number, '500.00', 'mobile-money'],
    ]);
    const invoiceRow = rows.find((row) => row[1] === paid.number)!;
    expect(Number(invoiceRow[7]) + Number(invoiceRow[8])).toBeCloseTo(Number(invoiceRow[9]), 2);

    const nothing = await admin('GET', '/api/admin/accounts.csv?from=2020-01-01&to=2020-01-31');
    expect(nothing.body.trim().split('\r\n')).toHaveLength(1);
    const wrong = await admin('GET', `/api/admin/accounts.csv?from=${today()}&to=2020-01-01`);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('The first day must not come after the last day.');
    // Issue 43, point 8 (red team L10): a day that is not on the calendar is refused.
    const impossible = await admin('GET', '/api/admin/accounts.csv?from=2026-02-31&to=2026-02-31');
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json().error).toBe('Please give the first day as YYYY-MM-DD.');
    const paidOn = await admin('POST', `/api/admin/invoices/${part.number}/payments`, {
      amount: '1',
      paidOn: '2026-02-30',
      method: 'bank-transfer',
    });
    expect(paidOn.statusCode).toBe(400);
    expect(paidOn.json().error).toBe('Please enter the day the money arrived as YYYY-MM-DD.');
    const early = await admin('POST', `/api/admin/invoices/${part.number}/payments`, {
      amount: '1',
      paidOn: '0000-01-01',
      method: 'bank-transfer',
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().error).toBe(
      `The day the money arrived cannot be before the invoice was issued on ${today()}.`,
    );
  });
});
