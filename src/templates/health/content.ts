import {
  Activity,
  Baby,
  HeartHandshake,
  HeartPulse,
  Microscope,
  Stethoscope,
  Syringe,
} from 'lucide-react';
import type {
  Action,
  FooterColumn,
  Identity,
  KitImage,
  NavLink,
  OpeningHours,
  Stat,
  Testimonial,
} from '../kit';

// Every piece of the health centre's sample content (spec sections 2, 3 and 9), as data.

export const identity: Identity = {
  name: 'Hope Community Health Centre',
  kind: 'Community health centre',
  tagline: 'Everyday care for families in Lae: check-ups, mothers and babies, vaccines and more.',
  logo: { kind: 'icon', icon: HeartHandshake },
  phone: '+675 7200 4410',
  // The 24-hour nurse line.
  emergencyPhone: '+675 7200 0911',
  email: 'care@hopehealth.org.pg',
  address: 'Eriku Road, next to Eriku Market, Lae, Morobe Province',
  town: 'Lae',
  // Spec section 9: weekday hours 8-6.
  hours: [
    { days: 'Mon-Fri', time: '8AM-6PM' },
    { days: 'Sat-Sun', time: 'Nurse line only' },
  ],
  // Leaf green (emerald-700), with the sample's emerald-300 on the dark green surfaces.
  colors: { accent: '#047857', onDark: '#6ee7b7' },
};

export const navLinks: readonly NavLink[] = [
  { label: 'Home', href: '#home' },
  { label: 'Services', href: '#services' },
  { label: 'Doctors', href: '#doctors' },
  { label: 'About', href: '#about' },
  { label: 'Contact', href: '#contact' },
];

/** The spec gives Book Appointment no behaviour: an inert button. */
export const bookAction: Action = { label: 'Book Appointment' };

export const hero = {
  id: 'home',
  eyebrow: 'Eriku, Lae · Weekdays 8AM-6PM',
  title: 'Caring for Lae families, close to home',
  text: 'Friendly doctors and nurses for check-ups, mothers and babies, vaccinations and long-term care. Walk in or book ahead, and be seen the same day.',
  actions: [bookAction, { label: 'Our Services', href: '#services', variant: 'secondary' }],
  image: {
    src: '/images/templates/health/hero.svg',
    alt: 'An illustrated green-roofed clinic with a red cross, beside a coconut palm',
    width: 560,
    height: 480,
  },
} satisfies {
  id: string;
  eyebrow: string;
  title: string;
  text: string;
  actions: readonly Action[];
  image: KitImage;
};

export const emergency = {
  title: 'Medical emergency?',
  text: 'Call our 24-hour nurse line or go straight to the nearest hospital emergency department.',
  phone: '+675 7200 0911',
  tel: '+67572000911',
};

export interface Service {
  title: string;
  description: string;
  icon: typeof Stethoscope;
}

/** Spec section 2: six services. */
export const services: readonly Service[] = [
  {
    title: 'General Consultations',
    description: 'Coughs, fevers, cuts and check-ups for all ages, with same-day walk-in slots.',
    icon: Stethoscope,
  },
  {
    title: 'Maternal & Child Health',
    description: 'Antenatal clinics, safe delivery planning and baby weigh-ins every week.',
    icon: Baby,
  },
  {
    title: 'Immunisation',
    description: 'Free childhood vaccines on the national schedule, plus flu and tetanus shots.',
    icon: Syringe,
  },
  {
    title: 'Malaria & TB Testing',
    description: 'Rapid malaria tests with results in twenty minutes, TB screening and treatment.',
    icon: Microscope,
  },
  {
    title: 'Chronic Disease Care',
    description: 'Ongoing support for diabetes, high blood pressure and heart conditions.',
    icon: HeartPulse,
  },
  {
    title: 'Health Screening',
    description: 'Blood pressure, blood sugar, eye and cervical screening for working adults.',
    icon: Activity,
  },
];

export interface Doctor {
  name: string;
  specialty: string;
  experience: string;
  availability: string;
  image: KitImage;
}

const portrait = (file: string, name: string): KitImage => ({
  src: `/images/templates/health/${file}.svg`,
  alt: `Illustrated portrait of ${name}`,
  width: 320,
  height: 320,
});

/** Spec section 2: four doctors, each with an availability badge. */
export const doctors: readonly Doctor[] = [
  {
    name: 'Dr. Grace Kaupa',
    specialty: 'General Practitioner',
    experience: '12 years experience',
    availability: 'Available today',
    image: portrait('doctor-grace', 'Dr. Grace Kaupa'),
  },
  {
    name: 'Dr. Peter Namah',
    specialty: 'Paediatrician',
    experience: '9 years experience',
    availability: 'Available tomorrow',
    image: portrait('doctor-peter', 'Dr. Peter Namah'),
  },
  {
    name: 'Dr. Anna Siaguru',
    specialty: 'Women’s Health',
    experience: '15 years experience',
    availability: 'Available today',
    image: portrait('doctor-anna', 'Dr. Anna Siaguru'),
  },
  {
    name: 'Dr. Joseph Tau',
    specialty: 'Family Medicine',
    experience: '20 years experience',
    availability: 'Mon, Wed & Fri',
    image: portrait('doctor-joseph', 'Dr. Joseph Tau'),
  },
];

export const about = {
  text: [
    'Hope Community Health Centre opened in 2009 in a two-room building on Eriku Road. Today our team of doctors, nurses and community health workers sees more than 200 patients a week from across Lae and the Markham Valley.',
    'We keep fees low, speak Tok Pisin and English, and work with the provincial health authority so that nobody is turned away.',
  ],
  facts: [
    { value: '2009', label: 'Caring since' },
    { value: '200+', label: 'Patients a week' },
    { value: '12', label: 'Services under one roof' },
  ] satisfies Stat[],
  /** Spec section 2: a twelve-item service list, shown as two columns of six. */
  serviceList: [
    'Walk-in consultations',
    'Antenatal check-ups',
    'Baby weigh-ins',
    'Childhood vaccines',
    'Family planning',
    'Malaria rapid tests',
    'TB screening',
    'HIV testing & counselling',
    'Diabetes clinic',
    'Blood pressure checks',
    'Wound care & dressing',
    'Health education talks',
  ],
};

export const serviceColumns = [about.serviceList.slice(0, 6), about.serviceList.slice(6)] as const;

export interface HealthTestimonial extends Testimonial {
  location: string;
  /** Relative date, e.g. "2 weeks ago" (spec section 3). */
  when: string;
}

const stories: readonly HealthTestimonial[] = [
  {
    name: 'Miriam Gware',
    rating: 5,
    text: 'The nurses looked after me through my whole pregnancy. Dr. Anna even called to check on my baby after we went home.',
    location: 'Eriku, Lae',
    when: '2 weeks ago',
  },
  {
    name: 'Samuel Kerowa',
    rating: 5,
    text: 'I came in shaking with fever. They tested for malaria straight away and I had my medicine within the hour.',
    location: 'Butibam, Lae',
    when: '1 month ago',
  },
  {
    name: 'Lucy Wenge',
    rating: 4,
    text: 'Dr. Joseph helps me keep my sugar under control. The diabetes clinic is busy, but they always make time to explain.',
    location: 'Bumayong, Lae',
    when: '3 months ago',
  },
];

export const testimonials: readonly Testimonial[] = stories.map((story) => ({
  name: story.name,
  rating: story.rating,
  text: story.text,
  detail: `${story.location} · ${story.when}`,
}));

/** Spec section 9: weekday hours 8-6. */
export const hours: readonly OpeningHours[] = [
  { days: 'Mon-Fri', time: '8AM-6PM' },
  { days: 'Sat-Sun', time: 'Nurse line only' },
];

export const contact = {
  address: 'Eriku Road, next to Eriku Market, Lae, Morobe Province',
  phone: '+675 7200 4410',
  email: 'care@hopehealth.org.pg',
};

export const appointment = {
  title: 'Request an appointment',
  intro: 'Send us a message and a nurse will call you back within one working day.',
  serviceOptions: services.map((service) => service.title),
  submitLabel: 'Send Request',
};

export const footerColumns: readonly FooterColumn[] = [
  { title: 'Visit', items: [contact.address, contact.phone, contact.email] },
  { title: 'Hours', items: hours.map((row) => `${row.days}: ${row.time}`) },
  {
    title: 'Explore',
    items: navLinks.map((link) => ({ label: link.label, href: link.href })),
  },
];
