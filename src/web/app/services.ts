import type { contactServices } from '../../shared/schemas/contact';

/** The values the contact form sends for a service, fixed by the API's contract. */
export type ServiceId = (typeof contactServices)[number];

/** The agency's five services: the home page's services grid, the contact form and the footer list them. */
export interface Service {
  id: ServiceId;
  name: string;
  summary: string;
  features: readonly string[];
}

export const services: readonly Service[] = [
  {
    id: 'web-design',
    name: 'Web Design & Development',
    summary: 'Fast, mobile-first websites that load well on PNG networks and are easy to update.',
    features: [
      'Responsive design',
      'Content management',
      'Search-friendly pages',
      'Hosting set-up',
    ],
  },
  {
    id: 'web-app',
    name: 'Web Applications',
    summary: 'Booking systems, portals and dashboards built around the way your team works.',
    features: ['Custom workflows', 'User accounts', 'Reports and exports', 'Offline-ready'],
  },
  {
    id: 'digital-product',
    name: 'Digital Products',
    summary: 'Ready-made templates and tools you can launch this week and grow into.',
    features: ['Website templates', 'Forms and automations', 'Training', 'Ongoing support'],
  },
  {
    id: 'branding',
    name: 'Branding',
    summary: 'A name, logo and visual voice that your customers recognise and remember.',
    features: ['Logo design', 'Colour and type', 'Brand guidelines', 'Social media kits'],
  },
  {
    id: 'ecommerce',
    name: 'E-commerce',
    summary: 'Online shops that take orders in Kina, with delivery and pick-up options.',
    features: ['Product catalogue', 'Cart and quotes', 'Order notifications', 'Inventory'],
  },
];

/** A technology of the stack shown in the contact section, with its logo tile in public/images/tech. */
export interface Technology {
  name: string;
  logo: string;
}

const technology = (name: string, file: string): Technology => ({
  name,
  logo: `/images/tech/${file}.svg`,
});

export const technologies: readonly Technology[] = [
  technology('React', 'react'),
  technology('TypeScript', 'typescript'),
  technology('Node.js', 'nodejs'),
  technology('PostgreSQL', 'postgresql'),
  technology('Tailwind CSS', 'tailwind-css'),
  technology('Figma', 'figma'),
  technology('WordPress', 'wordpress'),
  technology('Shopify', 'shopify'),
  technology('Flutter', 'flutter'),
  technology('AWS', 'aws'),
];
