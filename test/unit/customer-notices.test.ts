import { describe, expect, it } from 'vitest';
import { brand } from '../../src/shared/brand';
import type { OutgoingMail } from '../../src/server/db/repositories/outbox';
import {
  type PaymentReceipt,
  paymentReceipt,
  siteDeliveredNotice,
} from '../../src/server/mail/customer-notices';
import { codeFacts as facts } from '../../src/server/content/code-content';
import { visitorMailWords } from '../../src/server/mail/visitor-mail-words';
import type { Lang } from '../../src/shared/i18n/lang';
import { toea } from '../../src/shared/money';
import { notices as englishNotices } from '../../src/shared/words/en/notices';

// Issue 43, point 2: the receipt and the delivery notice, whole in the customer's language.

const orderUrl = 'https://kumuldigital.com.pg/tpi/order?token=abc';

const receipt = (lang: Lang, left: 'due' | 'to-invoice' | 'none'): PaymentReceipt => ({
  lang,
  customerName: 'John Wari',
  customerEmail: 'john@example.com',
  quoteReference: 'Q-NZXP-57',
  invoiceNumber: 'INV-2026-0002',
  payment: {
    amount: toea(50_000),
    paidOn: '2026-11-29',
    method: 'mobile-money',
    bankReference: left === 'due' ? 'MM-77812' : '',
  },
  invoiceLeft: toea(left === 'due' ? 72_500 : 0),
  orderLeft: toea(left === 'none' ? 0 : left === 'due' ? 195_000 : 122_500),
  nextDue:
    left === 'due'
      ? { number: 'INV-2026-0002', amount: toea(72_500), dueAt: '2026-12-05T13:59:59.999Z' }
      : null,
});

const mailsIn = (lang: Lang): OutgoingMail[] => [
  ...(['due', 'to-invoice', 'none'] as const).map((left) =>
    paymentReceipt({ receipt: receipt(lang, left), orderUrl, facts, texts: {} }),
  ),
  siteDeliveredNotice({
    delivery: {
      lang,
      customerName: 'John Wari',
      customerEmail: 'john@example.com',
      quoteReference: 'Q-NZXP-57',
      siteUrl: 'https://warikaibar.com.pg/',
    },
    orderUrl,
    facts,
    texts: {},
  }),
];

/** Every string of a word tree. */
const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(strings)
      : [];

const asWords = (piece: string) =>
  new RegExp(
    `(?<![\\p{L}\\p{N}])${piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`,
    'u',
  );

/**
 * The English words these mails are written from, cut at their {values}: each piece of three
 * letters or more. A Tok Pisin string the same as its English twin is English left untranslated,
 * so it counts too.
 */
const englishPieces = [...strings(englishNotices), ...strings(visitorMailWords.en)].flatMap(
  (english) =>
    english
      .split(/\{[^}]*\}|\n/)
      .map((piece) => piece.replace(/^[\s\p{P}\p{S}\d]+|[\s\p{P}\p{S}\d]+$/gu, ''))
      .filter((piece) => (piece.match(/\p{L}/gu) ?? []).length >= 3),
);

// What a reader reads: the subject, the text and the HTML's words, without the links' addresses.
const read = (mail: OutgoingMail) =>
  `${mail.subject}\n${mail.text}\n${mail.html.replace(/<[^>]*>/g, ' ')}`.replace(
    /https?:\/\/\S+/g,
    '',
  );
const englishIn = (mail: OutgoingMail) =>
  englishPieces.filter((piece) => asWords(piece).test(read(mail)));

describe('the receipt and the delivery notice', () => {
  it('in English read as English words (the check below can fail)', () => {
    for (const mail of mailsIn('en')) expect(englishIn(mail).length).toBeGreaterThan(3);
  });

  it('in Tok Pisin carry none of the English strings: subject, headings, labels, footer', () => {
    for (const mail of mailsIn('tpi')) {
      expect({ subject: mail.subject, english: englishIn(mail) }).toEqual({
        subject: mail.subject,
        english: [],
      });
      expect(mail.html).toContain('<html lang="tpi">');
    }
  });

  it('tell a part payment what is left on the invoice and the order, and the due day', () => {
    const [due, toInvoice, none] = mailsIn('tpi');
    expect(due?.text).toMatch(/Mani mipela i kisim:\s+K500\.00/);
    expect(due?.text).toMatch(/Yu baim long:\s+Mobail mani/);
    expect(due?.text).toMatch(/Referens bilong bank:\s+MM-77812/);
    expect(due?.text).toMatch(/Mani i stap yet long INV-2026-0002:\s+K725\.00/);
    expect(due?.text).toMatch(/Mani i stap yet long oda bilong yu:\s+K1,950\.00/);
    expect(due?.text).toMatch(/Las de bilong baim:\s+5 Disemba 2026/);
    expect(due?.text).toContain(orderUrl);
    expect(toInvoice?.text).not.toContain('Referens bilong bank');
    expect(toInvoice?.text).toContain(
      'Bihain mipela bai i salim invois long K1,225.00 i stap yet.',
    );
    expect(none?.text).toContain('Yu baim olgeta mani bilong oda bilong yu pinis.');
    expect(none?.text).not.toContain('Las de bilong baim');
  });

  it('say the texts owners published in the customer’s language, placeholders filled (decision 131)', () => {
    const texts = {
      'notices:notices.receipt.subject': 'Risit {number}: {amount} i kamap – {brand}',
      'notices:notices.methods.mobile-money': 'Mani long fon',
      'mail:mail.orderLink': 'Lukim oda bilong yu',
    };
    const mail = paymentReceipt({ receipt: receipt('tpi', 'due'), orderUrl, facts, texts });
    expect(mail.subject).toBe(`Risit INV-2026-0002: K500.00 i kamap – ${brand.name}`);
    expect(mail.text).toMatch(/Yu baim long:\s+Mani long fon/);
    expect(mail.text).toContain(`Lukim oda bilong yu:\n${orderUrl}`);
  });

  it('give the delivered site’s address as text and as a link', () => {
    const delivery = mailsIn('en').at(-1);
    expect(delivery?.kind).toBe('site-delivered');
    expect(delivery?.text).toMatch(/Address:\s+https:\/\/warikaibar\.com\.pg\//);
    expect(delivery?.html).toContain('href="https://warikaibar.com.pg/"');
    expect(delivery?.text).toContain('30-day warranty');
  });
});
