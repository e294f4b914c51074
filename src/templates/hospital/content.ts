import { Baby, Bone, Cross, HeartPulse, Stethoscope } from 'lucide-react';
import type {
  Action,
  FaqItem,
  FooterColumn,
  Identity,
  KitImage,
  NavLink,
  OpeningHours,
  Stat,
  Testimonial,
} from '../kit';

// Every piece of the medical centre's sample content (spec sections 2, 3 and 9), as data.

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
  eyebrow: 'Downtown, Port Moresby',
  title: 'Specialist care, right on the harbour',
  text: 'Cardiology, children’s health, orthopaedics and maternity under one roof, with a fully staffed emergency department that never closes.',
  actions: [bookAction, { label: 'Our Departments', href: '#departments', variant: 'secondary' }],
  image: {
    src: '/images/templates/hospital/hero.svg',
    alt: 'An illustrated medical centre with a blue cross beside Port Moresby harbour',
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

export const emergency = {
  title: 'Emergency hotline, 24 hours a day',
  text: 'For chest pain, serious injury or difficulty breathing, call now or come straight to our emergency entrance on Champion Parade.',
  phone: '+675 7300 0911',
  tel: '+67573000911',
};

export interface Department {
  title: string;
  description: string;
  services: readonly string[];
  icon: typeof HeartPulse;
}

/** Spec section 2: four departments. */
export const departments: readonly Department[] = [
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

export interface Doctor {
  name: string;
  specialty: string;
  experience: string;
  education: string;
  description: string;
  image: KitImage;
}

const portrait = (file: string, name: string): KitImage => ({
  src: `/images/templates/hospital/${file}.svg`,
  alt: `Illustrated portrait of ${name}`,
  width: 320,
  height: 320,
});

/** Spec section 2: three doctors. */
export const doctors: readonly Doctor[] = [
  {
    name: 'Dr. David Kamasua',
    specialty: 'Cardiologist',
    experience: '18 years experience',
    education: 'MBBS (UPNG), FRACP',
    description:
      'Leads our heart unit and the first echocardiography service in the National Capital District.',
    image: portrait('doctor-david', 'Dr. David Kamasua'),
  },
  {
    name: 'Dr. Lucy Aisi',
    specialty: 'Paediatrician',
    experience: '12 years experience',
    education: 'MBBS (UPNG), MMed Paediatrics',
    description: 'Cares for newborns and children, and runs the weekly immunisation clinic.',
    image: portrait('doctor-lucy', 'Dr. Lucy Aisi'),
  },
  {
    name: 'Dr. Thomas Wari',
    specialty: 'Orthopaedic Surgeon',
    experience: '15 years experience',
    education: 'MBBS (UPNG), FRACS (Orth)',
    description:
      'Specialises in fractures, joint replacement and getting athletes back on the field.',
    image: portrait('doctor-thomas', 'Dr. Thomas Wari'),
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
  title: 'Serving Port Moresby since 1999',
  text: [
    'Harbourside Medical Centre began as a small outpatient clinic on the waterfront. Twenty-five years on, we are a 120-bed private hospital with four specialist departments, a maternity wing and a round-the-clock emergency department.',
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

export const contact = {
  address: 'Champion Parade, Downtown, Port Moresby, NCD',
  phone: '+675 7300 2200',
  email: 'appointments@harboursidemedical.com.pg',
};

/** The appointment form: spec section 5 field types, display only. */
export const appointment = {
  title: 'Book an appointment',
  intro: 'Choose a department and a time that suits you. Our front desk will call to confirm.',
  departmentOptions: departments.map((department) => department.title),
  doctorOptions: ['No preference', ...doctors.map((doctor) => doctor.name)],
  submitLabel: 'Request Appointment',
};

export const footerColumns: readonly FooterColumn[] = [
  { title: 'Visit', items: [contact.address, contact.phone, contact.email] },
  {
    title: 'Hours',
    items: ['General: Mon-Fri 8 AM-6 PM', 'Specialists: Mon-Fri 9 AM-5 PM', 'Emergency: 24/7'],
  },
  {
    title: 'Explore',
    items: navLinks.map((link) => ({ label: link.label, href: link.href })),
  },
];
