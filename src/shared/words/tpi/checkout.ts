import type { checkout as english } from '../en/checkout';
import type { Translation } from '../translation';

export const checkout = {
  meta: {
    title: 'Kat na askim bilong prais',
    description:
      'Lukim ol tempelet long kat bilong yu na askim prais. Kumul Digital i save bekim olgeta askim bilong prais insait long 24 aua.',
  },
  eyebrow: 'Pinisim askim',
  title: 'Kat bilong yu',
  intro:
    'Lukim ol tempelet bilong yu na salim askim bilong prais. Mipela i bekim insait long 24 aua.',
  loading: 'Kat bilong yu i wok long kam…',
  success:
    'Askim bilong prais i go pinis! Insait long 24 aua mipela bai toktok wantaim yu na givim yu olgeta toksave long prais na wok.',
  reference: 'Namba bilong askim: {reference}',
  mailedCopy: 'Mipela i salim kopi bilong askim bilong yu i go long {email}.',
  failure: 'Askim bilong prais i no go. Plis traim gen, o salim imel long {email}',
  keepBrowsing: 'Lukim moa tempelet',
  empty: {
    title: 'Kat bilong yu i no gat samting',
    afterOrderTitle: 'Yu laikim narapela tempelet?',
    afterOrder: 'Tenkyu long askim bilong yu. Yu ken putim moa tempelet long wanem taim yu laik.',
    beforeOrder: 'Makim wanpela tempelet pastaim, na kam bek long hia long askim prais.',
    browse: 'Lukim ol tempelet',
  },
  lines: {
    title: 'Ol tempelet bilong yu',
    clear: 'Klinim kat',
    each: '{price} long wanpela',
    quantity: 'Hamas {title}',
    decrease: 'Rausim wanpela {title}',
    increase: 'Putim wanpela moa {title}',
    lineTotal: 'Prais bilong dispela lain: ',
    remove: 'Rausim {title}',
  },
  summary: {
    title: 'Oda bilong yu',
    templates: 'Ol tempelet',
    total: 'Olgeta prais',
    usdLabel: 'Klostu long US dola',
    usd: '≈ ${amount} USD',
  },
  trees: {
    label: 'Baim moa diwai',
    note: 'Oda bilong yu i baim pinis wanpela diwai long wan wan tempelet. Baim moa long {price} long wanpela.',
    quantity: 'Moa diwai',
    fewer: 'Rausim wanpela diwai',
    more: 'Putim wanpela moa diwai',
    contribution: 'Mani bilong diwai: {amount}',
    funded: 'Hamas diwai yu baim: {count}',
  },
  payment: {
    title: 'Baim long intanet',
    text: 'Nau yu no inap baim long bank kat long intanet. Salim askim bilong prais: taim mipela bekim yu, mipela bai tokim yu long prais na olsem wanem long baim.',
    button: 'Baim long bank kat',
  },
  form: {
    title: 'Askim prais',
    intro:
      'Tokim mipela olsem wanem long painim yu. Insait long 24 aua mipela i bekim yu wantaim olgeta toksave.',
    labels: {
      name: 'Ful nem bilong yu',
      email: 'Imel',
      phone: 'Namba bilong fon',
      company: 'Kampani o grup',
      message: 'Wanem samting yu laik long websait',
    },
    optional: 'Sapos yu laik',
    sending: 'I wok long salim…',
    submit: 'Askim prais',
    required: 'Yu mas raitim. Mipela i yusim ol toksave bilong yu long bekim dispela askim tasol.',
  },
} satisfies Translation<typeof english>;
