import { brand } from '../../shared/brand';
import { type Plural, fill, plural } from '../../shared/i18n/format';
import { type Lang, langNames } from '../../shared/i18n/lang';
import { formatMoney, usdEstimate, kina } from '../../shared/money';
import type { Contact } from '../../shared/schemas/contact';
import type { LoyaltyMember } from '../../shared/schemas/loyalty';
import type { InlineAttachment, OutgoingMail } from '../db/repositories/outbox';
import type { PricedQuote } from '../quotes/pricing';
import { formatLocalTime } from '../time';
import { type AgencyFacts, factsInMail } from './agency-facts';
import { type MailBlock, type MailContent, renderMail } from './compose';
import type { Texts } from '../../shared/words/texts';
import { type VisitorMailWords, mailWordsIn, visitorMailWords } from './visitor-mail-words';

/** What every mail needs to know about where it is sent from. */
export interface MailSettings {
  agencyTo: string;
  publicUrl: string;
}

// One line of at most `max` characters: no control, invisible formatting or line-break characters
// (a header cannot hold them, and they can disguise what a mail says); cut between characters.
const oneLine = (value: string, max: number): string => {
  const chars = [...value.replace(/[\s\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+/gu, ' ').trim()];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : chars.join('');
};

export const VISITOR_NAME_MAX = 60;

/**
 * The only text a visitor typed that a mail to their (unproven) address carries: their name, on
 * one line and cut short, so nobody can make us mail their own words to someone else (decision 040).
 */
export const visitorName = (name: string): string => oneLine(name, VISITOR_NAME_MAX);

const greeting = (words: VisitorMailWords, name: string): string => {
  const shown = visitorName(name);
  return shown ? fill(words.greeting, { name: shown }) : words.greetingWithoutName;
};

const mail = (meta: Omit<OutgoingMail, 'text' | 'html'>, content: MailContent): OutgoingMail => ({
  ...meta,
  ...renderMail(content),
});

const english = visitorMailWords.en;
const templateCount: Plural = { one: '{count} template', other: '{count} templates' };

/** Who sends a customer's mail, in their language: name, address, phone, WhatsApp and hours. */
export const agencyFooter = (words: VisitorMailWords, facts: AgencyFacts): MailBlock[] => {
  const { address, phone, whatsapp, hours } = factsInMail(facts, words);
  return [
    {
      type: 'paragraph',
      text: fill(words.footer, { legalName: brand.legalName, address, phone, whatsapp, hours }),
    },
  ];
};

function quoteLines(quote: PricedQuote, words: VisitorMailWords): MailBlock {
  return {
    type: 'lines',
    lines: [
      ...quote.lines.map((line) => ({
        label: fill(words.quoteLine, {
          quantity: line.quantity,
          title: line.title,
          price: formatMoney(kina(line.unitPrice)),
        }),
        amount: formatMoney(kina(line.lineTotal)),
      })),
      {
        label: plural(words.quoteTotal, quote.totalItems),
        amount: formatMoney(kina(quote.totalAmount)),
        strong: true,
      },
      { label: words.usdEstimate, amount: `US$${usdEstimate(quote.totalAmount)}` },
    ],
  };
}

/**
 * What the customer tried each template with: the fields, the accent as a swatch and the logo as
 * an inline image, so the agency starts from what they saw (decision 050).
 */
function personalisations(
  quote: PricedQuote,
  reference: string,
): { blocks: MailBlock[]; attachments: InlineAttachment[] } {
  const blocks: MailBlock[] = [];
  const attachments: InlineAttachment[] = [];
  for (const { templateId, title, personalisation: tried, logo } of quote.lines) {
    if (!tried) continue;
    blocks.push(
      { type: 'heading', text: `${title}, tried with the customer's business` },
      {
        type: 'fields',
        rows: [
          ['Business name', tried.name],
          ['Tagline', tried.tagline],
          ['Phone', tried.phone],
          ['Email', tried.email],
          ['Town', tried.town],
        ],
      },
      { type: 'swatch', label: 'Accent colour', colour: tried.accent },
    );
    // Only the server's own encoding of the logo, stored once (decision 070).
    if (logo) {
      const cid = `logo-${templateId}-${reference.toLowerCase()}@kumul`;
      attachments.push({ cid, logoHash: logo.hash });
      blocks.push({ type: 'image', cid, alt: `Logo of ${tried.name || 'the customer'}` });
    }
  }
  return { blocks, attachments };
}

function treeFields(quote: PricedQuote, words: VisitorMailWords): MailBlock {
  return {
    type: 'fields',
    rows: [
      [
        words.extraTrees,
        quote.extraTrees > 0
          ? fill(words.extraTreesBought, {
              count: quote.extraTrees,
              amount: formatMoney(kina(quote.contributionAmount)),
            })
          : words.noExtraTrees,
      ],
      [words.treesFunded, fill(words.treesFundedValue, { count: quote.treesFunded })],
    ],
  };
}

/** To the agency: everything needed to answer, with the visitor as Reply-To. */
export function quoteNotification(
  settings: MailSettings,
  { reference, quote, receivedAt }: { reference: string; quote: PricedQuote; receivedAt: string },
): OutgoingMail {
  const answerBy = new Date(Date.parse(receivedAt) + 24 * 60 * 60 * 1000).toISOString();
  const { customer } = quote;
  const fields: Array<[string, string]> = [
    ['Name', customer.name],
    ['Email', customer.email],
    ['Phone', customer.phone],
    ['Company', customer.company],
    ['Requirements', customer.message],
    ['Language', langNames[quote.lang]],
  ];
  // The checkout sends the requirements twice (customer.message and message): show both only if they differ.
  if (quote.message && quote.message !== customer.message) fields.push(['Message', quote.message]);
  const tried = personalisations(quote, reference);
  return mail(
    {
      kind: 'quote-agency',
      attachments: tried.attachments,
      audience: 'agency',
      to: settings.agencyTo,
      replyTo: customer.email,
      subject: `Quote request ${reference} from ${oneLine(customer.name, 60)}: ${formatMoney(kina(quote.totalAmount))}, ${plural(templateCount, quote.totalItems)}`,
    },
    {
      title: `New quote request ${reference}`,
      blocks: [
        {
          type: 'paragraph',
          text: `Received ${formatLocalTime(receivedAt)} (Port Moresby time). The site promises an answer within 24 hours: by ${formatLocalTime(answerBy)}. Reply to this mail to write to the customer.`,
        },
        { type: 'heading', text: 'Customer' },
        { type: 'fields', rows: fields },
        { type: 'heading', text: 'Templates (priced from our catalogue)' },
        quoteLines(quote, english),
        ...tried.blocks,
        { type: 'heading', text: 'Green initiative' },
        treeFields(quote, english),
        {
          type: 'link',
          label: 'Open it in the inbox to set its status and add a note',
          href: `${settings.publicUrl}/admin/quotes/${reference}`,
        },
      ],
      footer: [
        { type: 'paragraph', text: `Reference ${reference}. Sent by the ${brand.name} site.` },
      ],
    },
  );
}

/** A quote its customer accepted through a link mailed with a reply (decision 097). */
export interface QuoteAcceptedMail {
  reference: string;
  customerName: string;
  customerEmail: string;
  totalAmount: number;
  acceptedAt: string;
}

/** To the agency: a customer accepted, so the invoice is next. */
export function quoteAcceptedNotification(
  settings: MailSettings,
  accepted: QuoteAcceptedMail,
): OutgoingMail {
  const { reference, customerName, customerEmail, totalAmount, acceptedAt } = accepted;
  return mail(
    {
      kind: 'quote-accepted',
      audience: 'agency',
      to: settings.agencyTo,
      replyTo: customerEmail,
      subject: `Quote ${reference} accepted by ${oneLine(customerName, 60)}: ${formatMoney(kina(totalAmount))}`,
    },
    {
      title: `Quote ${reference} accepted`,
      blocks: [
        {
          type: 'paragraph',
          text: `${oneLine(customerName, 60)} accepted quote ${reference} (${formatMoney(kina(totalAmount))}) on ${formatLocalTime(acceptedAt)} (Port Moresby time), through the link mailed with your reply. It is marked won.`,
        },
        {
          type: 'link',
          label: 'Open it in the inbox',
          href: `${settings.publicUrl}/admin/quotes/${reference}`,
        },
      ],
      footer: [
        { type: 'paragraph', text: `Reference ${reference}. Sent by the ${brand.name} site.` },
      ],
    },
  );
}

/**
 * To the visitor, in the language of the page they used: the reference, what they asked for
 * (catalogue titles and our prices), and what happens next. Of what they typed, only their name
 * (decision 040).
 */
export function quoteConfirmation(
  _settings: MailSettings,
  {
    reference,
    quote,
    orderUrl,
    facts,
    texts,
  }: {
    reference: string;
    quote: PricedQuote;
    orderUrl: string;
    facts: AgencyFacts;
    texts: Texts;
  },
): OutgoingMail {
  const words = mailWordsIn(quote.lang, texts);
  const shown = factsInMail(facts, words);
  return mail(
    {
      kind: 'quote-visitor',
      audience: 'visitor',
      to: quote.customer.email,
      replyTo: brand.mailboxes.quotes,
      subject: fill(words.quote.subject, { reference, brand: brand.name }),
    },
    {
      lang: quote.lang,
      title: words.quote.title,
      blocks: [
        { type: 'paragraph', text: greeting(words, quote.customer.name) },
        { type: 'paragraph', text: fill(words.quote.thanks, { reference }) },
        { type: 'heading', text: words.quote.askedFor },
        quoteLines(quote, words),
        treeFields(quote, words),
        { type: 'heading', text: words.quote.next },
        { type: 'paragraph', text: words.quote.within24Hours },
        { type: 'link', label: words.orderLink, href: orderUrl },
        {
          type: 'paragraph',
          text: fill(words.quote.questions, {
            mailbox: shown.email,
            phone: shown.phone,
            hours: shown.hours,
          }),
        },
      ],
      footer: agencyFooter(words, facts),
    },
  );
}

/** To the agency: a contact form message, including the sample resort's enquiries. */
export function contactNotification(
  settings: MailSettings,
  { reference, contact, receivedAt }: { reference: string; contact: Contact; receivedAt: string },
): OutgoingMail {
  const about = contact.service ? ` about ${oneLine(contact.service, 40)}` : '';
  return mail(
    {
      kind: 'contact-agency',
      audience: 'agency',
      to: settings.agencyTo,
      replyTo: contact.email,
      subject: `Message ${reference} from ${oneLine(contact.name, 60)}${about}`,
    },
    {
      title: `New message ${reference}`,
      blocks: [
        {
          type: 'paragraph',
          text: `Received ${formatLocalTime(receivedAt)} (Port Moresby time). The site promises a reply within 24 hours. Reply to this mail to write to the sender.`,
        },
        {
          type: 'fields',
          rows: [
            ['Name', contact.name],
            ['Email', contact.email],
            ['Phone', contact.phone],
            ['Service', contact.service],
            ['Message', contact.message],
            ['Language', langNames[contact.lang]],
          ],
        },
        {
          type: 'link',
          label: 'Open the inbox to mark it handled',
          href: `${settings.publicUrl}/admin/messages?q=${reference}`,
        },
      ],
      footer: [
        { type: 'paragraph', text: `Reference ${reference}. Sent by the ${brand.name} site.` },
      ],
    },
  );
}

/**
 * To an address typed into the newsletter form, in the language of its page: only a link to
 * confirm. Nothing else is mailed there until it is followed, and it carries no unsubscribe link,
 * as the address is not subscribed yet.
 */
export function newsletterConfirmation(
  _settings: MailSettings,
  {
    email,
    name,
    lang,
    confirmUrl,
    facts,
    texts,
  }: {
    email: string;
    name: string;
    lang: Lang;
    confirmUrl: string;
    facts: AgencyFacts;
    texts: Texts;
  },
): OutgoingMail {
  const words = mailWordsIn(lang, texts);
  return mail(
    {
      kind: 'newsletter-confirm',
      audience: 'visitor',
      to: email,
      subject: fill(words.newsletter.subject, { brand: brand.name }),
    },
    {
      lang,
      title: words.newsletter.title,
      blocks: [
        { type: 'paragraph', text: greeting(words, name) },
        { type: 'paragraph', text: fill(words.newsletter.askedFor, { brand: brand.name, email }) },
        { type: 'link', label: words.newsletter.confirm, href: confirmUrl },
        { type: 'paragraph', text: words.newsletter.notYou },
      ],
      footer: agencyFooter(words, facts),
    },
  );
}

/** A new Paradise Rewards member's welcome: a greeting, `thanks`, their number, tier and points, the tiers. */
export const loyaltyWelcomeBlocks = (
  words: VisitorMailWords,
  member: LoyaltyMember,
  thanks: string,
): MailBlock[] => [
  { type: 'paragraph', text: greeting(words, member.fullName) },
  { type: 'paragraph', text: thanks },
  {
    type: 'fields',
    rows: [
      [words.loyalty.memberNumber, member.memberNumber],
      [words.loyalty.tier, member.tier],
      [words.loyalty.points, String(member.points)],
    ],
  },
  { type: 'paragraph', text: words.loyalty.tiers },
];

/**
 * To a new Paradise Rewards member of the sample resort site, in the language of the page they
 * joined on: number, tier and points; only their name of what they typed.
 */
export function loyaltyWelcome(
  _settings: MailSettings,
  { member, lang, texts }: { member: LoyaltyMember; lang: Lang; texts: Texts },
): OutgoingMail {
  const words = mailWordsIn(lang, texts);
  return mail(
    {
      kind: 'loyalty-welcome',
      audience: 'visitor',
      to: member.email,
      subject: fill(words.loyalty.subject, { memberNumber: member.memberNumber }),
    },
    {
      lang,
      title: words.loyalty.title,
      blocks: loyaltyWelcomeBlocks(words, member, words.loyalty.thanks),
      footer: [
        {
          type: 'paragraph',
          text: fill(words.loyalty.footer, {
            brand: brand.name,
            site: brand.siteUrl.replace(/^https:\/\//, ''),
          }),
        },
      ],
    },
  );
}
