import type { ServiceId } from '../service-id';

/** The home page: hero, services, about, green initiative, and the newsletter and contact sections' text. */
export const home = {
  /** The page's <title>: the brand alone in English (the spec's title). */
  title: '{brand}',
  description:
    '{brand} designs websites, web applications and online shops for businesses in Papua New Guinea, and sells ready-made website templates.',
  hero: {
    eyebrow: 'Digital studio · {city}',
    title: '{brand}: websites that work for Papua New Guinea',
    browseTemplates: 'Browse templates',
    startProject: 'Start a project',
    fromPrice: 'Ready-made websites from {price}, live within 24 hours of your order.',
  },
  /** The office hours in the visitor's time zone first; the spec's AEST is the same offset (UTC+10). */
  hours: 'Mon-Fri, 8 am to 5 pm Port Moresby time (AEST)',
  /** Three templates with their price and a live preview, under the hero (issue 25). */
  featured: {
    eyebrow: 'Ready-made websites',
    title: 'Pick a website, see it live, ask for a quote',
    text: 'Templates made for PNG businesses, delivered within 24 hours of your order.',
    preview: 'Preview',
    opensInNewTab: ' (opens in a new tab)',
    all: 'See all {count} templates, from {price}',
  },
  stats: {
    projects: 'Projects delivered',
    satisfaction: 'Client satisfaction',
    support: 'Business hours support',
  },
  services: {
    eyebrow: 'Services',
    title: 'Everything your business needs online',
    details: {
      'web-design': {
        summary:
          'Fast, mobile-first websites that load well on PNG networks and are easy to update.',
        features: [
          'Responsive design',
          'Content management',
          'Search-friendly pages',
          'Hosting set-up',
        ],
      },
      'web-app': {
        summary: 'Booking systems, portals and dashboards built around the way your team works.',
        features: ['Custom workflows', 'User accounts', 'Reports and exports', 'Offline-ready'],
      },
      'digital-product': {
        summary: 'Ready-made templates and tools you can launch this week and grow into.',
        features: ['Website templates', 'Forms and automations', 'Training', 'Ongoing support'],
      },
      branding: {
        summary: 'A name, logo and visual voice that your customers recognise and remember.',
        features: ['Logo design', 'Colour and type', 'Brand guidelines', 'Social media kits'],
      },
      ecommerce: {
        summary: 'Online shops that take orders in Kina, with delivery and pick-up options.',
        features: ['Product catalogue', 'Cart and quotes', 'Order notifications', 'Inventory'],
      },
    } satisfies Record<ServiceId, { summary: string; features: readonly string[] }>,
  },
  about: {
    eyebrow: 'About us',
    title: '10+ years building for the local market',
    text: 'We are a {city} team. We know the networks, the payment habits and the customers, and we build for them first.',
    values: [
      { name: 'Precision', text: 'Details checked on real phones and real PNG connections.' },
      { name: 'Partnership', text: 'We work beside your team, in plain language.' },
      { name: 'Excellence', text: 'Sites that stay fast, secure and easy to update.' },
      { name: 'Innovation', text: 'Modern tools, chosen for what they do for you.' },
    ],
  },
  green: {
    eyebrow: 'Green initiative',
    title: 'Every website plants a tree in Papua New Guinea',
    text: 'Each project and each template order funds one tree planting, and you can fund more trees at {treePrice} each when you ask for a quote. Together with our clients we have reached {treesFunded}+ trees funded, {treesPlanted}+ planted and {contributed}+ contributed.',
    chooseTemplate: 'Choose a template',
    planProject: 'Plan a project with us',
    counters: {
      treesFunded: 'Trees funded',
      treesPlanted: 'Trees planted',
      contributed: 'Contributed',
    },
  },
  newsletter: {
    eyebrow: 'Newsletter',
    title: 'Web tips for PNG businesses',
    text: 'Join 500+ professionals who get our practical notes on websites, online selling and reaching customers on mobile. No spam, just what works here.',
  },
  contact: {
    eyebrow: 'Contact',
    title: 'Tell us about your project',
    text: 'We answer every enquiry within 24 hours. Our team is in the office {hours}.',
    readyMade: 'Looking for a ready-made site?',
    seeTemplates: 'See the templates',
    technologies: 'Technologies we build with',
    partnersOnly: 'Our full technology stack and toolkit are available only to verified partners.',
    partnership: 'Partnership inquiry',
  },
};
