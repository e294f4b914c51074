import {
  Building,
  ClipboardList,
  DraftingCompass,
  Droplets,
  Layers,
  Leaf,
  MapPin,
  Route,
} from 'lucide-react';
import {
  type Action,
  type ContactItem,
  type FaqItem,
  type FooterColumn,
  type FormContent,
  type Identity,
  type KitImage,
  type NavLink,
  type Stat,
  emailField,
  nameField,
  type HeroStats,
} from '../kit';

// Every piece of Pacific Ridge Engineering's sample content (spec sections 2, 3 and 9), as data.
// Copy that names the firm or its town says {name} or {town}, so a visitor's own shows there instead.

export const identity: Identity = {
  name: 'Pacific Ridge Engineering',
  kind: 'Engineering consultancy',
  tagline: 'Civil, structural and environmental engineering advice you can build on.',
  logo: { kind: 'icon', icon: DraftingCompass },
  phone: '+675 320 0000',
  email: 'projects@pacificridge.com.pg',
  address: 'Level 3, Ridgeway House, Champion Parade, Port Moresby',
  town: 'Port Moresby',
  hours: [
    { days: 'Mon-Fri', time: '8:00AM-5:00PM' },
    { days: 'Sat-Sun', time: 'Closed' },
  ],
  // Bright blue; on the blueprint navy the sample writes in sky-300.
  colors: { accent: '#1d4ed8', onDark: '#7dd3fc' },
};

export const navLinks: readonly NavLink[] = [
  { label: 'Services', href: '#services' },
  { label: 'Projects', href: '#projects' },
  { label: 'About', href: '#about' },
  { label: 'FAQ', href: '#faq' },
  { label: 'Contact', href: '#contact' },
];

export const consultAction: Action = { label: 'Book a Consultation', href: '#contact' };

export const hero = {
  eyebrow: 'Civil · Structural · Environmental',
  title: 'Engineering for PNG’s ground, rain and rivers',
  text: '{name} designs, checks and supervises bridges, buildings, roads and water schemes for government, mining and private clients, from our offices in {town} and Lae.',
  actions: [
    { label: 'Book a Consultation', href: '#contact', variant: 'inverse' },
    { label: 'View Projects', href: '#projects', variant: 'primary' },
  ] satisfies readonly Action[],
  image: {
    src: '/images/templates/engineering/hero.svg',
    alt: 'Blueprint-style drawing of an arch bridge with dimension lines',
    width: 560,
    height: 420,
  } satisfies KitImage,
};

export const heroStats: readonly Stat[] = [
  { value: '340+', label: 'Projects delivered' },
  { value: '19', label: 'Provinces served' },
  { value: '28', label: 'Engineers' },
  { value: '1998', label: 'Founded' },
];

export interface Service {
  title: string;
  text: string;
  icon: typeof Building;
}

export const services: readonly Service[] = [
  {
    title: 'Structural Engineering',
    text: 'Design and certification of buildings, towers and foundations for seismic zone 3 and cyclone loads.',
    icon: Building,
  },
  {
    title: 'Civil & Roads',
    text: 'Road alignment, pavements, culverts and bridges for national highways and rural access roads.',
    icon: Route,
  },
  {
    title: 'Geotechnical Investigation',
    text: 'Boreholes, soil testing and slope stability studies for sites on clay, fill and steep ground.',
    icon: Layers,
  },
  {
    title: 'Water & Drainage',
    text: 'Town water supply, rainwater harvesting, stormwater and flood studies for rivers and coasts.',
    icon: Droplets,
  },
  {
    title: 'Environmental Assessment',
    text: 'Environment Act permits, impact studies and sediment control plans for projects big and small.',
    icon: Leaf,
  },
  {
    title: 'Project & Site Supervision',
    text: 'Tender documents, contractor supervision, quality testing and certified as-built drawings.',
    icon: ClipboardList,
  },
];

export interface Project {
  title: string;
  type: string;
  year: number;
  image: KitImage;
}

const projectImage = (file: string, alt: string): KitImage => ({
  src: `/images/templates/engineering/${file}.svg`,
  alt,
  width: 480,
  height: 320,
});

export const projects: readonly Project[] = [
  {
    title: 'Markham River Bridge Upgrade',
    type: 'Bridge design',
    year: 2024,
    image: projectImage('project-bridge', 'Line drawing of a steel truss bridge over a wide river'),
  },
  {
    title: 'Lae Port Cold Store Foundations',
    type: 'Structural',
    year: 2023,
    image: projectImage(
      'project-foundations',
      'Section drawing of piled foundations under a warehouse',
    ),
  },
  {
    title: 'Goroka Town Water Supply',
    type: 'Water & drainage',
    year: 2022,
    image: projectImage(
      'project-water',
      'Line drawing of a water tank, pipes and a treatment plant',
    ),
  },
  {
    title: 'Highlands Highway Slope Repair',
    type: 'Geotechnical',
    year: 2021,
    image: projectImage(
      'project-slope',
      'Cross-section of a stabilised road cutting with soil nails',
    ),
  },
];

export const about = {
  eyebrow: '03 / About us',
  title: 'Local engineers who know the ground',
  paragraphs: [
    '{name} was founded in {town} in 1998 by two UPNG civil engineering graduates. Today our 28 registered engineers and technicians have worked in 19 of PNG’s 22 provinces.',
    'We design for what PNG throws at a structure: earthquakes, landslips, 4,000 mm of rain a year and salt air. Every report is checked by a second engineer before it reaches you.',
  ],
  stepsTitle: 'How we work',
  steps: [
    { title: 'Site visit', text: 'We walk the site with you and agree the brief.' },
    { title: 'Investigate', text: 'Surveys, soil tests and the data we need.' },
    { title: 'Design', text: 'Calculations, drawings and a cost estimate.' },
    { title: 'Supervise', text: 'We check the build and certify the result.' },
  ],
};

/** Spec section 9: small assessments 1-2 weeks; major designs 2-6 months. */
export const faqs: readonly FaqItem[] = [
  {
    question: 'How long does an engineering project take?',
    answer:
      'Small assessments, such as a house inspection or a structural check, take 1-2 weeks. Major designs, such as a bridge, a multi-storey building or a water scheme, take 2-6 months depending on surveys and approvals.',
  },
  {
    question: 'Do you work outside Port Moresby and Lae?',
    answer:
      'Yes. Our engineers travel to every province, including the islands and remote Highlands sites. Travel and accommodation are priced into the quote up front.',
  },
  {
    question: 'Are your engineers registered in Papua New Guinea?',
    answer:
      'All our design engineers are registered with the PNG Engineers Registration Board, and our structural reports are signed by a registered professional engineer.',
  },
  {
    question: 'Can you help with building permits and environment approvals?',
    answer:
      'We prepare the drawings, calculations and reports that councils and CEPA ask for, and we lodge and follow up the applications on your behalf.',
  },
  {
    question: 'How much does a consultation cost?',
    answer:
      'The first meeting is free. After it we send a written fee proposal in Kina with a fixed price for each stage, so you know the cost before any work starts.',
  },
];

/** The second office, beside the head office in the identity. */
export const laeOffice: ContactItem = {
  icon: MapPin,
  label: 'Lae office',
  value: 'Markham Road office, Lae',
};

export const consultationForm: FormContent = {
  title: 'Request a consultation',
  submitLabel: 'Request Consultation',
  fields: [
    nameField,
    emailField,
    {
      kind: 'select',
      label: 'Project type',
      name: 'projectType',
      placeholder: 'Choose a project type',
      options: [
        'Structural design or check',
        'Roads and bridges',
        'Geotechnical investigation',
        'Water and drainage',
        'Environmental assessment',
        'Site supervision',
        'Other',
      ],
      wide: true,
    },
    {
      kind: 'textarea',
      label: 'Project description',
      name: 'description',
      rows: 5,
      placeholder: 'Location, size, what you need from an engineer and when',
    },
  ],
};

export const footerColumns: readonly FooterColumn[] = [
  { title: 'Office hours', items: identity.hours.map((row) => `${row.days} ${row.time}`) },
  { title: 'Explore', items: navLinks },
];

/** What the page wrapper shows around the sections. */
export const site = {
  slug: 'engineering',
  identity,
  navLinks,
  action: consultAction,
  footerColumns,
};

export const copy = {
  services: {
    eyebrow: '01 / Services',
    title: 'Engineering services',
    intro:
      'One consultancy for the whole life of a project: investigation, design, approvals and supervision.',
  },
  projects: {
    eyebrow: '02 / Projects',
    title: 'Selected projects',
    intro: 'Recent work for national and provincial government, ports, mines and private owners.',
  },
  faq: {
    eyebrow: '04 / FAQ',
    title: 'Frequently asked questions',
    intro: 'Straight answers about timelines, approvals and fees.',
  },
  contact: {
    eyebrow: '05 / Contact',
    title: 'Start with a conversation',
    intro:
      'Tell us about your project. An engineer replies within one working day to arrange a free first meeting.',
    addressLabel: 'Head office',
    hoursTitle: 'Office hours',
  },
};

/** The figures under the hero's actions. */
export const heroFigures: HeroStats = {
  items: heroStats,
  headingClass: 'text-white',
  className: 'mt-10 border-t border-white/15 pt-8',
};
