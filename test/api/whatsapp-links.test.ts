import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Signed, as } from '../helpers/admin-session';
import { ownerReadyToInvoice } from '../helpers/invoicing';
import { quote } from '../helpers/payloads';
import { type TestApp, createTestApp, dialects, json } from '../helpers/test-app';

const tokenOf = (url: string) => new URL(url).searchParams.get('token') ?? '';

// Issue 43, point 6: the inbox's WhatsApp message can carry the accept, invoice and order links,
// made as the mails make theirs, in the customer's language.
describe.each(dialects)('links for a WhatsApp message on %s', (dialect) => {
  let t: TestApp;
  let owner: Signed;
  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { sendMail: false });
    owner = await ownerReadyToInvoice(t);
  });
  afterAll(async () => t.close());

  const links = (reference: string, body: unknown, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/quotes/${reference}/whatsapp-links`,
      ...as(owner, body, key ? { 'idempotency-key': key } : {}),
    });

  const newQuote = async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/quote-request',
      ...json({ ...quote, lang: 'tpi' }),
    });
    expect(sent.statusCode).toBe(201);
    return (sent.json() as { reference: string }).reference;
  };

  it('makes an accept link and an order link that open the quote, in the customer’s language', async () => {
    const reference = await newQuote();
    const res = await links(reference, { accept: true, order: true });
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json();
    expect(made).toMatchObject({ invoice: null });
    expect(made.accept.url).toMatch(/\/tpi\/quote\/accept\?token=[\w-]{43}$/);
    expect(made.order.url).toMatch(/\/tpi\/order\?token=[\w-]{43}$/);

    const opened = await t.app.inject({
      method: 'GET',
      url: `/api/quote-links/${tokenOf(made.accept.url)}`,
    });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({ reference, lang: 'tpi' });
    const order = await t.app.inject({
      method: 'GET',
      url: `/api/order-links/${tokenOf(made.order.url)}`,
    });
    expect(order.statusCode, order.body).toBe(200);
    expect(order.json()).toMatchObject({ reference });

    // In English when staff write in English; each making is in the quote's history.
    const english = (await links(reference, { order: true, lang: 'en' })).json();
    expect(english.order.url).toMatch(/\/order\?token=/);
    expect(english.order.url).not.toContain('/tpi/');
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/quotes/${reference}`,
      ...as(owner),
    });
    const history = (detail.json() as { history: Array<{ kind: string; text: string }> }).history;
    expect(history.filter((event) => event.text.startsWith('For WhatsApp:'))).toHaveLength(2);
  });

  it('links one of the quote’s invoices, and refuses what cannot be linked with a sentence', async () => {
    const reference = await newQuote();
    expect((await links(reference, {})).json()).toEqual({
      error: 'Please choose at least one link to add.',
    });
    const won = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/quotes/${reference}`,
      ...as(owner, { status: 'won' }),
    });
    expect(won.statusCode).toBe(200);
    const issued = await t.app.inject({
      method: 'POST',
      url: `/api/admin/quotes/${reference}/invoices`,
      ...as(owner, { kind: 'full' }),
    });
    expect(issued.statusCode, issued.body).toBe(201);
    const [invoice] = (issued.json() as { invoices: Array<{ number: string }> }).invoices;
    if (!invoice) throw new Error('No invoice');

    const res = await links(reference, { invoice: invoice.number, order: true }, 'wa-links-1');
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json();
    expect(made.invoice).toMatchObject({ number: invoice.number });
    expect(made.invoice.url).toMatch(/\/tpi\/invoice\?token=[\w-]{43}$/);
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/invoice-links/${tokenOf(made.invoice.url)}`,
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ number: invoice.number, lang: 'tpi' });
    // A double tap answers the same links.
    expect(
      (await links(reference, { invoice: invoice.number, order: true }, 'wa-links-1')).json(),
    ).toEqual(made);

    const accept = await links(reference, { accept: true });
    expect(accept.statusCode).toBe(409);
    expect(accept.json().error).toMatch(/already won/);
    const other = await links(reference, { invoice: 'INV-1999-0001' });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ error: `Quote ${reference} has no invoice INV-1999-0001.` });
    const bad = await links(reference, { invoice: 'not a number' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'Please choose one of the quote’s invoices.' });
  });
});
