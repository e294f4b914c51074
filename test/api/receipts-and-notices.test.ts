import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayInPortMoresby, formatDate } from '../../src/shared/i18n/format';
import { formatToea } from '../../src/shared/invoice';
import { toea } from '../../src/shared/money';
import { type Signed, as } from '../helpers/admin-session';
import { OWNER, ownerReadyToInvoice } from '../helpers/invoicing';
import { quote } from '../helpers/payloads';
import { type TestApp, createTestApp, dialects, json } from '../helpers/test-app';
import { portMoresbyToday } from '../../src/server/db/repositories/invoice-days';

const ORDER_LINK = /https?:\/\/\S+\/order\?token=([\w-]{43})/;
const toeaText = (amount: number) => formatToea(toea(amount));
const today = () => portMoresbyToday(new Date());

// Issue 43, point 2: every payment recorded mails the customer a receipt with what is left to pay
// and when, and a delivery mails the site's address; each is queued with the write that caused
// it, and is a line of the quote's history.
describe.each(dialects)('receipts and delivery notices on %s', (dialect) => {
  let t: TestApp;
  let owner: Signed;
  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { sendMail: false });
    owner = await ownerReadyToInvoice(t);
  });
  afterAll(async () => t.close());

  const admin = (method: 'POST' | 'PATCH', url: string, body?: unknown) =>
    t.app.inject({ method, url, ...as(owner, body) });

  /** A won quote from the checkout, in a language; its reference and full value in toea. */
  const wonQuote = async (email: string, lang: 'en' | 'tpi') => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/quote-request',
      ...json({
        ...quote,
        lang,
        customer: { ...quote.customer, email },
        treeContribution: { extraTrees: 2 },
      }),
    });
    expect(sent.statusCode).toBe(201);
    const { reference } = sent.json() as { reference: string };
    expect(
      (await admin('PATCH', `/api/admin/quotes/${reference}`, { status: 'won' })).statusCode,
    ).toBe(200);
    const row = await t.app.db
      .selectFrom('quote_requests')
      .select(['total_amount', 'contribution_amount'])
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    return { reference, value: (row.total_amount + row.contribution_amount) * 100 };
  };

  const invoice = async (reference: string, kind: 'full' | 'deposit' | 'balance') => {
    const res = await admin('POST', `/api/admin/quotes/${reference}/invoices`, { kind });
    expect(res.statusCode).toBe(201);
    const invoices = res.json().invoices as { number: string; total: number; dueAt: string }[];
    return invoices.at(-1) as { number: string; total: number; dueAt: string };
  };

  const pay = async (number: string, toea: number, extra: Record<string, string> = {}) => {
    const res = await admin('POST', `/api/admin/invoices/${number}/payments`, {
      amount: (toea / 100).toFixed(2),
      paidOn: today(),
      method: 'mobile-money',
      bankReference: 'MM-77812',
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { history: { kind: string; text: string }[] };
  };

  const mailsTo = (email: string, kind: string) =>
    t.app.db
      .selectFrom('outbox')
      .select(['subject', 'text_body', 'html_body'])
      .where('recipient', '=', email)
      .where('kind', '=', kind)
      .orderBy('id')
      .execute();

  /** A field of a mail's text part: its label, a colon, the padding, its value. */
  const field = (label: string, value: string) =>
    new RegExp(
      `^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:\\s+${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`,
      'm',
    );

  it('receipts each part payment and the final one, with what is left on the invoice and the order', async () => {
    const email = 'receipts@example.com';
    const { reference, value } = await wonQuote(email, 'en');
    const deposit = await invoice(reference, 'deposit');
    const rest = value - deposit.total;
    const dueDay = formatDate('en', dayInPortMoresby(deposit.dueAt));

    const first = await pay(deposit.number, 50_000);
    let receipts = await mailsTo(email, 'payment-receipt');
    expect(receipts).toHaveLength(1);
    const [part] = receipts;
    expect(part?.subject).toBe(
      `Receipt: K500.00 received for invoice ${deposit.number} – Kumul Digital`,
    );
    expect(part?.text_body).toMatch(field('Amount received', 'K500.00'));
    expect(part?.text_body).toMatch(field('Paid by', 'Mobile money'));
    expect(part?.text_body).toMatch(field('The bank’s reference', 'MM-77812'));
    expect(part?.text_body).toMatch(
      field(`Still to pay on ${deposit.number}`, toeaText(deposit.total - 50_000)),
    );
    expect(part?.text_body).toMatch(field('Still to pay on your order', toeaText(value - 50_000)));
    expect(part?.text_body).toMatch(field('Due day', dueDay));
    expect(part?.text_body).toContain(
      `Please pay ${toeaText(deposit.total - 50_000)} by ${dueDay}, with ${deposit.number} as the reference.`,
    );
    expect(part?.text_body).toMatch(ORDER_LINK);
    expect(first.history.at(-1)).toMatchObject({ kind: 'receipt' });
    expect(first.history.at(-1)?.text).toContain(`mailed to ${email} (English)`);

    // The deposit paid in full: nothing due on an invoice, the balance still to invoice.
    await pay(deposit.number, deposit.total - 50_000, {
      method: 'bank-transfer',
      bankReference: '',
    });
    receipts = await mailsTo(email, 'payment-receipt');
    expect(receipts).toHaveLength(2);
    const depositPaid = receipts[1]?.text_body ?? '';
    expect(depositPaid).toMatch(field('Paid by', 'Bank transfer'));
    expect(depositPaid).not.toContain('The bank’s reference');
    expect(depositPaid).toMatch(field(`Still to pay on ${deposit.number}`, 'K0.00'));
    expect(depositPaid).toMatch(field('Still to pay on your order', toeaText(rest)));
    expect(depositPaid).toContain(`Invoice ${deposit.number} is paid in full.`);
    expect(depositPaid).toContain(
      `We will send you an invoice for the remaining ${toeaText(rest)}.`,
    );
    expect(depositPaid).not.toContain('Due day');

    // The balance invoiced and paid: the order is paid in full.
    const balance = await invoice(reference, 'balance');
    expect(balance.total).toBe(rest);
    await pay(balance.number, balance.total);
    receipts = await mailsTo(email, 'payment-receipt');
    expect(receipts).toHaveLength(3);
    expect(receipts[2]?.text_body).toMatch(field('Still to pay on your order', 'K0.00'));
    expect(receipts[2]?.text_body).toContain('Your order is paid in full. Thank you!');
  });

  it('writes a Tok Pisin customer’s receipt in Tok Pisin', async () => {
    const email = 'risit@example.com';
    const { reference, value } = await wonQuote(email, 'tpi');
    const full = await invoice(reference, 'full');
    await pay(full.number, 100_000);
    const [receipt] = await mailsTo(email, 'payment-receipt');
    expect(receipt?.subject).toBe(
      `Risit: mipela i kisim K1,000.00 bilong invois ${full.number} – Kumul Digital`,
    );
    expect(receipt?.text_body).toMatch(
      field('Mani i stap yet long oda bilong yu', toeaText(value - 100_000)),
    );
    expect(receipt?.text_body).toMatch(
      field('Las de bilong baim', formatDate('tpi', dayInPortMoresby(full.dueAt))),
    );
    expect(receipt?.text_body).toMatch(/\/tpi\/order\?token=/);
    expect(receipt?.html_body).toContain('<html lang="tpi">');
  });

  it('mails the delivered site’s address once, and the order page links to it', async () => {
    const email = 'delivered@example.com';
    const { reference } = await wonQuote(email, 'en');
    const full = await invoice(reference, 'full');
    await pay(full.number, full.total);
    const url = `/api/admin/quotes/${reference}/delivered`;

    for (const siteUrl of [
      undefined,
      '',
      'http://warikaibar.com.pg',
      'https://',
      'https://localhost',
      'https://user:pw@wari.com.pg',
      'javascript:alert(1)',
    ]) {
      const refused = await admin('POST', url, siteUrl === undefined ? {} : { siteUrl });
      expect(refused.statusCode, String(siteUrl)).toBe(400);
      expect(refused.json().error).toMatch(/address of the delivered site|https/);
    }
    expect(await mailsTo(email, 'site-delivered')).toHaveLength(0);

    const delivered = await admin('POST', url, { siteUrl: ' https://WariKaiBar.com.pg ' });
    expect(delivered.statusCode).toBe(201);
    const detail = delivered.json();
    expect(detail.siteUrl).toBe('https://warikaibar.com.pg/');
    expect(detail.history.at(-1)).toMatchObject({ kind: 'delivered', by: OWNER });
    expect(detail.history.at(-1).text).toContain('https://warikaibar.com.pg/');
    expect(detail.history.at(-1).text).toContain(`queued to ${email}`);

    const [mail, ...more] = await mailsTo(email, 'site-delivered');
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe('Your website is ready – Kumul Digital');
    expect(mail?.text_body).toMatch(field('Address', 'https://warikaibar.com.pg/'));
    expect(mail?.html_body).toContain('href="https://warikaibar.com.pg/"');
    expect(mail?.text_body).toContain('30-day warranty');
    const token = ORDER_LINK.exec(mail?.text_body ?? '')?.[1];
    const order = await t.app.inject({ url: `/api/order-links/${token}` });
    expect(order.statusCode).toBe(200);
    expect(order.json().siteUrl).toBe('https://warikaibar.com.pg/');

    // A second tap changes nothing and mails nothing.
    const again = await admin('POST', url, { siteUrl: 'https://other.com.pg' });
    expect(again.statusCode).toBe(201);
    expect(again.json().siteUrl).toBe('https://warikaibar.com.pg/');
    expect(await mailsTo(email, 'site-delivered')).toHaveLength(1);
  });
});

describe.each(dialects)('a receipt while the mail server is down, on %s', (dialect) => {
  let t: TestApp;
  let owner: Signed;
  beforeAll(async () => {
    // Nothing listens on port 9: every sending attempt fails.
    t = await createTestApp(dialect, { mail: { smtpUrl: 'smtp://127.0.0.1:9' } });
    owner = await ownerReadyToInvoice(t);
  });
  afterAll(async () => t.close());

  it('records the payment and keeps the receipt waiting in the outbox', async () => {
    const email = 'patient@example.com';
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/quote-request',
      ...json({ ...quote, customer: { ...quote.customer, email } }),
    });
    const { reference } = sent.json() as { reference: string };
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/quotes/${reference}`,
      ...as(owner, { status: 'won' }),
    });
    const issued = await t.app.inject({
      method: 'POST',
      url: `/api/admin/quotes/${reference}/invoices`,
      ...as(owner, { kind: 'full' }),
    });
    const { number } = issued.json().invoices[0];
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/admin/invoices/${number}/payments`,
      ...as(owner, { amount: '300.00', paidOn: today(), method: 'cash' }),
    });
    expect(paid.statusCode).toBe(201);
    const payments = await t.app.db.selectFrom('payments').select('amount').execute();
    expect(payments).toEqual([{ amount: 30_000 }]);
    const receipt = () =>
      t.app.db
        .selectFrom('outbox')
        .select(['attempts', 'sent_at', 'failed_at'])
        .where('kind', '=', 'payment-receipt')
        .where('recipient', '=', email)
        .executeTakeFirstOrThrow();
    // The sender tries, fails, and keeps the receipt for a later attempt.
    for (let waited = 0; (await receipt()).attempts === 0 && waited < 15_000; waited += 200) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(await receipt()).toMatchObject({ sent_at: null, failed_at: null });
    expect((await receipt()).attempts).toBeGreaterThan(0);
  });
});
