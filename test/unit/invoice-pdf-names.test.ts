import { toea } from '../../src/shared/money';
import { describe, expect, it } from 'vitest';
import type { CustomerInvoice } from '../../src/shared/schemas/invoice';
import { invoicePdf } from '../../src/server/invoices/invoice-pdf';
import { pdfText } from '../helpers/pdf-text';

// Issue 43, point 8 (red team L11): a name outside Windows-1252 garbled itself and the rest of
// its line in the PDF. Names in several scripts, read back with pdf.js.
const invoice = (names: Partial<CustomerInvoice>, lines: string[]): CustomerInvoice => ({
  number: 'INV-2026-0042',
  kind: 'full',
  lang: 'en',
  quoteReference: 'KD-2026-ABCDE',
  customerName: 'Test',
  customerCompany: '',
  customerEmail: 'buyer@example.com',
  issuedAt: '2026-11-28T00:00:00.000Z',
  dueAt: '2026-12-12T00:00:00.000Z',
  lines: lines.map((description) => ({
    description,
    quantity: 1,
    amount: toea(100_000),
    gst: toea(0),
  })),
  gst: null,
  net: toea(100_000 * lines.length),
  gstTotal: toea(0),
  total: toea(100_000 * lines.length),
  paid: toea(0),
  balance: toea(100_000 * lines.length),
  status: 'due',
  bank: {
    bank: 'BSP',
    accountName: 'Kumul Digital Ltd',
    branch: 'Port Moresby',
    accountNumber: '1000 2345 6789',
    swift: 'BOSPPGPM',
    mobileMoney: 'CellMoni: 7000 0000',
  },
  issuer: {
    address: 'Port Moresby, Papua New Guinea',
    phone: '+675 7100 2040',
    email: 'support@kumuldigital.com.pg',
  },
  creditNote: null,
  ...names,
});

describe('the invoice PDF prints names in any script', () => {
  it('shows Latin, Greek, Cyrillic and Vietnamese letters, and a visible mark for the rest', async () => {
    const pdf = await invoicePdf(
      invoice({ customerName: '李小龍 😀 Ōkunu Ŋa', customerCompany: 'Ŋgo Ltd' }, [
        'Website for Café ŧest 日本, personalised',
        'Ελληνικά Αλέξης · Дмитрий Иванов · Nguyễn Thị Ánh',
      ]),
    );
    const text = await pdfText(pdf);
    // What follows a character the fonts lack is intact, on the same line and the next.
    expect(text).toContain('\uFFFD\uFFFD\uFFFD \uFFFD Ōkunu Ŋa');
    expect(text).toContain('Ŋgo Ltd');
    expect(text).toContain('buyer@example.com');
    expect(text).toContain('Website for Café ŧest \uFFFD\uFFFD, personalised');
    expect(text).toContain('Ελληνικά Αλέξης · Дмитрий Иванов · Nguyễn Thị Ánh');
    expect(text).toContain('CellMoni: 7000 0000');
    // pdfkit embeds only the glyphs used: two faces of Noto Sans stay small.
    expect(pdf.length).toBeLessThan(80_000);
  });
});
