import { Bike, Dumbbell, Flame, HeartPulse, Mountain, Swords, Timer } from 'lucide-react';
import {
  type Action,
  type FooterColumn,
  type Identity,
  type KitImage,
  type NavLink,
  type Stat,
  type Testimonial,
  type FormContent,
  emailField,
  nameField,
  phoneField,
  type HeroStats,
} from '../kit';

// Every piece of the gym's sample content (spec sections 2, 3 and 9), as data. Copy that names the
// business says {name} (or {town}), so a visitor's own name shows there instead.

export const identity: Identity = {
  name: 'Mountain Peak Fitness',
  kind: 'Gym',
  tagline: 'Classes, trainers and memberships to get you stronger, seven days a week.',
  logo: { kind: 'icon', icon: Mountain },
  phone: '+675 7000 5521',
  email: 'join@mountainpeakfitness.com.pg',
  address: 'Section 12, Okuk Highway, Mount Hagen, Western Highlands',
  town: 'Mount Hagen',
  hours: [
    { days: 'Gym floor', time: 'Open 24/7' },
    { days: 'Group classes', time: '6AM-8PM daily' },
  ],
  // Blaze orange; a dark site, so its accent text is the lighter orange-400 on charcoal.
  colors: { accent: '#ff6900', onDark: '#ff8904' },
};

export const navLinks: readonly NavLink[] = [
  { label: 'Programs', href: '#programs' },
  { label: 'Trainers', href: '#trainers' },
  { label: 'Schedule', href: '#schedule' },
  { label: 'Membership', href: '#membership' },
  { label: 'Contact', href: '#contact' },
];

/** The spec gives joining no behaviour: an inert button. */
export const joinAction: Action = { label: 'Join Now' };

/** Spec section 2: the hero's four figures. */
export const heroStats: readonly Stat[] = [
  { value: '500+', label: 'Members' },
  { value: '50+', label: 'Classes/Week' },
  { value: '24/7', label: 'Access' },
  { value: '3+', label: 'Years' },
];

export const hero = {
  eyebrow: '{town} · Open 24/7',
  title: 'Train hard. Reach your peak.',
  text: 'Strength, boxing, HIIT and yoga in the Highlands’ best-equipped gym on Okuk Highway. Coaches who know your name, doors that never close.',
  actions: [joinAction, { label: "Today's Classes", href: '#schedule', variant: 'secondary' }],
  image: {
    src: '/images/templates/fitness/hero.svg',
    alt: 'An orange sun over Highland peaks with a loaded barbell in front',
    width: 560,
    height: 480,
  },
} satisfies {
  eyebrow: string;
  title: string;
  text: string;
  actions: readonly Action[];
  image: KitImage;
};

export interface Program {
  title: string;
  description: string;
  /** Spec section 9: 45-60 minutes. */
  duration: string;
  level: 'Beginner' | 'Intermediate' | 'Advanced' | 'All Levels';
  icon: typeof Dumbbell;
}

const programList: readonly Program[] = [
  {
    title: 'Strength Training',
    description:
      'Barbell, dumbbell and machine work with coached technique and a plan that grows with you.',
    duration: '60 min',
    level: 'All Levels',
    icon: Dumbbell,
  },
  {
    title: 'HIIT Burn',
    description: 'Short, sharp intervals that lift your fitness and burn fat in under an hour.',
    duration: '45 min',
    level: 'Intermediate',
    icon: Flame,
  },
  {
    title: 'Boxing Fitness',
    description: 'Pads, bags and footwork drills. No sparring, all the sweat of a fight camp.',
    duration: '60 min',
    level: 'All Levels',
    icon: Swords,
  },
  {
    title: 'Yoga & Mobility',
    description: 'Stretch, breathe and recover. Ideal after heavy lifting or a long day at work.',
    duration: '60 min',
    level: 'Beginner',
    icon: HeartPulse,
  },
  {
    title: 'Spin Cycle',
    description: 'Climb Highland hills on the bike to loud music, at your own resistance.',
    duration: '45 min',
    level: 'All Levels',
    icon: Bike,
  },
  {
    title: 'Functional Circuits',
    description: 'Kettlebells, sleds, ropes and rowers in a circuit built for real-life strength.',
    duration: '50 min',
    level: 'Advanced',
    icon: Timer,
  },
];

/** The programs as the kit's Card shows them: the meta line gives length and level. */
export const programs = programList.map(({ title, description, duration, level, icon }) => ({
  title,
  icon,
  meta: `${duration} · ${level}`,
  text: description,
}));

/** A trainer as the kit's Card shows them: name, specialty, experience and portrait. */
export interface Trainer {
  title: string;
  meta: string;
  text: string;
  image: KitImage;
}

const trainer = (file: string, name: string, specialty: string, years: number): Trainer => ({
  title: name,
  meta: specialty,
  text: `${years} years experience`,
  image: {
    src: `/images/templates/fitness/${file}.svg`,
    alt: `Illustrated portrait of ${name}`,
    width: 320,
    height: 320,
  },
});

export const trainers: readonly Trainer[] = [
  trainer('trainer-james', 'James Kuman', 'Strength & Conditioning', 8),
  trainer('trainer-sarah', 'Sarah Wambi', 'Yoga & Mobility', 6),
  trainer('trainer-michael', 'Michael Pundi', 'Boxing & HIIT', 10),
  trainer('trainer-rose', 'Rose Yakam', 'Nutrition & Weight Loss', 5),
];

export interface ClassSlot {
  time: string;
  title: string;
  trainer: string;
  duration: string;
}

/** Today's class schedule (spec section 2). */
export const todaysClasses: readonly ClassSlot[] = [
  { time: '6:00 AM', title: 'Strength Training', trainer: 'James Kuman', duration: '60 min' },
  { time: '7:30 AM', title: 'Yoga & Mobility', trainer: 'Sarah Wambi', duration: '60 min' },
  { time: '12:15 PM', title: 'HIIT Burn', trainer: 'Michael Pundi', duration: '45 min' },
  { time: '5:00 PM', title: 'Boxing Fitness', trainer: 'Michael Pundi', duration: '60 min' },
  { time: '6:00 PM', title: 'Spin Cycle', trainer: 'Rose Yakam', duration: '45 min' },
  { time: '7:15 PM', title: 'Functional Circuits', trainer: 'James Kuman', duration: '50 min' },
];

export interface Plan {
  name: string;
  /** Kina per month (spec section 9). */
  price: string;
  period: string;
  blurb: string;
  features: readonly string[];
  popular: boolean;
}

export const plans: readonly Plan[] = [
  {
    name: 'Basic',
    price: 'K89',
    period: '/month',
    blurb: 'Everything you need to train on your own schedule.',
    features: ['24/7 gym access', 'Basic equipment', 'Locker'],
    popular: false,
  },
  {
    name: 'Premium',
    price: 'K159',
    period: '/month',
    blurb: 'Classes and coaching for faster, safer progress.',
    features: [
      'Everything in Basic',
      'Unlimited group classes',
      '2 personal training sessions',
      'Nutrition consultation',
    ],
    popular: true,
  },
  {
    name: 'Elite',
    price: 'K249',
    period: '/month',
    blurb: 'A coach in your corner every session.',
    features: [
      'Everything in Premium',
      'Unlimited personal training',
      'Priority booking',
      '2 guest passes a month',
    ],
    popular: false,
  },
];

export interface SuccessStory extends Testimonial {
  /** What they achieved (spec section 3). */
  achievement: string;
}

export const stories: readonly SuccessStory[] = [
  {
    name: 'Kevin Mond',
    rating: 5,
    text: 'I walked in unable to run a lap of the oval. Michael’s HIIT classes and Rose’s meal plan changed everything.',
    achievement: 'Lost 18 kg in 7 months',
  },
  {
    name: 'Esther Kama',
    rating: 5,
    text: 'Coming at 5 AM before my shift at the hospital is the best part of my day. The 24/7 access is a lifesaver.',
    achievement: 'First 5 km run at the Hagen Show',
  },
  {
    name: 'Tony Piawe',
    rating: 4,
    text: 'James fixed my squat and my back pain went away. Now I deadlift twice my body weight.',
    achievement: 'Deadlift up from 90 kg to 160 kg',
  },
];

export const testimonials: readonly Testimonial[] = stories.map((story) => ({
  name: story.name,
  rating: story.rating,
  text: story.text,
  detail: story.achievement,
}));

/** The enquiry form: the interest select offers the three plans. */
export const enquiry: FormContent = {
  title: 'Book a free trial session',
  submitLabel: 'Send Message',
  fields: [
    nameField,
    emailField,
    phoneField,
    {
      kind: 'select',
      label: 'Interested in',
      name: 'interest',
      placeholder: 'Choose a plan',
      options: plans.map((plan) => `${plan.name} membership (${plan.price}${plan.period})`),
    },
    {
      kind: 'textarea',
      label: 'Your goals',
      name: 'message',
      placeholder: 'Lose weight, build strength, train for a sport…',
    },
  ],
};

export const footerColumns: readonly FooterColumn[] = [
  { title: 'Hours', items: identity.hours.map((row) => `${row.days}: ${row.time}`) },
  {
    title: 'Explore',
    items: navLinks.map((link) => ({ label: link.label, href: link.href })),
  },
];

export const copy = {
  programs: {
    eyebrow: 'Programs',
    title: 'Find your kind of tough',
    intro: 'Every session runs 45 to 60 minutes, coached from warm-up to cool-down.',
  },
  trainers: {
    eyebrow: 'Trainers',
    title: 'Coaches in your corner',
    intro: 'Certified, local and relentless about good form.',
  },
  schedule: {
    eyebrow: 'Schedule',
    title: 'Today’s classes',
    intro:
      'Drop in to any class on a Premium or Elite plan. Arrive ten minutes early to grab a spot.',
  },
  scheduleCaption: 'Today’s class schedule',
  scheduleColumns: ['Time', 'Class', 'Trainer', 'Duration'],
  membership: {
    eyebrow: 'Membership',
    title: 'Pick your plan',
    intro: 'Month to month in Kina. No joining fee, no lock-in contract.',
  },
  stories: { eyebrow: 'Success stories', title: 'Real members, real results' },
  contact: {
    eyebrow: 'Contact',
    title: 'Your first session is on us',
    intro: 'Tell us your goals and we will match you with a coach and a plan.',
  },
};

export const site = { slug: 'fitness', identity, navLinks, action: joinAction, footerColumns };

/** The figures under the hero's actions. */
export const heroFigures: HeroStats = {
  items: heroStats,
  headingClass: 'text-(--accent-on-dark)',
  className: 'mt-10 border-t border-zinc-800 pt-8',
};
