import type { ComponentType } from 'react';
import type { IslandName } from './island-areas';

export { type IslandName, isIslandName } from './island-areas';

/**
 * How each interactive part of an island page (decision 091) fetches its code; the words it
 * reads are in island-areas.ts, which the page pipeline reads without this code.
 */
export const islandLoaders = {
  'site-header': () => import('../app/layout/site-header').then((module) => module.SiteHeader),
  'help-chat': () => import('../features/help-chat/help-chat').then((module) => module.HelpChat),
  'contact-form': () =>
    import('../features/contact/contact-form').then((module) => module.ContactForm),
  'newsletter-form': () =>
    import('../features/newsletter/newsletter-form').then((module) => module.NewsletterForm),
  'technology-marquee': () =>
    import('../features/contact/technology-marquee').then((module) => module.TechnologyMarquee),
  'portfolio-showcase': () =>
    import('../features/portfolio/portfolio-showcase').then((module) => module.PortfolioShowcase),
  'products-catalogue': () =>
    import('../features/catalogue/products-catalogue').then((module) => module.ProductsCatalogue),
  'quote-checkout': () =>
    import('../features/checkout/quote-checkout').then((module) => module.QuoteCheckout),
  'accept-quote': () =>
    import('../features/accept-quote/accept-quote').then((module) => module.AcceptQuote),
  'invoice-view': () =>
    import('../features/invoice/invoice-view').then((module) => module.InvoiceView),
  'order-status': () =>
    import('../features/order/order-status').then((module) => module.OrderStatus),
  countdown: () => import('../features/collaborators/countdown').then((module) => module.Countdown),
  'sample-page': () =>
    import('../features/preview/sample-page').then((module) =>
      module.loadSamplePage(location.pathname),
    ),
  'impact-counters': () =>
    import('../features/impact/impact-counters').then((module) => module.ImpactCounters),
} satisfies Record<IslandName, () => Promise<ComponentType<never>>>;
