import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendDueReminders } from '../../src/server/invoices/reminders';
import { type Signed, as } from '../helpers/admin-session';
import { ownerReadyToInvoice } from '../helpers/invoicing';
import { quote } from '../helpers/payloads';
import { type TestApp, createTestApp, dialects, json } from '../helpers/test-app';
import { portMoresbyToday } from '../../src/server/db/repositories/invoice-days';

const DAY_MS = 24 * 60 * 60_000;
const DAYS_AFTER_COMPLETE = 30;
const ORDER_TOKEN = /\/order\?token=([\w-]{43})/;
const INVOICE_TOKEN = /\/invoice\?token=([\w-]{43})/;

// Issue 42, point 5 (decision 104): invoice and order links stop working a set time after the
// order is complete, and links staff revoked are not put back by the next reminder.
describe.each(dialects)('how long customer links work, on %s', (dialect) => {
  let t: TestApp;
  let owner: Signed;
  beforeAll(async () => {
    t = await createTestApp(
      dialect,
      { customerLinkDaysAfterComplete: DAYS_AFTER_COMPLETE },
      { sendMail: false },
    );
    owner = await ownerReadyToInvoice(t);
  });
  afterAll(async () => t.close());

  const admin = (method: 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown) =>
    t.app.inject({ method, url, ...as(owner, body) });

  /** The newest mail of this kind to this address. */
  const lastMail = (kind: string, email: string) =>
    t.app.db
      .selectFrom('outbox')
      .select(['text_body', 'html_body'])
      .where('kind', '=', kind)
      .where('recipient', '=', email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
  const remindersTo = async (email: string) =>
    (
      await t.app.db
        .selectFrom('outbox')
        .select('id')
        .where('kind', '=', 'invoice-reminder')
        .where('recipient', '=', email)
        .execute()
    ).length;
  const tokenIn = (text: string, pattern: RegExp) => {
    const token = pattern.exec(text)?.[1];
    expect(token, 'the mail carries the link').toBeDefined();
    return token as string;
  };

  /** A won quote for this address with its full invoice issued: reference, number, total, due. */
  const invoiced = async (email: string) => {
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
    await admin('PATCH', `/api/admin/quotes/${reference}`, { status: 'won' });
    const issued = await admin('POST', `/api/admin/quotes/${reference}/invoices`, { kind: 'full' });
    expect(issued.statusCode).toBe(201);
    const { number, total, dueAt } = issued.json().invoices[0];
    return { reference, number: number as string, total: total as number, dueAt: dueAt as string };
  };

  /** Moves everything the quote's history and links say back by `days` days. */
  const backdate = async (reference: string, days: number) => {
    const { id, delivered_at: deliveredAt } = await t.app.db
      .selectFrom('quote_requests')
      .select(['id', 'delivered_at'])
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    const earlier = (at: string) => new Date(Date.parse(at) - days * DAY_MS).toISOString();
    for (const event of await t.app.db
      .selectFrom('quote_events')
      .select(['id', 'created_at'])
      .where('quote_id', '=', id)
      .execute()) {
      await t.app.db
        .updateTable('quote_events')
        .set({ created_at: earlier(event.created_at) })
        .where('id', '=', event.id)
        .execute();
    }
    for (const link of await t.app.db
      .selectFrom('customer_links')
      .select(['id', 'created_at'])
      .where('quote_id', '=', id)
      .execute()) {
      await t.app.db
        .updateTable('customer_links')
        .set({ created_at: earlier(link.created_at) })
        .where('id', '=', link.id)
        .execute();
    }
    if (deliveredAt) {
      await t.app.db
        .updateTable('quote_requests')
        .set({ delivered_at: earlier(deliveredAt) })
        .where('id', '=', id)
        .execute();
    }
  };

  it('closes invoice and order links a set time after the order is complete, not before', async () => {
    const email = 'done-long-ago@example.com';
    const done = await invoiced(email);
    const order = tokenIn((await lastMail('quote-visitor', email)).text_body, ORDER_TOKEN);
    const invoice = tokenIn((await lastMail('invoice', email)).text_body, INVOICE_TOKEN);
    const paid = await admin('POST', `/api/admin/invoices/${done.number}/payments`, {
      amount: (done.total / 100).toFixed(2),
      paidOn: portMoresbyToday(new Date()),
      method: 'bank-transfer',
    });
    expect(paid.statusCode).toBe(201);
    const delivered = await admin('POST', `/api/admin/quotes/${done.reference}/delivered`, {
      siteUrl: 'https://done.com.pg',
    });
    expect(delivered.statusCode).toBe(201);
    const urls = [
      `/api/order-links/${order}`,
      `/api/order-links/${order}/invoices/${done.number}/pdf`,
      `/api/invoice-links/${invoice}`,
      `/api/invoice-links/${invoice}/pdf`,
    ];

    await backdate(done.reference, DAYS_AFTER_COMPLETE - 1);
    for (const url of urls) expect((await t.app.inject({ url })).statusCode, url).toBe(200);

    await backdate(done.reference, 2);
    for (const url of urls) {
      const gone = await t.app.inject({ url });
      expect(gone.statusCode, url).toBe(410);
      expect(gone.json().error).toMatch(/^This link no longer works: it has expired/);
    }

    // A mail sent now carries a link that works, for as long again.
    await admin('POST', `/api/admin/quotes/${done.reference}/replies`, {
      text: 'Your site is up.',
    });
    const fresh = tokenIn((await lastMail('quote-reply', email)).text_body, ORDER_TOKEN);
    expect((await t.app.inject({ url: `/api/order-links/${fresh}` })).statusCode).toBe(200);

    // An order still open (its invoice unpaid) keeps its links however old they are.
    const openEmail = 'still-open@example.com';
    const open = await invoiced(openEmail);
    const openOrder = tokenIn((await lastMail('quote-visitor', openEmail)).text_body, ORDER_TOKEN);
    const openInvoice = tokenIn((await lastMail('invoice', openEmail)).text_body, INVOICE_TOKEN);
    await backdate(open.reference, 5 * DAYS_AFTER_COMPLETE);
    expect((await t.app.inject({ url: `/api/order-links/${openOrder}` })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/invoice-links/${openInvoice}` })).statusCode).toBe(200);
  });

  it('puts no link in a reminder after staff revoked the links, until staff put them back', async () => {
    const email = 'wrong-address@example.com';
    const { reference, number, dueAt } = await invoiced(email);
    const quoteId = (
      await t.app.db
        .selectFrom('quote_requests')
        .select('id')
        .where('reference', '=', reference)
        .executeTakeFirstOrThrow()
    ).id;
    const linkRows = async () =>
      (
        await t.app.db
          .selectFrom('customer_links')
          .select('id')
          .where('quote_id', '=', quoteId)
          .execute()
      ).length;

    const revoked = await admin('DELETE', `/api/admin/quotes/${reference}/customer-links`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().reminderLinksOffSince).not.toBeNull();
    expect(revoked.json().history.at(-1).text).toMatch(/reminders carry no links/);
    const rowsBefore = await linkRows();

    const dueDay = Date.parse(dueAt) + 1 - DAY_MS + 60 * 60_000;
    // (The other test's unpaid invoice may be reminded too: this customer's mails are counted.)
    await sendDueReminders(t.app.db, t.app.mailer, new Date(dueDay));
    expect(await remindersTo(email)).toBe(1);
    const first = await lastMail('invoice-reminder', email);
    expect(first.text_body).toContain(number);
    expect(first.text_body).not.toMatch(/token=/);
    expect(first.html_body).not.toMatch(/token=/);
    expect(await linkRows()).toBe(rowsBefore);

    const back = await admin('PATCH', `/api/admin/quotes/${reference}/customer-links`, {
      inReminders: true,
    });
    expect(back.statusCode).toBe(200);
    expect(back.json().reminderLinksOffSince).toBeNull();
    expect(back.json().history.at(-1).text).toMatch(
      /^Reminders carry links to the invoice and the order again/,
    );

    await sendDueReminders(t.app.db, t.app.mailer, new Date(dueDay + 7 * DAY_MS));
    expect(await remindersTo(email)).toBe(2);
    const second = await lastMail('invoice-reminder', email);
    const invoice = tokenIn(second.text_body, INVOICE_TOKEN);
    const order = tokenIn(second.text_body, ORDER_TOKEN);
    expect((await t.app.inject({ url: `/api/invoice-links/${invoice}` })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/order-links/${order}` })).statusCode).toBe(200);
    expect(await linkRows()).toBe(rowsBefore + 2);

    const refused = await admin('PATCH', `/api/admin/quotes/${reference}/customer-links`, {
      inReminders: 'yes',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatch(/^Please say whether/);
    const out = await admin('PATCH', `/api/admin/quotes/${reference}/customer-links`, {
      inReminders: false,
    });
    expect(out.json().reminderLinksOffSince).not.toBeNull();
  });
});
