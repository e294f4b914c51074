import { Baby, Bone, Clock, Cross, GraduationCap, HeartPulse, Stethoscope } from 'lucide-react';
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
  type OpeningHours,
  type Person,
  type Service,
  type Stat,
  type Testimonial,
  type HeroStats,
} from '../kit';

// Every piece of the medical centre's sample content (spec sections 2, 3 and 9), as data. Copy
// that names the business or its town says {name} or {town}, so a visitor's own show there instead.

export const identity: Identity = {
  name: 'Harbourside Medical Centre',
  kind: 'Medical centre',
  tagline: 'Specialist and general care on the Port Moresby waterfront, with emergency care 24/7.',
  logo: { kind: 'icon', icon: Cross },
  phone: '+675 7300 2200',
  emergencyPhone: '+675 7300 0911',
  email: 'appointments@harboursidemedical.com.pg',
  address: 'Champion Parade, Downtown, Port Moresby, NCD',
  town: 'Port Moresby',
  // The general clinic's hours (spec section 9).
  hours: [
    { days: 'Mon-Fri', time: '8 AM-6 PM' },
    { days: 'Sat', time: '8 AM-4 PM' },
    { days: 'Sun', time: '10 AM-2 PM' },
  ],
  // Clinical sky blue (sky-700), with the sample's sky-300 on the navy surfaces.
  colors: { accent: '#0369a1', onDark: '#7dd3fc' },
};

export const navLinks: readonly NavLink[] = [
  { label: 'Departments', href: '#departments' },
  { label: 'Doctors', href: '#doctors' },
  { label: 'About', href: '#about' },
  { label: 'Testimonials', href: '#testimonials' },
  { label: 'Contact', href: '#contact' },
];

/** The spec gives Book Appointment no behaviour: an inert button. */
export const bookAction: Action = { label: 'Book Appointment' };

export const heroStats: readonly Stat[] = [
  { value: '25+', label: 'Years of care' },
  { value: '40+', label: 'Specialists' },
  { value: '50K+', label: 'Patients a year' },
  { value: '24/7', label: 'Emergency care' },
];

export const hero = {
  eyebrow: 'Downtown, {town}',
  title: 'Specialist care, right on the harbour',
  text: 'Cardiology, children’s health, orthopaedics and maternity under one roof, with a fully staffed emergency department that never closes.',
  actions: [bookAction, { label: 'Our Departments', href: '#departments', variant: 'secondary' }],
  image: {
    src: '/images/templates/hospital/hero.svg',
    alt: 'An illustrated {name} building with a blue cross beside the harbour',
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

/** The number it calls is the identity's emergency line. */
export const emergency = {
  title: 'Emergency hotline, 24 hours a day',
  text: 'For chest pain, serious injury or difficulty breathing, call now or come straight to our emergency entrance.',
  callLabel: 'Call the emergency hotline',
};

/** Spec section 2: four departments. */
export const departments: readonly Service[] = [
  {
    title: 'Cardiology',
    description: 'Heart checks, diagnosis and long-term care for heart disease and blood pressure.',
    services: ['ECG & stress testing', 'Echocardiography', 'Hypertension clinic'],
    icon: HeartPulse,
  },
  {
    title: 'Paediatrics',
    description: 'Care for newborns, children and teenagers, from fevers to growth checks.',
    services: ['Newborn checks', 'Childhood vaccinations', 'Paediatric ward'],
    icon: Baby,
  },
  {
    title: 'Orthopaedics',
    description: 'Bones, joints and sports injuries, treated with surgery or physiotherapy.',
    services: ['Fracture clinic', 'Joint replacement', 'Physiotherapy'],
    icon: Bone,
  },
  {
    title: 'General Medicine',
    description: 'Diagnosis and treatment of adult illness, including diabetes and infections.',
    services: ['Diabetes care', 'Malaria & TB treatment', 'Health screening'],
    icon: Stethoscope,
  },
];

const portrait = (file: string, name: string): KitImage => ({
  src: `/images/templates/hospital/${file}.svg`,
  alt: `Illustrated portrait of ${name}`,
  width: 320,
  height: 320,
});

/** Spec sections 2 and 3: three doctors (specialty as role, description, education, experience). */
export const doctors: readonly Person[] = [
  {
    name: 'Dr. David Kamasua',
    role: 'Cardiologist',
    text: 'Leads our heart unit and the first echocardiography service in the National Capital District.',
    image: portrait('doctor-david', 'Dr. David Kamasua'),
    facts: [
      { icon: GraduationCap, text: 'MBBS (UPNG), FRACP' },
      { icon: Clock, text: '18 years experience' },
    ],
  },
  {
    name: 'Dr. Lucy Aisi',
    role: 'Paediatrician',
    text: 'Cares for newborns and children, and runs the weekly immunisation clinic.',
    image: portrait('doctor-lucy', 'Dr. Lucy Aisi'),
    facts: [
      { icon: GraduationCap, text: 'MBBS (UPNG), MMed Paediatrics' },
      { icon: Clock, text: '12 years experience' },
    ],
  },
  {
    name: 'Dr. Thomas Wari',
    role: 'Orthopaedic Surgeon',
    text: 'Specialises in fractures, joint replacement and getting athletes back on the field.',
    image: portrait('doctor-thomas', 'Dr. Thomas Wari'),
    facts: [
      { icon: GraduationCap, text: 'MBBS (UPNG), FRACS (Orth)' },
      { icon: Clock, text: '15 years experience' },
    ],
  },
];

export interface HoursBlock {
  title: string;
  hours: readonly OpeningHours[];
}

/** Spec section 9: service and visiting hours. */
export const serviceHours: readonly HoursBlock[] = [
  {
    title: 'General clinic',
    hours: [
      { days: 'Mon-Fri', time: '8 AM-6 PM' },
      { days: 'Sat', time: '8 AM-4 PM' },
      { days: 'Sun', time: '10 AM-2 PM' },
    ],
  },
  {
    title: 'Specialist clinics',
    hours: [
      { days: 'Mon-Fri', time: '9 AM-5 PM' },
      { days: 'Sat', time: '9 AM-1 PM' },
    ],
  },
  {
    title: 'Emergency',
    hours: [{ days: 'Every day', time: '24/7' }],
  },
  {
    title: 'Visiting hours',
    hours: [
      { days: 'General wards', time: '10 AM-8 PM' },
      { days: 'ICU', time: '11 AM-1 PM and 4-6 PM' },
    ],
  },
];

export const about = {
  eyebrow: 'About us',
  title: 'Serving {town} since 1999',
  hoursTitle: 'Service hours',
  text: [
    '{name} began as a small outpatient clinic on the waterfront. Twenty-five years on, we are a 120-bed private hospital with four specialist departments, a maternity wing and a round-the-clock emergency department.',
    'Our doctors trained at the University of Papua New Guinea and overseas, and every one of them came home to care for their own communities.',
  ],
};

export interface MedicalTestimonial extends Testimonial {
  treatment: string;
  /** Relative date, e.g. "1 month ago" (spec section 3). */
  when: string;
}

const stories: readonly MedicalTestimonial[] = [
  {
    name: 'John Kila',
    rating: 5,
    text: 'Dr. Kamasua found the problem with my heart that two other clinics had missed. I am back at work and walking every morning.',
    treatment: 'Cardiology',
    when: '1 month ago',
  },
  {
    name: 'Margaret Toua',
    rating: 5,
    text: 'Our son was admitted at midnight with a high fever. The paediatric team was calm, kind and quick. We are so grateful.',
    treatment: 'Paediatrics',
    when: '3 weeks ago',
  },
  {
    name: 'Patrick Rumbi',
    rating: 4,
    text: 'Broke my ankle playing rugby league. Surgery went perfectly and the physio team had me running again in four months.',
    treatment: 'Orthopaedics',
    when: '2 months ago',
  },
];

export const testimonials: readonly Testimonial[] = stories.map((story) => ({
  name: story.name,
  rating: story.rating,
  text: story.text,
  detail: `${story.treatment} · ${story.when}`,
}));

export const faqs: readonly FaqItem[] = [
  {
    question: 'Do I need a referral to see a specialist?',
    answer:
      'No. You can book any specialist clinic directly, but bring any letters or test results from your own doctor.',
  },
  {
    question: 'Which health insurance do you accept?',
    answer:
      'We accept most PNG health insurers and company medical schemes. Bring your member card and we will bill them directly.',
  },
  {
    question: 'What should I bring to my first appointment?',
    answer:
      'Photo ID, your insurance card if you have one, a list of your current medicines and any recent test results.',
  },
  {
    question: 'Can I visit a family member in the ICU?',
    answer:
      'Yes, two visitors at a time from 11 AM to 1 PM and from 4 to 6 PM. General wards are open to visitors from 10 AM to 8 PM.',
  },
  {
    question: 'Is the emergency department open on public holidays?',
    answer:
      'Yes. Emergency care is open 24 hours a day, every day of the year, including Independence Day and Christmas.',
  },
];

/** The appointment form: spec section 5 field types, display only. */
export const appointment: FormContent = {
  title: 'Book an appointment',
  submitLabel: 'Request Appointment',
  fields: [
    { ...nameField, label: 'Full name', wide: true },
    emailField,
    phoneField,
    {
      label: 'Department',
      name: 'department',
      kind: 'select',
      placeholder: 'Choose a department',
      options: departments.map((department) => department.title),
    },
    {
      label: 'Preferred doctor',
      name: 'doctor',
      kind: 'select',
      options: ['No preference', ...doctors.map((doctor) => doctor.name)],
    },
    { label: 'Preferred date', name: 'date', type: 'date' },
    { label: 'Preferred time', name: 'time', type: 'time' },
    {
      label: 'Reason for visit',
      name: 'reason',
      kind: 'textarea',
      placeholder: 'Briefly describe your symptoms or the care you need.',
    },
  ],
};

export const footerColumns: readonly FooterColumn[] = [
  {
    title: 'Hours',
    items: ['General: Mon-Fri 8 AM-6 PM', 'Specialists: Mon-Fri 9 AM-5 PM', 'Emergency: 24/7'],
  },
  { title: 'Explore', items: navLinks },
];

/** What the page wrapper shows around the sections. */
export const site = {
  slug: 'hospital',
  identity,
  navLinks,
  action: bookAction,
  footerColumns,
};

export const copy = {
  departments: {
    eyebrow: 'Departments',
    title: 'Four specialist departments, one team',
    intro:
      'Each department has its own clinic, ward and consultants, backed by our laboratory and imaging.',
  },
  doctors: { eyebrow: 'Our doctors', title: 'Consultants who trained here and came home' },
  testimonials: {
    eyebrow: 'Patient stories',
    title: 'What our patients say',
    surface: 'dark' as const,
    items: testimonials,
  },
  faq: { title: 'Questions patients often ask' },
  contact: {
    eyebrow: 'Appointments',
    title: 'Book a visit',
    intro: 'Choose a department and a time that suits you. Our front desk will call to confirm.',
    emergencyLabel: 'Emergency hotline (24/7)',
    hoursTitle: 'General clinic hours',
  },
};

/** The figures under the hero's actions. */
export const heroFigures: HeroStats = {
  items: heroStats,
  headingClass: 'text-(--accent-ink)',
  className: 'mt-10 border-t border-slate-200 pt-8',
};
