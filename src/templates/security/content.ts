import {
  BadgeCheck,
  Briefcase,
  Building2,
  Cctv,
  Radio,
  ShieldCheck,
  Siren,
  Timer,
  UserCheck,
  UserRound,
} from 'lucide-react';
import {
  emailField,
  nameField,
  phoneField,
  type Action,
  type FaqItem,
  type FooterColumn,
  type FormContent,
  type Identity,
  type KitImage,
  type NavLink,
  type Person,
  type Service,
  type Testimonial,
} from '../kit';

// Every piece of the security company's sample content (spec sections 2, 3 and 9), as data. Copy
// that names the business or its town says {name} or {town}, so a visitor's own show there instead.

export const identity: Identity = {
  name: 'Guardian Security Services',
  kind: 'Security company',
  tagline: 'Guards, patrols and alarm response that keep your business safe around the clock.',
  logo: { kind: 'icon', icon: ShieldCheck },
  // Placeholder numbers (spec section 9); the second is the 24/7 emergency line.
  phone: '+675 7400 0000',
  emergencyPhone: '+675 7400 0911',
  email: 'protect@guardiansecurity.com.pg',
  address: 'Section 38, Lot 12, Gordons Industrial Estate, Port Moresby',
  town: 'Port Moresby',
  hours: [
    { days: 'Control room', time: '24/7' },
    { days: 'Patrols & alarm response', time: '24/7' },
  ],
  // Signal red (red-600); the sample's red-700 for text on light and red-400 on near-black.
  colors: { accent: '#dc2626', ink: '#b91c1c', onDark: '#f87171' },
};

export const navLinks: readonly NavLink[] = [
  { label: 'Services', href: '#services' },
  { label: 'Our Team', href: '#team' },
  { label: 'About', href: '#about' },
  { label: 'Testimonials', href: '#testimonials' },
  { label: 'Contact', href: '#contact' },
];

/** The spec gives Emergency Service no behaviour: an inert button. */
export const emergencyAction: Action = { label: 'Emergency Service', icon: Siren };

/** Spec section 9. */
export const responseTimes = [
  { value: '24/7', label: 'Control room, patrols and alarm monitoring' },
  { value: 'Under 10 min', label: 'Emergency response in urban areas' },
  { value: 'Within 30 min', label: 'Emergency response in rural areas' },
] as const;

/** The band before the contact section calls the identity's emergency line. */
export const emergency = {
  title: 'Emergency line, 24/7',
  text: 'Alarm going off or an intruder on site? Our control room sends a response team day and night.',
  icon: Siren,
  callLabel: 'Call the emergency line',
};

export const hero = {
  eyebrow: '{town} · Lae · 24/7',
  title: 'Protection you can count on, day and night',
  text: 'Trained guards, mobile patrols, CCTV and rapid alarm response for homes, shops, offices and project sites across Papua New Guinea.',
  actions: [emergencyAction, { label: 'Our Services', href: '#services', variant: 'inverse' }],
  image: {
    src: '/images/templates/security/hero.svg',
    alt: 'Illustration of a red shield with a tick over a city skyline at night, watched by a CCTV camera',
    width: 560,
    height: 460,
  },
} satisfies {
  eyebrow: string;
  title: string;
  text: string;
  actions: readonly Action[];
  image: KitImage;
};

export const services: readonly Service[] = [
  {
    title: 'Personal Security',
    description: 'Discreet close protection for executives, visitors and families.',
    services: [
      'Close protection officers',
      'Airport meet and escort',
      'Residential guards',
      'Event VIP security',
    ],
    icon: UserCheck,
  },
  {
    title: 'Corporate Security',
    description: 'Manned guarding and access control for offices, stores and project sites.',
    services: [
      'Static guards and supervisors',
      'Access control and gatehouse',
      'Mobile night patrols',
      'Cash-in-transit escort',
    ],
    icon: Building2,
  },
  {
    title: 'Surveillance Systems',
    description: 'CCTV and alarms installed, monitored and maintained by our own technicians.',
    services: [
      'CCTV design and installation',
      '24/7 remote monitoring',
      'Intruder alarms and sensors',
      'Maintenance contracts',
    ],
    icon: Cctv,
  },
  {
    title: 'Emergency Response',
    description: 'Armed response teams on the road around the clock, ready when an alarm sounds.',
    services: [
      'Alarm response units',
      'Rapid response teams',
      'Incident reports for insurers',
      'Liaison with police',
    ],
    icon: Siren,
  },
];

const portrait = (file: string, name: string): KitImage => ({
  src: `/images/templates/security/${file}.svg`,
  alt: `Portrait of ${name}`,
  width: 320,
  height: 320,
});

/** Spec section 3: specialty as role, description, experience and background. */
export const team: readonly Person[] = [
  {
    name: 'John Kapi',
    role: 'Operations Director',
    text: 'Runs our control room and response fleet, and trains every new guard before their first shift.',
    image: portrait('john-kapi', 'John Kapi'),
    facts: [
      { icon: Briefcase, text: '20 years experience' },
      { icon: UserRound, text: 'Former Royal PNG Constabulary inspector' },
    ],
  },
  {
    name: 'Sarah Pundi',
    role: 'Surveillance & Technology Manager',
    text: 'Designs CCTV and alarm systems for banks, supermarkets and homes, from survey to handover.',
    image: portrait('sarah-pundi', 'Sarah Pundi'),
    facts: [
      { icon: Briefcase, text: '11 years experience' },
      { icon: UserRound, text: 'Electronics engineer, PNG University of Technology' },
    ],
  },
  {
    name: 'David Moi',
    role: 'Close Protection Team Leader',
    text: 'Leads our personal security details for visiting executives, dignitaries and major events.',
    image: portrait('david-moi', 'David Moi'),
    facts: [
      { icon: Briefcase, text: '15 years experience' },
      { icon: UserRound, text: 'Former PNG Defence Force sergeant' },
    ],
  },
];

export const about = {
  eyebrow: 'About us',
  title: 'A local company that answers when it matters',
  paragraphs: [
    '{name} was founded in {town} by former police and defence officers who believed local businesses deserved faster, more professional protection.',
    'Today our licensed guards, technicians and response crews protect more than 200 sites in the National Capital District, Morobe and the Highlands.',
  ],
};

export const whyChooseUsTitle = 'Why choose us';

export const whyChooseUs = [
  {
    title: 'Licensed & insured',
    text: 'Fully licensed under the Security (Protection) Industry Act, with public liability cover.',
    icon: ShieldCheck,
  },
  {
    title: 'Trained, vetted guards',
    text: 'Police-checked officers with first aid, fire safety and customer service training.',
    icon: BadgeCheck,
  },
  {
    title: '24/7 control room',
    text: 'Radio and GPS contact with every patrol and guard post, every hour of the year.',
    icon: Radio,
  },
  {
    title: 'Fast response',
    text: 'Under 10 minutes in urban areas and within 30 minutes in rural areas.',
    icon: Timer,
  },
] as const;

/** Spec section 3: name, company, rating, text, date. All 5 stars (spec section 9). */
interface ClientTestimonial extends Testimonial {
  company: string;
  date: string;
}

const clientStories: readonly ClientTestimonial[] = [
  {
    name: 'Andrew Kila',
    company: 'Operations Manager, Highlands Freight',
    rating: 5,
    text: 'Since their guards took over our depot in Lae we have had no break-ins. Their patrol checks in with us every night.',
    date: 'March 2024',
  },
  {
    name: 'Monica Tuaru',
    company: 'Owner, Boroko Family Pharmacy',
    rating: 5,
    text: 'Our alarm went off at 2 AM and their team was at the door in eight minutes. I finally sleep easy.',
    date: 'January 2024',
  },
  {
    name: 'Steven Agi',
    company: 'Facilities Manager, Harbour View Apartments',
    rating: 5,
    text: 'Professional guards, clear reports and a CCTV system that actually works. Sarah’s team did a great install.',
    date: 'September 2023',
  },
];

export const testimonials: readonly Testimonial[] = clientStories.map((story) => ({
  ...story,
  detail: `${story.company} · ${story.date}`,
}));

export const faqs: readonly FaqItem[] = [
  {
    question: 'How quickly do you respond to an alarm?',
    answer:
      'Our response teams reach urban sites in under 10 minutes and rural sites within 30 minutes, 24 hours a day, 7 days a week.',
  },
  {
    question: 'Are your guards trained and licensed?',
    answer:
      'Yes. Every officer is police-checked, licensed and trained in patrol procedures, first aid and fire safety before their first shift, with refresher training each year.',
  },
  {
    question: 'Do you work outside Port Moresby?',
    answer:
      'Yes. We have a branch in Lae and cover Morobe, Madang and the Highlands Highway corridor, and we deploy teams to project sites anywhere in PNG.',
  },
  {
    question: 'Can you install CCTV at my home or shop?',
    answer:
      'Yes. Our technicians survey the site, recommend cameras and recorders, install them and can monitor them from our control room around the clock.',
  },
  {
    question: 'How do I arrange a risk assessment?',
    answer:
      'Send us the form below or call our office. A senior officer visits your site, reviews the risks and gives you a written plan and quote within 24 hours.',
  },
];

/** The contact form (spec section 3). */
export const contactForm: FormContent = {
  title: 'Request a security quote',
  submitLabel: 'Send Request',
  fields: [
    { ...nameField, label: 'Full Name', name: 'fullName' },
    emailField,
    phoneField,
    {
      label: 'Service Needed',
      name: 'service',
      kind: 'select',
      placeholder: 'Select a service',
      options: [...services.map((service) => service.title), 'Risk Assessment'],
    },
    {
      label: 'Requirements',
      name: 'requirements',
      kind: 'textarea',
      rows: 5,
      placeholder: 'Site location, number of guards, hours, cameras…',
    },
  ],
};

export const footerColumns: readonly FooterColumn[] = [
  { title: 'Branch', items: ['Milfordhaven Road, Lae'] },
  { title: 'Explore', items: navLinks },
];

/** What the page wrapper shows around the sections. */
export const site = {
  slug: 'security',
  identity,
  navLinks,
  action: emergencyAction,
  footerColumns,
};

export const copy = {
  responseTimesLabel: 'Response times',
  services: {
    eyebrow: 'Our services',
    title: 'Complete protection under one roof',
    intro: 'From one guard at a trade store to a full security plan for a mine camp.',
  },
  team: {
    eyebrow: 'Leadership',
    title: 'The team on watch',
    intro: 'Experienced officers from the police, the defence force and the engineering trade.',
  },
  testimonials: { eyebrow: 'Testimonials', title: 'Trusted by local businesses' },
  faq: { title: 'Common questions' },
  contact: {
    eyebrow: 'Contact',
    title: 'Get protected today',
    intro: 'Tell us what you need protected. A security adviser will reply within 24 hours.',
    addressLabel: 'Head office',
    hoursTitle: 'Hours',
  },
};
