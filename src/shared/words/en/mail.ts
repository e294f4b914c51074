import { brand } from '../../brand';
import type { Plural } from '../../i18n/format';
import { home } from './home';

/**
 * The words of the mails a visitor receives, per language (issue 15); {name} stands for a value.
 * The quote's lines and trees are also in the agency's notification, which always uses English.
 */
export interface VisitorMailWords {
  greeting: string;
  greetingWithoutName: string;
  /** Papua New Guinea as the footer names it, and the office hours, while the owners keep the code's (decision 127). */
  country: string;
  hours: string;
  footer: string;
  quoteLine: string;
  quoteTotal: Plural;
  usdEstimate: string;
  extraTrees: string;
  extraTreesBought: string;
  noExtraTrees: string;
  treesFunded: string;
  treesFundedValue: string;
  quote: {
    subject: string;
    title: string;
    thanks: string;
    askedFor: string;
    next: string;
    within24Hours: string;
    questions: string;
  };
  /** The frame around a reply staff write in the inbox; its subject is the confirmation's. */
  reply: {
    title: string;
    heading: string;
    closing: string;
  };
  /** The link to accept a quote, under a reply from the inbox (decision 097). */
  accept: {
    heading: string;
    link: string;
    validUntil: string;
  };
  /** The link to the order page, in the confirmation, the replies and the invoices (issue 27). */
  orderLink: string;
  /** An invoice, its PDF attached (decision 098). */
  invoice: {
    subject: string;
    title: string;
    intro: string;
    link: string;
    /** How to pay: set in code, never proposed (decision 101); the values come from Settings. */
    howToPay: string;
  };
  /** A reminder of an unpaid invoice: on its due day, then seven days later (issue 27, item 4). */
  reminder: {
    subject: string;
    subjectLate: string;
    intro: string;
    alreadyPaid: string;
  };
  newsletter: {
    subject: string;
    title: string;
    askedFor: string;
    confirm: string;
    notYou: string;
  };
  loyalty: {
    subject: string;
    title: string;
    thanks: string;
    memberNumber: string;
    tier: string;
    points: string;
    tiers: string;
    footer: string;
  };
}

/** The mails a visitor receives, in English. */
export const mail: VisitorMailWords = {
  greeting: 'Hello {name},',
  greetingWithoutName: 'Hello,',
  country: brand.country,
  hours: home.hours,
  footer: '{legalName}, {address}. {phone}, {whatsapp}. {hours}.',
  quoteLine: '{quantity} × {title} ({price} each)',
  quoteTotal: { one: 'Total for {count} template', other: 'Total for {count} templates' },
  usdEstimate: 'Estimate in US dollars (K4 = US$1)',
  extraTrees: 'Extra trees',
  extraTreesBought: '{count} ({amount} contribution)',
  noExtraTrees: 'none',
  treesFunded: 'Trees funded',
  treesFundedValue: '{count} (one per template, plus the extra trees)',
  quote: {
    subject: 'Your quote request {reference} – {brand}',
    title: 'Thank you, we have your quote request',
    thanks:
      'Thank you for your quote request. Your reference is {reference}; please mention it whenever you contact us.',
    askedFor: 'What you asked for',
    next: 'What happens next',
    within24Hours:
      'Within 24 hours, one of our team will contact you by email or phone with a detailed proposal for your project.',
    questions:
      'Questions in the meantime? Reply to this email, write to {mailbox} or call {phone}, {hours}.',
  },
  reply: {
    title: 'About your quote request {reference}',
    heading: 'Your quote request {reference}',
    closing: 'Reply to this email or call {phone}, {hours}; please mention {reference}.',
  },
  accept: {
    heading: 'Ready to go ahead?',
    link: 'Accept this quote',
    validUntil:
      'The link shows your quote and works until {date}. Once you accept, we send the invoice.',
  },
  orderLink: 'Follow your order online',
  invoice: {
    subject: '{document} {number} from {brand}',
    title: '{document} {number}',
    intro:
      'Thank you! Here is your invoice {number} for {amount}, due by {date}. The PDF is attached.',
    link: 'See your invoice online',
    howToPay:
      'Please pay by bank transfer to {bank}, account {accountNumber} ({accountName}), and give {number} as the reference.',
  },
  reminder: {
    subject: 'A reminder: invoice {number} is due today',
    subjectLate: 'A second reminder: invoice {number} was due on {date}',
    intro: 'Our invoice {number} was due on {date}, and {amount} of it is still to pay.',
    alreadyPaid:
      'If you have paid already, thank you: please ignore this mail, or reply with the bank’s reference so we can match it.',
  },
  newsletter: {
    subject: 'Please confirm your subscription to {brand} news',
    title: 'Please confirm your subscription',
    askedFor:
      'Someone, we hope you, asked for {brand} news at {email}. To start receiving our latest updates and insights, confirm within 7 days:',
    confirm: 'Confirm my subscription',
    notYou:
      'Not you? Then ignore this mail: without a confirmation we send nothing more, and we forget the address after 7 days.',
  },
  loyalty: {
    subject: 'Welcome to Paradise Rewards: your member number is {memberNumber}',
    title: 'Welcome to Paradise Rewards',
    thanks:
      'Thank you for joining Paradise Rewards at Paradise Bay Resort. Keep this mail: you sign in with your email and your member number.',
    memberNumber: 'Member number',
    tier: 'Tier',
    points: 'Points',
    tiers:
      'Silver starts at 0 points, Gold at 1000 and Platinum at 3000. Your welcome points are already on your account.',
    footer: 'Paradise Bay Resort is a sample site made by {brand} ({site}).',
  },
};
