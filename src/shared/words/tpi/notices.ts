import type { NoticeWords } from '../en/notices';

/** The notices in Tok Pisin. */
export const notices: NoticeWords = {
  methods: {
    'bank-transfer': 'Bank transfa',
    'mobile-money': 'Mobail mani',
    cash: 'Kes mani',
    other: 'Narapela rot',
  },
  receipt: {
    subject: 'Risit: mipela i kisim {amount} bilong invois {number} – {brand}',
    title: 'Tenkyu: mani bilong yu i kamap pinis',
    intro:
      'Mipela i kisim {amount} bilong invois {number}. Dispela imel em risit bilong yu; plis holim gut.',
    amount: 'Mani mipela i kisim',
    date: 'De mani i kamap',
    method: 'Yu baim long',
    bankReference: 'Referens bilong bank',
    invoice: 'Invois',
    order: 'Oda',
    leftHeading: 'Mani i stap yet',
    leftOnInvoice: 'Mani i stap yet long {number}',
    leftOnOrder: 'Mani i stap yet long oda bilong yu',
    dueDay: 'Las de bilong baim',
    payBy: 'Plis baim {amount} long {date} o bipo long en, na raitim {number} olsem referens.',
    toInvoice: 'Bihain mipela bai i salim invois long {amount} i stap yet.',
    invoicePaid: 'Yu baim olgeta mani bilong invois {number} pinis.',
    orderPaid: 'Yu baim olgeta mani bilong oda bilong yu pinis. Tenkyu tru!',
  },
  delivery: {
    subject: 'Websait bilong yu i redi – {brand}',
    title: 'Websait bilong yu i redi pinis',
    intro:
      'Gutpela nius: mipela i pinisim websait bilong oda {reference}, na em i stap long intanet nau long adres bilong en.',
    address: 'Adres',
    open: 'Opim websait bilong yu',
    nextHeading: 'Wanem samting yu ken mekim nau',
    check:
      'Opim long fon na long kompiuta, na lukim gut olgeta pes: ol nem, namba bilong fon, prais na ol foto.',
    changes:
      'Yu laik senisim sampela samting? Bekim dispela imel o ringim {phone} ({hours}), na tokim mipela long {reference}.',
    warranty:
      'Tempelet bilong yu i gat garanti bilong 30 de, i kirap long tude: sapos em i no wok olsem mipela i tok, mipela i stretim fri.',
    edit: 'Senisim websait bilong yu',
    editHow:
      'Yu yet i ken senisim ol toktok, prais, taim yu op na ol foto long fon bilong yu: opim link i stap aninit, mekim ol senis na presim Publish. Link i wok inap 30 de; bihain long dispela, askim nupela long pes bilong senisim wantaim dispela imel adres.',
  },
  siteMessage: {
    subject: 'Wanpela toksave i kam long websait bilong yu: {form}',
    title: 'Wanpela toksave i kam long websait bilong yu',
    intro: 'Wanpela lain i salim dispela long “{form}” long {address}:',
    reply:
      'Bekim em stret: dispela imel i kam long {brand}, em i salim ol fom bilong websait bilong yu i go long yu.',
  },
  siteSignIn: {
    subject: 'Senisim websait bilong yu – {brand}',
    title: 'Senisim websait bilong yu',
    intro: 'Yu askim long senisim {address}. Opim link i stap aninit long dispela fon o kompiuta.',
    open: 'Opim pes bilong senisim',
    expires: 'Link i wok inap wanpela aua. Sapos yu no askim, yu ken lusim dispela imel.',
  },
  siteLoyalty: {
    subject:
      'Welkam long Paradise Rewards long {business}: memba namba bilong yu em {memberNumber}',
    title: 'Welkam long Paradise Rewards',
    thanks:
      'Tenkyu long kamap memba bilong Paradise Rewards long {business}. Holim dispela imel: yu sain in long {rewards} wantaim imel na memba namba bilong yu.',
    footer: '{business}, {address}. Bekim dispela imel long toktok wantaim ol.',
  },
};
