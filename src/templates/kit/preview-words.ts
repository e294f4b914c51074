import type { Lang } from '../../shared/i18n/lang';
// The bar's words leave the kit for src/shared/words in issue 24 (helper H8); until then, a type only.
// eslint-disable-next-line import-x/no-restricted-paths
import type { Translation } from '../../web/i18n/translation';

// The preview bar's words in both languages: the page carries both and the inline script's mark on
// <html> shows one before the first paint, so nothing changes or moves once the page hydrates.

const en = {
  /** The catalogue in this language (a path, not a word). */
  catalogue: '/products',
  label: 'Template preview',
  allTemplates: 'All templates',
  previous: 'Previous template: {title}',
  next: 'Next template: {title}',
  fallbackTitle: '{kind} template',
  comingSoon: 'Coming soon',
  notForSale: 'Not for sale yet',
  width: 'Preview width',
  widths: { phone: 'Phone', tablet: 'Tablet', desktop: 'Desktop' },
  frameTitle: '{title} at {width} width',
  tryIt: 'Try it',
  withYourBusiness: ' with your business',
  addToQuote: 'Add to quote',
  added: 'Added ({count})',
  hide: 'Hide the preview bar',
  show: 'Show the preview bar',
};

const tpi = {
  catalogue: '/tpi/products',
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
  addToQuote: 'Putim long askim',
  added: 'Putim pinis ({count})',
  hide: 'Haitim ba bilong lukim pastaim',
  show: 'Soim ba bilong lukim pastaim',
} satisfies Translation<typeof en>;

export type PreviewWords = typeof en;

export const previewWords: Readonly<Record<Lang, PreviewWords>> = { en, tpi };
