/** The preview bar around a sample site, in English. */
export const preview = {
  /** The catalogue in this language (a path, not a word). */
  catalogue: '/products',
  /** The quote (the cart) in this language (a path). */
  quote: '/checkout',
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
  /** The added link's name ({added} is the line above): it opens the quote, never adds again. */
  seeQuote: '{added}: see your quote',
  hide: 'Hide the preview bar',
  show: 'Show the preview bar',
};

export type PreviewWords = typeof preview;
