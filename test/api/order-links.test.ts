import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Signed, as } from '../helpers/admin-session';
import { OWNER, ownerReadyToInvoice } from '../helpers/invoicing';
import { quote } from '../helpers/payloads';
import { type TestApp, createTestApp, dialects, json } from '../helpers/test-app';
import { portMoresbyToday } from '../../src/server/db/repositories/invoice-days';

const TOKEN = /\/order\?token=([\w-]{43})/;

// Issue 27, item 5: the confirmation, the reply and the invoice mail link to one order page that
// shows each step with its date, and opens one customer's order only.
describe.each(dialects)('the order page on %s', (dialect) => {
  let t: TestApp;
  let owner: Signed;
  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { sendMail: false });
    owner = await ownerReadyToInvoice(t);
  });
  afterAll(async () => t.close());

  /** The order token in the latest mail of this kind to this address. */
  const tokenIn = async (kind: string, email: string) => {
    const mail = await t.app.db
      .selectFrom('outbox')
      .select('text_body')
      .where('kind', '=', kind)
      .where('recipient', '=', email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const token = TOKEN.exec(mail.text_body)?.[1];
    expect(token, `the ${kind} mail links to the order page`).toBeDefined();
    return token as string;
  };
  const open = (token: string) => t.app.inject({ url: `/api/order-links/${token}` });
  const stepsOf = async (token: string) => {
    const res = await open(token);
    expect(res.statusCode).toBe(200);
    const order = res.json() as { steps: { step: string; at: string | null }[] };
    return Object.fromEntries(order.steps.map(({ step, at }) => [step, at !== null]));
  };
  const admin = (method: 'POST' | 'PATCH', url: string, body?: unknown) =>
    t.app.inject({ method, url, ...as(owner, body) });

  it('follows a quote from received to delivered, each mail linking to it', async () => {
    const email = 'follower@example.com';
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/quote-request',
      ...json({
        ...quote,
        customer: { ...quote.customer, email },
        items: [{ id: 2, quantity: 1 }],
      }),
    });
    const { reference } = sent.json() as { reference: string };
    const first = await tokenIn('quote-visitor', email);
    expect(await stepsOf(first)).toEqual({
      received: true,
      answered: false,
      accepted: false,
      invoiced: false,
      paid: false,
      building: false,
      delivered: false,
    });

    await admin('POST', `/api/admin/quotes/${reference}/replies`, { text: 'Here is your quote.' });
    const fromReply = await tokenIn('quote-reply', email);
    expect((await stepsOf(fromReply)).answered).toBe(true);

    await admin('PATCH', `/api/admin/quotes/${reference}`, { status: 'won' });
    const issued = await admin('POST', `/api/admin/quotes/${reference}/invoices`, { kind: 'full' });
    const { number, total } = issued.json().invoices[0];
    const fromInvoice = await tokenIn('invoice', email);
    expect(await stepsOf(fromInvoice)).toMatchObject({
      accepted: true,
      invoiced: true,
      paid: false,
    });

    const refused = await admin('POST', `/api/admin/quotes/${reference}/delivered`, {
      siteUrl: 'https://follower.com.pg',
    });
    expect(refused.statusCode).toBe(409);
    await admin('POST', `/api/admin/invoices/${number}/payments`, {
      amount: (total / 100).toFixed(2),
      paidOn: portMoresbyToday(new Date()),
      method: 'bank-transfer',
    });
    const paid = (await open(first)).json();
    expect(paid.steps.find((s: { step: string }) => s.step === 'building').at).not.toBeNull();
    expect(paid.deliveryDueAt).not.toBeNull();
    expect(paid.invoices).toEqual([
      expect.objectContaining({ number, status: 'paid', total, balance: 0 }),
    ]);

    const delivered = await admin('POST', `/api/admin/quotes/${reference}/delivered`, {
      siteUrl: 'https://follower.com.pg',
    });
    expect(delivered.statusCode).toBe(201);
    expect(delivered.json().history.at(-1)).toMatchObject({ kind: 'delivered', by: OWNER });
    expect((await stepsOf(first)).delivered).toBe(true);

    const pdf = await t.app.inject({ url: `/api/order-links/${first}/invoices/${number}/pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');

    // Another customer's link opens their own order, never this one's invoice.
    const otherEmail = 'someone-else@example.com';
    await t.app.inject({
      method: 'POST',
      url: '/api/quote-request',
      ...json({ ...quote, customer: { ...quote.customer, email: otherEmail } }),
    });
    const other = await tokenIn('quote-visitor', otherEmail);
    expect((await open(other)).json().reference).not.toBe(reference);
    const theirs = await t.app.inject({ url: `/api/order-links/${other}/invoices/${number}/pdf` });
    expect(theirs.statusCode).toBe(404);
    expect((await open('x'.repeat(43))).statusCode).toBe(404);

    // Staff revoke the links in the mails sent so far: they open nothing, and say so.
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/quotes/${reference}/customer-links`,
      ...as(owner),
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().history.at(-1).text).toMatch(
      /links to the customer's invoices and order revoked; reminders carry no links/,
    );
    for (const token of [first, fromReply, fromInvoice]) {
      const gone = await open(token);
      expect(gone.statusCode).toBe(410);
      expect(gone.json().error).toMatch(/no longer works/);
    }
    expect((await open(other)).statusCode).toBe(200);
  });
});
