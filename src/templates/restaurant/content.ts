import { Fish } from 'lucide-react';
import {
  type Action,
  type FooterColumn,
  type Identity,
  type KitImage,
  type NavLink,
  type Testimonial,
  type FormContent,
  emailField,
  nameField,
  phoneField,
} from '../kit';

// Every piece of the restaurant's sample content (spec sections 2, 3 and 9), as data. Copy that
// names the business says {name} (or {town}), so a visitor's own name shows there instead.

export const identity: Identity = {
  name: 'Sea Breeze Restaurant',
  kind: 'Restaurant',
  tagline: 'Fresh local seafood and island flavours by the harbour.',
  logo: { kind: 'icon', icon: Fish },
  // Placeholder numbers (spec section 9).
  phone: '+675 7200 0000',
  email: 'tables@seabreeze.com.pg',
  address: 'Coronation Drive, Madang waterfront, Madang Province',
  town: 'Madang',
  // Spec section 9.
  hours: [
    { days: 'Tue-Thu', time: '5-10 PM' },
    { days: 'Fri-Sat', time: '5-11 PM' },
    { days: 'Sun', time: '12-9 PM' },
  ],
  // Burnt coral; the sample keeps its rust text on cream and its sandy coral on charcoal.
  colors: { accent: '#c2410c', ink: '#9f3a17', onDark: '#f4a261' },
};

export const navLinks: readonly NavLink[] = [
  { label: 'Menu', href: '#menu' },
  { label: 'About', href: '#about' },
  { label: 'Gallery', href: '#gallery' },
  { label: 'Reviews', href: '#reviews' },
  { label: 'Contact', href: '#contact' },
];

/** The spec gives Reserve Table no behaviour: an inert button. */
export const reserveAction: Action = { label: 'Reserve Table' };

export const hero = {
  eyebrow: 'Harbourside dining · {town}',
  title: 'Island flavours, fresh from the harbour',
  text: 'Reef fish landed this morning, mud crab from the Sepik and vegetables from Madang market, cooked over coconut husk coals and served on our deck at sunset.',
  actions: [reserveAction, { label: 'View Menu', href: '#menu', variant: 'inverse' }],
  image: {
    src: '/images/templates/restaurant/hero.svg',
    alt: 'Illustration of a grilled fish with lime on a table by the harbour at sunset',
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

export interface Dish {
  name: string;
  description: string;
  /** As shown, e.g. "K22". Spec section 9: K8 to K45. */
  price: string;
}

export interface MenuCategory {
  category: string;
  items: readonly Dish[];
}

export const menu: readonly MenuCategory[] = [
  {
    category: 'Appetizers',
    items: [
      {
        name: 'Taro Chips & Chilli Lime Dip',
        description: 'Thin-sliced taro fried crisp, with a fresh chilli and lime dip.',
        price: 'K8',
      },
      {
        name: 'Kokoda',
        description: 'Raw reef fish cured in lime and coconut cream, with cucumber and chilli.',
        price: 'K22',
      },
      {
        name: 'Crispy Coconut Prawns',
        description: 'Local prawns in a coconut crumb with pawpaw and mint salsa.',
        price: 'K26',
      },
    ],
  },
  {
    category: 'Main Courses',
    items: [
      {
        name: 'Grilled Reef Fish',
        description: 'Catch of the day, whole and charcoal-grilled, with kaukau mash and greens.',
        price: 'K38',
      },
      {
        name: 'Mumu Pork & Kaukau',
        description: 'Pork slow-cooked in banana leaves with sweet potato, taro and aibika.',
        price: 'K35',
      },
      {
        name: 'Chilli Coconut Mud Crab',
        description: 'Whole Sepik mud crab in chilli, ginger and coconut sauce, with rice.',
        price: 'K45',
      },
    ],
  },
  {
    category: 'Desserts',
    items: [
      {
        name: 'Pawpaw & Lime Sorbet',
        description: 'Ripe pawpaw churned with lime, served with toasted coconut.',
        price: 'K10',
      },
      {
        name: 'Banana Coconut Fritters',
        description: 'Warm lady-finger bananas in coconut batter with Madang honey.',
        price: 'K12',
      },
      {
        name: 'Highlands Coffee Chocolate Tart',
        description: 'Dark chocolate and Goroka coffee tart with coconut ice cream.',
        price: 'K16',
      },
    ],
  },
];

export const about = {
  eyebrow: 'Our story',
  title: 'A family kitchen on Madang harbour',
  paragraphs: [
    '{name} began as a Sunday fish fry on the Kalibobo waterfront, run by Auntie Miriam Gubag and her sons. Our regulars kept asking for more, so in 2012 we built a deck over the water and a proper kitchen behind it.',
    'We still buy from the same fishermen at dawn and from the women at Madang market by nine. The menu follows the catch and the season, so ask your waiter what came in today.',
  ],
  highlights: [
    { value: 'Daily', label: 'Fresh local catch' },
    { value: '80', label: 'Seats on the deck' },
    { value: '2012', label: 'Serving Madang since' },
  ],
  quote: {
    text: 'We cook what the sea gives us that morning, the way our grandmothers did, and we never rush a mumu.',
    name: 'Miriam Gubag',
    role: 'Founder & head cook',
  },
};

const photo = (file: string, alt: string): KitImage => ({
  src: `/images/templates/restaurant/${file}.svg`,
  alt,
  width: 400,
  height: 300,
});

export interface GalleryImage {
  caption: string;
  image: KitImage;
}

export const gallery: readonly GalleryImage[] = [
  {
    caption: 'Grilled reef fish',
    image: photo('gallery-grilled-fish', 'Whole grilled reef fish on a plate with lime and greens'),
  },
  {
    caption: 'Our dining room',
    image: photo('gallery-dining-room', 'Dining room with warm lanterns over set tables'),
  },
  {
    caption: 'Sunset on the deck',
    image: photo('gallery-harbour-deck', 'Sunset over Madang harbour seen from the wooden deck'),
  },
  {
    caption: 'Chilli coconut mud crab',
    image: photo('gallery-mud-crab', 'Red chilli mud crab served on a white plate'),
  },
  {
    caption: 'Coffee chocolate tart',
    image: photo('gallery-dessert', 'Chocolate tart with a scoop of coconut ice cream'),
  },
  {
    caption: 'At the grill',
    image: photo('gallery-chef-grill', 'Our chef grilling fish over open flames'),
  },
];

/** Spec section 3: name, rating, text, date. All 5 stars (spec section 9). */
export interface Review extends Testimonial {
  date: string;
}

export const reviews: readonly Review[] = [
  {
    name: 'Kevin Maino',
    rating: 5,
    text: 'The best kokoda on the north coast. Fresh, tangy and generous, and the sunset from the deck is worth the trip alone.',
    date: 'February 2024',
  },
  {
    name: 'Alice Wambi',
    rating: 5,
    text: "We celebrated my mother's sixtieth here. The staff decorated our table and the mumu pork tasted just like home.",
    date: 'December 2023',
  },
  {
    name: 'Benjamin Sapulai',
    rating: 5,
    text: 'I drive up from Lae just for the chilli mud crab. Friendly service, cold drinks and a view of the harbour.',
    date: 'October 2023',
  },
];

/** The reservation form (spec section 3). */
export const reservation: FormContent = {
  title: 'Reserve a table',
  submitLabel: 'Request Reservation',
  fields: [
    nameField,
    emailField,
    phoneField,
    {
      kind: 'select',
      label: 'Number of Guests',
      name: 'guests',
      placeholder: 'Select guests',
      options: ['2 people', '4 people', '6 people', '8+ people'],
    },
    { label: 'Date', name: 'date', type: 'date' },
    { label: 'Time', name: 'time', type: 'time' },
    {
      kind: 'textarea',
      label: 'Special Requests',
      name: 'requests',
      placeholder: 'Birthday, allergies, a table on the deck…',
    },
  ],
};

export const footerColumns: readonly FooterColumn[] = [
  { title: 'Opening hours', items: identity.hours.map((row) => `${row.days} ${row.time}`) },
  {
    title: 'Explore',
    items: navLinks.map((link) => ({ label: link.label, href: link.href })),
  },
];

export const copy = {
  menu: {
    eyebrow: 'Our menu',
    title: 'From the reef, the garden and the fire',
    intro: "Prices in kina. Ask about today's catch and our vegetarian dishes.",
  },
  gallery: {
    eyebrow: 'Gallery',
    title: 'A taste of {name}',
    intro: 'Plates, people and the harbour view from our deck.',
  },
  reviews: { eyebrow: 'Reviews', title: 'What our guests say' },
  contact: {
    eyebrow: 'Reservations',
    title: 'Book your table',
    intro: 'Tell us when you would like to come. We confirm every booking by phone within the day.',
  },
};

export const site = {
  slug: 'restaurant',
  identity,
  navLinks,
  action: reserveAction,
  footerColumns,
};
