import type { order as english } from '../en/order';
import type { Translation } from '../translation';

export const order = {
  meta: {
    title: 'Oda bilong yu',
    description: 'Oda bilong yu i stap we, wanwan step, na wanem samting yu mas mekim nau.',
  },
  eyebrow: 'Oda bilong yu',
  title: 'Oda bilong yu i stap we',
  intro:
    'Olgeta step i soim de taim em i pinis. Dispela pes i no nidim akaun: holim imel bilong mipela.',
  loading: 'Mipela i opim oda bilong yu…',
  noToken:
    'Dispela pes i save op long link i stap long imel bilong mipela. Plis opim gen link long imel, o bekim imel.',
  offline:
    'Mipela i no inap kisim kompiuta bilong mipela, olsem na mipela i no inap soim oda bilong yu. Lukim intanet bilong yu na traim gen.',
  tryAgain: 'Traim gen',
  reference: 'Oda {reference}',
  total: 'Olgeta {amount}',
  stepsLabel: 'Ol step bilong oda bilong yu',
  steps: {
    received: 'Mipela i kisim askim',
    answered: 'Mipela i bekim',
    accepted: 'Yu orait long kwot',
    invoiced: 'Mipela i salim invois',
    paid: 'Yu baim pinis',
    building: 'Mipela i wokim',
    delivered: 'Mipela i givim pinis',
  },
  money: {
    'not-invoiced': 'I no gat invois yet',
    invoiced: 'Invois i kamap: yu mas baim {amount}. Las de bilong baim: {date}',
    'part-paid': 'Yu baim hap pinis. Mani i stap yet: {amount}. Las de bilong baim: {date}',
    'deposit-paid':
      'Yu baim pe pastaim pinis. Mani i stap yet: {amount}. Las de bilong baim: {date}',
    'deposit-paid-to-invoice':
      'Yu baim pe pastaim pinis. Mani i stap yet: {amount}. Yu baim taim websait bilong yu i redi',
    paid: 'Yu baim olgeta pinis',
  },
  notYet: 'I no yet',
  nextTitle: 'Wanem samting bai i kamap nau',
  next: {
    'wait-answer': 'Mipela i save bekim olgeta askim insait long 24 aua, long imel o fon.',
    accept: 'Ritim bekim bilong mipela na orait long kwot wantaim link i stap long en.',
    'wait-invoice': 'Tenkyu long yu orait. Nau mipela bai i salim invois long imel bilong yu.',
    pay: 'Plis baim invois long bank transfa, na raitim namba bilong invois olsem referens.',
    'wait-balance':
      'Yu baim pe pastaim pinis. Taim websait bilong yu i redi, mipela i salim yu invois bilong mani i stap yet.',
    'wait-delivery':
      'Mipela i wokim websait bilong yu. Tempelet bai i redi long {date} o bipo long en.',
    done: 'Websait bilong yu i redi pinis. Yu gat askim? Bekim imel bilong mipela o ringim {phone}.',
  },
  customBuild: 'Mipela i wokim websait bilong yu, olsem mipela i tokim yu long en.',
  invoicesLabel: 'Ol invois bilong yu',
  invoice: '{number}: {status}, {amount}',
  pdf: 'PDF bilong {number}',
  site: 'Websait bilong yu',
} satisfies Translation<typeof english>;
