import { brand } from '../../brand';
import type { FaqAnswers } from '../../faq';

// Same facts, figures and links as the English faq.ts; pages named in answers are the Tok Pisin ones.
const hours = 'Mande i go Fraide, 8 klok moning i go 5 klok apinun (taim bilong AEST)';

/** The help chat's answers in Tok Pisin. */
export const faq: FaqAnswers = {
  entries: {
    templates: {
      question: 'Mi ken lukim ol tempelet bilong yupela we?',
      answer:
        'Ol tempelet (websait i redi pinis) bilong mipela i stap long pes Ol tempelet (/tpi/products). Makim wanpela kain bilong painim ol, opim wanpela bilong lukim pastaim, na putim ol yu laikim long kat bilong yu bilong askim prais.',
    },
    navigation: {
      question: 'Mi painim rot long websait olsem wanem?',
      answer:
        'Yusim menyu long antap: Ol tempelet i gat ol websait i redi pinis, Ol wok mipela mekim pinis i soim wok mipela i mekim bipo, na Pinisim askim i gat kat bilong yu. Long fon, presim baten bilong menyu long kona antap.',
    },
    portfolio: {
      question: 'Mi ken lukim sampela wok yupela i mekim pinis?',
      answer:
        'Yes. Pes Ol wok mipela mekim pinis (/tpi/portfolio) i soim nainpela wok mipela i mekim bilong ol bisnis long Papua Niugini, long ol websait bilong painim wok i go long ol stoa onlain, wantaim ol gutpela samting i kamap long en.',
    },
    contact: {
      question: 'Mi toktok wantaim yupela olsem wanem bilong askim prais?',
      answer: `Putim ol tempelet long kat bilong yu na salim askim bilong prais long pes Pinisim askim, o yusim fom bilong toktok wantaim mipela long fes pes. Yu ken salim imel tu long ${brand.mailboxes.support}. Mipela save bekim olgeta askim bilong prais insait long 24 aua.`,
    },
    services: {
      question: 'Yupela save mekim wanem kain wok?',
      answer:
        'Mipela save wokim dizain na ol websait, ol ap i wok long web, ol samting dijitol, luk bilong bisnis (logo na kala), na ol stoa onlain. Olgeta wok mipela i mekim i fit long pasin bilong ol manmeri long PNG long yusim intanet: long fon, long mobail data.',
    },
    custom: {
      question: 'Yupela save wokim nupela websait bilong mi yet?',
      answer:
        'Yes. Sapos i no gat tempelet i fit, mipela wokim dizain na wokim nupela websait o ap bilong yu yet. Wok bilong wokim nupela samting long yu i stat wantaim 50% pe pastaim; tokim mipela long tingting bilong yu long fom bilong toktok wantaim mipela.',
    },
    png: {
      question: 'Ol websait bilong yupela i fit long Papua Niugini?',
      answer:
        'Yes. Mipela i tim bilong hia long PNG, na ol websait bilong mipela i liklik na i kwik, olsem na ol i wok long mobail data i slo na i dia, ol i soim prais long Kina, na ol i wok yet taim intanet i lus.',
    },
    buy: {
      question: 'Mi baim wanpela tempelet olsem wanem?',
      answer:
        'Putim tempelet long kat bilong yu, na salim askim bilong prais long pes Pinisim askim. Mipela stretim ol samting na prais wantaim yu insait long 24 aua; nau pe long kad onlain i no wok inap liklik taim.',
    },
    preview: {
      question: 'Mi ken lukim pastaim wanpela tempelet?',
      answer:
        'Yes. Long pes Ol tempelet, olgeta tempelet i stap i gat baten Lukim pastaim. Dispela baten i opim wanpela sampel websait i wok olgeta long nupela tab.',
    },
    payment: {
      question: 'Mi ken pe long wanem rot?',
      answer:
        'Mipela kisim PayPal na ol bikpela kad, na beng transfa bilong ol nupela websait mipela wokim long yu yet. Ol prais i stap long Kina (K); pes Pinisim askim i soim tu klostu hamas long dola bilong Amerika (US$).',
    },
    delivery: {
      question: 'Hamas taim bai mi kisim websait?',
      answer:
        'Mipela givim tempelet insait long 24 aua bihain long mipela stretim oda bilong yu. Sapos mipela wokim nupela websait long yu, pepa bilong ofa bai soim taim bilong wok.',
    },
    support: {
      question: 'Bihain long mi kisim websait, yupela save halivim mi?',
      answer: `Olgeta tempelet i kam wantaim waranti bilong 30 de na halivim long setim. Bihain long dispela, mipela i gat ol plen bilong halivim na lukautim websait, long ol aua bilong wok: ${hours}.`,
    },
    mobile: {
      question: 'Ol websait i wok gut long mobail fon?',
      answer:
        'Yes. Olgeta tempelet na olgeta websait mipela wokim, mipela i wokim pastaim bilong fon, na em i luk gut tu long tablet na kompiuta.',
    },
    change: {
      question: 'Mi ken senisim wanpela tempelet?',
      answer:
        'Yes. Mipela putim logo, ol kala, ol toktok na ol foto bilong yu pastaim long mipela givim websait, na mipela ken putim moa pes o ol nupela samting. Raitim wanem samting yu nidim long boks bilong ol samting wok i mas gat, long pes Pinisim askim.',
    },
    why: {
      question: `Bilong wanem mi makim ${brand.name}?`,
      answer: `${brand.name} i gat moa long 10 yia save long dispela wok, mipela pinisim moa long 50 wok, na 100% bilong ol kastoma i amamas. Mipela i stap hia long PNG, mipela bekim insait long 24 aua, na olgeta oda i baim planim wanpela diwai.`,
    },
    hours: {
      question: 'Yupela op long wanem taim?',
      answer: `Aua bilong wok bilong mipela i ${hours}. Mipela i stap long ${brand.city}; salim imel long ${brand.mailboxes.support} long wanem taim yu laik, na mipela bai bekim insait long 24 aua.`,
    },
  },
  fallback: `Mi no save gut long dispela. Plis salim imel long ${brand.mailboxes.support} o yusim fom bilong toktok wantaim mipela, na mipela bai bekim insait long 24 aua.`,
};
