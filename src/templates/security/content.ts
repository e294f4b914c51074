import {
  BadgeCheck,
  Building2,
  Cctv,
  Radio,
  ShieldCheck,
  Siren,
  Timer,
  UserCheck,
} from 'lucide-react';
import type {
  Action,
  FaqItem,
  FooterColumn,
  Identity,
  KitImage,
  NavLink,
  OpeningHours,
  Testimonial,
} from '../kit';

// Every piece of the security company's sample content (spec sections 2, 3 and 9), as data.

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

export const hours: readonly OpeningHours[] = [
  { days: 'Control room', time: '24/7' },
  { days: 'Patrols & alarm response', time: '24/7' },
];

/** Placeholder numbers (spec section 9). */
export const contact = {
  address: 'Section 38, Lot 12, Gordons Industrial Estate, Port Moresby',
  branch: 'Branch: Milfordhaven Road, Lae',
  phone: '+675 7400 0000',
  emergencyPhone: '+675 7400 0911',
  email: 'protect@guardiansecurity.com.pg',
};

export const hero = {
  eyebrow: 'Port Moresby · Lae · 24/7',
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

export interface SecurityService {
  title: string;
  description: string;
  services: readonly string[];
  icon: typeof Siren;
}

export const services: readonly SecurityService[] = [
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

/** Spec section 3: name, specialty, experience, background, image, description. */
export interface TeamMember {
  name: string;
  specialty: string;
  experience: string;
  background: string;
  image: KitImage;
  description: string;
}

const portrait = (file: string, name: string): KitImage => ({
  src: `/images/templates/security/${file}.svg`,
  alt: `Portrait of ${name}`,
  width: 320,
  height: 320,
});

export const team: readonly TeamMember[] = [
  {
    name: 'John Kapi',
    specialty: 'Operations Director',
    experience: '20 years experience',
    background: 'Former Royal PNG Constabulary inspector',
    image: portrait('john-kapi', 'John Kapi'),
    description:
      'Runs our control room and response fleet, and trains every new guard before their first shift.',
  },
  {
    name: 'Sarah Pundi',
    specialty: 'Surveillance & Technology Manager',
    experience: '11 years experience',
    background: 'Electronics engineer, PNG University of Technology',
    image: portrait('sarah-pundi', 'Sarah Pundi'),
    description:
      'Designs CCTV and alarm systems for banks, supermarkets and homes, from survey to handover.',
  },
  {
    name: 'David Moi',
    specialty: 'Close Protection Team Leader',
    experience: '15 years experience',
    background: 'Former PNG Defence Force sergeant',
    image: portrait('david-moi', 'David Moi'),
    description:
      'Leads our personal security details for visiting executives, dignitaries and major events.',
  },
];

export const about = {
  eyebrow: 'About Guardian',
  title: 'A local company that answers when it matters',
  paragraphs: [
    'Guardian Security Services was founded in Port Moresby by former police and defence officers who believed local businesses deserved faster, more professional protection.',
    'Today our licensed guards, technicians and response crews protect more than 200 sites in the National Capital District, Morobe and the Highlands.',
  ],
};

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
export interface ClientTestimonial extends Testimonial {
  company: string;
  date: string;
}

export const testimonials: readonly ClientTestimonial[] = [
  {
    name: 'Andrew Kila',
    company: 'Operations Manager, Highlands Freight',
    rating: 5,
    text: 'Since Guardian took over our depot in Lae we have had no break-ins. Their patrol checks in with us every night.',
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
export const contactForm = {
  title: 'Request a security quote',
  intro: 'Tell us what you need protected. A security adviser will reply within 24 hours.',
  serviceOptions: [
    'Personal Security',
    'Corporate Security',
    'Surveillance Systems',
    'Emergency Response',
    'Risk Assessment',
  ],
  submitLabel: 'Send Request',
};

export const footerColumns: readonly FooterColumn[] = [
  { title: 'Head office', items: [contact.address, contact.branch] },
  {
    title: 'Call us',
    items: [`Office: ${contact.phone}`, `Emergency 24/7: ${contact.emergencyPhone}`, contact.email],
  },
  {
    title: 'Explore',
    items: navLinks.map((link) => ({ label: link.label, href: link.href })),
  },
];
