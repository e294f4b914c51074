import type { Area } from '../i18n';

/**
 * Every interactive part of an island page (decision 091), by the name its HTML carries (the name
 * of its module's file, so `npm run budget` finds its chunk), and the areas of words it reads. Data
 * only: the page pipeline (`src/render/island-pages.ts`) reads it at build and at run time without
 * loading an island's code, which `registry.ts` adds.
 */
export const islandAreas = {
  'site-header': ['layout'],
  'help-chat': ['layout'],
  'contact-form': ['contact'],
  'newsletter-form': ['newsletter'],
  'technology-marquee': ['contact'],
  'portfolio-showcase': ['portfolio'],
  'products-catalogue': ['products', 'catalogue'],
  'quote-checkout': ['checkout', 'catalogue'],
  'accept-quote': ['acceptQuote'],
  'invoice-view': ['invoice'],
  'order-status': ['order', 'invoice'],
  countdown: ['collaborators'],
  'sample-page': [],
  'impact-counters': [],
} as const satisfies Record<string, readonly Area[]>;

export type IslandName = keyof typeof islandAreas;

export function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(islandAreas, name);
}

/**
 * The words every agency page loads in the browser outside its islands, by word key: the status
 * pill, offline offer and install card, and the offer to read Tok Pisin, whose words are Tok
 * Pisin's alone (decision 131). The page carries their published texts as it does the islands'.
 */
export const overlayWordKeys = {
  overlays: 'overlays:overlayMessages',
  languageOffer: 'language-offer:languageOffer',
} as const;
