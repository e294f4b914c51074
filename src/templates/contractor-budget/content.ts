import { BadgeCheck, Clock, HardHat, Home, PaintRoller, Ruler, Wrench } from 'lucide-react';
import type { Action, FooterColumn, Identity, KitImage, NavLink } from '../kit';

// Every piece of BudgetBuild's sample content (spec sections 2, 3 and 9), as data. Copy that names
// the business says {name} (or {town}), so a visitor's own name shows there instead.

export const identity: Identity = {
  name: 'BudgetBuild Contractors',
  kind: 'Budget contractor',
  tagline: 'Quality repairs and small builds at prices that make sense.',
  logo: { kind: 'icon', icon: HardHat },
  phone: '+675 7100 2345',
  email: 'jobs@budgetbuild.com.pg',
  address: 'Allotment 9, Section 301, Gerehu Stage 2, Port Moresby',
  town: 'Port Moresby',
  hours: [
    { days: 'Mon-Fri', time: '7AM-5PM' },
    { days: 'Sat', time: '7AM-12PM' },
  ],
  // Brick red (#b23a22); its text is a deeper brick on light and warm amber (amber-300) on dark.
  colors: { accent: '#b23a22', ink: '#a8321c', onDark: '#fcd34d' },
};

export const navLinks: readonly NavLink[] = [
  { label: 'Services', href: '#services' },
  { label: 'Projects', href: '#projects' },
  { label: 'Contact', href: '#contact' },
];

/** Where Back to Products goes when there is no page to go back to (a fresh tab). */
export const productsPath = '/products';

export const backLabel = 'Back to Products';

export const quoteAction: Action = { label: 'Get a Free Quote', href: '#contact' };

export const hero = {
  eyebrow: '{town}, Papua New Guinea',
  title: 'Good builds. Fair prices. No surprises.',
  text: '{name} is a small {town} crew that builds extensions, fixes roofs and renovates kitchens at a price agreed in writing before we start.',
  image: {
    src: '/images/templates/contractor-budget/hero.svg',
    alt: 'Illustration of a small house extension with a ladder, paint roller and a price tag',
    width: 560,
    height: 440,
  } satisfies KitImage,
};

export const promises: readonly { title: string; text: string; icon: typeof Clock }[] = [
  { title: 'Free written quotes', text: 'Itemised, in Kina, valid for 30 days.', icon: BadgeCheck },
  { title: 'Fixed price', text: 'The price we quote is the price you pay.', icon: Ruler },
  { title: '12-month warranty', text: 'On all our workmanship, in writing.', icon: Clock },
];

export interface Service {
  title: string;
  description: string;
  /** As shown (spec section 9): from K15,000, from K5,000, or quote on request. */
  price: string;
  includes: readonly string[];
  icon: typeof Home;
}

export const services: readonly Service[] = [
  {
    title: 'Extensions & Small Builds',
    description: 'An extra bedroom, a haus kuk, a veranda or a trade store built on your block.',
    price: 'From K15,000',
    includes: [
      'Plans and council permit help',
      'Slab, frame, roof and lock-up',
      'Painted and handed over',
    ],
    icon: Home,
  },
  {
    title: 'Renovations & Repairs',
    description:
      'New kitchens and bathrooms, re-roofing, re-stumping and rotten floor replacement.',
    price: 'From K5,000',
    includes: ['Site inspection included', 'Materials bought at trade price', 'Rubbish removed'],
    icon: PaintRoller,
  },
  {
    title: 'Custom Jobs & Maintenance',
    description:
      'Fences, water tanks, security screens or a maintenance plan for your rental homes.',
    price: 'Quote on request',
    includes: ['Small jobs welcome', 'Monthly plans for landlords', 'Same-week call-outs'],
    icon: Wrench,
  },
];

export interface Project {
  title: string;
  description: string;
  image: KitImage;
  duration: string;
  budget: string;
}

const projectImage = (file: string, alt: string): KitImage => ({
  src: `/images/templates/contractor-budget/${file}.svg`,
  alt,
  width: 480,
  height: 320,
});

export const projects: readonly Project[] = [
  {
    title: 'Two-bedroom extension, Gerehu Stage 2',
    description:
      'Two bedrooms and a shower room added under the existing roof line for a growing family.',
    image: projectImage(
      'project-extension',
      'Illustration of a house with a new two-room extension',
    ),
    duration: '10 weeks',
    budget: 'K38,500',
  },
  {
    title: 'Kitchen renovation, Boroko',
    description:
      'New benches, cupboards, sink and tiling, done while the family kept cooking next door.',
    image: projectImage('project-kitchen', 'Illustration of a new kitchen with timber cupboards'),
    duration: '3 weeks',
    budget: 'K9,800',
  },
  {
    title: 'Trade store and veranda, Tokarara',
    description: 'A lock-up trade store with a serving window and a shaded veranda for customers.',
    image: projectImage('project-store', 'Illustration of a small trade store with a veranda'),
    duration: '6 weeks',
    budget: 'K21,000',
  },
];

export const contactForm = {
  title: 'Tell us about your job',
  submitLabel: 'Request My Quote',
};

/** Section headings and intros, in page order. */
export const copy = {
  promisesLabel: 'Our promise',
  services: {
    eyebrow: 'Services & prices',
    title: 'Honest prices, written down',
    intro: 'Every job starts with a free site visit and an itemised quote in Kina.',
  },
  projects: {
    eyebrow: 'Recent projects',
    title: 'Jobs we finished this year',
    intro: 'Real timelines and real budgets, so you know what to expect.',
  },
  projectFigures: { duration: 'Duration', budget: 'Budget' },
  contact: {
    eyebrow: 'Free quote',
    title: 'Get a price for your job',
    intro: 'Send a few details and we will call you back to book a free site visit.',
    addressLabel: 'Yard',
    hoursTitle: 'Working hours',
  },
};

export const footerColumns: readonly FooterColumn[] = [
  { title: 'Hours', items: identity.hours.map((row) => `${row.days} ${row.time}`) },
  {
    title: 'Explore',
    items: navLinks.map((link) => ({ label: link.label, href: link.href })),
  },
];

/** What TemplatePage needs from this site. */
export const site = {
  slug: 'contractor-budget',
  identity,
  navLinks,
  action: quoteAction,
  footerColumns,
};
