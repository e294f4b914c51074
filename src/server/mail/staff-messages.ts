import { brand } from '../../shared/brand';
import { dayInPortMoresby, fill, formatDate, plural } from '../../shared/i18n/format';
import { formatToea } from '../../shared/invoice';
import { formatMoney, kina } from '../../shared/money';
import type { AdminQuote } from '../../shared/schemas/admin';
import type { CustomerInvoice } from '../../shared/schemas/invoice';
import { invoice as englishInvoice } from '../../shared/words/en/invoice';
import { invoice as tokPisinInvoice } from '../../shared/words/tpi/invoice';
import type { Texts } from '../../shared/words/texts';
import type { OutgoingMail } from '../db/repositories/outbox';
import { type AgencyFacts, factsInMail } from './agency-facts';
import { type MailBlock, renderMail } from './compose';
import { agencyFooter } from './messages';
import { type VisitorMailWords, mailWordsIn } from './visitor-mail-words';

/** Mails a signed-in staff member writes from the inbox (audience 'staff': never held back). */

/** An accept link mailed with a reply: in the customer's language, whatever the reply's. */
export interface AcceptLinkInMail {
  url: string;
  expiresAt: string;
}

const invoiceWords = { en: englishInvoice, tpi: tokPisinInvoice } as const;

function acceptBlocks(
  quote: AdminQuote,
  accept: AcceptLinkInMail,
  { accept: words }: VisitorMailWords,
): MailBlock[] {
  const date = formatDate(quote.lang, dayInPortMoresby(accept.expiresAt));
  return [
    { type: 'heading', text: words.heading },
    { type: 'link', label: words.link, href: accept.url },
    { type: 'paragraph', text: fill(words.validUntil, { date }) },
  ];
}

/**
 * A reply to a quote request: the staff's words, then what the customer asked for, with the
 * reference in the subject and the agency's quotes mailbox as Reply-To, so answers come back to us;
 * with a link to accept the quote when staff ask for one (decision 097).
 */
export function quoteReply({
  quote,
  text,
  accept,
  orderUrl,
  facts,
  texts,
}: {
  quote: AdminQuote;
  text: string;
  accept?: AcceptLinkInMail | undefined;
  orderUrl: string;
  facts: AgencyFacts;
  texts: Texts;
}): OutgoingMail {
  const words = mailWordsIn(quote.lang, texts);
  const shown = factsInMail(facts, words);
  const values = { reference: quote.reference, brand: brand.name };
  return {
    kind: 'quote-reply',
    audience: 'staff',
    to: quote.customer.email,
    replyTo: brand.mailboxes.quotes,
    subject: fill(words.quote.subject, values),
    ...renderMail({
      lang: quote.lang,
      title: fill(words.reply.title, values),
      blocks: [
        { type: 'paragraph', text },
        { type: 'heading', text: fill(words.reply.heading, values) },
        {
          type: 'lines',
          lines: [
            ...quote.items.map((item) => ({
              label: fill(words.quoteLine, {
                quantity: item.quantity,
                title: item.title,
                price: formatMoney(kina(item.unitPrice)),
              }),
              amount: formatMoney(kina(item.lineTotal)),
            })),
            {
              label: plural(words.quoteTotal, quote.totalItems),
              amount: formatMoney(kina(quote.totalAmount)),
              strong: true,
            },
          ],
        },
        ...(accept ? acceptBlocks(quote, accept, words) : []),
        { type: 'link', label: words.orderLink, href: orderUrl },
        {
          type: 'paragraph',
          text: fill(words.reply.closing, {
            phone: shown.phone,
            hours: shown.hours,
            reference: quote.reference,
          }),
        },
      ],
      footer: agencyFooter(words, facts),
    }),
  };
}

/**
 * An invoice to its customer, in their language, with its PDF attached and a link to its page
 * (decision 098): the reference to give with the transfer, and the bank's details. A reminder
 * (step 1 on the due day, 2 a week later) says so first, with what is still to pay.
 */
export function invoiceMail({
  invoice,
  links,
  reminder,
  facts,
  texts,
}: {
  invoice: CustomerInvoice;
  /** The invoice's page and the order's; none in a reminder after staff revoked them (104). */
  links: { url: string; orderUrl: string } | undefined;
  reminder?: 1 | 2 | undefined;
  facts: AgencyFacts;
  texts: Texts;
}): OutgoingMail {
  const words = mailWordsIn(invoice.lang, texts);
  const document = invoice.gst
    ? invoiceWords[invoice.lang].taxInvoice
    : invoiceWords[invoice.lang].invoice;
  const values = {
    document,
    number: invoice.number,
    brand: brand.name,
    amount: formatToea(reminder ? invoice.balance : invoice.total),
    date: formatDate(invoice.lang, dayInPortMoresby(invoice.dueAt)),
    bank: invoice.bank.bank,
    accountNumber: invoice.bank.accountNumber,
    accountName: invoice.bank.accountName,
  };
  const subject = reminder
    ? fill(reminder === 1 ? words.reminder.subject : words.reminder.subjectLate, values)
    : fill(words.invoice.subject, values);
  const opening: MailBlock[] = reminder
    ? [
        { type: 'paragraph', text: fill(words.reminder.intro, values) },
        { type: 'paragraph', text: words.reminder.alreadyPaid },
      ]
    : [{ type: 'paragraph', text: fill(words.invoice.intro, values) }];
  return {
    kind: reminder ? 'invoice-reminder' : 'invoice',
    audience: 'staff',
    to: invoice.customerEmail,
    replyTo: brand.mailboxes.quotes,
    subject,
    attachments: [{ invoiceNumber: invoice.number }],
    ...renderMail({
      lang: invoice.lang,
      title: reminder ? subject : fill(words.invoice.title, values),
      blocks: [
        ...opening,
        {
          type: 'lines',
          lines: [
            ...invoice.lines.map((line) => ({
              label: line.description,
              amount: formatToea(line.amount),
            })),
            {
              label: invoiceWords[invoice.lang].total,
              amount: formatToea(invoice.total),
              strong: true,
            },
          ],
        },
        { type: 'paragraph', text: fill(words.invoice.howToPay, values) },
        ...(links
          ? ([
              { type: 'link', label: words.invoice.link, href: links.url },
              { type: 'link', label: words.orderLink, href: links.orderUrl },
            ] satisfies MailBlock[])
          : []),
      ],
      footer: agencyFooter(words, facts),
    }),
  };
}
