import type { portfolio as english } from '../en/portfolio';
import type { Translation } from '../translation';

export const portfolio = {
  meta: {
    title: 'Ol projek',
    description:
      'Ol projek Kumul Digital i wokim pinis bilong ol bosman, kampani bilong kago, ofis bilong lo, stoa na planti moa long Papua Niugini.',
  },
  intro: {
    eyebrow: 'Wok bilong mipela',
    title: 'Ol projek mipela i wokim pinis',
    lead: '9 projek long 7 kain bisnis, long websait bilong painim wok i go long salim kago na stoa long intanet. Mipela i wokim wanwan olsem ol manmeri bilong Papua Niugini i save yusim intanet.',
  },
  showcase: {
    heading: 'Ol projek',
    filterLabel: 'Makim kain projek yu laik lukim',
    all: 'Olgeta',
    showingAll: { one: 'Yu lukim {count} projek', other: 'Yu lukim olgeta {count} projek' },
    showingIn: {
      one: 'Yu lukim {count} projek long kain {category}',
      other: 'Yu lukim {count} projek long kain {category}',
    },
    empty: 'I no gat projek long dispela kain yet.',
    showAll: 'Soim olgeta projek',
  },
  categories: {
    jobs: 'Wok na painim wok',
    environment: 'Lukautim graun na solwara',
    transport: 'Trak, sip na kago',
    legal: 'Wok bilong lo',
    retail: 'Stoa na bisnis long intanet',
    management: 'Lukautim bisnis',
    professional: 'Wok bilong ol saveman',
  },
  card: {
    technologies: 'Ol samting mipela i yusim',
    moreTechnologies: 'na {count} moa',
    results: 'Wanem i kamap',
    moreResults: '+{count} moa',
    statusPrefix: 'Em i stap olsem: ',
    viewProject: 'Lukim projek',
    viewProjectDetail: ': {title} (i op long nupela tab)',
    underMaintenance: 'Mipela i stretim i stap',
    inDevelopment: 'Mipela i wokim i stap',
  },
  statuses: {
    Live: 'I wok nau',
    Development: 'Wokim i stap',
    Maintenance: 'Stretim i stap',
  },
  stats: {
    heading: 'Ol namba i soim wok bilong mipela',
    items: [
      { value: '50+', label: 'Ol projek mipela i pinisim' },
      { value: '100%', label: 'Ol kastoma i amamas' },
      { value: '7', label: 'Kain bisnis mipela i halivim' },
      { value: '24/7', label: 'Halivim long olgeta taim' },
    ],
  },
  callToAction: {
    heading: 'Yu redi long wokim neks gutpela projek wantaim mipela?',
    text: 'Statim long wanpela tempelet (websait i redi pinis), o tokim mipela wanem samting yu laikim na kisim prais olgeta insait long 24 aua.',
    browseTemplates: 'Lukim ol tempelet',
    getQuote: 'Askim kwot',
  },
  projects: {
    1: {
      description:
        'Websait bilong painim wok. Em i bungim ol bosman long Port Moresby, Lae na Hailans wantaim ol manmeri bilong ples i gat save, na em i kam hariap long 3G.',
      technologies: ['React', 'Node.js', 'PostgreSQL', 'Toksave long SMS', 'Tailwind CSS'],
      results: [
        '3,200+ manmeri i painim wok i putim nem',
        '140 bosman i putim wok',
        'Ol pes i kam insait long 2 sekon long 3G',
      ],
    },
    2: {
      description:
        'Websait bilong kampein na bilong kaunim promis bilong planim mangro gen long nambis bilong Milne Bay.',
      technologies: ['Astro', 'TypeScript', 'Mapbox'],
      results: [
        '12,000 liklik mangro ol i promis long planim',
        'Ol volantia i putim nem i go antap 2 taim',
      ],
    },
    3: {
      description:
        'Lukautim kago bilong wanpela kampani bilong trak long Hailans Haiwe. Ol draiva i ken salim toksave taim ol i oflain.',
      technologies: ['React Native', 'Node.js', 'PostgreSQL', 'Wok taim oflain'],
      results: [
        'Ol kastoma i ring liklik: 40% i go daun',
        'Lukim we 60 trak i stap nau tasol',
        'I wok oflain long rot',
      ],
    },
    4: {
      description:
        'Websait long tupela tok bilong ofis bilong lo, wantaim ol kain wok bilong lo, stori bilong ol loya na fom i gat strongpela banis bilong askim long lukim loya.',
      technologies: ['Next.js', 'Tailwind CSS', 'Toktok long Tok Pisin'],
      results: ['Askim bilong lukim loya i go antap 55%', 'Toktok long Inglis na Tok Pisin'],
    },
    5: {
      description:
        'Stoa long intanet bilong ol meri i save wokim bilum na salim long olgeta hap bilong PNG na ovasi, na kastoma i baim long mobail mani.',
      technologies: ['Shopify', 'Liquid', 'Mobail mani', 'Stoa long Instagram'],
      results: [
        'Salim long 9 kantri',
        '85 meri i wokim bilum i kisim mani long intanet',
        'Baim long fon long 3 tap tasol',
      ],
    },
    6: {
      description:
        'Skrin bilong lukim stok na seles bilong 6 stoa, long senisim ol spredsit ol i save salim long imel olgeta nait.',
      technologies: ['Vue', 'Laravel', 'MySQL', 'Chart.js'],
      results: ['Kaunim stok olgeta de, i no olgeta mun', '6 stoa long wanpela skrin'],
    },
    7: {
      description:
        'Websait bilong tokaut long bisnis na ples bilong ol kastoma long salim pepa, bilong wanpela ofis bilong kaunim mani long Wewak.',
      technologies: ['WordPress', 'PHP', 'Ples bilong kastoma'],
      results: [
        'Ol i salim pepa long intanet, i no fom pepa moa',
        'Olgeta wik nupela kastoma i painim ofis long intanet',
      ],
    },
    8: {
      description:
        'Websait bilong wanpela ofis i painim wokman, wantaim stori bilong ol manmeri i laik wok, taim bilong intaviu na sotlis bilong ol bosman.',
      technologies: ['React', 'Firebase', 'Wok wantaim kalenda'],
      results: [
        'Traim wantaim 12 bosman',
        'Bukim intaviu long wanpela step',
        'Salim sotlis long link',
      ],
    },
    9: {
      description:
        'Bukim kontena na haus kago long intanet, bilong wanpela yad bilong kago long wof bilong Lae, na prais i kam kwiktaim.',
      technologies: ['Angular', 'NestJS', 'PostgreSQL', 'Prais long PDF', 'Toksave long imel'],
      results: [
        'Bukim long intanet long olgeta taim, de na nait',
        'Prais i kam long sampela sekon, i no sampela de',
      ],
    },
  },
} satisfies Translation<typeof english>;
