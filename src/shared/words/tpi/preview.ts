import type { preview as english } from '../en/preview';
import type { Translation } from '../translation';

/** The preview bar around a sample site, in Tok Pisin. */
export const preview = {
  catalogue: '/tpi/products',
  quote: '/tpi/checkout',
  label: 'Lukim tempelet pastaim',
  allTemplates: 'Olgeta tempelet',
  previous: 'Tempelet i stap paslain: {title}',
  next: 'Tempelet i kam bihain: {title}',
  fallbackTitle: 'Tempelet bilong {kind}',
  comingSoon: 'I kam bihain',
  notForSale: 'Mipela i no salim yet',
  width: 'Bikpela bilong skrin',
  widths: { phone: 'Fon', tablet: 'Tablet', desktop: 'Kompiuta' },
  frameTitle: '{title} long skrin bilong {width}',
  tryIt: 'Traim',
  withYourBusiness: ' wantaim bisnis bilong yu',
  addToQuote: 'Putim long kwot',
  added: 'Putim pinis ({count})',
  seeQuote: '{added}: lukim kwot bilong yu',
  hide: 'Haitim ba bilong lukim pastaim',
  show: 'Soim ba bilong lukim pastaim',
} satisfies Translation<typeof english>;
