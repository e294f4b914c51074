import {
  BedDouble,
  CalendarCheck,
  Dumbbell,
  Fish,
  Palmtree,
  Plane,
  Presentation,
  Smile,
  Sparkles,
  Waves,
  Wifi,
  type LucideIcon,
} from 'lucide-react';
import type {
  Action,
  FooterColumn,
  Identity,
  KitImage,
  NavLink,
  OpeningHours,
  Testimonial,
} from '../kit';

// Every piece of the resort's sample content (spec sections 2, 3 and 9), as data. Copy that names
// the resort says {name} (or {town}), so a visitor's own name shows there instead.

/** Spec section 9: the restaurant's hours. */
export const diningHours: readonly OpeningHours[] = [
  { days: 'Breakfast', time: '6-10 AM' },
  { days: 'Lunch', time: '12-3 PM' },
  { days: 'Dinner', time: '6-10 PM' },
];

export const identity: Identity = {
  name: 'Paradise Bay Resort',
  kind: 'Resort hotel',
  tagline: 'Beachfront rooms, island dining and Paradise Rewards for returning guests.',
  logo: { kind: 'icon', icon: Palmtree },
  phone: '+675 422 3100',
  email: 'stay@paradisebayresort.com.pg',
  address: 'Modilon Road, Madang, Madang Province',
  town: 'Madang',
  // Reception never closes, so the hours a guest plans around are the restaurant's.
  hours: diningHours,
  // Lagoon teal (teal-800); its text is teal-700 on light and sunlit amber (amber-300) on dark.
  colors: { accent: '#115e59', ink: '#0f766e', onDark: '#fcd34d' },
};

export const navLinks: readonly NavLink[] = [
  { label: 'Rooms', href: '#rooms' },
  { label: 'Amenities', href: '#amenities' },
  { label: 'Dining', href: '#dining' },
  { label: 'Rewards', href: '#loyalty' },
  { label: 'Contact', href: '#contact' },
];

export const quoteAction: Action = { label: 'Get a Quote', href: '#quote' };

/** The fixed mailboxes the enquiries are sent as (spec section 7). */
export const mailboxes = {
  quotes: 'quotes@paradisebayresort.com.pg',
  reservations: 'reservations@paradisebayresort.com.pg',
};

export const hero = {
  eyebrow: '{town}, Papua New Guinea',
  title: 'Where the reef meets the rainforest',
  text: 'Lagoon-front rooms, a house reef for snorkelling and sunsets over Kar Kar Island, twenty minutes from {town} airport. Tell us your dates and our sales team sends you a quote.',
  actions: [{ label: 'Explore Rooms', href: '#rooms', variant: 'inverse', icon: BedDouble }],
  note: 'Our sales team replies within 24 hours.',
} satisfies {
  eyebrow: string;
  title: string;
  text: string;
  actions: readonly Action[];
  note: string;
};

/** The hero quote form (spec sections 3, 5 and 9). */
export const quoteForm = {
  title: 'Request a quote',
  adults: { min: 1, max: 6, initial: 2 },
  children: { min: 0, max: 4, initial: 0 },
  /** The form never offers a room type, so every quote asks for any available room. */
  roomPreference: 'Any available',
  service: 'Hotel Reservation Quote',
  submitLabel: 'Get My Quote',
  busyLabel: 'Submitting...',
};

export interface Room {
  id: string;
  name: string;
  description: string;
  features: readonly string[];
  maxGuests: number;
  /** Floor area in square metres. */
  size: number;
  /** Three views of the room; the first is the card's. */
  images: readonly [KitImage, KitImage, KitImage];
}

const roomImages = (id: string, name: string): Room['images'] => [
  {
    src: `/images/templates/hotel/${id}-bedroom.svg`,
    alt: `Illustration of the ${name} bedroom`,
    width: 640,
    height: 440,
  },
  {
    src: `/images/templates/hotel/${id}-lounge.svg`,
    alt: `Illustration of the ${name} lounge area`,
    width: 640,
    height: 440,
  },
  {
    src: `/images/templates/hotel/${id}-view.svg`,
    alt: `Illustration of the view from the ${name}`,
    width: 640,
    height: 440,
  },
];

/** Spec section 3: the four rooms, their guests and sizes. No price: rooms say contact sales. */
export const rooms: readonly Room[] = [
  {
    id: 'standard-ocean-view',
    name: 'Standard Ocean View',
    description:
      'A bright queen room with a private balcony over the lagoon, made for couples and solo travellers.',
    features: [
      'Queen bed',
      'Private balcony with ocean view',
      'Air conditioning and ceiling fan',
      'Rain shower',
      'Tea and coffee station',
      'Free Wi-Fi',
    ],
    maxGuests: 2,
    size: 25,
    images: roomImages('standard-ocean-view', 'Standard Ocean View'),
  },
  {
    id: 'deluxe-family-suite',
    name: 'Deluxe Family Suite',
    description:
      'Two bedrooms and a lounge opening onto the garden, a short walk from the kids pool and the beach.',
    features: [
      'King bedroom and a bunk room for four',
      'Living area with sofa and dining table',
      'Kitchenette',
      'Garden terrace',
      'Kids club access',
      'Free Wi-Fi',
    ],
    maxGuests: 6,
    size: 65,
    images: roomImages('deluxe-family-suite', 'Deluxe Family Suite'),
  },
  {
    id: 'premium-business-suite',
    name: 'Premium Business Suite',
    description:
      'A quiet suite with a proper work desk, fast internet and a lounge for meeting clients.',
    features: [
      'King bed',
      'Work desk and ergonomic chair',
      'High-speed Wi-Fi',
      'Executive lounge access',
      'Espresso machine',
      'Express laundry',
    ],
    maxGuests: 2,
    size: 45,
    images: roomImages('premium-business-suite', 'Premium Business Suite'),
  },
  {
    id: 'presidential-penthouse',
    name: 'Presidential Penthouse',
    description:
      'The top floor: two king bedrooms and a wraparound terrace with a plunge pool, looking from Kar Kar Island to the Finisterre Range.',
    features: [
      'Two king bedrooms',
      'Private plunge pool',
      'Wraparound sunset terrace',
      'Butler service',
      'Dining room for eight',
      'Airport transfers included',
    ],
    maxGuests: 4,
    size: 120,
    images: roomImages('presidential-penthouse', 'Presidential Penthouse'),
  },
];

/** Rooms never show a price (spec section 3). */
export const roomPricing = 'Contact sales';

/** The words around a room's figures, on its card and in its details. */
export const roomLabels = {
  guests: (count: number) => `Up to ${count} guests`,
  size: (squareMetres: number) => `${squareMetres} sqm`,
  pricing: 'Pricing:',
  details: 'View Details',
};

/** The room inquiry (spec sections 7 and 8). */
export const roomInquiry = {
  service: 'Room Reservation',
  buttonLabel: 'Contact Sales',
  busyLabel: 'Sending...',
};

export interface Amenity {
  title: string;
  description: string;
  icon: LucideIcon;
}

export const amenities: readonly Amenity[] = [
  {
    title: 'Infinity Pool',
    description: 'A lagoon-edge pool with a swim-up bar, open from sunrise to 10 PM.',
    icon: Waves,
  },
  {
    title: 'Day Spa',
    description: 'Coconut oil massages and island facials in open-air treatment rooms.',
    icon: Sparkles,
  },
  {
    title: 'Dive Centre',
    description: 'Guided reef and wreck dives, snorkel gear and PADI courses on site.',
    icon: Fish,
  },
  {
    title: 'Fitness Centre',
    description: 'Cardio, free weights and sunrise yoga on the beach deck.',
    icon: Dumbbell,
  },
  {
    title: 'Kids Club',
    description: 'Crafts, reef walks and story time for ages 4 to 12, every day.',
    icon: Smile,
  },
  {
    title: 'Free Wi-Fi',
    description: 'Fast internet in every room, at the pool and across the gardens.',
    icon: Wifi,
  },
  {
    title: 'Airport Transfers',
    description: 'Meet and greet at Madang airport, twenty minutes along the coast road.',
    icon: Plane,
  },
  {
    title: 'Conference & Events',
    description: 'Meeting rooms for 80 and a beach lawn for weddings and company dinners.',
    icon: Presentation,
  },
];

export const dining = {
  restaurant: 'Kalibobo Terrace',
  paragraphs: [
    'Reef fish off the morning boats, mud crab, kaukau and greens from {town} market, and a mumu feast on Saturday nights. Tables sit right on the water, so book a sunset seat for dinner.',
  ],
  highlights: [
    'Fresh seafood from local fishermen',
    'Vegetarian and children’s menus',
    'Room service during dining hours',
    'Saturday night mumu feast',
  ],
  image: {
    src: '/images/templates/hotel/dining.svg',
    alt: 'Illustration of tables on a waterfront terrace at sunset',
    width: 640,
    height: 480,
  } satisfies KitImage,
};

export interface LoyaltyTier {
  name: 'Silver' | 'Gold' | 'Platinum';
  points: string;
  benefits: readonly string[];
}

/** Spec sections 4 and 9: the points at which Gold and Platinum start. */
export const tierThresholds = { gold: 1000, platinum: 3000 } as const;

/** Spec section 9: the Paradise Rewards tiers and their benefits. */
export const loyaltyTiers: readonly LoyaltyTier[] = [
  {
    name: 'Silver',
    points: '0-999 points',
    benefits: ['5% discount on stays', 'Free Wi-Fi', 'Early check-in when available'],
  },
  {
    name: 'Gold',
    points: '1000-2999 points',
    benefits: [
      '10% discount on stays',
      'Free room upgrades',
      'Complimentary breakfast',
      'Late checkout',
    ],
  },
  {
    name: 'Platinum',
    points: '3000+ points',
    benefits: [
      '15% discount on stays',
      'Suite upgrades',
      'Airport transfers',
      'Personal concierge',
    ],
  },
];

export const rewards = {
  name: 'Paradise Rewards',
  intro: 'Earn points on every night and every meal, and move up from Silver to Platinum.',
  welcomeOffer: {
    title: 'Welcome offer',
    items: ['Silver status from day one', '100 bonus points', '5% discount on your first stay'],
  },
  joinLabel: 'Join Paradise Rewards',
  signInLabel: 'Member Sign In',
};

export const testimonials: readonly Testimonial[] = [
  {
    name: 'Kevin and Sarah Lauma',
    rating: 5,
    text: 'We took the family suite for a week. The kids lived at the pool and the kids club, and we finally had sunset drinks in peace.',
    detail: 'Family holiday, from Lae',
  },
  {
    name: 'Dr Paul Akis',
    rating: 5,
    text: 'Fast internet, a real desk and staff who remember how you take your coffee. My go-to for work trips to Madang.',
    detail: 'Business stay, from Port Moresby',
  },
  {
    name: 'Miriam Tololo',
    rating: 4,
    text: 'The house reef is beautiful and the dive team were patient with a beginner. Book dinner on the terrace early, it fills up.',
    detail: 'Dive trip, from Brisbane',
  },
];

export interface BookingPlatform {
  name: string;
  href: string;
  note: string;
}

export const bookingPlatforms: readonly BookingPlatform[] = [
  { name: 'Booking.com', href: 'https://www.booking.com/', note: 'Guest score 9.1' },
  { name: 'Expedia', href: 'https://www.expedia.com/', note: 'Guest score 4.6 / 5' },
  { name: 'Tripadvisor', href: 'https://www.tripadvisor.com/', note: 'Travellers’ Choice' },
  { name: 'Agoda', href: 'https://www.agoda.com/', note: 'Guest score 9.0' },
];

/** The contact form (spec sections 3, 5 and 7). */
export const contactForm = {
  title: 'Send us a message',
  subjects: ['Room Reservation', 'Event Booking', 'General Inquiry', 'Loyalty Program'],
  subjectPlaceholder: 'Choose a subject',
  submitLabel: 'Send Message',
  busyLabel: 'Sending...',
};

/** Spec section 8, word for word; {phone} and {email} are filled from the identity when shown. */
export const alerts = {
  missingDates: 'Please select check-in and check-out dates.',
  quoteSuccess:
    'Quote request submitted successfully! Our sales team will contact you within 24 hours with pricing and availability.',
  quoteFailure:
    'Sorry, there was an error submitting your request. Please contact us directly at {phone} or {email}.',
  roomSuccess:
    'Interest recorded! Our sales team will contact you with pricing and availability for this room.',
  roomFailure: 'Error submitting inquiry. Please contact us directly at {phone}.',
  contactSuccess: 'Message sent successfully! We will get back to you within 24 hours.',
  contactFailure: 'Error sending message. Please try again or contact us directly.',
  signupSuccess: (memberNumber: string) =>
    `Welcome to Paradise Rewards! Your member number is ${memberNumber}. Keep it to sign in.`,
  signupFailure: 'Failed to create loyalty account. Please try again.',
  loginFailure: 'Failed to login. Please check your details and try again.',
  passwordMismatch: 'Passwords do not match.',
};

/** Section headings and intros, in page order. */
export const copy = {
  rooms: {
    eyebrow: 'Rooms & suites',
    title: 'Four ways to stay by the lagoon',
    intro:
      'Every room has air conditioning, a rain shower and a view of the water or the gardens. Rates depend on the season: ask our sales team.',
  },
  amenities: { eyebrow: 'Amenities', title: 'Everything for slow island days' },
  dining: {
    eyebrow: 'Dining',
    title: `${dining.restaurant}, on the water`,
    hoursTitle: 'Restaurant hours, daily',
  },
  loyalty: { eyebrow: rewards.name, title: 'Come back, be rewarded', intro: rewards.intro },
  reviews: { eyebrow: 'Guest reviews', title: 'What our guests say' },
  bookOnline: {
    eyebrow: 'Book online',
    title: 'Also on your favourite booking sites',
    intro: 'Compare reviews and availability on the platforms you already use.',
  },
  contact: {
    eyebrow: 'Contact',
    title: 'Talk to our team in {town}',
    intro:
      'Weddings, conferences, long stays or a question about your booking: we answer within 24 hours.',
    hoursTitle: 'Dining hours',
    extraItems: [{ icon: CalendarCheck, label: 'Reception', value: 'Open 24/7' }],
  },
};

export const footerColumns: readonly FooterColumn[] = [
  {
    title: 'Dining hours',
    items: diningHours.map((row) => `${row.days} ${row.time}`),
  },
  {
    title: 'Explore',
    items: navLinks.map((link) => ({ label: link.label, href: link.href })),
  },
];
