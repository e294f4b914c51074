import { BrickWall, Drill, Hammer, Handshake, type LucideIcon, Truck } from 'lucide-react';
import type { Action, FooterColumn, Identity, KitImage, NavLink, Stat } from '../kit';

// Every piece of the local business's sample content (spec sections 2, 3 and 9), as data. Copy
// that names the business says {name} (or {town}), so a visitor's own name shows there instead.

export const identity: Identity = {
  name: 'Harbour City Hardware',
  kind: 'Local business',
  tagline: 'Tools, building supplies and friendly advice for every job.',
  logo: { kind: 'icon', icon: Hammer },
  phone: '+675 7100 2468',
  email: 'sales@harbourcityhardware.com.pg',
  address: 'Section 38, Lot 5, Spring Garden Road, Hohola, Port Moresby',
  town: 'Port Moresby',
  // Spec section 9.
  hours: [
    { days: 'Mon-Fri', time: '8AM-6PM' },
    { days: 'Sat', time: '9AM-2PM' },
  ],
  // Safety yellow; the sample keeps its harbour-teal text (cyan-700) and yellow on dark (yellow-300).
  colors: { accent: '#facc15', ink: '#0e7490', onDark: '#fde047' },
};

export const navLinks: readonly NavLink[] = [
  { label: 'About', href: '#about' },
  { label: 'Services', href: '#services' },
  { label: 'Reviews', href: '#reviews' },
  { label: 'Contact', href: '#contact' },
];

/** The spec gives Get Quote no behaviour: an inert button. */
export const quoteAction: Action = { label: 'Get Quote' };

export const hero = {
  eyebrow: 'Port Moresby · Lae · Mount Hagen',
  title: 'Everything you need to build, fix and grow',
  text: 'Timber, cement, roofing iron, tools and hardware at fair prices, with advice from people who build in PNG conditions every day.',
  actions: [
    { label: 'Our Services', href: '#services' },
    { label: 'Visit a Store', href: '#contact', variant: 'inverse' },
  ],
  image: {
    src: '/images/templates/local-business/hero.svg',
    alt: 'Illustration of the {name} shopfront with timber, paint and a wheelbarrow',
    width: 560,
    height: 440,
  },
} satisfies {
  eyebrow: string;
  title: string;
  text: string;
  actions: readonly Action[];
  image: KitImage;
};

/** Spec section 2: 500+ customers, 5+ years, 15+ locations, 24/7. */
export const stats: readonly Stat[] = [
  { value: '500+', label: 'Happy customers' },
  { value: '5+', label: 'Years in business' },
  { value: '15+', label: 'Locations' },
  { value: '24/7', label: 'Trade order line' },
];

export const about = {
  eyebrow: 'About us',
  title: 'A local hardware store that grew with its town',
  paragraphs: [
    'We opened our first counter on Spring Garden Road in Hohola with a ute, a few pallets of cement and a promise to stock what local builders actually need.',
    'Today our stores serve families, tradies and contractors from Port Moresby to the Highlands, and we still answer the phone ourselves.',
  ],
  points: [
    'Trade prices for registered builders',
    'Stock chosen for heat, rain and salt air',
    'Advice from staff who have built houses themselves',
    'Free loading help at every store',
  ],
  image: {
    src: '/images/templates/local-business/delivery.svg',
    alt: 'Illustration of a {name} delivery truck loaded with timber and roofing iron',
    width: 560,
    height: 400,
  },
} satisfies {
  eyebrow: string;
  title: string;
  paragraphs: readonly string[];
  points: readonly string[];
  image: KitImage;
};

export interface Service {
  title: string;
  description: string;
  icon: LucideIcon;
}

export const services: readonly Service[] = [
  {
    title: 'Building Supplies',
    description:
      'Treated timber, cement, roofing iron, plumbing and electrical fittings in stock, cut to length while you wait.',
    icon: BrickWall,
  },
  {
    title: 'Tool & Equipment Hire',
    description:
      'Concrete mixers, generators, scaffolding and power tools by the day or the week, serviced before every hire.',
    icon: Drill,
  },
  {
    title: 'Site Delivery',
    description:
      'Our trucks deliver to your block or building site in town, and we ship to outstations by coastal freight.',
    icon: Truck,
  },
  {
    title: 'Trade Accounts',
    description:
      'Monthly invoicing, trade pricing and a dedicated order line for builders, plumbers and electricians.',
    icon: Handshake,
  },
];

export interface Review {
  name: string;
  business: string;
  rating: number;
  text: string;
}

/** Spec section 9: every review carries 5 stars. */
export const reviews: readonly Review[] = [
  {
    name: 'Peter Wena',
    business: 'Wena Builders, Lae',
    rating: 5,
    text: 'They had our roofing iron and timber on site the next morning. On a job with a tight deadline, that is everything.',
  },
  {
    name: 'Agnes Moli',
    business: 'Moli Guesthouse, Madang',
    rating: 5,
    text: 'We renovated six rooms with their help. Honest advice, fair prices, and they shipped it all to Madang without a scratch.',
  },
  {
    name: 'John Kapi',
    business: 'Kapi Plumbing & Electrical, Port Moresby',
    rating: 5,
    text: 'The trade account saves me hours every month. I call the order line at night and pick up first thing.',
  },
];

/** Spec section 3: name, email, subject, message; spec section 2: Send Message. */
export const contactForm = {
  title: 'Send us a message',
  submitLabel: 'Send Message',
};

export const footerColumns: readonly FooterColumn[] = [
  { title: 'Opening hours', items: identity.hours.map((row) => `${row.days} ${row.time}`) },
  { title: 'Quick links', items: navLinks },
];

export const copy = {
  statsLabel: '{name} in numbers',
  services: {
    eyebrow: 'What we do',
    title: 'Services for homes, trades and businesses',
    intro: 'From a single bag of cement to the full materials list for a house.',
  },
  reviews: { eyebrow: 'Reviews', title: 'Trusted by local businesses' },
  contact: {
    eyebrow: 'Contact',
    title: 'Talk to our team',
    intro:
      'Ask for a price, check stock, or open a trade account. We reply within one working day.',
    addressLabel: 'Head office',
  },
};

/** What TemplatePage needs from this site. */
export const site = {
  slug: 'local-business',
  identity,
  navLinks,
  action: quoteAction,
  footerColumns,
};
