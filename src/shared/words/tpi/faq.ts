import { brand } from '../../brand';
import type { FaqAnswers } from '../../faq';
import { layout } from './layout';

// Same facts, figures and links as the English faq.ts; links go to the Tok Pisin pages and carry
// the menu's own words (layout.nav), so an answer names the page as the header does.
const { nav } = layout;
const hours = 'Mande i go Fraide, 8 klok moning i go 5 klok apinun (AEST)';
// The agency's facts and the catalogue's price range are placeholders the chat's content fills
// from the published content (faqFacts in src/shared/faq.ts): an owner's answer keeps them.
const from = '{priceFrom}';
const to = '{priceTo}';
const templatesPage = `pes [${nav.templates}](/tpi/products)`;
const quotePage = `pes [${nav.quote}](/tpi/checkout)`;
const contactForm = '[fom bilong salim toksave](/tpi/#contact)';
const email = '{email}';
const phone = '{phone}';
const whatsapp = '{whatsapp}';
const terms = '[Lo bilong yusim](/tpi/terms-of-use)';

/** The help chat's answers in Tok Pisin. */
export const faq: FaqAnswers = {
  entries: {
    price: {
      question: 'Hamas long wanpela websait?',
      answer: `Prais bilong wanpela tempelet (websait i redi pinis) i stat long ${from} i go inap long ${to}, long Kina. Yu ken lukim prais bilong olgeta tempelet long ${templatesPage}, wantaim lukim pastaim. Putim ol yu laikim long kwot bilong yu na salim: mipela bai i bekim insait long 24 aua wantaim ofa. Prais bilong nupela websait mipela i wokim long yu yet i bihainim projek bilong yu.`,
    },
    templates: {
      question: 'Mi ken lukim ol tempelet bilong yupela we?',
      answer: `Ol tempelet (websait i redi pinis) bilong mipela i stap long ${templatesPage}. Makim wanpela kain bilong painim ol, opim wanpela bilong lukim pastaim, na putim ol yu laikim long kwot bilong yu.`,
    },
    navigation: {
      question: 'Mi painim rot long websait olsem wanem?',
      answer: `Yusim menyu long antap: ${nav.templates} i gat ol websait i redi pinis, ${nav.portfolio} i soim wok mipela i mekim bipo, na ${nav.quote} i gat kwot bilong yu. Long fon, presim baten bilong menyu long kona antap.`,
    },
    portfolio: {
      question: 'Mi ken lukim sampela wok yupela i mekim pinis?',
      answer: `Yes. Pes [${nav.portfolio}](/tpi/portfolio) i soim nainpela projek mipela i mekim bilong ol bisnis long Papua Niugini, long ol websait bilong painim wok i go long ol stoa long intanet, wantaim ol gutpela samting i kamap long en.`,
    },
    contact: {
      question: 'Mi toktok wantaim yupela olsem wanem bilong askim kwot?',
      answer: `Putim ol tempelet long kwot bilong yu na salim long ${quotePage}, o yusim ${contactForm} long fes pes. Yu ken ringim ${phone} tu, salim toksave long ${whatsapp}, o salim imel long ${email}. Mipela i save bekim olgeta askim bilong kwot insait long 24 aua.`,
    },
    services: {
      question: 'Yupela save mekim wanem kain wok?',
      answer:
        'Mipela i save wokim disain na ol websait, ol ap bilong intanet, ol samting dijitol, luk bilong bisnis (logo na kala), na ol stoa long intanet. Olgeta projek mipela i mekim i fit long pasin bilong ol manmeri long PNG long yusim intanet: long fon, long mobail data.',
    },
    custom: {
      question: 'Yupela save wokim nupela websait bilong mi yet?',
      answer: `Yes. Sapos i no gat tempelet i fit, mipela i wokim disain na wokim nupela websait o ap bilong yu yet. Ol projek mipela i wokim nupela long yu i stat wantaim 50% pe pastaim; tokim mipela long tingting bilong yu long ${contactForm}.`,
    },
    png: {
      question: 'Ol websait bilong yupela i fit long Papua Niugini?',
      answer:
        'Yes. Mipela i tim bilong hia long PNG, na ol websait bilong mipela i liklik na i kwik, olsem na ol i wok long mobail data i slo na i dia, ol i soim prais long Kina, na ol i wok yet taim intanet i lus.',
    },
    buy: {
      question: 'Mi baim wanpela tempelet olsem wanem?',
      answer: `Putim tempelet long kwot bilong yu, na salim askim bilong kwot long ${quotePage}. Insait long 24 aua mipela i stretim ol samting na prais wantaim yu, na tokim yu long rot bilong pe; nau yu no inap baim long intanet.`,
    },
    preview: {
      question: 'Mi ken lukim pastaim wanpela tempelet?',
      answer: `Yes. Long ${templatesPage}, olgeta tempelet i stap i gat baten Lukim pastaim. Dispela baten i opim wanpela sampel websait i wok olgeta long nupela tab.`,
    },
    payment: {
      question: 'Mi ken baim long wanem rot?',
      answer: `Yu baim long bank transfa, o long mobail mani sapos invois bilong yu i tokaut long en. Mipela i no kisim bank kat, na nau yu no inap baim long intanet long dispela websait, olsem na yu baim bihain long kwot: salim long ${quotePage}, na insait long 24 aua mipela i bekim wantaim ofa na rot bilong pe (olsem bank transfa). Yu baim olgeta prais bilong tempelet pastaim, bihain mipela i salim; ol projek mipela i wokim nupela long yu i stat wantaim 50% pe pastaim, na yu baim mani i stap yet taim wok i pinis. Ol prais i stap long Kina (K).`,
    },
    delivery: {
      question: 'Hamas taim bai mi kisim websait?',
      answer:
        'Mipela i salim tempelet insait long 24 aua bihain long pe bilong yu i kam pinis, na mipela i bekim kwot bilong yu insait long 24 aua wantaim rot bilong pe. Long projek mipela i wokim nupela long yu, ofa bai i soim taim bilong wok.',
    },
    support: {
      question: 'Bihain long mi kisim websait, yupela save halivim mi?',
      answer: `Olgeta tempelet i kam wantaim garanti bilong 30 de na halivim long setim. Bihain long dispela, mipela i gat ol plen bilong halivim na lukautim websait, long ol aua bilong wok: ${hours}.`,
    },
    mobile: {
      question: 'Ol websait i wok gut long mobail fon?',
      answer:
        'Yes. Olgeta tempelet na olgeta websait mipela i wokim, mipela i wokim pastaim bilong fon, na em i luk gut tu long tablet na kompiuta.',
    },
    change: {
      question: 'Mi ken senisim wanpela tempelet?',
      answer: `Yes. Mipela i putim logo, ol kala, ol toktok na ol foto bilong yu pastaim long mipela i givim websait, na mipela i ken putim moa pes o ol nupela samting. Raitim wanem samting yu nidim long boks “Wanem samting yu laik long websait”, long ${quotePage}.`,
    },
    why: {
      question: `Bilong wanem mi makim ${brand.name}?`,
      answer: `${brand.name} i gat moa long 10 yia save long dispela wok, mipela i pinisim moa long 50 projek, na 100% bilong ol kastoma i amamas. Mipela i stap hia long PNG, mipela i bekim insait long 24 aua, na olgeta oda i baim planim wanpela diwai.`,
    },
    hours: {
      question: 'Yupela op long wanem taim, na yupela i stap we?',
      answer: `Aua bilong wok bilong mipela i ${hours}. Mipela i stap long ${brand.city}; salim imel long ${email} long wanem taim yu laik, na mipela bai i bekim insait long 24 aua.`,
    },
    hosting: {
      question: 'Mi nidim hosting na nem bilong websait (domein)?',
      answer: `Yes: wanpela websait i nidim hosting (ples long intanet) na nem bilong websait (adres, olsem yourbusiness.com.pg). Ol i no stap insait long prais bilong tempelet, em yu baim wanpela taim tasol: yu baim ol moa long olgeta taim websait i wok, olsem wok yu baim olgeta taim, pastaim (lukim ${terms}). Mipela i ken setim tupela long yu, o yusim ol yu gat pinis: tokim mipela long ${quotePage}, na ofa bilong yu bai i soim prais bilong ol na hamas taim yu baim. Dispela websait i no soim prais bilong wanpela yia, long wanem, em i bihainim websait bilong yu na plen yu makim.`,
    },
    editing: {
      question: 'Mi yet inap senisim websait bihain?',
      answer: `Yes. Laisens bilong tempelet i larim yu senisim websait bilong yu olsem yu laik, yu yet o wanpela man yu makim. Sapos yu laik senisim ol toktok, prais o foto yu yet, tokim mipela long ${quotePage}, na ofa bilong yu bai i tokaut olsem wanem. Bihain long mipela i salim websait, mipela i ken senisim tu long yu: insait long garanti bilong 30 de mipela i stretim fri samting i no wok olsem mipela i tok; ol narapela senis na nupela pes i gat prais mipela i tokim yu pastaim, o i kam wantaim plen bilong halivim na lukautim websait. Garanti i no kavarim senis yu o narapela i mekim.`,
    },
    refund: {
      question: 'Yupela save bekim mani?',
      answer: `Yes, olsem ${terms} i tok: sapos tempelet i gat hevi mipela i no inap stretim, askim bekim mani insait long 7 de bihain long mipela i salim; sapos yu baim wankain tempelet tupela taim, askim insait long 24 aua bihain long namba tu pe. Raitim long ${email} wantaim namba bilong invois. Sapos mipela i orait, mani i go bek long 5-10 de bilong wok, long wankain rot yu baim long en. Sapos yu stopim projek mipela i wokim nupela long yu, mipela i bekim hap bilong pe pastaim i no kavarim wok mipela i mekim pinis.`,
    },
  },
  fallback: `Mi no save gut long dispela. Plis salim imel long ${email} o yusim ${contactForm}, na mipela bai i bekim insait long 24 aua.`,
};
