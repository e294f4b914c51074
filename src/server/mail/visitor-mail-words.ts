import { brand } from '../../shared/brand';
import type { Plural } from '../../shared/i18n/format';
import type { Lang } from '../../shared/i18n/lang';

/**
 * The words of the mails a visitor receives, per language (issue 15); {name} stands for a value.
 * The quote's lines and trees are also in the agency's notification, which always uses English.
 */
export interface VisitorMailWords {
  greeting: string;
  greetingWithoutName: string;
  /** Papua New Guinea as the footer names it, and the office hours. */
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

const english: VisitorMailWords = {
  greeting: 'Hello {name},',
  greetingWithoutName: 'Hello,',
  country: brand.country,
  hours: brand.hours,
  footer: '{legalName}, {city}, {country}. {phone}. {hours}.',
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
      'Questions in the meantime? Reply to this email, write to {mailbox} or call {phone} ({hours}).',
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

const tokPisin: VisitorMailWords = {
  greeting: 'Gude {name},',
  greetingWithoutName: 'Gude,',
  country: 'Papua Niugini',
  hours: 'Mande i go Fraide, 8 klok moning i go 5 klok apinun (AEST)',
  footer: '{legalName}, {city}, {country}. {phone}. {hours}.',
  quoteLine: '{quantity} × {title} ({price} long wanpela)',
  quoteTotal: {
    one: 'Olgeta prais bilong {count} tempelet',
    other: 'Olgeta prais bilong {count} tempelet',
  },
  usdEstimate: 'Prais long US dola (K4 = US$1)',
  extraTrees: 'Moa diwai',
  extraTreesBought: '{count} (yu givim {amount})',
  noExtraTrees: 'nogat',
  treesFunded: 'Diwai bai yumi planim',
  treesFundedValue: '{count} (wanpela long wanpela tempelet, na ol moa diwai)',
  quote: {
    subject: 'Askim bilong prais {reference} bilong yu – {brand}',
    title: 'Tenkyu, mipela i kisim askim bilong prais bilong yu',
    thanks:
      'Tenkyu long askim bilong prais. Namba bilong askim bilong yu em {reference}; plis tokim mipela dispela namba olgeta taim yu toktok wantaim mipela.',
    askedFor: 'Samting yu askim long en',
    next: 'Wanem samting bai kamap nau',
    within24Hours:
      'Insait long 24 aua, wanpela bilong mipela bai toktok wantaim yu long imel o fon na givim yu olgeta toksave long prais na wok bilong websait bilong yu.',
    questions:
      'Yu gat sampela askim? Bekim dispela imel, raitim imel long {mailbox} o ringim {phone} ({hours}).',
  },
  newsletter: {
    subject: 'Plis orait long kisim niusleta bilong {brand}',
    title: 'Plis orait long kisim niusleta',
    askedFor:
      'Wanpela man o meri, mipela i ting em yu, i askim long kisim niusleta bilong {brand} long {email}. Bilong kisim ol nupela toksave bilong mipela, plis orait long en insait long 7 de:',
    confirm: 'Mi orait long kisim niusleta',
    notYou:
      'I no yu? Orait, lusim dispela imel: sapos yu no orait long en, mipela i no salim narapela samting, na bihain long 7 de mipela i lusim imel bilong yu.',
  },
  loyalty: {
    subject: 'Welkam long Paradise Rewards: memba namba bilong yu em {memberNumber}',
    title: 'Welkam long Paradise Rewards',
    thanks:
      'Tenkyu long kamap memba bilong Paradise Rewards long Paradise Bay Resort. Holim dispela imel: yu sain in wantaim imel na memba namba bilong yu.',
    memberNumber: 'Memba namba',
    tier: 'Levol',
    points: 'Poin',
    tiers:
      'Silver i stat long 0 poin, Gold long 1000 na Platinum long 3000. Ol welkam poin bilong yu i stap pinis long akaun bilong yu.',
    footer: 'Paradise Bay Resort em i eksampel websait {brand} i wokim ({site}).',
  },
};

export const visitorMailWords: Readonly<Record<Lang, VisitorMailWords>> = {
  en: english,
  tpi: tokPisin,
};
