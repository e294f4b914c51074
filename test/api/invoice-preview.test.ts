import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveAdmin } from '../../src/server/db/repositories/admin-users';
import type { InvoicePreview } from '../../src/shared/schemas/invoice';
import { type Signed, as, signedIn } from '../helpers/admin-session';
import { ownerReadyToInvoice } from '../helpers/invoicing';
import { quote } from '../helpers/payloads';
import { type TestApp, createTestApp, dialects, hashTestPassword, json } from '../helpers/test-app';

const STAFF = 'ana@kumuldigital.com.pg';
const PASSWORD = 'a long staff password';

// Issue 43, point 3 (decision 111): before an invoice goes, staff see it as its customer will,
// computed as issuing computes it; only "Issue and mail" numbers, writes and mails it.
describe.each(dialects)('the draft of an invoice on %s', (dialect) => {
  let t: TestApp;
  let owner: Signed;
  let staff: Signed;
  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { sendMail: false });
    owner = await ownerReadyToInvoice(t, {
      gstRegistered: true,
      gstRateBasisPoints: 1000,
      tin: '501234567',
    });
    await saveAdmin(t.app.db, STAFF, await hashTestPassword(PASSWORD));
    await t.app.db
      .updateTable('admin_users')
      .set({ role: 'staff' })
      .where('email', '=', STAFF)
      .execute();
    staff = await signedIn(t, STAFF, PASSWORD);
  });
  afterAll(async () => t.close());

  /** A quote sent in Tok Pisin and marked won; its reference. */
  const wonQuote = async (status = 'won') => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/quote-request',
      ...json({ ...quote, lang: 'tpi' }),
    });
    const { reference } = sent.json() as { reference: string };
    const won = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/quotes/${reference}`,
      ...as(staff, { status }),
    });
    expect(won.statusCode).toBe(200);
    return reference;
  };

  const preview = (reference: string, kind: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/admin/quotes/${reference}/invoices/preview?kind=${kind}`,
      ...as(staff),
    });

  const issue = (reference: string, body: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/quotes/${reference}/invoices`,
      ...as(staff, body),
    });

  /** Everything a preview could leave behind: numbers taken, rows written, mail queued. */
  const stored = async () => {
    const { db } = t.app;
    return {
      counters: await db.selectFrom('invoice_counters').selectAll().execute(),
      invoices: await db.selectFrom('invoices').select('number').execute(),
      lines: await db.selectFrom('invoice_lines').select('id').execute(),
      links: await db.selectFrom('customer_links').select('id').execute(),
      events: await db.selectFrom('quote_events').select('id').execute(),
      outbox: await db.selectFrom('outbox').select('id').execute(),
      quotes: await db.selectFrom('quote_requests').selectAll().execute(),
      idempotency: await db.selectFrom('idempotency_keys').select('key').execute(),
    };
  };

  /** The invoice's number in its year's series: 'INV-2026-0003' -> 3. */
  const sequence = (number: string) => Number(/^INV-\d{4}-(\d{4})$/.exec(number)?.[1]);

  it('numbers, writes and mails nothing; the next invoice issued is the one shown, with its number', async () => {
    const reference = await wonQuote();
    const before = await stored();
    const first = await preview(reference, 'deposit');
    expect(first.statusCode, first.body).toBe(200);
    const again = await preview(reference, 'deposit');
    expect(await stored()).toEqual(before);

    const shown = first.json() as InvoicePreview;
    expect(again.json()).toEqual({
      ...shown,
      invoice: { ...shown.invoice, issuedAt: expect.any(String) },
    });
    expect(shown.mail).toEqual({
      to: quote.customer.email,
      subject: expect.stringContaining(shown.invoice.number),
    });
    expect(shown.mail.subject).toMatch(/^Takis invois/);
    expect(shown.invoice).toMatchObject({
      kind: 'deposit',
      lang: 'tpi',
      quoteReference: reference,
      customerEmail: quote.customer.email,
      gst: { rateBasisPoints: 1000, tin: '501234567' },
      paid: 0,
      status: 'due',
      creditNote: null,
    });
    expect(
      shown.invoice.lines.every((line) => line.description.startsWith('50% pe pastaim: ')),
    ).toBe(true);
    expect(shown.invoice.balance).toBe(shown.invoice.total);

    // Issued as shown: the same number, lines, GST, totals and bank details, mailed once.
    const issued = await issue(reference, { kind: 'deposit', draft: shown.draft });
    expect(issued.statusCode, issued.body).toBe(201);
    const [invoice] = issued.json().invoices as { number: string }[];
    expect(invoice!.number).toBe(shown.invoice.number);
    const token = await t.app.db
      .selectFrom('outbox')
      .select('text_body')
      .where('kind', '=', 'invoice')
      .where('subject', '=', shown.mail.subject)
      .executeTakeFirstOrThrow();
    const link = /\/invoice\?token=([\w-]{43})/.exec(token.text_body)?.[1];
    const page = await t.app.inject({ method: 'GET', url: `/api/invoice-links/${link}` });
    const { issuedAt: _issued, dueAt, ...rest } = page.json();
    const { issuedAt: _shownAt, dueAt: shownDue, ...shownRest } = shown.invoice;
    expect(rest).toEqual(shownRest);
    expect(dueAt.slice(0, 10)).toBe(shownDue.slice(0, 10));

    // The balance's draft shows the number after it, and takes none either.
    const balance = await preview(reference, 'balance');
    expect(balance.statusCode, balance.body).toBe(200);
    const next = (balance.json() as InvoicePreview).invoice.number;
    expect(sequence(next)).toBe(sequence(invoice!.number) + 1);
    const counters = await t.app.db.selectFrom('invoice_counters').selectAll().execute();
    const issuedAgain = await issue(reference, { kind: 'balance' });
    expect(issuedAgain.statusCode, issuedAgain.body).toBe(201);
    expect((issuedAgain.json().invoices as { number: string }[])[1]!.number).toBe(next);
    expect(counters.map((row) => Number(row.last_number))).toEqual([sequence(invoice!.number)]);
  });

  it('refuses to issue an invoice that changed since its draft was shown, and writes nothing', async () => {
    const reference = await wonQuote();
    const shown = (await preview(reference, 'full')).json() as InvoicePreview;
    const changed = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/invoice-settings',
      ...as(owner, {
        bank: { bank: 'Kina Bank', accountName: 'Kumul Digital', accountNumber: '2002' },
      }),
    });
    expect(changed.statusCode).toBe(200);
    const before = await stored();
    const refused = await issue(reference, { kind: 'full', draft: shown.draft });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error:
        'This invoice changed since you looked at it (the quote, or the GST and bank details in Settings). Please look at it again before issuing it.',
    });
    expect({ ...(await stored()), idempotency: before.idempotency }).toEqual(before);

    const fresh = (await preview(reference, 'full')).json() as InvoicePreview;
    expect(fresh.draft).not.toBe(shown.draft);
    expect(fresh.invoice.bank.bank).toBe('Kina Bank');
    expect((await issue(reference, { kind: 'full', draft: fresh.draft })).statusCode).toBe(201);
  });

  it('refuses a draft the same way issuing would, with its sentence', async () => {
    const open = await wonQuote('contacted');
    const notWon = await preview(open, 'full');
    expect(notWon.statusCode).toBe(409);
    expect(notWon.json().error).toMatch(/^Only a won quote can be invoiced/);

    const reference = await wonQuote();
    const noDeposit = await preview(reference, 'balance');
    expect(noDeposit.statusCode).toBe(409);
    expect(noDeposit.json().error).toMatch(/^There is no deposit invoice on this quote/);

    const badKind = await preview(reference, 'half');
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().error).toBe(
      'Please choose a full invoice, a 50% deposit, or the balance.',
    );
    const unknown = await preview('Q-ZZZZ-99', 'full');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toEqual(expect.any(String));
  });
});
