import { BookOpen, CalendarDays, Droplets, HandCoins, HandHeart, Trophy } from 'lucide-react';
import {
  type Action,
  type FooterColumn,
  type FormContent,
  type Identity,
  type KitImage,
  type NavLink,
  type Stat,
  emailField,
  nameField,
} from '../kit';

// Every piece of the Wantok Community Hub's sample content (spec sections 2, 3 and 9), as data.
// Copy that names the hub or its town says {name} or {town}, so a visitor's own shows there instead.

export const identity: Identity = {
  name: 'Wantok Community Hub',
  kind: 'Community charity hub',
  tagline: 'Programs, events and volunteering that bring our neighbourhoods together.',
  logo: { kind: 'icon', icon: HandHeart },
  phone: '+675 422 0000',
  email: 'hello@wantokhub.org.pg',
  address: 'Wantok Hub hall, Modilon Road, Madang',
  town: 'Madang',
  hours: [
    { days: 'Mon-Fri', time: '8:30AM-4:30PM' },
    { days: 'Sat', time: '8AM-12PM' },
  ],
  // Deep violet; on dark surfaces the sample writes in sunny amber (amber-300).
  colors: { accent: '#6d28d9', onDark: '#fcd34d' },
};

export const navLinks: readonly NavLink[] = [
  { label: 'Programs', href: '#programs' },
  { label: 'Events', href: '#events' },
  { label: 'Volunteer', href: '#volunteer' },
  { label: 'Donate', href: '#donate' },
  { label: 'Contact', href: '#contact' },
];

/** The spec gives Donate Now no behaviour: an inert button. */
export const donateAction: Action = { label: 'Donate Now' };

export const hero = {
  eyebrow: '{town}, since 2011',
  title: 'Wantoks helping wantoks',
  text: 'We run reading clubs, youth sport, savings groups and clean-water projects with the families of {town}, led by volunteers who live here too.',
  actions: [
    { ...donateAction, variant: 'inverse' },
    { label: 'Volunteer With Us', href: '#volunteer', variant: 'secondary' },
  ] satisfies readonly Action[],
  image: {
    src: '/images/templates/community/hero.svg',
    alt: 'Illustration of neighbours gathered under a haus win by the sea',
    width: 560,
    height: 460,
  } satisfies KitImage,
};

export const heroStats: readonly Stat[] = [
  { value: '3,200+', label: 'Families reached' },
  { value: '180', label: 'Volunteers' },
  { value: '14', label: 'Villages served' },
  { value: '12', label: 'Years in {town}' },
];

export interface Program {
  title: string;
  text: string;
  impact: string;
  icon: typeof BookOpen;
}

export const programs: readonly Program[] = [
  {
    title: 'Reading Clubs',
    text: 'After-school reading and maths circles in Tok Pisin and English for children aged 6 to 12.',
    impact: '640 children reading at their grade level',
    icon: BookOpen,
  },
  {
    title: 'Youth Sport & Skills',
    text: 'Weekend rugby league, netball and soccer, plus carpentry and phone-repair short courses.',
    impact: '310 young people in a team or course each year',
    icon: Trophy,
  },
  {
    title: 'Meri Savings Groups',
    text: 'Women save together, learn bookkeeping and take small loans to grow market and trade-store businesses.',
    impact: 'K186,000 saved by 42 groups since 2019',
    icon: HandCoins,
  },
  {
    title: 'Clean Water & Gardens',
    text: 'Rainwater tanks, hand-washing stations and school food gardens built with each community.',
    impact: '26 water tanks installed in 9 villages',
    icon: Droplets,
  },
];

export interface CommunityEvent {
  /** Fixed text (spec section 9). */
  date: string;
  title: string;
  /** Fixed text (spec section 9). */
  time: string;
  location: string;
  description: string;
}

export const events: readonly CommunityEvent[] = [
  {
    date: 'Sat 14 June',
    title: 'Beach Clean-up & Family Day',
    time: '7:30 AM - 12:00 PM',
    location: 'Kalibobo foreshore, Madang',
    description:
      'Bring gloves and a water bottle. Lunch, face painting and a tug-of-war for the kids.',
  },
  {
    date: 'Thu 26 June',
    title: 'Volunteer Welcome Evening',
    time: '5:00 PM - 7:00 PM',
    location: 'Wantok Hub hall, Modilon Road',
    description:
      'Meet the program leaders, hear how a volunteer week looks, and sign up for a team.',
  },
  {
    date: 'Sat 12 July',
    title: 'Bilum Market Fundraiser',
    time: '8:00 AM - 2:00 PM',
    location: 'Madang Town Market grounds',
    description:
      'Bilums, carvings, garden food and a string band. Every stall fee funds the reading clubs.',
  },
];

export const volunteerRoles: readonly string[] = [
  'Reading club helper, two afternoons a week',
  'Weekend coach or referee',
  'Savings group bookkeeping mentor',
  'Water tank building crew',
  'Event set-up and cooking team',
  'Driver for the Hub truck (licence needed)',
];

export interface Story {
  name: string;
  role: string;
  text: string;
  location: string;
}

export const stories: readonly Story[] = [
  {
    name: 'Esther Kanawi',
    role: 'Reading club volunteer',
    text: 'I help twelve children every Tuesday and Thursday. Last term, little Joel read his first whole book aloud to his mama. That is why I come back.',
    location: 'Nagada, Madang',
  },
  {
    name: 'Peter Yalu',
    role: 'Youth rugby coach',
    text: 'The boys used to hang around the market with nothing to do. Now they train three times a week and two of them are doing carpentry at the Hub.',
    location: 'Newtown, Madang',
  },
  {
    name: 'Rose Damun',
    role: 'Savings group member',
    text: 'Our group lent me K400 for a second deep freezer. My trade store now sells ice blocks and fish, and I paid it back in five months.',
    location: 'Siar village',
  },
];

export interface DonationTier {
  /** Spec section 9: K50, K150, K300. */
  amount: string;
  provides: string;
  highlight?: boolean;
}

export const donationTiers: readonly DonationTier[] = [
  {
    amount: 'K50',
    provides: 'Reading books and exercise books for five children for a whole school term.',
  },
  {
    amount: 'K150',
    provides: 'A month of coaching, balls and a team jersey set for one youth sports team.',
    highlight: true,
  },
  {
    amount: 'K300',
    provides: 'A hand-washing station and water-safety training for one village school.',
  },
];

/** Spec section 3: name, email, what they are interested in, message. */
export const contactForm: FormContent = {
  title: 'Send us a message',
  submitLabel: 'Send Message',
  fields: [
    nameField,
    emailField,
    {
      kind: 'select',
      label: 'I am interested in',
      name: 'interest',
      placeholder: 'Choose one',
      options: [
        'Volunteering',
        'Donating',
        'Joining a program',
        'Partnering with us',
        'Something else',
      ],
      wide: true,
    },
    {
      kind: 'textarea',
      label: 'Message',
      name: 'message',
      rows: 5,
      placeholder: 'How would you like to get involved?',
    },
  ],
};

export const footerColumns: readonly FooterColumn[] = [
  { title: 'Hub hours', items: identity.hours.map((row) => `${row.days} ${row.time}`) },
  { title: 'Get involved', items: navLinks },
];

/** What the page wrapper shows around the sections. */
export const site = {
  slug: 'community',
  identity,
  navLinks,
  action: donateAction,
  footerColumns,
};

export const copy = {
  programs: {
    eyebrow: 'Our programs',
    title: 'Four ways we grow stronger together',
    intro: 'Every program is designed with the families who use it and run by local volunteers.',
    impactLabel: 'Impact',
  },
  events: {
    eyebrow: 'Coming up',
    title: 'Upcoming events',
    intro: 'Everyone is welcome. Bring the family, bring a friend.',
    register: { label: 'Register Now', variant: 'secondary', icon: CalendarDays } satisfies Action,
  },
  volunteer: {
    eyebrow: 'Volunteer',
    title: 'Give a few hours, change a few lives',
    intro: 'No special skills needed: we train every volunteer and match you to a team near home.',
    rolesTitle: 'Where you can help',
    signUp: { label: 'Sign Up to Volunteer', href: '#contact' } satisfies Action,
    storiesTitle: 'Volunteer stories',
  },
  donate: {
    eyebrow: 'Donate',
    title: 'Every kina goes to work in {town}',
    intro:
      'Choose a gift. We send a receipt and a photo report of what your donation made possible.',
    highlightLabel: 'Most chosen',
  },
  contact: {
    eyebrow: 'Contact',
    title: 'Come and say hello',
    intro:
      'Questions about a program, an event or a partnership? Our team replies within two working days.',
    addressLabel: 'Visit the Hub',
    hoursTitle: 'Hub hours',
  },
};
