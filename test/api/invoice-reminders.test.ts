import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/server/db/database';
import type { Database } from '../../src/server/db/schema';
import { sendDueReminders } from '../../src/server/invoices/reminders';
import { type Signed, as } from '../helpers/admin-session';
import { ownerReadyToInvoice } from '../helpers/invoicing';
import { quote } from '../helpers/payloads';
import { type TestApp, createTestApp, dialects, json } from '../helpers/test-app';
import { portMoresbyToday } from '../../src/server/db/repositories/invoice-days';

const DAY_MS = 24 * 60 * 60_000;

// Issue 27, item 4: an unpaid invoice is reminded on its due day and 7 days later, no more, once
// each even when two processes check at the same moment; staff can turn reminders off.
describe.each(dialects)('invoice reminders on %s', (dialect) => {
  let t: TestApp;
  let owner: Signed;
  // A second connection to the same database: another server process.
  let other: Kysely<Database>;
  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { sendMail: false });
    other = createDatabase(t.database);
    owner = await ownerReadyToInvoice(t);
  });
  afterAll(async () => {
    await other.destroy();
    await t.close();
  });

  /** A won quote for this address, invoiced in full: its reference, number and due time. */
  const invoiced = async (email: string, lang: 'en' | 'tpi' = 'en') => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/quote-request',
      ...json({ ...quote, customer: { ...quote.customer, email }, lang }),
    });
    const { reference } = sent.json() as { reference: string };
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/quotes/${reference}`,
      ...as(owner, { status: 'won' }),
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/quotes/${reference}/invoices`,
      ...as(owner, { kind: 'full' }),
    });
    expect(res.statusCode).toBe(201);
    const [issued] = res.json().invoices;
    return { reference, number: issued.number as string, dueAt: Date.parse(issued.dueAt) };
  };

  const remindersTo = (email: string) =>
    t.app.db
      .selectFrom('outbox')
      .select(['subject', 'text_body', 'attachments'])
      .where('kind', '=', 'invoice-reminder')
      .where('recipient', '=', email)
      .orderBy('id')
      .execute();

  /** Both processes check at the same moment; how many reminders each queued. */
  const bothCheck = (at: number) =>
    Promise.all([
      sendDueReminders(t.app.db, t.app.mailer, new Date(at)),
      sendDueReminders(other, t.app.mailer, new Date(at)),
    ]);

  it('reminds on the due day and 7 days later, once each across two processes, then never again', async () => {
    const email = 'slow-payer@example.com';
    const { reference, number, dueAt } = await invoiced(email, 'tpi');
    const dueDay = dueAt + 1 - DAY_MS;

    expect(await bothCheck(dueDay - 60_000)).toEqual([0, 0]);
    const first = await bothCheck(dueDay + 60 * 60_000);
    expect(first[0]! + first[1]!).toBe(1);
    expect(await bothCheck(dueDay + 2 * DAY_MS)).toEqual([0, 0]);
    const second = await bothCheck(dueDay + 7 * DAY_MS + 60_000);
    expect(second[0]! + second[1]!).toBe(1);
    expect(await bothCheck(dueDay + 40 * DAY_MS)).toEqual([0, 0]);

    const mails = await remindersTo(email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Tingim: tude em las de bilong baim invois ${number}`,
      expect.stringMatching(
        new RegExp(`^Tingim namba tu: las de bilong baim invois ${number} i go pinis long \\d`),
      ),
    ]);
    for (const mail of mails) {
      expect(JSON.parse(mail.attachments)).toEqual([{ invoiceNumber: number }]);
      expect(mail.text_body).toMatch(/\/tpi\/invoice\?token=[\w-]{43}/);
    }
    const detail = await t.app.inject({ url: `/api/admin/quotes/${reference}`, ...as(owner) });
    const reminded = detail
      .json()
      .history.filter((event: { kind: string }) => event.kind === 'reminded');
    expect(reminded).toHaveLength(2);
  });

  it('sends only the second reminder to an invoice first checked a week after its due day', async () => {
    const email = 'away@example.com';
    const { dueAt } = await invoiced(email);
    const late = await bothCheck(dueAt + 10 * DAY_MS);
    expect(late[0]! + late[1]!).toBe(1);
    expect(await bothCheck(dueAt + 11 * DAY_MS)).toEqual([0, 0]);
    expect((await remindersTo(email)).map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^A second reminder: invoice INV-/),
    ]);
  });

  it('sends none for a paid invoice, nor to a customer staff turned reminders off for', async () => {
    const paidEmail = 'prompt@example.com';
    const paid = await invoiced(paidEmail);
    const total = (
      await t.app.inject({ url: `/api/admin/quotes/${paid.reference}`, ...as(owner) })
    ).json().invoices[0].total as number;
    const payment = await t.app.inject({
      method: 'POST',
      url: `/api/admin/invoices/${paid.number}/payments`,
      ...as(owner, {
        amount: (total / 100).toFixed(2),
        paidOn: portMoresbyToday(new Date()),
        method: 'bank-transfer',
      }),
    });
    expect(payment.statusCode).toBe(201);

    const quietEmail = 'Quiet@Example.com';
    const quiet = await invoiced(quietEmail);
    const off = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/quotes/${quiet.reference}/reminders`,
      ...as(owner, { on: false }),
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().remindersOff).toBe(true);

    await bothCheck(quiet.dueAt + 8 * DAY_MS);
    expect(await remindersTo(paidEmail)).toEqual([]);
    expect(await remindersTo(quietEmail)).toEqual([]);

    // Turned on again, the customer gets the reminder that is due.
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/quotes/${quiet.reference}/reminders`,
      ...as(owner, { on: true }),
    });
    await bothCheck(quiet.dueAt + 8 * DAY_MS);
    expect(await remindersTo(quietEmail)).toHaveLength(1);
  });
});
