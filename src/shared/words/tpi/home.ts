import type { home as english } from '../en/home';
import type { Translation } from '../translation';

export const home = {
  title: '{brand}: websait bilong ol bisnis long Papua Niugini',
  description:
    '{brand} i save wokim ol websait, ol ap bilong intanet na ol stoa long intanet bilong ol bisnis long Papua Niugini, na i save salim ol tempelet (websait i redi pinis).',
  hero: {
    eyebrow: 'Mipela i wokim websait · {city}',
    title: '{brand}: ol websait i wok gut long Papua Niugini',
    browseTemplates: 'Lukim ol tempelet',
    startProject: 'Kirapim wanpela projek',
    fromPrice:
      'Ol websait i redi pinis i stat long {price}, na i kirap wok insait long 24 aua bihain long oda bilong yu.',
  },
  hours: 'Mande i go Fraide, 8 klok moning i go 5 klok apinun, taim bilong Port Moresby (AEST)',
  featured: {
    eyebrow: 'Ol websait i redi pinis',
    title: 'Makim wanpela websait, lukim pastaim, askim kwot',
    text: 'Ol tempelet (websait i redi pinis) mipela i wokim bilong ol bisnis long PNG. Yu kisim insait long 24 aua bihain long oda bilong yu.',
    preview: 'Lukim pastaim',
    opensInNewTab: ' (i op long nupela tab)',
    all: 'Lukim olgeta {count} tempelet, i stat long {price}',
  },
  stats: {
    projects: 'Ol projek mipela i pinisim',
    satisfaction: 'Ol kastoma i amamas',
    support: 'Mipela i halivim long taim bilong wok',
  },
  services: {
    eyebrow: 'Ol wok',
    title: 'Olgeta samting bisnis bilong yu i nidim long intanet',
    details: {
      'web-design': {
        summary:
          'Ol websait i kwik na i luk gut long fon, i op gut long ol intanet bilong PNG, na i isi long senisim.',
        features: [
          'I luk gut long fon na kompiuta',
          'Yu yet i ken senisim ol toktok',
          'Google i painim ol pes isi',
          'Mipela i putim websait long intanet',
        ],
      },
      'web-app': {
        summary:
          'Ol sistem bilong bukim taim, ol pes bilong memba na ol pes bilong lukim ripot, i wok wankain olsem tim bilong yu i save wok.',
        features: [
          'Wok i go olsem yu laik',
          'Akaun bilong ol man i yusim',
          'Ripot na daunlod',
          'I wok taim yu oflain',
        ],
      },
      'digital-product': {
        summary:
          'Ol tempelet (websait i redi pinis) na ol tul yu ken kirapim long dispela wik, na yu ken kamap bikpela wantaim ol.',
        features: [
          'Ol tempelet bilong websait',
          'Ol fom na wok i ran long em yet',
          'Skul long yusim',
          'Halivim oltaim',
        ],
      },
      branding: {
        summary: 'Nem, logo na luk bilong bisnis we ol kastoma bai i save long en na tingim.',
        features: [
          'Wokim logo',
          'Kala na kain leta',
          'Ol rul bilong yusim mak bilong bisnis',
          'Ol piksa bilong sosel midia',
        ],
      },
      ecommerce: {
        summary:
          'Ol stoa long intanet i kisim oda long Kina, na kastoma i ken makim salim i go o kam kisim.',
        features: [
          'Lis bilong ol samting yu salim',
          'Kat na prais',
          'Toksave taim oda i kam',
          'Kaunim ol samting i stap',
        ],
      },
    },
  },
  about: {
    eyebrow: 'Long mipela',
    title: '10+ yia mipela i wokim websait bilong ol bisnis long hia',
    text: 'Mipela i tim bilong {city}. Mipela i save long ol intanet, pasin bilong baim mani na ol kastoma, na mipela i wokim ol websait bilong ol pastaim.',
    values: [
      {
        name: 'Wok i stret',
        text: 'Mipela i traim olgeta liklik samting long trupela fon na intanet bilong PNG.',
      },
      { name: 'Wok wantaim', text: 'Mipela i wok wantaim tim bilong yu, long toktok i klia.' },
      {
        name: 'Wok i gutpela tru',
        text: 'Ol websait i stap kwik, i stap seif na i isi long senisim.',
      },
      {
        name: 'Nupela tingting',
        text: 'Mipela i makim ol nupela tul i save halivim yu tru.',
      },
    ],
  },
  green: {
    eyebrow: 'Lukautim graun',
    title: 'Olgeta websait i planim wanpela diwai long Papua Niugini',
    text: 'Olgeta projek na olgeta oda bilong tempelet i baim wanpela diwai long planim, na yu ken baim moa diwai long {treePrice} long wanpela diwai, taim yu askim kwot. Wantaim ol kastoma bilong mipela, mipela i baim {treesFunded}+ diwai, planim {treesPlanted}+ na givim {contributed}+ pinis.',
    chooseTemplate: 'Makim wanpela tempelet',
    planProject: 'Plenim wanpela projek wantaim mipela',
    counters: {
      treesFunded: 'Diwai mipela i baim',
      treesPlanted: 'Diwai ol i planim pinis',
      contributed: 'Mani i go long en',
    },
  },
  newsletter: {
    eyebrow: 'Niusleta',
    title: 'Ol gutpela tingting long websait bilong ol bisnis long PNG',
    text: 'Kam wantaim 500+ bisnisman na saveman husat i save kisim ol toksave bilong mipela long websait, long salim samting long intanet na long painim kastoma long fon. Nogat rabis imel, tasol ol samting i wok long hia.',
  },
  contact: {
    eyebrow: 'Toktok wantaim mipela',
    title: 'Tokim mipela long projek bilong yu',
    text: 'Mipela i bekim olgeta askim insait long 24 aua. Tim bilong mipela i stap long ofis {hours}.',
    readyMade: 'Yu laik painim websait i redi pinis?',
    seeTemplates: 'Lukim ol tempelet',
    technologies: 'Ol tul mipela i save yusim long wokim websait',
    partnersOnly:
      'Ol poroman i gat tok orait tasol i ken yusim olgeta tul na program bilong mipela.',
    partnership: 'Askim long kamap poroman',
  },
} satisfies Translation<typeof english>;
