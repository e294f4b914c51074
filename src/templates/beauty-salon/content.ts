import { Brush, Flower2, Hand, Scissors, Sparkles } from 'lucide-react';
import {
  type Action,
  type FooterColumn,
  type FormContent,
  type Identity,
  type KitImage,
  type NavLink,
  type Testimonial,
  emailField,
  nameField,
  phoneField,
} from '../kit';

// Every piece of the salon's sample content (spec sections 2, 3 and 9), as data. Copy that names
// the salon or its town says {name} or {town}, so a visitor's own shows there instead.

export const identity: Identity = {
  name: 'Orchid Beauty Salon',
  kind: 'Beauty salon',
  tagline: 'Hair, nails and skin care from a team that knows your style.',
  logo: { kind: 'icon', icon: Flower2 },
  phone: '+675 7000 1234',
  email: 'bookings@orchidbeauty.com.pg',
  address: 'Shop 4, Vision City Annex, Waigani Drive, Port Moresby',
  town: 'Port Moresby',
  // Spec section 9.
  hours: [
    { days: 'Mon-Sat', time: '9AM-7PM' },
    { days: 'Sun', time: '10AM-4PM' },
  ],
  // Rose; on the plum surfaces the sample writes in rose-300.
  colors: { accent: '#be123c', onDark: '#fda4af' },
};

export const navLinks: readonly NavLink[] = [
  { label: 'Services', href: '#services' },
  { label: 'Our Team', href: '#staff' },
  { label: 'Gallery', href: '#gallery' },
  { label: 'Contact', href: '#contact' },
];

/** The spec gives Book Appointment no behaviour: an inert button. */
export const bookAction: Action = { label: 'Book Appointment' };

export const hero = {
  eyebrow: '{town}',
  title: 'Beauty that feels like you',
  text: 'Cuts, colour, facials, nails and bridal makeup in a calm studio in {town}. Walk in glowing, walk out confident.',
  actions: [bookAction, { label: 'View Services', href: '#services', variant: 'secondary' }],
  image: {
    src: '/images/templates/beauty-salon/hero.svg',
    alt: 'An illustrated orchid in front of a salon mirror',
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

export interface SalonService {
  title: string;
  text: string;
  /** As shown, e.g. "From K45". */
  price: string;
  icon: typeof Scissors;
}

export const services: readonly SalonService[] = [
  {
    title: 'Hair Styling & Colour',
    text: 'Cuts, silk presses, braids, treatments and colour matched to your skin tone.',
    price: 'From K45',
    icon: Scissors,
  },
  {
    title: 'Facials & Skin Care',
    text: 'Deep-cleansing and hydrating facials made for our tropical heat and humidity.',
    price: 'From K65',
    icon: Sparkles,
  },
  {
    title: 'Nail Care',
    text: 'Manicures, pedicures, gel polish and nail art that lasts through the week.',
    price: 'From K35',
    icon: Hand,
  },
  {
    title: 'Makeup',
    text: 'Natural day looks, evening glam and bridal makeup with a trial session.',
    price: 'From K80',
    icon: Brush,
  },
];

/** A stylist as her card shows her: name, role, experience and portrait. */
export interface StaffMember {
  title: string;
  meta: string;
  text: string;
  image: KitImage;
}

const portrait = (file: string, name: string): KitImage => ({
  src: `/images/templates/beauty-salon/${file}.svg`,
  alt: `Illustrated portrait of ${name}`,
  width: 320,
  height: 320,
});

export const staff: readonly StaffMember[] = [
  {
    title: 'Mary Kila',
    meta: 'Senior Stylist & Owner',
    text: '12 years experience',
    image: portrait('staff-mary', 'Mary Kila'),
  },
  {
    title: 'Grace Tomu',
    meta: 'Skin Therapist',
    text: '8 years experience',
    image: portrait('staff-grace', 'Grace Tomu'),
  },
  {
    title: 'Ruth Wari',
    meta: 'Nail Artist',
    text: '6 years experience',
    image: portrait('staff-ruth', 'Ruth Wari'),
  },
  {
    title: 'Lydia Pokana',
    meta: 'Makeup Artist',
    text: '9 years experience',
    image: portrait('staff-lydia', 'Lydia Pokana'),
  },
];

export interface GalleryItem {
  title: string;
  before: KitImage;
  after: KitImage;
}

const galleryImage = (file: string, alt: string): KitImage => ({
  src: `/images/templates/beauty-salon/${file}.svg`,
  alt,
  width: 300,
  height: 300,
});

export const gallery: readonly GalleryItem[] = [
  {
    title: 'Silk Press & Trim',
    before: galleryImage('hair-before', 'Before: dry, frizzy natural hair'),
    after: galleryImage('hair-after', 'After: smooth, glossy silk-pressed hair'),
  },
  {
    title: 'Bridal Glow Makeup',
    before: galleryImage('makeup-before', 'Before: bare skin, no makeup'),
    after: galleryImage('makeup-after', 'After: soft bridal makeup with rose lips'),
  },
  {
    title: 'Gel Manicure',
    before: galleryImage('nails-before', 'Before: short, unpolished nails'),
    after: galleryImage('nails-after', 'After: shaped nails with rose gel polish'),
  },
];

export const testimonials: readonly Testimonial[] = [
  {
    name: 'Nancy Bire',
    rating: 5,
    text: 'Mary gave me the best silk press I have had in Moresby. My hair stayed smooth all week, even in the heat.',
    detail: 'Hair client, Boroko',
  },
  {
    name: 'Helen Kaupa',
    rating: 5,
    text: 'Lydia did my bridal makeup and my bridesmaids. Everyone looked fresh from the church to the last dance.',
    detail: 'Bride, Gerehu',
  },
  {
    name: 'Joyce Namaliu',
    rating: 4,
    text: 'Lovely facial and a relaxing room. Book ahead on Saturdays, it gets busy, but worth the wait.',
    detail: 'Skin care client, Waigani',
  },
];

/** The booking form (spec section 3): the service select offers the four services. */
export const booking: FormContent = {
  title: 'Book your visit',
  submitLabel: 'Request Booking',
  fields: [
    nameField,
    emailField,
    phoneField,
    {
      kind: 'select',
      label: 'Service',
      name: 'service',
      placeholder: 'Choose a service',
      options: services.map((service) => service.title),
    },
    {
      kind: 'textarea',
      label: 'Special requests',
      name: 'requests',
      placeholder: 'Preferred day and time, stylist, allergies…',
    },
  ],
};

export const footerColumns: readonly FooterColumn[] = [
  { title: 'Hours', items: identity.hours.map((row) => `${row.days} ${row.time}`) },
  { title: 'Explore', items: navLinks },
];

/** What the page wrapper shows around the sections. */
export const site = {
  slug: 'beauty-salon',
  identity,
  navLinks,
  action: bookAction,
  footerColumns,
};

export const copy = {
  services: {
    eyebrow: 'Services & prices',
    title: 'Treatments for hair, skin and nails',
    intro: 'Every visit starts with a short consultation, so you only pay for what you need.',
  },
  staff: {
    eyebrow: 'Our team',
    title: 'Meet the stylists',
    intro: 'Trained in Port Moresby, Brisbane and Manila, and proud to look after our own.',
  },
  gallery: {
    eyebrow: 'Before & after',
    title: 'Real clients, real results',
    intro: 'A few recent transformations from our chairs.',
    beforeLabel: 'Before',
    afterLabel: 'After',
  },
  reviews: { eyebrow: 'Kind words', title: 'What our clients say' },
  contact: {
    eyebrow: 'Bookings',
    title: 'Visit us in {town}',
    intro: 'Tell us what you would like and when suits you. We will call to confirm your time.',
  },
};
