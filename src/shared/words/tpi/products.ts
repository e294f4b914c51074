import type { products as english } from '../en/products';
import type { Translation } from '../translation';

export const products = {
  meta: {
    title: 'Ol tempelet bilong websait',
    description:
      'Ol tempelet (websait i redi pinis) bilong ol bisnis long Papua Niugini: haus kaikai, salon, klinik, bilda, hotel na planti moa, wantaim prais long Kina.',
  },
  eyebrow: 'Stoa bilong tempelet',
  title: 'Ol tempelet bilong websait',
  intro:
    'Makim wanpela disain i fit long kain bisnis bilong yu, lukim pastaim, na askim kwot. Olgeta oda i baim wanpela diwai.',
  catalogueLabel: 'Lis bilong ol tempelet',
  search: {
    region: 'Ol tempelet',
    label: 'Painim tempelet',
    placeholder: 'Nem o samting, olsem foto',
    sortLabel: 'Putim long lain olsem',
    sort: {
      featured: 'Mipela i makim',
      'price-asc': 'Prais: liklik i go bikpela',
      'price-desc': 'Prais: bikpela i go liklik',
      rating: 'Ol man i laikim tumas i stap pastaim',
    },
  },
  filter: {
    all: 'Olgeta kain',
    group: 'Makim kain',
    list: 'Ol kain',
    current: 'Kain: {category}',
  },
  showing: {
    all: { one: 'Soim {count} tempelet tasol', other: 'Soim olgeta {count} tempelet' },
    matching: {
      one: 'Soim {count} tempelet i gat “{query}”',
      other: 'Soim {count} tempelet i gat “{query}”',
    },
    inCategory: {
      one: 'Soim {count} tempelet long {category}',
      other: 'Soim {count} tempelet long {category}',
    },
    inCategoryMatching: {
      one: 'Soim {count} tempelet long {category} i gat “{query}”',
      other: 'Soim {count} tempelet long {category} i gat “{query}”',
    },
  },
  listLabel: 'Ol tempelet',
  added: '{title} i go long kwot bilong yu.',
  noMatch: {
    title: 'I no gat tempelet i gat “{query}”',
    action: 'Rausim painim',
    hint: 'Traim wanpela tok tasol, olsem kain bisnis o samting olsem “bukim” o “foto”.',
    hintInCategory:
      'Traim wanpela tok tasol, olsem kain bisnis o samting olsem “bukim” o “foto”, o lukim olgeta kain: dispela painim i lukluk long {category} tasol.',
  },
  emptyCategory: {
    title: 'Nau i no gat tempelet long {category}',
    action: 'Soim olgeta tempelet',
    text: 'Mipela i wok long wokim nupela tempelet oltaim. Traim narapela kain, o askim mipela long wokim websait i fit long yu tasol.',
  },
  card: {
    imageAlt: 'Piksa bilong tempelet {title}',
    comingSoon: 'I kam bihain',
    outOfFive: ' long 5',
    availableNow: 'I redi nau',
    inDevelopment: 'Mipela i wok long wokim',
    previewCost: 'Long lukim pastaim, em i yusim klostu {kb} KB data',
    addToQuote: 'Putim long kwot',
    added: 'Putim pinis ({count})',
    addedLabel: 'Putim pinis ({count}): lukim kwot bilong yu',
    preview: 'Lukim pastaim',
    opensInNewTab: ' (i op long nupela tab)',
  },
} satisfies Translation<typeof english>;
