import { brand } from '../../shared/brand';
import { formatMoney, usdEstimate } from '../../shared/money';
import type { Contact } from '../../shared/schemas/contact';
import type { LoyaltyMember } from '../../shared/schemas/loyalty';
import type { InlineAttachment, OutgoingMail } from '../db/repositories/outbox';
import type { PricedQuote } from '../quotes/pricing';
import { formatLocalTime } from '../time';
import { type MailBlock, type MailContent, renderMail } from './compose';

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

const greeting = (name: string): string => {
  const shown = visitorName(name);
  return shown ? `Hello ${shown},` : 'Hello,';
};

const mail = (meta: Omit<OutgoingMail, 'text' | 'html'>, content: MailContent): OutgoingMail => ({
  ...meta,
  ...renderMail(content),
});

const agencyFooter: MailBlock[] = [
  {
    type: 'paragraph',
    text: `${brand.legalName}, ${brand.city}, ${brand.country}. ${brand.phone.display}. ${brand.hours}.`,
  },
];

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function quoteLines(quote: PricedQuote): MailBlock {
  return {
    type: 'lines',
    lines: [
      ...quote.lines.map((line) => ({
        label: `${line.quantity} × ${line.title} (${formatMoney(line.unitPrice)} each)`,
        amount: formatMoney(line.lineTotal),
      })),
      {
        label: `Total for ${plural(quote.totalItems, 'template')}`,
        amount: formatMoney(quote.totalAmount),
        strong: true,
      },
      {
        label: 'Estimate in US dollars (K4 = US$1)',
        amount: `US$${usdEstimate(quote.totalAmount)}`,
      },
    ],
  };
}

// Checked by the shared schema when it arrived: a PNG, JPEG or WebP data URL.
const DATA_URL = /^data:(image\/[a-z]+);base64,(.+)$/;

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
  for (const { templateId, title, personalisation: tried } of quote.lines) {
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
    const logo = tried.logo ? DATA_URL.exec(tried.logo) : null;
    if (logo) {
      const cid = `logo-${templateId}-${reference.toLowerCase()}@kumul`;
      attachments.push({ cid, contentType: logo[1] as string, base64: logo[2] as string });
      blocks.push({ type: 'image', cid, alt: `Logo of ${tried.name || 'the customer'}` });
    }
  }
  return { blocks, attachments };
}

function treeFields(quote: PricedQuote): MailBlock {
  return {
    type: 'fields',
    rows: [
      [
        'Extra trees',
        quote.extraTrees > 0
          ? `${quote.extraTrees} (${formatMoney(quote.contributionAmount)} contribution)`
          : 'none',
      ],
      ['Trees funded', `${quote.treesFunded} (one per template, plus the extra trees)`],
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
      subject: `Quote request ${reference} from ${oneLine(customer.name, 60)}: ${formatMoney(quote.totalAmount)}, ${plural(quote.totalItems, 'template')}`,
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
        quoteLines(quote),
        ...tried.blocks,
        { type: 'heading', text: 'Green initiative' },
        treeFields(quote),
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

/**
 * To the visitor: the reference, what they asked for (catalogue titles and our prices), and what
 * happens next. Of what they typed, only their name (decision 040).
 */
export function quoteConfirmation(
  _settings: MailSettings,
  { reference, quote }: { reference: string; quote: PricedQuote },
): OutgoingMail {
  return mail(
    {
      kind: 'quote-visitor',
      audience: 'visitor',
      to: quote.customer.email,
      replyTo: brand.mailboxes.quotes,
      subject: `Your quote request ${reference} – ${brand.name}`,
    },
    {
      title: `Thank you, we have your quote request`,
      blocks: [
        { type: 'paragraph', text: greeting(quote.customer.name) },
        {
          type: 'paragraph',
          text: `Thank you for your quote request. Your reference is ${reference}; please mention it whenever you contact us.`,
        },
        { type: 'heading', text: 'What you asked for' },
        quoteLines(quote),
        treeFields(quote),
        { type: 'heading', text: 'What happens next' },
        {
          type: 'paragraph',
          text: `Within 24 hours, one of our team will contact you by email or phone with a detailed proposal for your project.`,
        },
        {
          type: 'paragraph',
          text: `Questions in the meantime? Reply to this email, write to ${brand.mailboxes.quotes} or call ${brand.phone.display} (${brand.hours}).`,
        },
      ],
      footer: agencyFooter,
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
 * To an address typed into the newsletter form: only a link to confirm. Nothing else is mailed there
 * until it is followed, and it carries no unsubscribe link, as the address is not subscribed yet.
 */
export function newsletterConfirmation(
  _settings: MailSettings,
  { email, name, confirmUrl }: { email: string; name: string; confirmUrl: string },
): OutgoingMail {
  return mail(
    {
      kind: 'newsletter-confirm',
      audience: 'visitor',
      to: email,
      subject: `Please confirm your subscription to ${brand.name} news`,
    },
    {
      title: 'Please confirm your subscription',
      blocks: [
        { type: 'paragraph', text: greeting(name) },
        {
          type: 'paragraph',
          text: `Someone, we hope you, asked for ${brand.name} news at ${email}. To start receiving our latest updates and insights, confirm within 7 days:`,
        },
        { type: 'link', label: 'Confirm my subscription', href: confirmUrl },
        {
          type: 'paragraph',
          text: 'Not you? Then ignore this mail: without a confirmation we send nothing more, and we forget the address after 7 days.',
        },
      ],
      footer: agencyFooter,
    },
  );
}

/** To a new Paradise Rewards member of the sample resort site: number, tier and points; only their name of what they typed. */
export function loyaltyWelcome(_settings: MailSettings, member: LoyaltyMember): OutgoingMail {
  return mail(
    {
      kind: 'loyalty-welcome',
      audience: 'visitor',
      to: member.email,
      subject: `Welcome to Paradise Rewards: your member number is ${member.memberNumber}`,
    },
    {
      title: 'Welcome to Paradise Rewards',
      blocks: [
        { type: 'paragraph', text: greeting(member.fullName) },
        {
          type: 'paragraph',
          text: 'Thank you for joining Paradise Rewards at Paradise Bay Resort. Keep this mail: you sign in with your email and your member number.',
        },
        {
          type: 'fields',
          rows: [
            ['Member number', member.memberNumber],
            ['Tier', member.tier],
            ['Points', String(member.points)],
          ],
        },
        {
          type: 'paragraph',
          text: 'Silver starts at 0 points, Gold at 1000 and Platinum at 3000. Your welcome points are already on your account.',
        },
      ],
      footer: [
        {
          type: 'paragraph',
          text: `Paradise Bay Resort is a sample site made by ${brand.name} (${brand.siteUrl.replace(/^https:\/\//, '')}).`,
        },
      ],
    },
  );
}
