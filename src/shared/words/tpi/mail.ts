import type { VisitorMailWords } from '../en/mail';
import { home } from './home';

/** The mails a visitor receives, in Tok Pisin. */
export const mail: VisitorMailWords = {
  greeting: 'Gude {name},',
  greetingWithoutName: 'Gude,',
  country: 'Papua Niugini',
  hours: home.hours,
  footer: '{legalName}, {address}. {phone}, {whatsapp}. {hours}.',
  quoteLine: '{quantity} × {title} ({price} long wanpela)',
  quoteTotal: {
    one: 'Olgeta prais bilong {count} tempelet',
    other: 'Olgeta prais bilong {count} tempelet',
  },
  usdEstimate: 'Klostu hamas long US dola (K4 = US$1)',
  extraTrees: 'Moa diwai',
  extraTreesBought: '{count} (yu givim {amount})',
  noExtraTrees: 'nogat',
  treesFunded: 'Diwai yu baim',
  treesFundedValue: '{count} (wanpela long wanpela tempelet, na ol moa diwai)',
  quote: {
    subject: 'Askim bilong kwot {reference} bilong yu – {brand}',
    title: 'Tenkyu, mipela i kisim askim bilong kwot bilong yu',
    thanks:
      'Tenkyu long askim bilong kwot. Namba bilong askim bilong yu em {reference}; plis tokim mipela long dispela namba olgeta taim yu toktok wantaim mipela.',
    askedFor: 'Samting yu askim long en',
    next: 'Wanem samting bai i kamap nau',
    within24Hours:
      'Insait long 24 aua, wanpela bilong mipela bai i toktok wantaim yu long imel o fon na givim yu olgeta toksave long prais na wok bilong websait bilong yu.',
    questions:
      'Yu gat sampela askim? Bekim dispela imel, raitim imel long {mailbox} o ringim {phone}, {hours}.',
  },
  reply: {
    title: 'Long askim bilong kwot {reference} bilong yu',
    heading: 'Askim bilong kwot {reference} bilong yu',
    closing:
      'Bekim dispela imel o ringim {phone}, {hours}; plis tokim mipela long namba {reference}.',
  },
  accept: {
    heading: 'Yu redi long stat?',
    link: 'Mi orait long dispela kwot',
    validUntil:
      'Dispela link i soim kwot bilong yu na i wok inap long {date}. Taim yu tok orait, mipela bai i salim invois long yu.',
  },
  orderLink: 'Lukim oda bilong yu long intanet',
  invoice: {
    subject: '{document} {number} bilong {brand}',
    title: '{document} {number}',
    intro:
      'Tenkyu! Hia em invois {number} bilong yu long {amount}. Las de bilong baim em {date}. PDF i stap wantaim dispela imel.',
    link: 'Lukim invois bilong yu long intanet',
    howToPay:
      'Plis baim long bank transfa i go long {bank}, akaun {accountNumber} ({accountName}), na raitim {number} olsem referens.',
  },
  reminder: {
    subject: 'Tingim: tude em las de bilong baim invois {number}',
    subjectLate: 'Tingim namba tu: las de bilong baim invois {number} i go pinis long {date}',
    intro:
      'Las de bilong baim invois {number} bilong mipela em {date}, na yu mas baim yet {amount}.',
    alreadyPaid:
      'Sapos yu baim pinis, tenkyu tru: plis lusim dispela imel, o bekim wantaim referens bilong bank bai mipela i save em mani bilong yu.',
  },

  newsletter: {
    subject: 'Plis tok orait long kisim niusleta bilong {brand}',
    title: 'Plis tok orait long kisim niusleta',
    askedFor:
      'Wanpela man o meri, mipela i ting em yu, i askim long kisim niusleta bilong {brand} long {email}. Bilong kisim ol nupela toksave bilong mipela, plis tok orait insait long 7 de:',
    confirm: 'Mi tok orait long kisim niusleta',
    notYou:
      'I no yu? Orait, lusim dispela imel: sapos yu no tok orait, mipela i no salim narapela samting, na bihain long 7 de mipela i lusim imel bilong yu.',
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
    footer: 'Paradise Bay Resort em i sampel websait {brand} i wokim ({site}).',
  },
};
