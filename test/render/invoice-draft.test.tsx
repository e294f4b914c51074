import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';
import { toea } from '../../src/shared/money';
import { describe, expect, it } from 'vitest';
import { SheetContent } from '../../src/admin/components/quote/invoice-draft';
import { type InvoiceChoice, invoiceChoices } from '../../src/admin/components/quote/invoices';
import type { AdminInvoice, QuoteDetail } from '../../src/shared/schemas/admin';
import type { InvoicePreview } from '../../src/shared/schemas/invoice';

// Issue 43, point 3 (decision 111): staff look at the invoice as its customer will see it before
// it is numbered and mailed, and the inbox explains which invoice to issue next. The inbox runs on
// React, so React renders it here; the API test (invoices.test.ts) shows the draft numbers nothing.

const QUOTE = {
  reference: 'Q-ABCD-12',
  status: 'won',
  lang: 'tpi',
  customer: { email: 'meri@example.com' },
  invoices: [] as AdminInvoice[],
} as unknown as QuoteDetail;

const PREVIEW: InvoicePreview = {
  invoice: {
    number: 'INV-2026-0007',
    kind: 'deposit',
    lang: 'tpi',
    quoteReference: 'Q-ABCD-12',
    customerName: 'Meri Kaupa',
    customerCompany: 'Kaupa Kai Bar',
    customerEmail: 'meri@example.com',
    issuedAt: '2026-11-28T22:00:00.000Z',
    dueAt: '2026-12-13T13:59:59.999Z',
    lines: [
      {
        description: '50% pe pastaim: Community Hub',
        quantity: 1,
        amount: toea(137_500),
        gst: toea(12_500),
      },
    ],
    gst: { rateBasisPoints: 1000, tin: '501234567' },
    net: toea(125_000),
    gstTotal: toea(12_500),
    total: toea(137_500),
    paid: toea(0),
    balance: toea(137_500),
    status: 'due',
    bank: {
      bank: 'Bank South Pacific',
      accountName: 'Kumul Digital Ltd',
      branch: '',
      accountNumber: '1001 2345 6789',
      swift: '',
      mobileMoney: '',
    },
    issuer: {
      address: 'Port Moresby, Papua New Guinea',
      phone: '+675 7100 2040',
      email: 'support@kumuldigital.com.pg',
    },
    creditNote: null,
  },
  mail: { to: 'meri@example.com', subject: 'Takis invois INV-2026-0007 long Kumul Digital' },
  draft: 'f'.repeat(64),
};

/** The sheet's HTML, inside a router as the inbox has it (its form is a fetcher's). */
async function sheet(draft: Parameters<typeof SheetContent>[0]['draft']): Promise<string> {
  const routes = [
    {
      path: '/admin/quotes/:reference',
      Component: () => (
        <SheetContent quote={QUOTE} kind="deposit" draft={draft} onDone={() => {}} />
      ),
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request('http://localhost/admin/quotes/Q-ABCD-12'));
  if (context instanceof Response) throw new Error('no page');
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToStaticMarkup(<StaticRouterProvider router={router} context={context} />);
}

const plain = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the draft invoice staff look at before it goes', () => {
  it('shows to whom, in which language, and the invoice as the customer will see it', async () => {
    const page = plain(await sheet({ state: 'ready', preview: PREVIEW }));
    expect(page).toContain('Mailed to meri@example.com, with its PDF');
    expect(page).toContain('Language Tok Pisin');
    expect(page).toContain('Subject Takis invois INV-2026-0007 long Kumul Digital');
    expect(page).toContain('Number INV-2026-0007, taken when it is issued');
    expect(page).toContain('Amount K1,375.00, due 13 December 2026');
    // The customer's own page, in their language: what to pay, the lines, GST, totals, the bank.
    for (const shown of [
      'Mani yu mas baim K1,375.00 Las de bilong baim 13 Disemba 2026',
      'Namba bilong akaun 1001 2345 6789',
      '1 × 50% pe pastaim: Community Hub',
      'GST (10%) K125.00',
      'Olgeta prais K1,375.00',
    ]) {
      expect(page).toContain(shown);
    }
    // A draft has no status yet.
    expect(page).not.toContain('I stap olsem');
  });

  it('has one primary button, Issue and mail, which posts the draft it showed, and Cancel', async () => {
    const html = await sheet({ state: 'ready', preview: PREVIEW });
    const buttons = [...html.matchAll(/<button([^>]*)>(.*?)<\/button>/g)];
    const named = (text: string) => buttons.filter(([, , inner]) => plain(inner!).trim() === text);
    expect(named('Issue and mail')).toHaveLength(1);
    expect(named('Cancel')).toHaveLength(1);
    const primary = buttons.filter(([, attributes]) => attributes!.includes('bg-brand-700'));
    expect(primary.map(([, , inner]) => plain(inner!).trim())).toEqual(['Issue and mail']);
    expect(named('Issue and mail')[0]![1]).toContain('type="submit"');
    expect(named('Cancel')[0]![1]).toContain('type="button"');
    expect(html).toContain('name="intent" value="invoice"');
    expect(html).toContain('name="kind" value="deposit"');
    expect(html).toContain(`name="draft" value="${PREVIEW.draft}"`);
  });

  it('cannot issue before the draft is there, and shows why there is none', async () => {
    const loading = await sheet({ state: 'loading' });
    expect(loading).toMatch(/<button type="submit" disabled=""[^>]*>Issue and mail<\/button>/);
    const refused = await sheet({ state: 'refused', error: 'Please add the bank first.' });
    expect(plain(refused)).toContain('Please add the bank first.');
    expect(refused).toMatch(/<button type="submit" disabled=""[^>]*>Issue and mail<\/button>/);
  });
});

const invoice = (kind: AdminInvoice['kind'], status: AdminInvoice['status']): AdminInvoice => ({
  number: `INV-2026-000${kind === 'balance' ? 2 : 1}`,
  kind,
  issuedAt: '2026-11-28T22:00:00.000Z',
  dueAt: '2026-12-13T13:59:59.999Z',
  issuedBy: 'owner@example.com',
  total: toea(137_500),
  gst: toea(0),
  paid: toea(status === 'paid' ? 137_500 : status === 'part-paid' ? 50_000 : 0),
  status,
  creditNote: null,
  payments: [],
});
const choices = (invoices: AdminInvoice[], status = 'won') =>
  invoiceChoices({ ...QUOTE, status, invoices } as QuoteDetail).map(
    ({ kind, primary }: InvoiceChoice) => `${kind}${primary ? ' (primary)' : ''}`,
  );

describe('which invoice the inbox offers next', () => {
  it('offers a full invoice first and a deposit beside it, each saying when it fits', () => {
    expect(choices([])).toEqual(['full (primary)', 'deposit']);
    const [full, deposit] = invoiceChoices(QUOTE);
    expect(full?.note).toMatch(/^Templates: the terms ask for the whole price/);
    expect(deposit?.note).toMatch(/^Custom projects: half before work starts/);
    expect(choices([], 'contacted')).toEqual([]);
  });

  it('offers the balance as the next step only once the deposit is paid', () => {
    expect(choices([invoice('deposit', 'due')])).toEqual(['balance']);
    expect(choices([invoice('deposit', 'part-paid')])).toEqual(['balance']);
    const [unpaid] = invoiceChoices({ ...QUOTE, invoices: [invoice('deposit', 'part-paid')] });
    expect(unpaid?.note).toBe(
      'Deposit INV-2026-0001 is not paid yet (K875.00 to pay): invoice the balance now only if you agreed it with the customer.',
    );
    expect(choices([invoice('deposit', 'paid')])).toEqual(['balance (primary)']);
    expect(choices([invoice('deposit', 'paid'), invoice('balance', 'due')])).toEqual([]);
    expect(choices([invoice('full', 'due')])).toEqual([]);
    // A cancelled invoice leaves the choice open again.
    expect(choices([invoice('full', 'cancelled')])).toEqual(['full (primary)', 'deposit']);
  });
});
