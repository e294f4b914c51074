import type { ComponentType } from 'react';
import type { Area } from '../i18n';

/** How an island's code is fetched, and the message areas it reads. */
interface IslandSource {
  load: () => Promise<ComponentType<never>>;
  areas: readonly Area[];
}

// Every interactive part of an island page (decision 091), by the name its HTML carries: the name
// of its module's file, so `npm run budget` finds its chunk.
export const islandSources = {
  'site-header': {
    load: () => import('../app/layout/site-header').then((module) => module.SiteHeader),
    areas: ['layout'],
  },
  'help-chat': {
    load: () => import('../features/help-chat/help-chat').then((module) => module.HelpChat),
    areas: ['layout'],
  },
  'contact-form': {
    load: () => import('../features/contact/contact-form').then((module) => module.ContactForm),
    areas: ['contact'],
  },
  'newsletter-form': {
    load: () =>
      import('../features/newsletter/newsletter-form').then((module) => module.NewsletterForm),
    areas: ['newsletter'],
  },
  'technology-marquee': {
    load: () =>
      import('../features/contact/technology-marquee').then((module) => module.TechnologyMarquee),
    areas: ['contact'],
  },
  'portfolio-showcase': {
    load: () =>
      import('../features/portfolio/portfolio-showcase').then((module) => module.PortfolioShowcase),
    areas: ['portfolio'],
  },
  'products-catalogue': {
    load: () =>
      import('../features/catalogue/products-catalogue').then((module) => module.ProductsCatalogue),
    areas: ['products', 'catalogue'],
  },
  'quote-checkout': {
    load: () =>
      import('../features/checkout/quote-checkout').then((module) => module.QuoteCheckout),
    areas: ['checkout', 'catalogue'],
  },
  'accept-quote': {
    load: () =>
      import('../features/accept-quote/accept-quote').then((module) => module.AcceptQuote),
    areas: ['acceptQuote'],
  },
  'invoice-view': {
    load: () => import('../features/invoice/invoice-view').then((module) => module.InvoiceView),
    areas: ['invoice'],
  },
  'order-status': {
    load: () => import('../features/order/order-status').then((module) => module.OrderStatus),
    areas: ['order', 'invoice'],
  },
  countdown: {
    load: () => import('../features/collaborators/countdown').then((module) => module.Countdown),
    areas: ['collaborators'],
  },
  'sample-page': {
    load: () =>
      import('../features/preview/sample-page').then((module) =>
        module.loadSamplePage(location.pathname),
      ),
    areas: [],
  },
  'impact-counters': {
    load: () =>
      import('../features/impact/impact-counters').then((module) => module.ImpactCounters),
    areas: [],
  },
} satisfies Record<string, IslandSource>;

export type IslandName = keyof typeof islandSources;

export function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(islandSources, name);
}
