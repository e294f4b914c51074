import { brand } from '../../shared/brand';
import { dayInPortMoresby, fill, formatDate } from '../../shared/i18n/format';
import type { Lang } from '../../shared/i18n/lang';
import { type PaymentMethod, formatToea } from '../../shared/invoice';
import { type NoticeWords, notices as english } from '../../shared/words/en/notices';
import { notices as tokPisin } from '../../shared/words/tpi/notices';
import { type Texts, areaKey, withTexts } from '../../shared/words/texts';
import type { Toea } from '../../shared/money';
import type { LoyaltyMember } from '../../shared/schemas/loyalty';
import type { OutgoingMail } from '../db/repositories/outbox';
import { type AgencyFacts, factsInMail } from './agency-facts';
import { type MailBlock, renderMail } from './compose';
import { agencyFooter, loyaltyWelcomeBlocks, visitorName } from './messages';
import { type VisitorMailWords, mailWordsIn } from './visitor-mail-words';

/**
 * What tells a customer where their order stands (issue 43, point 2): a receipt for each payment
 * staff record, and the notice that their site is delivered. Each is a plain function of its
 * facts and the customer's language, queued by the caller in the transaction that made the facts.
 */

const noticeWords: Readonly<Record<Lang, NoticeWords>> = { en: english, tpi: tokPisin };

/** The notices' words in `lang` with the texts owners published in it (decision 131). */
const noticeWordsIn = (lang: Lang, texts: Texts): NoticeWords =>
  withTexts(noticeWords[lang], areaKey('notices'), texts);

/** A payment as its receipt tells it, with what is left to pay afterwards (money in toea). */
export interface PaymentReceipt {
  lang: Lang;
  customerName: string;
  customerEmail: string;
  quoteReference: string;
  invoiceNumber: string;
  payment: { amount: Toea; paidOn: string; method: PaymentMethod; bankReference: string };
  /** Still to pay on this invoice after the payment. */
  invoiceLeft: Toea;
  /** Still to pay on the whole order: its invoices' balances and what is not invoiced yet. */
  orderLeft: Toea;
  /** The invoice to pay next and its due day; null when nothing invoiced is still due. */
  nextDue: { number: string; amount: Toea; dueAt: string } | null;
}

/** A delivered order: the site's address, which staff gave when they marked it delivered. */
export interface SiteDelivered {
  lang: Lang;
  customerName: string;
  customerEmail: string;
  quoteReference: string;
  siteUrl: string;
  /** The site's editor, when the product made the site (issue 46). */
  editUrl?: string;
}

/** A sign-in link to a delivered site's editor (issue 46). */
export interface SiteSignIn {
  lang: Lang;
  customerEmail: string;
  /** The site's address. */
  address: string;
  editUrl: string;
}

const greeting = (words: VisitorMailWords, name: string): MailBlock => {
  const shown = visitorName(name);
  return {
    type: 'paragraph',
    text: shown ? fill(words.greeting, { name: shown }) : words.greetingWithoutName,
  };
};

/** A day stored as YYYY-MM-DD (the day the money arrived), written in the customer's language. */
const day = (lang: Lang, isoDay: string) => formatDate(lang, new Date(`${isoDay}T00:00:00.000Z`));

/** What the receipt says is still to do: pay the next invoice, wait for one, or nothing. */
function whatIsLeft(receipt: PaymentReceipt, words: NoticeWords['receipt']): MailBlock[] {
  const { lang, nextDue } = receipt;
  if (receipt.orderLeft === 0) return [{ type: 'paragraph', text: words.orderPaid }];
  const paid: MailBlock[] =
    receipt.invoiceLeft === 0
      ? [{ type: 'paragraph', text: fill(words.invoicePaid, { number: receipt.invoiceNumber }) }]
      : [];
  if (nextDue) {
    const text = fill(words.payBy, {
      amount: formatToea(nextDue.amount),
      date: formatDate(lang, dayInPortMoresby(nextDue.dueAt)),
      number: nextDue.number,
    });
    return [...paid, { type: 'paragraph', text }];
  }
  return [
    ...paid,
    { type: 'paragraph', text: fill(words.toInvoice, { amount: formatToea(receipt.orderLeft) }) },
  ];
}

/** A receipt for one payment, part or final, in the customer's language, linking to the order. */
export function paymentReceipt({
  receipt,
  orderUrl,
  facts,
  texts,
}: {
  receipt: PaymentReceipt;
  orderUrl: string;
  facts: AgencyFacts;
  texts: Texts;
}): OutgoingMail {
  const { lang, payment } = receipt;
  const notices = noticeWordsIn(lang, texts);
  const words = notices.receipt;
  const mailWords = mailWordsIn(lang, texts);
  const values = {
    amount: formatToea(payment.amount),
    number: receipt.invoiceNumber,
    brand: brand.name,
  };
  const subject = fill(words.subject, values);
  const due = receipt.nextDue;
  return {
    kind: 'payment-receipt',
    audience: 'staff',
    to: receipt.customerEmail,
    replyTo: brand.mailboxes.quotes,
    subject,
    ...renderMail({
      lang,
      title: words.title,
      blocks: [
        greeting(mailWords, receipt.customerName),
        { type: 'paragraph', text: fill(words.intro, values) },
        {
          type: 'fields',
          rows: [
            [words.amount, formatToea(payment.amount)],
            [words.date, day(lang, payment.paidOn)],
            [words.method, notices.methods[payment.method]],
            ...(payment.bankReference
              ? [[words.bankReference, payment.bankReference] as const]
              : []),
            [words.invoice, receipt.invoiceNumber],
            [words.order, receipt.quoteReference],
          ],
        },
        { type: 'heading', text: words.leftHeading },
        {
          type: 'fields',
          rows: [
            [
              fill(words.leftOnInvoice, { number: receipt.invoiceNumber }),
              formatToea(receipt.invoiceLeft),
            ],
            [words.leftOnOrder, formatToea(receipt.orderLeft)],
            ...(due
              ? [[words.dueDay, formatDate(lang, dayInPortMoresby(due.dueAt))] as const]
              : []),
          ],
        },
        ...whatIsLeft(receipt, words),
        { type: 'link', label: mailWords.orderLink, href: orderUrl },
      ],
      footer: agencyFooter(mailWords, facts),
    }),
  };
}

/** The site is delivered: its address, what to check, how to ask for changes, the warranty. */
export function siteDeliveredNotice({
  delivery,
  orderUrl,
  facts,
  texts,
}: {
  delivery: SiteDelivered;
  orderUrl: string;
  facts: AgencyFacts;
  texts: Texts;
}): OutgoingMail {
  const { lang } = delivery;
  const words = noticeWordsIn(lang, texts).delivery;
  const mailWords = mailWordsIn(lang, texts);
  const shown = factsInMail(facts, mailWords);
  const values = {
    brand: brand.name,
    reference: delivery.quoteReference,
    phone: shown.phone,
    hours: shown.hours,
  };
  return {
    kind: 'site-delivered',
    audience: 'staff',
    to: delivery.customerEmail,
    replyTo: brand.mailboxes.quotes,
    subject: fill(words.subject, values),
    ...renderMail({
      lang,
      title: words.title,
      blocks: [
        greeting(mailWords, delivery.customerName),
        { type: 'paragraph', text: fill(words.intro, values) },
        { type: 'fields', rows: [[words.address, delivery.siteUrl]] },
        { type: 'link', label: words.open, href: delivery.siteUrl },
        { type: 'heading', text: words.nextHeading },
        { type: 'paragraph', text: words.check },
        { type: 'paragraph', text: fill(words.changes, values) },
        ...(delivery.editUrl
          ? ([
              { type: 'heading', text: words.edit },
              { type: 'paragraph', text: words.editHow },
              { type: 'link', label: words.edit, href: delivery.editUrl },
            ] satisfies MailBlock[])
          : []),
        { type: 'paragraph', text: words.warranty },
        { type: 'link', label: mailWords.orderLink, href: orderUrl },
      ],
      footer: agencyFooter(mailWords, facts),
    }),
  };
}

/** The link to a delivered site's editor its owner asked for: valid one hour. */
export function siteSignInNotice({
  signIn,
  facts,
  texts,
}: {
  signIn: SiteSignIn;
  facts: AgencyFacts;
  texts: Texts;
}): OutgoingMail {
  const { lang } = signIn;
  const words = noticeWordsIn(lang, texts).siteSignIn;
  const mailWords = mailWordsIn(lang, texts);
  return {
    kind: 'site-sign-in',
    audience: 'visitor',
    to: signIn.customerEmail,
    replyTo: brand.mailboxes.quotes,
    subject: fill(words.subject, { brand: brand.name }),
    ...renderMail({
      lang,
      title: words.title,
      blocks: [
        { type: 'paragraph', text: fill(words.intro, { address: signIn.address }) },
        { type: 'link', label: words.open, href: signIn.editUrl },
        { type: 'paragraph', text: words.expires },
      ],
      footer: agencyFooter(mailWords, facts),
    }),
  };
}

/** A message a visitor sent through a delivered site's form (issue 46), to the site's owner. */
export interface SiteMessage {
  lang: Lang;
  customerEmail: string;
  address: string;
  form: string;
  fields: readonly (readonly [string, string])[];
}

export function siteMessageNotice({
  message,
  facts,
  texts,
}: {
  message: SiteMessage;
  facts: AgencyFacts;
  texts: Texts;
}): OutgoingMail {
  const { lang } = message;
  const words = noticeWordsIn(lang, texts).siteMessage;
  const mailWords = mailWordsIn(lang, texts);
  const values = { form: message.form, address: message.address, brand: brand.name };
  const email = message.fields.find(([name]) => /e-?mail/i.test(name))?.[1];
  return {
    kind: 'site-message',
    audience: 'visitor',
    to: message.customerEmail,
    replyTo: email && /^[^\s@]+@[^\s@]+$/.test(email) ? email : brand.mailboxes.quotes,
    subject: fill(words.subject, values),
    ...renderMail({
      lang,
      title: words.title,
      blocks: [
        { type: 'paragraph', text: fill(words.intro, values) },
        { type: 'fields', rows: message.fields.map(([name, value]) => [name, value]) },
        { type: 'paragraph', text: fill(words.reply, values) },
      ],
      footer: agencyFooter(mailWords, facts),
    }),
  };
}

/** A guest who joined a delivered resort's loyalty programme (decision 138), and whose it is. */
export interface SiteLoyaltyWelcome {
  lang: Lang;
  member: LoyaltyMember;
  /** The site's business, as its page names it. */
  business: string;
  /** The site's address: 'https://paradise-bay.sites.example'. */
  address: string;
  /** Where a reply goes: the business's email, else its owner's. */
  replyTo: string;
}

/** The welcome of a delivered resort's new member: in the business's name, nothing of the agency's. */
export function siteLoyaltyWelcomeNotice({
  welcome,
  texts,
}: {
  welcome: SiteLoyaltyWelcome;
  texts: Texts;
}): OutgoingMail {
  const { lang, member } = welcome;
  const words = noticeWordsIn(lang, texts).siteLoyalty;
  const mailWords = mailWordsIn(lang, texts);
  const values = {
    business: welcome.business,
    address: welcome.address,
    rewards: `${welcome.address}/rewards`,
    memberNumber: member.memberNumber,
  };
  return {
    kind: 'site-loyalty-welcome',
    audience: 'visitor',
    to: member.email,
    replyTo: welcome.replyTo,
    subject: fill(words.subject, values),
    ...renderMail({
      lang,
      title: words.title,
      blocks: loyaltyWelcomeBlocks(mailWords, member, fill(words.thanks, values)),
      footer: [{ type: 'paragraph', text: fill(words.footer, values) }],
    }),
  };
}
