import {
  Activity,
  Baby,
  HeartHandshake,
  HeartPulse,
  Microscope,
  PhoneCall,
  Stethoscope,
  Syringe,
} from 'lucide-react';
import {
  emailField,
  nameField,
  phoneField,
  type Action,
  type FooterColumn,
  type FormContent,
  type Identity,
  type KitImage,
  type NavLink,
  type Person,
  type Service,
  type Stat,
  type Testimonial,
} from '../kit';

// Every piece of the health centre's sample content (spec sections 2, 3 and 9), as data. Copy
// that names the business or its town says {name} or {town}, so a visitor's own show there instead.

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
  eyebrow: '{town} · Weekdays 8AM-6PM',
  title: 'Caring for {town} families, close to home',
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

/** The number it calls is the identity's emergency line (the nurse line). */
export const emergency = {
  icon: PhoneCall,
  title: 'Medical emergency?',
  text: 'Call our 24-hour nurse line or go straight to the nearest hospital emergency department.',
  callLabel: 'Call the nurse line',
};

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

const portrait = (file: string, name: string): KitImage => ({
  src: `/images/templates/health/${file}.svg`,
  alt: `Illustrated portrait of ${name}`,
  width: 320,
  height: 320,
});

/** Spec section 2: four doctors (name, specialty, experience), each with an availability badge. */
export const doctors: readonly Person[] = [
  {
    name: 'Dr. Grace Kaupa',
    role: 'General Practitioner',
    text: '12 years experience',
    badge: 'Available today',
    image: portrait('doctor-grace', 'Dr. Grace Kaupa'),
  },
  {
    name: 'Dr. Peter Namah',
    role: 'Paediatrician',
    text: '9 years experience',
    badge: 'Available tomorrow',
    image: portrait('doctor-peter', 'Dr. Peter Namah'),
  },
  {
    name: 'Dr. Anna Siaguru',
    role: 'Women’s Health',
    text: '15 years experience',
    badge: 'Available today',
    image: portrait('doctor-anna', 'Dr. Anna Siaguru'),
  },
  {
    name: 'Dr. Joseph Tau',
    role: 'Family Medicine',
    text: '20 years experience',
    badge: 'Mon, Wed & Fri',
    image: portrait('doctor-joseph', 'Dr. Joseph Tau'),
  },
];

export const about = {
  heading: { eyebrow: 'About us', title: 'Community care since 2009' },
  serviceListTitle: 'Services we offer',
  text: [
    '{name} opened in 2009 in a two-room building. Today our team of doctors, nurses and community health workers sees more than 200 patients a week from across {town} and the villages around it.',
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

export const appointment: FormContent = {
  title: 'Request an appointment',
  submitLabel: 'Send Request',
  fields: [
    nameField,
    emailField,
    phoneField,
    {
      label: 'Service',
      name: 'service',
      kind: 'select',
      placeholder: 'Choose a service',
      options: services.map((service) => service.title),
    },
    { label: 'Preferred date', name: 'date', type: 'date', wide: true },
    {
      label: 'Message',
      name: 'message',
      kind: 'textarea',
      placeholder: 'How can we help? Include any symptoms or questions.',
    },
  ],
};

export const footerColumns: readonly FooterColumn[] = [
  { title: 'Hours', items: identity.hours.map((row) => `${row.days}: ${row.time}`) },
  { title: 'Explore', items: navLinks },
];

/** What the page wrapper shows around the sections. */
export const site = {
  slug: 'health',
  identity,
  navLinks,
  action: bookAction,
  footerColumns,
};

export const copy = {
  services: {
    eyebrow: 'Our services',
    title: 'Care for every stage of life',
    intro: 'Most visits cost a small fee; vaccines and antenatal care are free.',
  },
  doctors: {
    eyebrow: 'Our doctors',
    title: 'Meet the team who know you by name',
    intro: 'Check who is in today before you come.',
  },
  testimonials: { eyebrow: 'Patient stories', title: 'What our patients say' },
  contact: {
    eyebrow: 'Contact',
    title: 'Visit us in {town}',
    intro: 'Send us a message and a nurse will call you back within one working day.',
    hoursTitle: 'Clinic hours',
  },
};
