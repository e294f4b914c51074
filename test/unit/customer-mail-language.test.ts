import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { toea } from '../../src/shared/money';
import { describe, expect, it } from 'vitest';
import type { OutgoingMail } from '../../src/server/db/repositories/outbox';
import {
  type CustomerMailKind,
  agencyMailKinds,
  customerMails,
} from '../../src/server/mail/customer-mails';
import { codeFacts as facts } from '../../src/server/content/code-content';
import type { MailSettings } from '../../src/server/mail/messages';
import { priceQuote } from '../../src/server/quotes/pricing';
import { templates } from '../../src/shared/catalogue';
import { fill } from '../../src/shared/i18n/format';
import type { Lang } from '../../src/shared/i18n/lang';
import type { AdminQuote } from '../../src/shared/schemas/admin';
import type { CustomerInvoice } from '../../src/shared/schemas/invoice';
import { QuoteRequestSchema } from '../../src/shared/schemas/quote-request';
import { invoice as englishInvoice } from '../../src/shared/words/en/invoice';
import { invoice as tokPisinInvoice } from '../../src/shared/words/tpi/invoice';
import { wordEntries } from '../../src/shared/words/word-index';
import { quote as quoteRequest } from '../helpers/payloads';

// Issue 43, point 5: a customer's mail is whole in their language, subject, headings, totals and
// footer included. Every registered kind is composed in Tok Pisin and searched for English.

const settings: MailSettings = {
  agencyTo: 'hello@kumuldigital.com.pg',
  publicUrl: 'https://kumuldigital.com.pg',
};
const invoiceWords = { en: englishInvoice, tpi: tokPisinInvoice };
// The code's words: no text published.
const texts = {};

const priced = (lang: Lang) =>
  priceQuote(
    QuoteRequestSchema.parse({ ...quoteRequest, lang, treeContribution: { extraTrees: 2 } }),
  );

const adminQuote = (lang: Lang): AdminQuote => {
  const quote = priced(lang);
  return {
    reference: 'Q-NZXP-57',
    receivedAt: '2026-11-20T01:00:00.000Z',
    status: 'contacted',
    note: '',
    overdue: false,
    firstAnsweredAt: null,
    customer: quote.customer,
    message: quote.message,
    lang,
    items: quote.lines.map(({ templateId, title, unitPrice, quantity, lineTotal }) => ({
      templateId,
      title,
      unitPrice,
      quantity,
      lineTotal,
    })),
    totalAmount: quote.totalAmount,
    totalItems: quote.totalItems,
    usdEstimate: '612.50',
    extraTrees: quote.extraTrees,
    contributionAmount: quote.contributionAmount,
    treesFunded: quote.treesFunded,
    money: null,
  };
};

const customerInvoice = (lang: Lang, gst: boolean): CustomerInvoice => {
  const lines = invoiceWords[lang].lines;
  return {
    number: 'INV-2026-0002',
    kind: 'deposit',
    lang,
    quoteReference: 'Q-NZXP-57',
    customerName: 'John Wari',
    customerCompany: 'Wari Builders',
    customerEmail: 'john@example.com',
    issuedAt: '2026-11-21T01:00:00.000Z',
    dueAt: '2026-12-05T13:59:59.999Z',
    lines: [
      {
        description: fill(lines.deposit, {
          description: fill(lines.madeFor, { title: 'Tropical Eats', name: 'Wari Kai Bar' }),
        }),
        quantity: 1,
        amount: toea(137_500),
        gst: toea(12_500),
      },
      { description: lines.extraTrees, quantity: 2, amount: toea(1_000), gst: toea(0) },
    ],
    gst: gst ? { rateBasisPoints: 1000, tin: '500123456' } : null,
    net: toea(126_000),
    gstTotal: toea(12_500),
    total: toea(138_500),
    paid: toea(50_000),
    balance: toea(88_500),
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
};

const links = {
  url: 'https://kumuldigital.com.pg/tpi/invoice?token=abc',
  orderUrl: 'https://kumuldigital.com.pg/tpi/order?token=def',
};

/**
 * Examples of each registered kind, in a language: the type asks for one as soon as a kind is
 * registered in src/server/mail/customer-mails.ts.
 */
const examples: { [K in CustomerMailKind]: (lang: Lang) => OutgoingMail[] } = {
  'quote-visitor': (lang) => [
    customerMails['quote-visitor'](settings, {
      reference: 'Q-NZXP-57',
      quote: priced(lang),
      orderUrl: links.orderUrl,
      facts,
      texts,
    }),
  ],
  'quote-reply': (lang) =>
    [
      undefined,
      { url: 'https://x.test/tpi/accept?token=t', expiresAt: '2026-12-20T00:00:00Z' },
    ].map((accept) =>
      customerMails['quote-reply']({
        quote: adminQuote(lang),
        text: 'Halo John,\n\nKwot bilong yu i redi.',
        accept,
        orderUrl: links.orderUrl,
        facts,
        texts,
      }),
    ),
  invoice: (lang) =>
    [true, false].map((gst) =>
      customerMails.invoice({ invoice: customerInvoice(lang, gst), links, facts, texts }),
    ),
  'invoice-reminder': (lang) =>
    ([1, 2] as const).flatMap((reminder) =>
      [links, undefined].map((withLinks) =>
        customerMails['invoice-reminder']({
          invoice: customerInvoice(lang, true),
          links: withLinks,
          reminder,
          facts,
          texts,
        }),
      ),
    ),
  'newsletter-confirm': (lang) => [
    customerMails['newsletter-confirm'](settings, {
      email: 'reader@example.com',
      name: 'Reader',
      lang,
      confirmUrl: 'https://kumuldigital.com.pg/newsletter/confirm?token=abc',
      facts,
      texts,
    }),
  ],
  'loyalty-welcome': (lang) => [
    customerMails['loyalty-welcome'](settings, {
      lang,
      texts,
      member: {
        fullName: 'Grace Kila',
        email: 'grace@example.com',
        phone: '+675 7000 1234',
        dateOfBirth: '1990-04-02',
        memberNumber: 'PB-123456',
        tier: 'Silver',
        points: 100,
        totalNights: 0,
        totalSpent: 0,
      },
    }),
  ],
  'payment-receipt': (lang) =>
    (['due', 'none'] as const).map((left) =>
      customerMails['payment-receipt']({
        receipt: {
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
          orderLeft: toea(left === 'due' ? 195_000 : 0),
          nextDue:
            left === 'due'
              ? { number: 'INV-2026-0002', amount: toea(72_500), dueAt: '2026-12-05T13:59:59.999Z' }
              : null,
        },
        orderUrl: links.orderUrl,
        facts,
        texts,
      }),
    ),
  'site-delivered': (lang) => [
    customerMails['site-delivered']({
      delivery: {
        lang,
        customerName: 'John Wari',
        customerEmail: 'john@example.com',
        quoteReference: 'Q-NZXP-57',
        siteUrl: 'https://warikaibar.com.pg/',
        editUrl: 'https://kumuldigital.com.pg/site-editor#token',
      },
      orderUrl: links.orderUrl,
      facts,
      texts,
    }),
  ],
  'site-message': (lang) => [
    customerMails['site-message']({
      message: {
        lang,
        customerEmail: 'john@example.com',
        address: 'https://wari-kai-bar.sites.kumuldigital.com.pg',
        form: 'Book a table',
        fields: [
          ['name', 'Grace Kila'],
          ['email', 'grace@example.com'],
        ],
      },
      facts,
      texts,
    }),
  ],
  'site-sign-in': (lang) => [
    customerMails['site-sign-in']({
      signIn: {
        lang,
        customerEmail: 'john@example.com',
        address: 'https://wari-kai-bar.sites.kumuldigital.com.pg',
        editUrl: 'https://kumuldigital.com.pg/site-editor#token',
      },
      facts,
      texts,
    }),
  ],
  'site-loyalty-welcome': (lang) => [
    customerMails['site-loyalty-welcome']({
      welcome: {
        lang,
        member: {
          fullName: 'Grace Kila',
          email: 'grace@example.com',
          phone: '',
          dateOfBirth: '',
          memberNumber: 'PR-12345678',
          tier: 'Silver',
          points: 100,
          totalNights: 0,
          totalSpent: 0,
        },
        business: 'Madang Bay Lodge',
        address: 'https://madang-bay-lodge.sites.kumuldigital.com.pg',
        replyTo: 'stay@madangbay.com.pg',
      },
      texts,
    }),
  ],
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const asWords = (phrase: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${escape(phrase).replace(/ /g, '\\s+')}(?![\\p{L}\\p{N}])`, 'iu');

/**
 * The English words' sentences and phrases, cut at their {values}: each piece of three letters or
 * more that no Tok Pisin string also holds (names, GST, the brand and the months stay as they are).
 */
function englishPieces(): string[] {
  // Template titles are names: a Tok Pisin mail writes them as they are.
  const tokPisin = [
    ...wordEntries('tpi').map((entry) => entry.text),
    ...templates.map((t) => t.title),
  ].join('\n');
  const pieces = new Set<string>();
  for (const { text } of wordEntries('en')) {
    for (const raw of text.split(/\{[^}]*\}|\n/)) {
      const piece = raw.replace(/^[\s\p{P}\p{S}\d]+|[\s\p{P}\p{S}\d]+$/gu, '').replace(/\s+/g, ' ');
      if ((piece.match(/\p{L}/gu) ?? []).length < 3) continue;
      if (asWords(piece).test(tokPisin)) continue;
      pieces.add(piece);
    }
  }
  return [...pieces];
}

const english = englishPieces();
// What a reader reads: the subject and the text part, without the links' addresses.
const englishIn = (mail: OutgoingMail) => {
  const read = `${mail.subject}\n${mail.text}`.replace(/https?:\/\/\S+/g, '');
  return english.filter((piece) => asWords(piece).test(read));
};

describe('every mail a customer receives', () => {
  it('is registered, or is the agency’s own (a new kind must be one or the other)', () => {
    const dir = join(import.meta.dirname, '../../src/server/mail');
    const written = new Set(
      readdirSync(dir)
        .filter((file) => file.endsWith('.ts'))
        .flatMap((file) =>
          [...readFileSync(join(dir, file), 'utf8').matchAll(/kind: '([a-z-]+)'/g)].map(
            (match) => match[1],
          ),
        ),
    );
    const known = new Set<string>([...Object.keys(customerMails), ...agencyMailKinds]);
    expect([...written].filter((kind) => kind && !known.has(kind))).toEqual([]);
  });

  it('sees the English words in an English mail (the check can fail)', () => {
    const [mail] = examples['quote-reply']('en');
    if (!mail) throw new Error('No example');
    expect(englishIn(mail)).toEqual(expect.arrayContaining(['Your quote request']));
  });

  it.each(Object.keys(customerMails) as CustomerMailKind[])(
    '%s in Tok Pisin carries no English sentence or heading',
    (kind) => {
      const mails = examples[kind]('tpi');
      expect(mails.length).toBeGreaterThan(0);
      for (const mail of mails) {
        expect(mail.kind).toBe(kind);
        expect(mail.html).toContain('<html lang="tpi">');
        expect({ subject: mail.subject, english: englishIn(mail) }).toEqual({
          subject: mail.subject,
          english: [],
        });
      }
    },
  );
});
