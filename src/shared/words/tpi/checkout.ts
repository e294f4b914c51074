import type { checkout as english } from '../en/checkout';
import type { Translation } from '../translation';

export const checkout = {
  meta: {
    title: 'Askim kwot',
    description:
      'Lukim ol tempelet long kwot bilong yu na salim askim. Kumul Digital i save bekim olgeta askim bilong kwot insait long 24 aua.',
  },
  eyebrow: 'Askim bilong kwot',
  title: 'Kwot bilong yu',
  intro:
    'Lukim ol tempelet bilong yu na salim askim bilong kwot. Mipela i bekim insait long 24 aua.',
  loading: 'Kwot bilong yu i wok long kam…',
  stored:
    'Kwot bilong yu i stap long dispela fon o kompiuta. Fom bilong salim em bai i redi taim intanet i kam bek.',
  success:
    'Askim bilong kwot i go pinis! Insait long 24 aua mipela bai i toktok wantaim yu na givim yu olgeta toksave long prais na wok.',
  reference: 'Namba bilong askim: {reference}',
  mailedCopy: 'Mipela i salim kopi bilong askim bilong yu i go long {email}.',
  sent: 'Yu askim long:',
  failure: 'Askim bilong kwot i no go. Plis traim gen, o salim imel long {email}',
  keepBrowsing: 'Lukim moa tempelet',
  empty: {
    title: 'Kwot bilong yu i no gat samting',
    afterOrderTitle: 'Yu laikim narapela tempelet?',
    afterOrder: 'Tenkyu long askim bilong yu. Yu ken putim moa tempelet long wanem taim yu laik.',
    beforeOrder: 'Makim wanpela tempelet pastaim, na kam bek long hia long askim kwot.',
    browse: 'Lukim ol tempelet',
  },
  lines: {
    title: 'Ol tempelet bilong yu',
    clear: 'Klinim kwot',
    each: '{price} long wanpela',
    copies: 'Hamas kopi',
    quantity: 'Hamas kopi bilong {title}',
    decrease: 'Rausim wanpela kopi bilong {title}',
    increase: 'Putim wanpela moa kopi bilong {title}',
    lineTotal: 'Prais bilong dispela lain: ',
    remove: 'Rausim {title}',
    triedWith: 'Yu traim wantaim {name}',
    triedWithYours: 'Yu traim wantaim bisnis bilong yu',
    logo: 'Logo bilong yu',
  },
  summary: {
    title: 'Prais bilong kwot',
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
    text: 'Nau yu no inap baim long bank kat long intanet. Salim askim bilong kwot: taim mipela i bekim yu, mipela bai i tokim yu long prais na olsem wanem long baim.',
    button: 'Baim long bank kat: i no wok nau',
  },
  form: {
    title: 'Askim kwot',
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
    submit: 'Askim kwot',
    required:
      'Yu mas pulimapim. Mipela i yusim ol toksave bilong yu long bekim dispela askim tasol.',
  },
} satisfies Translation<typeof english>;
