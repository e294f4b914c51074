import { render } from 'preact';
import { brand } from '../../src/shared/brand';
import { toea } from '../../src/shared/money';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COPIED_FOR_MS } from '../../src/web/components/ui/copy-button';
import { InvoiceDocument } from '../../src/web/components/invoice-document';
import type { CustomerInvoice } from '../../src/shared/schemas/invoice';
import { invoice as en } from '../../src/shared/words/en/invoice';
import { invoice as tpi } from '../../src/shared/words/tpi/invoice';
import { type FakeElement, click, findAll, preactRoot, textOf } from './preact-dom';

// The invoice page is an island on Preact through preact/compat (decision 095): rendered here as
// the islands' build has it (this folder's Vitest project takes the build's aliases).

const INVOICE: CustomerInvoice = {
  number: 'INV-2026-0007',
  kind: 'deposit',
  lang: 'en',
  quoteReference: 'Q-ABCD-12',
  customerName: 'Meri Kaupa',
  customerCompany: 'Kaupa Kai Bar',
  customerEmail: 'meri@example.com',
  issuedAt: '2026-11-28T22:00:00.000Z',
  // The end of 13 December in Port Moresby.
  dueAt: '2026-12-13T13:59:59.999Z',
  lines: [
    {
      description: '50% deposit: Community Hub',
      quantity: 1,
      amount: toea(137_500),
      gst: toea(12_500),
    },
  ],
  gst: { rateBasisPoints: 1000, tin: '501234567' },
  net: toea(125_000),
  gstTotal: toea(12_500),
  total: toea(137_500),
  paid: toea(50_000),
  balance: toea(87_500),
  status: 'part-paid',
  bank: {
    bank: 'Bank South Pacific',
    accountName: 'Kumul Digital Ltd',
    branch: 'Waigani',
    accountNumber: '1001 2345 6789',
    swift: 'BOSPPGPM',
    mobileMoney: '',
  },
  issuer: {
    address: 'Port Moresby, Papua New Guinea',
    phone: '+675 7100 2040',
    email: 'support@kumuldigital.com.pg',
  },
  creditNote: null,
};

const rendered = (invoice: CustomerInvoice, lang: 'en' | 'tpi' = 'en') => {
  const { root, html } = preactRoot();
  render(
    <InvoiceDocument
      invoice={invoice}
      words={lang === 'en' ? en : tpi}
      lang={lang}
      agency={{ legalName: brand.legalName, phone: brand.phone.display }}
    />,
    root as never,
  );
  const buttons = () => findAll(root, (element) => element.localName === 'button');
  return { html, buttons };
};

const plain = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const classOf = (element: FakeElement) => element.attributes.get('class') ?? '';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

// Issue 43, point 4: the customer's invoice page leads with what to pay, then the lines.
describe('the invoice as its customer reads it', () => {
  it('leads with the amount due, the due day and the reference, then the lines', () => {
    const page = plain(rendered(INVOICE).html());
    const top = page.indexOf('Amount due K875.00 Due day 13 December 2026');
    expect(top, page).toBeGreaterThanOrEqual(0);
    expect(page).toContain('K500.00 of K1,375.00 paid so far.');
    const reference = page.indexOf('Reference INV-2026-0007 Copy : Reference');
    const account = page.indexOf('Account number 1001 2345 6789 Copy : Account number');
    const lines = page.indexOf('1 × 50% deposit: Community Hub');
    expect(top).toBeLessThan(reference);
    expect(reference).toBeGreaterThan(0);
    expect(account).toBeGreaterThan(reference);
    expect(lines).toBeGreaterThan(account);
    // The rest of how to pay follows the two values to copy; no empty row for mobile money.
    expect(page.indexOf('Bank Bank South Pacific')).toBeGreaterThan(account);
    expect(page).not.toContain('Mobile money');
  });

  it('says it in Tok Pisin on the Tok Pisin page', () => {
    const page = plain(rendered({ ...INVOICE, lang: 'tpi' }, 'tpi').html());
    expect(page).toContain('Mani yu mas baim K875.00 Las de bilong baim 13 Disemba 2026');
    expect(page).toContain('Referens INV-2026-0007 Kopim : Referens');
    expect(page).toContain('Namba bilong akaun 1001 2345 6789 Kopim : Namba bilong akaun');
    expect(page).not.toMatch(/\b(Copy|Amount due|Due day)\b/);
  });

  it('keeps each value as selectable text beside a button at least 44 px tall', () => {
    const { html, buttons } = rendered(INVOICE);
    expect(html()).toMatch(/<span class="[^"]*select-all[^"]*">INV-2026-0007<\/span>/);
    expect(html()).toMatch(/<span class="[^"]*select-all[^"]*">1001 2345 6789<\/span>/);
    const copy = buttons();
    expect(copy.map(textOf)).toEqual(['Copy: Reference', 'Copy: Account number']);
    for (const button of copy) {
      expect(button.attributes.get('type')).toBe('button');
      expect(classOf(button)).toMatch(/\bmin-h-11\b/);
    }
  });

  it('says Copied once the clipboard has the value, then offers to copy again', async () => {
    vi.useFakeTimers();
    let finish: () => void = () => {};
    const writeText = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    const { html, buttons } = rendered(INVOICE);
    click(buttons()[1]!);
    // An account number goes into a bank's form without its spaces.
    expect(writeText).toHaveBeenCalledWith('100123456789');
    await vi.advanceTimersByTimeAsync(0);
    expect(textOf(buttons()[1]!)).toBe('Copy: Account number');
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(textOf(buttons()[1]!)).toBe('Copied: Account number');
    expect(plain(html())).toContain('Account number: Copied');
    await vi.advanceTimersByTimeAsync(COPIED_FOR_MS);
    expect(textOf(buttons()[1]!)).toBe('Copy: Account number');
  });

  it('says so when the value could only be selected, and never claims a copy', async () => {
    const writeText = vi.fn(() => Promise.reject(new Error('not allowed')));
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    const { html, buttons } = rendered(INVOICE);
    click(buttons()[0]!);
    await vi.waitFor(() => expect(plain(html())).toContain(en.payNow.selected));
    expect(textOf(buttons()[0]!)).toBe('Copy: Reference');
  });

  it('shows that nothing is owed on a paid invoice, with nothing to copy', () => {
    const { html, buttons } = rendered({
      ...INVOICE,
      paid: toea(137_500),
      balance: toea(0),
      status: 'paid',
    });
    expect(plain(html())).toContain(en.paidInFull);
    expect(plain(html())).not.toContain('Amount due');
    expect(buttons()).toEqual([]);
  });
});
