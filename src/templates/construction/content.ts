import {
  Building2,
  ClipboardCheck,
  Factory,
  HardHat,
  Hammer,
  Home,
  Route,
  Siren,
} from 'lucide-react';
import {
  type Action,
  type FooterColumn,
  type FormContent,
  type Identity,
  type KitImage,
  type NavLink,
  emailField,
  nameField,
  phoneField,
} from '../kit';

// Every piece of Strongbuild's sample content (spec sections 2, 3 and 9), as data. Copy that
// names the company or its town says {name} or {town}, so a visitor's own shows there instead.

export const identity: Identity = {
  name: 'Strongbuild Construction',
  kind: 'Construction company',
  tagline: 'Homes, offices and roads built safely, on time and on budget.',
  logo: { kind: 'icon', icon: HardHat },
  phone: '+675 472 0000',
  emergencyPhone: '+675 7000 0911',
  email: 'quotes@strongbuild.com.pg',
  address: 'Section 45, Lot 12, Milfordhaven Road, Lae, Morobe Province',
  town: 'Lae',
  // Spec section 9: phone Mon-Fri 8-5, email reply within 24 hours, emergency service 24/7.
  hours: [
    { days: 'Phone, Mon-Fri', time: '8AM-5PM' },
    { days: 'Email replies', time: 'Within 24 hours' },
    { days: 'Emergency service', time: '24/7' },
  ],
  // Safety orange; the sample's orange text is orange-700 on light and orange-400 on dark.
  colors: { accent: '#f97316', ink: '#c2410c', onDark: '#fb923c' },
};

export const navLinks: readonly NavLink[] = [
  { label: 'Services', href: '#services' },
  { label: 'Projects', href: '#projects' },
  { label: 'About', href: '#about' },
  { label: 'Contact', href: '#contact' },
];

/** The spec gives Get Quote no behaviour: an inert button. */
export const quoteAction: Action = { label: 'Get Quote' };

export const hero = {
  eyebrow: '{town} · Port Moresby · Highlands',
  title: 'Built strong. Handed over on time.',
  text: 'From family homes in {town} to warehouses on the Highlands Highway, {name} plans, builds and finishes the job with certified crews and honest reporting.',
  actions: [
    quoteAction,
    { label: 'See Our Projects', href: '#projects', variant: 'inverse' },
  ] satisfies readonly Action[],
  image: {
    src: '/images/templates/construction/hero.svg',
    alt: 'Illustration of a tower crane lifting a steel beam onto a three-storey building frame',
    width: 560,
    height: 460,
  } satisfies KitImage,
};

export interface Statistic {
  number: string;
  label: string;
  description: string;
}

/** Spec section 9: 15+ years, 200+ projects, 98% on-time delivery; emergency service 24/7. */
export const statistics: readonly Statistic[] = [
  {
    number: '15+',
    label: 'Years building',
    description: 'Founded in {town} in 2009 and working in nine provinces since.',
  },
  {
    number: '200+',
    label: 'Projects completed',
    description: 'Homes, offices, warehouses, roads and bridges, all signed off.',
  },
  {
    number: '98%',
    label: 'On-time delivery',
    description: 'Handed over on or before the date in the contract.',
  },
  {
    number: '24/7',
    label: 'Emergency service',
    description: 'A crew on call for storm, flood and structural damage.',
  },
];

export interface Service {
  title: string;
  text: string;
  features: readonly string[];
  icon: typeof Home;
}

export const services: readonly Service[] = [
  {
    title: 'Residential Construction',
    text: 'Family homes, staff housing and high-set houses built for the coast and the Highlands.',
    features: ['Cyclone-rated roofing', 'Termite-treated timber', 'Fixed-price contracts'],
    icon: Home,
  },
  {
    title: 'Commercial Buildings',
    text: 'Offices, shops, schools and clinics, from slab to fit-out, with a single site manager.',
    features: ['Design and build', 'Fire and access compliance', 'Staged handover'],
    icon: Building2,
  },
  {
    title: 'Industrial Facilities',
    text: 'Warehouses, workshops and cold stores with heavy-duty floors and wide-span steel.',
    features: ['Wide-span steel frames', 'Heavy-duty slabs', 'Loading docks'],
    icon: Factory,
  },
  {
    title: 'Renovations & Extensions',
    text: 'New rooms, kitchens, verandas and re-roofing while your family or business stays open.',
    features: ['Structural checks first', 'Weekend and night work', 'Clean site every day'],
    icon: Hammer,
  },
  {
    title: 'Civil & Infrastructure',
    text: 'Access roads, culverts, drainage and footbridges for councils, mines and communities.',
    features: ['Earthworks and grading', 'Concrete culverts', 'Sealed and gravel roads'],
    icon: Route,
  },
  {
    title: 'Project Management',
    text: 'We run your build for you: budget, permits, suppliers and weekly photo reports.',
    features: ['Cost plans and tenders', 'Building permits', 'Weekly site reports'],
    icon: ClipboardCheck,
  },
];

export interface Project {
  id: string;
  title: string;
  category: string;
  image: KitImage;
  location: string;
  year: number;
  description: string;
}

const projectImage = (file: string, alt: string): KitImage => ({
  src: `/images/templates/construction/${file}.svg`,
  alt,
  width: 480,
  height: 320,
});

export const projects: readonly Project[] = [
  {
    id: 'sb-2024-014',
    title: 'Eriku Family Residences',
    category: 'Residential',
    image: projectImage('project-homes', 'Illustration of two high-set family homes with verandas'),
    location: 'Eriku, Lae',
    year: 2024,
    description:
      'Six three-bedroom high-set homes with rainwater tanks, handed over two weeks early.',
  },
  {
    id: 'sb-2023-031',
    title: 'Waigani Business Centre',
    category: 'Commercial',
    image: projectImage('project-office', 'Illustration of a four-storey glass office building'),
    location: 'Waigani, Port Moresby',
    year: 2023,
    description:
      'A four-storey office block with ground-floor shops, lifts and a rooftop water tank.',
  },
  {
    id: 'sb-2023-008',
    title: 'Malahang Distribution Warehouse',
    category: 'Industrial',
    image: projectImage(
      'project-warehouse',
      'Illustration of a steel warehouse with loading docks',
    ),
    location: 'Malahang Industrial Estate, Lae',
    year: 2023,
    description: 'A 4,000 square metre steel warehouse with six loading docks and a 40-tonne slab.',
  },
  {
    id: 'sb-2022-019',
    title: 'Asaro River Footbridge',
    category: 'Infrastructure',
    image: projectImage('project-bridge', 'Illustration of a steel truss footbridge over a river'),
    location: 'Asaro Valley, Eastern Highlands',
    year: 2022,
    description:
      'A 60-metre steel truss footbridge that keeps three villages connected in the wet season.',
  },
];

export const about = {
  eyebrow: 'About {name}',
  title: 'A {town} company that builds all over PNG',
  paragraphs: [
    '{name} started in 2009 with one truck, a concrete mixer and a crew of six from Morobe. Today we employ over 120 Papua New Guineans, run our own plant yard in {town} and train twelve apprentices every year.',
    'We price honestly, report every week with photos, and we do not leave a site until the client is happy with the last coat of paint.',
  ],
  values: [
    'Certified engineers sign off every structure',
    'Zero-harm safety plan on every site',
    'Local crews, local suppliers, local apprentices',
    'Written fixed-price quotes, no surprises',
  ],
};

/** Spec sections 3 and 9: the quote form, with the six project types. */
export const quoteForm: FormContent = {
  title: 'Request a free quote',
  submitLabel: 'Send Quote Request',
  fields: [
    nameField,
    emailField,
    phoneField,
    { label: 'Project location', name: 'location', placeholder: 'Town or province' },
    {
      kind: 'select',
      label: 'Project type',
      name: 'projectType',
      placeholder: 'Choose a project type',
      options: ['Residential', 'Commercial', 'Industrial', 'Renovation', 'Infrastructure', 'Other'],
      wide: true,
    },
    {
      kind: 'textarea',
      label: 'Project details',
      name: 'details',
      placeholder: 'Size, timeline, budget range, site access…',
    },
  ],
};

/** The spec asks that these open in a new tab. */
export const socialLinks = [
  { label: 'Facebook', href: 'https://www.facebook.com/', external: true },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/', external: true },
  { label: 'Instagram', href: 'https://www.instagram.com/', external: true },
] as const;

export const footerColumns: readonly FooterColumn[] = [
  { title: 'Hours', items: identity.hours.map((row) => `${row.days}: ${row.time}`) },
  { title: 'Follow us', items: socialLinks },
];

/** What the page wrapper shows around the sections. */
export const site = {
  slug: 'construction',
  identity,
  navLinks,
  action: quoteAction,
  footerColumns,
};

export const copy = {
  services: {
    eyebrow: 'What we build',
    title: 'Construction services',
    intro:
      'One company from the first survey peg to the final handover, with the same site manager all the way.',
  },
  projects: {
    eyebrow: 'Featured projects',
    title: 'Recent work across PNG',
    intro: 'A few of the 200+ projects our crews have completed, each delivered to plan.',
    referenceLabel: 'Ref.',
  },
  contact: {
    eyebrow: 'Start your project',
    title: 'Talk to an estimator',
    intro:
      'Tell us about the job. A project estimator replies within 24 hours, and site visits in {town} and Port Moresby are free.',
    addressLabel: 'Head office & yard',
    hoursTitle: 'When to reach us',
    emergencyLabel: 'Emergency line (24/7)',
    emergencyIcon: Siren,
  },
};
