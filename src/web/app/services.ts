/** The agency's five services: the home page's services grid and the footer both list them. */
export interface Service {
  id: string;
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
    id: 'web-applications',
    name: 'Web Applications',
    summary: 'Booking systems, portals and dashboards built around the way your team works.',
    features: ['Custom workflows', 'User accounts', 'Reports and exports', 'Offline-ready'],
  },
  {
    id: 'digital-products',
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
    id: 'e-commerce',
    name: 'E-commerce',
    summary: 'Online shops that take orders in Kina, with delivery and pick-up options.',
    features: ['Product catalogue', 'Cart and quotes', 'Order notifications', 'Inventory'],
  },
];
