import type { acceptQuote as english } from '../en/accept-quote';
import type { Translation } from '../translation';

export const acceptQuote = {
  meta: {
    title: 'Kwot bilong yu',
    description: 'Ritim kwot mipela i redim bilong yu, na tok orait wantaim wanpela baten.',
  },
  eyebrow: 'Kwot bilong yu',
  title: 'Lukim kwot bilong yu, na tok orait',
  intro:
    'Hia em kwot mipela i redim bilong yu. Taim yu tok orait, yu tokim mipela long go het, na bihain mipela bai i salim invois long imel bilong yu.',
  loading: 'Mipela i opim kwot bilong yu…',
  noToken:
    'Dispela pes i save op long link i stap long imel bilong mipela. Plis opim gen link long imel, o bekim imel.',
  offline:
    'Mipela i no inap kisim kompiuta bilong mipela, olsem na mipela i no inap soim kwot bilong yu. Lukim intanet bilong yu na traim gen.',
  tryAgain: 'Traim gen',
  reference: 'Kwot {reference}',
  forCustomer: 'Bilong {name}',
  linesLabel: 'Samting i stap long kwot bilong yu',
  line: '{quantity} × {title}',
  each: '{price} long wanpela',
  personalisedFor: 'Mipela i wokim bilong {name}',
  extraTrees: {
    one: '{count} moa diwai long promis bilong planim diwai',
    other: '{count} moa diwai long promis bilong planim diwai',
  },
  total: 'Olgeta prais',
  usdEstimate: 'Klostu US${amount} (K4 = US$1)',
  accept: 'Mi orait long dispela kwot',
  accepting: 'I wok long salim…',
  acceptNote: 'Yu baim long bank transfa: invois bai i tokim yu olsem wanem.',
  validUntil: 'Dispela link i wok inap long {date}.',
  accepted: {
    title: 'Yu orait pinis long kwot',
    on: 'Yu tok orait long kwot long {date}. Tenkyu tru!',
    next: 'Nau mipela bai i salim invois long imel bilong yu. Yu gat askim? Bekim imel bilong mipela o ringim {phone}.',
  },
  closed: {
    title: 'Dispela kwot i pinis',
    text: 'Yu laikim nupela kwot? Bekim imel bilong mipela o ringim {phone}, na plis tokim mipela long namba {reference}.',
  },
} satisfies Translation<typeof english>;
