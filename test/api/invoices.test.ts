import { toea } from '../../src/shared/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveAdmin } from '../../src/server/db/repositories/admin-users';
import { nextNumber } from '../../src/server/db/repositories/invoice-numbers';
import { formatToea } from '../../src/shared/invoice';
import { SITE_KEY } from '../../src/shared/schemas/content';
import { type Signed, as, signedIn } from '../helpers/admin-session';
import { personalisation, quote } from '../helpers/payloads';
import { publishChange } from '../helpers/content';
import { pdfText } from '../helpers/pdf-text';
import { type TestApp, createTestApp, dialects, hashTestPassword, json } from '../helpers/test-app';
import { portMoresbyToday } from '../../src/server/db/repositories/invoice-days';

const PASSWORD = 'a long staff password';
const OWNER = 'owner@kumuldigital.com.pg';
const STAFF = 'ana@kumuldigital.com.pg';
const BANK = {
  bank: 'Bank South Pacific',
  accountName: 'Kumul Digital Ltd',
  branch: 'Waigani',
  accountNumber: '1001 2345 6789',
  swift: 'BOSPPGPM',
  mobileMoney: '',
};
const NUMBER = /^INV-\d{4}-(\d{4})$/;

// Issue 27, item 2 (decision 098): invoices from a won quote, numbered without gaps, never edited,
// mailed with their PDF; GST and bank details are owners' settings copied onto each invoice.
describe.each(dialects)('invoices on %s', (dialect) => {
  let t: TestApp;
  let owner: Signed;
  let staff: Signed;
  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { sendMail: false });
    await saveAdmin(t.app.db, OWNER, await hashTestPassword(PASSWORD));
    await saveAdmin(t.app.db, STAFF, await hashTestPassword(PASSWORD));
    await t.app.db
      .updateTable('admin_users')
      .set({ role: 'staff' })
      .where('email', '=', STAFF)
      .execute();
    owner = await signedIn(t, OWNER, PASSWORD);
    staff = await signedIn(t, STAFF, PASSWORD);
  });
  afterAll(async () => t.close());

  const settings = (body: unknown, who = owner) =>
    t.app.inject({ method: 'PATCH', url: '/api/admin/invoice-settings', ...as(who, body) });

  /** A quote sent from the checkout and marked won by staff; its reference. */
  const wonQuote = async (overrides: Record<string, unknown> = {}) => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/quote-request',
      ...json({ ...quote, ...overrides }),
    });
    expect(sent.statusCode).toBe(201);
    const { reference } = sent.json() as { reference: string };
    const won = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/quotes/${reference}`,
      ...as(staff, { status: 'won' }),
    });
    expect(won.statusCode).toBe(200);
    return reference;
  };

  const invoice = (reference: string, kind: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/quotes/${reference}/invoices`,
      ...as(staff, { kind }),
    });

  /** The invoice mail's link token and its row, for an invoice number. */
  const invoiceMail = async (number: string) => {
    const mail = await t.app.db
      .selectFrom('outbox')
      .select(['recipient', 'subject', 'text_body', 'attachments'])
      .where('kind', '=', 'invoice')
      .where('subject', 'like', `%${number}%`)
      .executeTakeFirstOrThrow();
    const token = /\/invoice\?token=([\w-]{43})/.exec(mail.text_body)?.[1];
    expect(token, 'the mail links to the invoice page').toBeDefined();
    return { mail, token: token as string };
  };

  it('refuses an invoice until the bank details are set, and lets only owners set them', async () => {
    const reference = await wonQuote();
    const refused = await invoice(reference, 'full');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatch(/bank, account name and account number in Settings/);

    const byStaff = await settings({ bank: BANK }, staff);
    expect(byStaff.statusCode).toBe(403);
    expect(byStaff.json().error).toBe('Only an owner can change the GST and bank details.');
    const noTin = await settings({ gstRegistered: true, bank: BANK });
    expect(noTin.statusCode).toBe(400);
    expect(noTin.json().error).toMatch(/TIN/);

    const saved = await settings({ bank: BANK });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ gstRegistered: false, bank: BANK });
  });

  it('invoices a won quote in full, mails it with its PDF, and opens it through its link', async () => {
    await settings({ bank: BANK });
    const notWon = await t.app.inject({
      method: 'POST',
      url: '/api/quote-request',
      ...json(quote),
    });
    const open = await invoice(notWon.json().reference, 'full');
    expect(open.statusCode).toBe(409);
    expect(open.json().error).toMatch(/Only a won quote/);

    const reference = await wonQuote({
      lang: 'tpi',
      treeContribution: { extraTrees: 3 },
      items: [{ id: 1, quantity: 2, personalisation }],
    });
    const res = await invoice(reference, 'full');
    expect(res.statusCode).toBe(201);
    const detail = res.json();
    const [issued] = detail.invoices;
    expect(issued).toMatchObject({ kind: 'full', status: 'due', paid: 0, gst: 0 });
    expect(issued.number).toMatch(NUMBER);
    expect(issued.total).toBe(detail.totalAmount * 100 + 15 * 100);
    expect(detail.history.at(-1)).toMatchObject({ kind: 'issued', by: STAFF });

    // A second full invoice, or a deposit, while this one stands: refused.
    for (const kind of ['full', 'deposit', 'balance']) {
      expect((await invoice(reference, kind)).statusCode).toBe(409);
    }

    const { mail, token } = await invoiceMail(issued.number);
    expect(mail.recipient).toBe(quote.customer.email);
    expect(mail.subject).toContain('Invois');
    expect(JSON.parse(mail.attachments)).toEqual([{ invoiceNumber: issued.number }]);
    expect(mail.text_body).toContain('/tpi/invoice?token=');

    const page = await t.app.inject({ method: 'GET', url: `/api/invoice-links/${token}` });
    expect(page.statusCode).toBe(200);
    const shown = page.json();
    expect(shown).toMatchObject({
      number: issued.number,
      lang: 'tpi',
      quoteReference: reference,
      status: 'due',
      total: issued.total,
      balance: issued.total,
      gst: null,
      bank: BANK,
    });
    expect(shown.lines.map((line: { description: string }) => line.description)).toEqual([
      expect.stringContaining(`mipela i wokim bilong ${personalisation.name}`),
      'Moa diwai long promis bilong planim diwai',
    ]);
    expect(
      shown.lines.reduce((sum: number, line: { amount: number }) => sum + line.amount, 0),
    ).toBe(shown.total);

    const pdf = await t.app.inject({ method: 'GET', url: `/api/invoice-links/${token}/pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    for (const expected of [
      'Invois',
      issued.number,
      reference,
      'Moa diwai long promis bilong planim diwai',
      formatToea(issued.total),
      BANK.bank,
      BANK.accountNumber,
      BANK.swift,
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('GST');

    const unknown = await t.app.inject({
      method: 'GET',
      url: `/api/invoice-links/${'x'.repeat(43)}`,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('has no way to change or delete an issued invoice', async () => {
    const reference = await wonQuote();
    const { invoices } = (await invoice(reference, 'full')).json();
    const number = invoices[0].number as string;
    for (const method of ['PATCH', 'PUT', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: `/api/admin/invoices/${number}`,
        ...as(owner, { total: 1 }),
      });
      expect(res.statusCode).toBe(404);
    }
    const stored = await t.app.db
      .selectFrom('invoices')
      .select('total')
      .where('number', '=', number)
      .executeTakeFirstOrThrow();
    expect(stored.total).toBe(invoices[0].total);
  });

  it('splits a custom project into a 50% deposit and the balance, to the toea, and titles a tax invoice', async () => {
    await settings({ gstRegistered: true, gstRateBasisPoints: 1000, tin: '500123456', bank: BANK });
    // An odd Kina total, K2,950 and K5 of trees: each half is K1,477.50.
    const reference = await wonQuote({
      items: [{ id: 1, quantity: 1 }],
      treeContribution: { extraTrees: 1 },
    });
    expect((await invoice(reference, 'balance')).json().error).toMatch(/no deposit invoice/);
    const deposit = (await invoice(reference, 'deposit')).json().invoices[0];
    const after = (await invoice(reference, 'balance')).json();
    const balance = after.invoices[1];
    expect(deposit.kind).toBe('deposit');
    expect(balance.kind).toBe('balance');
    expect(deposit.total + balance.total).toBe((after.totalAmount + 5) * 100);
    expect(deposit.total - balance.total).toBeLessThanOrEqual(2);
    expect(deposit.gst).toBeGreaterThan(0);

    const { token } = await invoiceMail(deposit.number);
    const shown = (
      await t.app.inject({ method: 'GET', url: `/api/invoice-links/${token}` })
    ).json();
    expect(shown.gst).toEqual({ rateBasisPoints: 1000, tin: '500123456' });
    expect(shown.net + shown.gstTotal).toBe(shown.total);
    const pdf = await t.app.inject({ method: 'GET', url: `/api/invoice-links/${token}/pdf` });
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Tax invoice');
    expect(text).toContain('GST (10%)');
    expect(text).toContain(formatToea(shown.gstTotal));
    expect(text).toContain('500123456');
    expect(text).toContain('50% deposit');

    // The settings change later; the issued invoice keeps what it was issued with.
    await settings({ bank: { ...BANK, accountNumber: '9999' } });
    const again = (
      await t.app.inject({ method: 'GET', url: `/api/invoice-links/${token}` })
    ).json();
    expect(again.bank.accountNumber).toBe(BANK.accountNumber);
    expect(again.gst).toEqual({ rateBasisPoints: 1000, tin: '500123456' });
    await settings({ bank: BANK });
  });

  it('numbers 50 invoices created at once without a gap or a duplicate', async () => {
    const references: string[] = [];
    for (let i = 0; i < 50; i++)
      references.push(await wonQuote({ items: [{ id: 2, quantity: 1 }] }));
    const before = await t.app.db.selectFrom('invoices').select('number').execute();
    // As a client does, each retries a 503 (the database busy: all 50 queue on one counter row)
    // with its Idempotency-Key, so a retry of an issue that did commit issues nothing more.
    const issue = async (reference: string) => {
      const key = `issue-${reference}`;
      for (;;) {
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/admin/quotes/${reference}/invoices`,
          ...as(staff, { kind: 'full' }, { 'idempotency-key': key }),
        });
        if (res.statusCode !== 503) return res;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const answers = await Promise.all(references.map(issue));
    expect(answers.map((res) => res.statusCode)).toEqual(answers.map(() => 201));
    const numbers = await t.app.db.selectFrom('invoices').select('number').execute();
    const sequence = numbers
      .map((row) => Number(NUMBER.exec(row.number)?.[1]))
      .sort((a, b) => a - b);
    expect(new Set(sequence).size).toBe(sequence.length);
    expect(sequence).toEqual(sequence.map((_, index) => index + 1));
    expect(numbers.length).toBe(before.length + 50);
  });

  it('gives back the number of a creation that rolled back', async () => {
    const now = new Date();
    const first = await t.app.db.transaction().execute((trx) => nextNumber(trx, 'CN', now));
    await expect(
      t.app.db.transaction().execute(async (trx) => {
        await nextNumber(trx, 'CN', now);
        throw new Error('the mail could not be queued');
      }),
    ).rejects.toThrow('the mail could not be queued');
    const next = await t.app.db.transaction().execute((trx) => nextNumber(trx, 'CN', now));
    const serial = (number: string) => Number(number.slice(-4));
    expect(serial(next)).toBe(serial(first) + 1);
  });

  const pay = (number: string, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/invoices/${number}/payments`,
      ...as(staff, {
        paidOn: portMoresbyToday(new Date()),
        method: 'bank-transfer',
        ...body,
      }),
    });
  const credit = (number: string, body: Record<string, unknown>, who = owner) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/invoices/${number}/credit-note`,
      ...as(who, body),
    });
  const fullInvoice = async () => {
    const reference = await wonQuote({ items: [{ id: 2, quantity: 1 }] });
    const { invoices } = (await invoice(reference, 'full')).json();
    return { reference, number: invoices[0].number as string, total: invoices[0].total as number };
  };

  it('records a part payment, refuses an overpayment with a sentence, then the rest; paid starts the 24-hour delivery', async () => {
    const { number, total } = await fullInvoice();
    const part = await pay(number, { amount: '1,000.50', bankReference: 'BSP 77812' });
    expect(part.statusCode, part.body).toBe(201);
    const partly = part.json().invoices[0];
    expect(partly).toMatchObject({ status: 'part-paid', paid: 100_050 });
    expect(partly.payments).toEqual([
      expect.objectContaining({
        amount: 100_050,
        method: 'bank-transfer',
        bankReference: 'BSP 77812',
      }),
    ]);

    const over = await pay(number, { amount: String(total / 100) });
    expect(over.statusCode).toBe(409);
    expect(over.json().error).toBe(
      `That is more than the ${formatToea(toea(total - 100_050))} still to pay on ${number}: record at most ${formatToea(toea(total - 100_050))}.`,
    );
    expect((await pay(number, { amount: 'ten kina' })).json().error).toBe(
      'Please enter the amount received in Kina, such as 1477.50.',
    );
    expect((await pay(number, { amount: '5', paidOn: '2999-01-01' })).statusCode).toBe(400);

    const rest = await pay(number, { amount: ((total - 100_050) / 100).toFixed(2) });
    expect(rest.statusCode).toBe(201);
    const detail = rest.json();
    expect(detail.invoices[0]).toMatchObject({ status: 'paid', paid: total });
    // Each payment is followed by its receipt (issue 43, point 2); paid in full, the template
    // order's site is made (issue 46).
    expect(detail.history.slice(-5).map((event: { kind: string }) => event.kind)).toEqual([
      'part-paid',
      'receipt',
      'paid',
      'receipt',
      'site',
    ]);
    // Paid and due for delivery as the order's money says (decision 109), nothing stored.
    expect(detail.money).toMatchObject({ state: 'paid', toPay: 0 });
    expect(Date.parse(detail.deliveryDueAt) - Date.parse(detail.paidAt)).toBe(24 * 60 * 60_000);
    expect((await pay(number, { amount: '1' })).json().error).toBe(
      `Invoice ${number} is paid in full already.`,
    );
  });

  it('never overpays when payments are recorded at the same moment', async () => {
    const { number, total } = await fullInvoice();
    const share = ((total * 0.4) / 100).toFixed(2);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => pay(number, { amount: share })),
    );
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(2);
    expect(answers.filter((res) => res.statusCode === 409)).toHaveLength(3);
    const paid = await t.app.db
      .selectFrom('payments')
      .innerJoin('invoices', 'invoices.id', 'payments.invoice_id')
      .select((eb) => eb.fn.sum<number>('payments.amount').as('sum'))
      .where('invoices.number', '=', number)
      .executeTakeFirstOrThrow();
    expect(Number(paid.sum)).toBeLessThanOrEqual(total);
  });

  it('cancels an invoice only by an owner’s credit note, within the terms’ refund rules', async () => {
    const { reference, number } = await fullInvoice();
    expect((await credit(number, { reason: 'technical' }, staff)).statusCode).toBe(403);
    expect((await credit(number, { reason: 'other' })).json().error).toBe(
      'Please write the reason for the credit note.',
    );
    // Issued two days ago: past the 24 hours for a duplicate, within the 7 days for a fault.
    await t.app.db
      .updateTable('invoices')
      .set({ issued_at: new Date(Date.now() - 2 * 24 * 60 * 60_000).toISOString() })
      .where('number', '=', number)
      .execute();
    expect((await credit(number, { reason: 'duplicate' })).json().error).toMatch(
      /duplicate purchase within 24 hours/,
    );
    await pay(number, { amount: '100' });
    const cancelled = await credit(number, {
      reason: 'technical',
      note: 'The site would not load.',
    });
    expect(cancelled.statusCode).toBe(201);
    const shown = cancelled.json().invoices[0];
    expect(shown.status).toBe('cancelled');
    expect(shown.creditNote.number).toMatch(/^CN-\d{4}-\d{4}$/);
    expect(cancelled.json().history.at(-1)).toMatchObject({ kind: 'cancelled', by: OWNER });
    expect(cancelled.json().history.at(-1).text).toContain('K100.00 paid on it is to be refunded');

    expect((await credit(number, { reason: 'technical' })).statusCode).toBe(409);
    const refused = await pay(number, { amount: '1' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatch(/is cancelled by credit note CN-/);
    // Cancelled, the quote may be invoiced again.
    expect((await invoice(reference, 'full')).statusCode).toBe(201);
  });
  it('says the agency’s facts published when it was issued, and keeps them when they change', async () => {
    await settings({ bank: BANK });
    const pdfOf = async (number: string) => {
      const { token } = await invoiceMail(number);
      const pdf = await t.app.inject({ method: 'GET', url: `/api/invoice-links/${token}/pdf` });
      return pdfText(pdf.rawPayload);
    };
    const before = (await invoice(await wonQuote(), 'full')).json().invoices[0].number;
    await publishChange(t.app, owner, {
      kind: 'facts',
      key: SITE_KEY,
      data: {
        phone: '+675 7999 1234',
        whatsapp: '67579991234',
        email: 'hello@kumuldigital.com.pg',
        address: 'Lae, Morobe Province',
        hours: 'Mon-Sat 8AM-6PM',
      },
    });
    const after = (await invoice(await wonQuote(), 'full')).json().invoices[0].number;
    const now = await pdfOf(after);
    for (const fact of ['Lae, Morobe Province', '+675 7999 1234', 'hello@kumuldigital.com.pg']) {
      expect(now).toContain(fact);
    }
    const then = await pdfOf(before);
    expect(then).toContain('+675 7100 2040');
    expect(then).not.toContain('7999 1234');
  });
});
