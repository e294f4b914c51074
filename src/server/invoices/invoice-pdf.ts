import type { FastifyReply } from 'fastify';
import PDFDocument from 'pdfkit';
import { brand } from '../../shared/brand';
import { dayInPortMoresby, fill, formatDate } from '../../shared/i18n/format';
import { formatToea, paymentDetails } from '../../shared/invoice';
import type { CustomerInvoice } from '../../shared/schemas/invoice';
import type { Kysely } from 'kysely';
import { customerInvoice, invoiceWords } from '../db/repositories/invoice-documents';
import { invoiceFileName } from '../db/repositories/invoice-numbers';
import { findInvoiceByNumber } from '../db/repositories/invoice-rows';
import type { Database } from '../db/schema';
import { BOLD, REGULAR, printable } from './pdf-fonts';

const MARGIN = 50;
const INK = '#1c1917';
const MUTED = '#57534e';
const ACCENT = '#047857';

/** Every text of the invoice as the embedded faces can draw it (see ./pdf-fonts.ts). */
const drawable = <T>(value: T): T => {
  if (typeof value === 'string') return printable(value) as T;
  if (Array.isArray(value)) return value.map(drawable) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, drawable(inner)]),
    ) as T;
  }
  return value;
};

/**
 * Noto Sans's glyph composition (ccmp) splits a letter such as ị into i and a dot, and pdfkit then
 * maps that i to ị for copying and searching: the face has the whole letters, so use them.
 */
function keepLettersWhole(doc: PDFKit.PDFDocument): void {
  const features = { ccmp: false } as unknown as PDFKit.Mixins.OpenTypeFeatures[];
  const text = doc.text.bind(doc) as (...args: unknown[]) => PDFKit.PDFDocument;
  doc.text = ((...args: unknown[]) => {
    const last = args.at(-1);
    if (args.length > 1 && typeof last === 'object' && last !== null) {
      return text(...args.slice(0, -1), { ...last, features });
    }
    return text(...args, { features });
  }) as typeof doc.text;
}

/**
 * The invoice as a PDF (decision 098), in the customer's language, in Noto Sans embedded from a
 * package (only the glyphs used): no browser. A4, one column, the figures right-aligned.
 */
export function invoicePdf(document: CustomerInvoice): Promise<Buffer> {
  const invoice = drawable(document);
  const m = invoiceWords[invoice.lang];
  const date = (iso: string) => formatDate(invoice.lang, dayInPortMoresby(iso));
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${m.invoice} ${invoice.number}`, Author: brand.legalName },
  });
  // pdfkit takes a parsed fontkit face as it is (its types know only files and bytes).
  doc.registerFont('Body', REGULAR as unknown as PDFKit.Mixins.PDFFontSource);
  doc.registerFont('Bold', BOLD as unknown as PDFKit.Mixins.PDFFontSource);
  keepLettersWhole(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - 2 * MARGIN;
  const right = (text: string, x: number, y: number, w: number) =>
    doc.text(text, x, y, { width: w, align: 'right', lineBreak: false });

  // Heading: who issues it, what it is, its number and status.
  doc.fillColor(ACCENT).font('Bold').fontSize(18).text(brand.legalName, MARGIN, MARGIN);
  doc
    .fillColor(MUTED)
    .font('Body')
    .fontSize(9)
    .text(`${invoice.issuer.address} · ${invoice.issuer.phone} · ${invoice.issuer.email}`);
  if (invoice.gst) doc.text(`${m.tin}: ${invoice.gst.tin}`);
  doc.moveDown(1.5);
  doc
    .fillColor(INK)
    .font('Bold')
    .fontSize(22)
    .text(invoice.gst ? m.taxInvoice : m.invoice);
  doc.moveDown(0.5);

  const facts: [string, string][] = [
    [m.number, invoice.number],
    [m.status, m.statuses[invoice.status]],
    [m.quote, invoice.quoteReference],
    [m.issued, date(invoice.issuedAt)],
    [m.due, date(invoice.dueAt)],
  ];
  const factsTop = doc.y;
  doc.fontSize(10);
  facts.forEach(([label, value], index) => {
    const y = factsTop + index * 15;
    doc.font('Body').fillColor(MUTED).text(label, MARGIN, y, { lineBreak: false });
    doc
      .font('Bold')
      .fillColor(INK)
      .text(value, MARGIN + 90, y, { lineBreak: false });
  });
  const billX = MARGIN + width / 2 + 20;
  doc.font('Body').fillColor(MUTED).text(m.billTo, billX, factsTop);
  doc
    .font('Bold')
    .fillColor(INK)
    .text(invoice.customerName, billX, doc.y, {
      width: width / 2 - 20,
    });
  doc.font('Body');
  if (invoice.customerCompany) doc.text(invoice.customerCompany, { width: width / 2 - 20 });
  doc.text(invoice.customerEmail, { width: width / 2 - 20 });

  // The lines: description, quantity, GST (when registered), amount.
  let y = Math.max(factsTop + facts.length * 15, doc.y) + 25;
  const qtyX = MARGIN + width - 230;
  const gstX = MARGIN + width - 160;
  const amountX = MARGIN + width - 90;
  const descriptionWidth = qtyX - MARGIN - 10;
  doc.fontSize(9).font('Bold').fillColor(MUTED);
  doc.text(m.description, MARGIN, y, { lineBreak: false });
  right(m.quantity, qtyX, y, 50);
  if (invoice.gst) right(m.gst, gstX, y, 60);
  right(m.amount, amountX, y, 90);
  y += 16;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + width, y)
    .strokeColor('#d6d3d1')
    .stroke();
  y += 8;
  doc.fontSize(10).fillColor(INK);
  for (const line of invoice.lines) {
    doc.font('Body').text(line.description, MARGIN, y, { width: descriptionWidth });
    const bottom = doc.y;
    right(String(line.quantity), qtyX, y, 50);
    if (invoice.gst) right(formatToea(line.gst), gstX, y, 60);
    right(formatToea(line.amount), amountX, y, 90);
    y = Math.max(bottom, y + 14) + 6;
    if (y > doc.page.height - 260) {
      doc.addPage();
      y = MARGIN;
    }
  }
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + width, y)
    .strokeColor('#d6d3d1')
    .stroke();
  y += 10;

  // Totals: without GST and the GST when registered, the total, what is paid and still to pay.
  const totals: [string, string, boolean][] = [];
  if (invoice.gst) {
    const rate = `${invoice.gst.rateBasisPoints / 100}%`;
    totals.push([m.net, formatToea(invoice.net), false]);
    totals.push([fill(m.gstTotal, { rate }), formatToea(invoice.gstTotal), false]);
  }
  totals.push([m.total, formatToea(invoice.total), true]);
  if (invoice.paid > 0) totals.push([m.paid, formatToea(invoice.paid), false]);
  if (invoice.status !== 'cancelled') totals.push([m.balance, formatToea(invoice.balance), true]);
  for (const [label, amount, strong] of totals) {
    doc.font(strong ? 'Bold' : 'Body').fontSize(strong ? 12 : 10);
    right(label, MARGIN, y, width - 100);
    right(amount, amountX, y, 90);
    y += strong ? 18 : 15;
  }

  // What to do: pay (with the bank's details), nothing (paid), or nothing (cancelled).
  y += 20;
  doc.x = MARGIN;
  doc.y = y;
  doc.font('Bold').fontSize(10).fillColor(ACCENT);
  if (invoice.status === 'cancelled' && invoice.creditNote) {
    doc.text(
      fill(m.cancelled, {
        number: invoice.creditNote.number,
        date: date(invoice.creditNote.issuedAt),
      }),
      { width },
    );
  } else if (invoice.status === 'paid') {
    doc.text(m.paidInFull, { width });
  } else {
    doc.text(
      fill(m.howToPay.payBy, { amount: formatToea(invoice.balance), date: date(invoice.dueAt) }),
      {
        width,
      },
    );
  }
  doc.moveDown(1);
  doc.font('Bold').fontSize(12).fillColor(INK).text(m.howToPay.title);
  doc.moveDown(0.3);
  const bank = paymentDetails(invoice, m.howToPay);
  doc.fontSize(10);
  for (const [label, value] of bank) {
    const top = doc.y;
    doc.font('Body').fillColor(MUTED).text(label, MARGIN, top, { lineBreak: false });
    doc
      .font('Bold')
      .fillColor(INK)
      .text(value, MARGIN + 120, top, { width: width - 120 });
  }
  doc.moveDown(1.5);
  doc
    .font('Body')
    .fontSize(9)
    .fillColor(MUTED)
    .text(
      fill(m.questions, { phone: invoice.issuer.phone, number: invoice.number }),
      MARGIN,
      doc.y,
      {
        width,
      },
    );
  doc.end();
  return done;
}

/** The PDF of a stored invoice by its number, with its file name; undefined when there is none. */
export async function storedInvoicePdf(
  db: Kysely<Database>,
  number: string,
): Promise<{ filename: string; content: Buffer } | undefined> {
  const row = await findInvoiceByNumber(db, number);
  const invoice = row && (await customerInvoice(db, row.id));
  if (!invoice) return undefined;
  return { filename: invoiceFileName(invoice.number), content: await invoicePdf(invoice) };
}

/** Answers with an invoice's PDF, shown in the browser and saved under its number. */
export async function sendInvoicePdf(
  reply: FastifyReply,
  invoice: CustomerInvoice,
): Promise<FastifyReply> {
  return reply
    .header('content-disposition', `inline; filename="${invoiceFileName(invoice.number)}"`)
    .type('application/pdf')
    .send(await invoicePdf(invoice));
}
