import {
  Award,
  Briefcase,
  Gavel,
  GraduationCap,
  Home,
  PhoneCall,
  Scale,
  Users,
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
  type Stat,
  type Testimonial,
  type HeroStats,
} from '../kit';

// Every piece of the law firm's sample content (spec sections 2, 3 and 9), as data. Copy that
// names the business or its town says {name} or {town}, so a visitor's own show there instead.

export const identity: Identity = {
  name: 'Coral Sea Legal',
  kind: 'Law firm',
  tagline: 'Trusted advice in criminal, corporate, family and property law since 2004.',
  logo: { kind: 'icon', icon: Scale },
  // Placeholder numbers (spec section 9); the second is the 24/7 duty lawyer.
  phone: '+675 7100 0000',
  emergencyPhone: '+675 7100 0024',
  email: 'enquiries@coralsealegal.com.pg',
  address: 'Level 4, Harbourside East, Champion Parade, Port Moresby',
  town: 'Port Moresby',
  hours: [{ days: 'Mon-Fri', time: '8:00 AM-6:00 PM' }],
  // Brass; the sample's darker brass for text on cream and its pale gold on navy.
  colors: { accent: '#b8893b', ink: '#8a6422', onDark: '#d9b46a' },
};

export const navLinks: readonly NavLink[] = [
  { label: 'Practice Areas', href: '#practice-areas' },
  { label: 'Our Team', href: '#team' },
  { label: 'About', href: '#about' },
  { label: 'Testimonials', href: '#testimonials' },
  { label: 'Contact', href: '#contact' },
];

/** The spec gives Free Consultation no behaviour: an inert button. */
export const consultationAction: Action = { label: 'Free Consultation' };

/** Spec section 9. */
export const consultationMinutes = 30;
export const established = 2004;

export const hero = {
  eyebrow: `Barristers & Solicitors · Est. ${established}`,
  title: 'Strong legal counsel for Papua New Guinea',
  text: `From the District Court in Boroko to the Supreme Court in Waigani, we stand beside families and businesses. Your first ${consultationMinutes}-minute consultation is free.`,
  actions: [
    consultationAction,
    { label: 'Our Practice Areas', href: '#practice-areas', variant: 'inverse' },
  ],
  image: {
    src: '/images/templates/lawyer/hero.svg',
    alt: 'Illustration of a columned courthouse with the scales of justice',
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

/** Hero figures (spec section 2). */
export const stats: readonly Stat[] = [
  { value: '100+', label: 'Cases Won' },
  { value: '10+', label: 'Years Experience' },
  { value: '95%', label: 'Success Rate' },
  { value: '24/7', label: 'Emergency Support' },
];

/** The number it calls is the identity's emergency line; the band is the brass accent. */
export const emergency = {
  icon: PhoneCall,
  title: 'Arrested or facing an urgent legal matter?',
  text: 'Our duty lawyer answers day and night, including weekends and public holidays.',
  callLabel: '24/7 line:',
};

export const practiceAreas: readonly Service[] = [
  {
    title: 'Criminal Law',
    description: 'Firm, discreet defence from the first police interview to the final appeal.',
    services: [
      'Bail applications',
      'District & National Court defence',
      'Appeals to the Supreme Court',
      'Traffic and liquor offences',
    ],
    icon: Gavel,
  },
  {
    title: 'Corporate Law',
    description: 'Practical advice for companies, SMEs and investors doing business in PNG.',
    services: [
      'Company registration with IPA',
      'Contracts and joint ventures',
      'Employment and industrial relations',
      'Resource project agreements',
    ],
    icon: Briefcase,
  },
  {
    title: 'Family Law',
    description: 'Careful guidance through separation, children and family estates.',
    services: [
      'Divorce and separation',
      'Child custody and maintenance',
      'Adoption',
      'Wills and deceased estates',
    ],
    icon: Users,
  },
  {
    title: 'Property Law',
    description: 'Secure title and settle disputes over state, leased and customary land.',
    services: [
      'Title searches and conveyancing',
      'Customary land and ILG matters',
      'Leases and landlord disputes',
      'Land Titles Commission hearings',
    ],
    icon: Home,
  },
];

const portrait = (file: string, name: string): KitImage => ({
  src: `/images/templates/lawyer/${file}.svg`,
  alt: `Portrait of ${name}`,
  width: 320,
  height: 320,
});

/** Spec section 3: specialty as role, description, experience and education. */
export const lawyers: readonly Person[] = [
  {
    name: 'Michael Kaupa',
    role: 'Senior Partner · Criminal Law',
    text: 'A founding partner who has defended clients in more than 60 National Court trials across Central, Morobe and the Highlands.',
    image: portrait('michael-kaupa', 'Michael Kaupa'),
    facts: [
      { icon: Award, text: '18 years experience' },
      { icon: GraduationCap, text: 'LLB, University of Papua New Guinea' },
    ],
  },
  {
    name: 'Elizabeth Namah',
    role: 'Partner · Corporate & Property Law',
    text: 'Advises landowner companies, SMEs and investors on contracts, leases and customary land agreements.',
    image: portrait('elizabeth-namah', 'Elizabeth Namah'),
    facts: [
      { icon: Award, text: '14 years experience' },
      { icon: GraduationCap, text: 'LLB (UPNG), LLM (Queensland University of Technology)' },
    ],
  },
  {
    name: 'Joseph Tau',
    role: 'Senior Associate · Family Law',
    text: 'Known for calm, patient work on custody, maintenance and estate matters, in Tok Pisin or English.',
    image: portrait('joseph-tau', 'Joseph Tau'),
    facts: [
      { icon: Award, text: '9 years experience' },
      { icon: GraduationCap, text: 'LLB (UPNG), Legal Training Institute' },
    ],
  },
];

export const about = {
  heading: {
    eyebrow: `Established ${established}`,
    title: 'Two decades of advice you can rely on',
  },
  paragraphs: [
    `{name} opened its doors in {town} in ${established} with two lawyers and a promise: plain answers, fair fees and no surprises. Today our team serves clients from Port Moresby, Lae, Mount Hagen and the islands.`,
    'We are admitted to practise before every court in Papua New Guinea and work in English and Tok Pisin. Every new client starts with a free consultation, so you know where you stand before you pay a toea.',
  ],
  values: [
    `Free ${consultationMinutes}-minute first consultation`,
    'Fixed-fee quotes for most matters',
    'Admitted to all PNG courts',
    'Advice in English and Tok Pisin',
  ],
  sinceLabel: 'Serving PNG since',
  facts: [
    { label: 'First consultation', value: `Free, ${consultationMinutes} minutes` },
    { label: 'Emergency support', value: '24/7' },
    { label: 'Courts', value: 'All PNG courts' },
  ],
};

/** Spec section 3: name, case, rating, text, date. All 5 stars (spec section 9). */
interface ClientTestimonial extends Testimonial {
  case: string;
  date: string;
}

const clientStories: readonly ClientTestimonial[] = [
  {
    name: 'Grace Mond',
    case: 'Customary land dispute',
    rating: 5,
    text: 'Elizabeth explained every step of our land matter in plain language. After six years of arguing, our clan finally has a registered agreement.',
    date: 'March 2024',
  },
  {
    name: 'Thomas Wena',
    case: 'Company registration',
    rating: 5,
    text: 'They registered my trucking company, drafted our contracts and were always quick to reply. Fair fees, no surprises.',
    date: 'November 2023',
  },
  {
    name: 'Ruth Aisi',
    case: 'Child custody',
    rating: 5,
    text: 'Joseph was patient and kind through a very hard time for my family. The court listened, and my children are home with me.',
    date: 'July 2023',
  },
];

export const testimonials: readonly Testimonial[] = clientStories.map((story) => ({
  ...story,
  detail: `${story.case} · ${story.date}`,
}));

export const faqs: readonly FaqItem[] = [
  {
    question: 'How much does the first consultation cost?',
    answer: `Nothing. Your first ${consultationMinutes}-minute consultation is free, in person at our {town} office or by phone, and you are under no obligation to instruct us.`,
  },
  {
    question: 'What should I bring to my first meeting?',
    answer:
      'Any papers about your matter: letters, contracts, court documents, title or lease papers, and your ID. If you do not have documents, come anyway and we will tell you what to gather.',
  },
  {
    question: 'Can you help if someone is arrested after hours?',
    answer:
      'Yes. Our emergency line is answered 24/7. A duty lawyer can attend the police station and prepare a bail application.',
  },
  {
    question: 'Do you handle customary land matters?',
    answer:
      'Yes. We act for clans, incorporated land groups and developers in Land Titles Commission and Land Court hearings, and draft lease-lease-back and benefit-sharing agreements.',
  },
  {
    question: 'How are your fees charged?',
    answer:
      'Most matters have a fixed fee agreed in writing before work starts. Court cases are quoted in stages, so you always know the next cost. We accept bank transfer and cheque.',
  },
];

/** The contact form (spec section 3). */
export const contactForm: FormContent = {
  title: 'Request a consultation',
  submitLabel: 'Send Enquiry',
  fields: [
    { ...nameField, label: 'Full Name', name: 'fullName' },
    emailField,
    phoneField,
    {
      label: 'Legal Matter Type',
      name: 'matterType',
      kind: 'select',
      placeholder: 'Select a matter type',
      options: ['Criminal Law', 'Corporate Law', 'Family Law', 'Property Law', 'Other'],
    },
    {
      label: 'Description',
      name: 'description',
      kind: 'textarea',
      rows: 5,
      placeholder: 'Briefly describe your situation and any dates that matter…',
    },
  ],
};

export const footerColumns: readonly FooterColumn[] = [
  {
    title: 'Hours',
    items: [...identity.hours.map((row) => `${row.days} ${row.time}`), 'Emergency line: 24/7'],
  },
  { title: 'Explore', items: navLinks },
];

/** What the page wrapper shows around the sections. */
export const site = {
  slug: 'lawyer',
  identity,
  navLinks,
  action: consultationAction,
  footerColumns,
};

export const copy = {
  practiceAreas: {
    eyebrow: 'Practice areas',
    title: 'Focused expertise in four areas of law',
    intro: 'Each matter is led by a lawyer who practises in that field every day.',
  },
  team: {
    eyebrow: 'Our lawyers',
    title: 'Meet the team',
    intro: 'Admitted in Papua New Guinea, trained at home and abroad.',
  },
  testimonials: {
    eyebrow: 'Client testimonials',
    title: 'What our clients say',
    surface: 'dark' as const,
    items: testimonials,
  },
  faq: { title: 'Frequently asked questions' },
  contact: {
    eyebrow: 'Contact',
    title: 'Speak to a lawyer',
    intro: `Tell us briefly about your matter. A lawyer will reply within 24 hours to book your free ${consultationMinutes}-minute consultation.`,
    addressLabel: 'Office',
    emergencyLabel: 'Emergency (24/7)',
    hoursTitle: 'Office hours',
  },
};

/** The figures under the hero's actions. */
export const heroFigures: HeroStats = {
  items: stats,
  headingClass: 'text-(--accent-on-dark)',
  className: 'mt-10 border-t border-white/15 pt-8 [&>div]:justify-end',
};
