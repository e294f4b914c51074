import { RotateCcw, ShieldCheck, ShoppingBag, Store, Truck } from 'lucide-react';
import { formatMoney, kina as inKina } from '../../shared/money';
import type { Action, FooterColumn, HeroStats, Identity, KitImage, NavLink, Stat } from '../kit';

// Every piece of the marketplace's sample content (spec sections 2, 3 and 9), as data. Copy that
// names the marketplace says {name} (or {town}), so a visitor's own name shows there instead.

export const identity: Identity = {
  name: 'PNG Market',
  kind: 'Online marketplace',
  tagline: 'Shop from local vendors across Papua New Guinea, all in one place.',
  logo: { kind: 'icon', icon: ShoppingBag },
  phone: '+675 7000 8800',
  email: 'help@pngmarket.com.pg',
  address: 'Level 2, Vision City, Waigani, Port Moresby',
  town: 'Port Moresby',
  // An online shop: it publishes no opening hours.
  hours: [],
  // The flag's red (red-700); on dark it is the flag's gold (amber-400).
  colors: { accent: '#b91c1c', onDark: '#fbbf24' },
};

export const navLinks: readonly NavLink[] = [
  { label: 'Home', href: '#home' },
  { label: 'Products', href: '#products' },
  { label: 'Vendors', href: '#vendors' },
  { label: 'About', href: '#about' },
  { label: 'Contact', href: '#contact' },
];

/** The parent site's root (spec section 2): the agency that runs the marketplace. */
export const parentSite = { label: 'Back to main site', href: '/' };

/** Spec section 6: Sell on PNG Market has no shown behaviour, so it stays an inert button. */
export const sellAction: Action = { label: 'Sell on {name}', variant: 'inverse' };

/** Spec section 9. */
export const categories = [
  'All',
  'Electronics',
  'Fashion',
  'Home & Garden',
  'Books',
  'Sports',
  'Food & Beverages',
] as const;

export type Category = (typeof categories)[number];

export const heroStats: readonly Stat[] = [
  { value: '5000+', label: 'Products' },
  { value: '500+', label: 'Vendors' },
  { value: '30-day', label: 'Return policy' },
];

export const hero = {
  id: 'home',
  eyebrow: 'Made in PNG · Sold by locals',
  title: 'The whole country’s market, in your pocket',
  text: 'Bilums from the Sepik, coffee from Goroka, solar gear from Lae. Buy straight from more than 500 local vendors and pay in Kina.',
  actions: [{ label: 'Shop Now', href: '#products' }, sellAction],
  image: {
    src: '/images/templates/ecommerce/hero.svg',
    alt: 'An illustrated market stall with a red awning, a bilum, a phone and fresh fruit',
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

export interface Product {
  id: number;
  name: string;
  category: Exclude<Category, 'All'>;
  /** Kina. */
  price: number;
  originalPrice: number;
  rating: number;
  reviews: number;
  image: KitImage;
  badge: string;
  discount: string;
  vendor: string;
}

const productImage = (file: string, alt: string): KitImage => ({
  src: `/images/templates/ecommerce/${file}.svg`,
  alt,
  width: 400,
  height: 300,
});

/** Spec section 2: four featured products. */
export const products: readonly Product[] = [
  {
    id: 1,
    name: 'Solar Lantern with Phone Charger',
    category: 'Electronics',
    price: 89,
    originalPrice: 119,
    rating: 4.7,
    reviews: 128,
    image: productImage('product-solar-lantern', 'A yellow solar lantern with a USB charging port'),
    badge: 'Best Seller',
    discount: '25% OFF',
    vendor: 'Lae Solar & Electronics',
  },
  {
    id: 2,
    name: 'Hand-woven Sepik Bilum',
    category: 'Fashion',
    price: 120,
    originalPrice: 150,
    rating: 4.9,
    reviews: 86,
    image: productImage('product-bilum', 'A red and gold hand-woven bilum bag'),
    badge: 'Handmade',
    discount: '20% OFF',
    vendor: 'Sepik Bilum Weavers',
  },
  {
    id: 3,
    name: 'Highlands Arabica Coffee 500 g',
    category: 'Food & Beverages',
    price: 36,
    originalPrice: 45,
    rating: 4.8,
    reviews: 214,
    image: productImage('product-coffee', 'A brown bag of ground Highlands arabica coffee'),
    badge: 'Local Favourite',
    discount: '20% OFF',
    vendor: 'Goroka Highlands Coffee Co.',
  },
  {
    id: 4,
    name: 'Woven Pandanus Floor Mat',
    category: 'Home & Garden',
    price: 70,
    originalPrice: 100,
    rating: 4.6,
    reviews: 47,
    image: productImage('product-pandanus-mat', 'A woven pandanus mat with a red diamond pattern'),
    badge: 'New',
    discount: '30% OFF',
    vendor: 'Madang Island Crafts',
  },
];

export interface Vendor {
  name: string;
  rating: number;
  products: number;
  location: string;
  image: KitImage;
}

const vendorImage = (file: string, name: string): KitImage => ({
  src: `/images/templates/ecommerce/${file}.svg`,
  alt: `${name} logo`,
  width: 160,
  height: 160,
});

export const vendors: readonly Vendor[] = [
  {
    name: 'Goroka Highlands Coffee Co.',
    rating: 4.9,
    products: 48,
    location: 'Goroka, Eastern Highlands',
    image: vendorImage('vendor-goroka-coffee', 'Goroka Highlands Coffee Co.'),
  },
  {
    name: 'Sepik Bilum Weavers',
    rating: 4.8,
    products: 120,
    location: 'Wewak, East Sepik',
    image: vendorImage('vendor-sepik-weavers', 'Sepik Bilum Weavers'),
  },
  {
    name: 'Lae Solar & Electronics',
    rating: 4.7,
    products: 85,
    location: 'Lae, Morobe',
    image: vendorImage('vendor-lae-solar', 'Lae Solar & Electronics'),
  },
  {
    name: 'Madang Island Crafts',
    rating: 4.8,
    products: 64,
    location: 'Madang, Madang Province',
    image: vendorImage('vendor-madang-crafts', 'Madang Island Crafts'),
  },
];

export const promises = [
  {
    title: 'Secure payments',
    text: 'Pay by card, mobile money or bank transfer. Your vendor is paid only once your order arrives.',
    icon: ShieldCheck,
  },
  {
    title: 'Delivery nationwide',
    text: 'Door-to-door in Port Moresby and Lae, and to every provincial post office in the country.',
    icon: Truck,
  },
  {
    title: '30-day return policy',
    text: 'Not what you expected? Send it back within 30 days for a full refund, no questions asked.',
    icon: RotateCcw,
  },
] as const;

export const marketStats: readonly Stat[] = [
  { value: '5000+', label: 'Products' },
  { value: '500+', label: 'Vendors' },
  { value: '22', label: 'Provinces served' },
  { value: '30-day', label: 'Return policy' },
];

export const visitStore: Action = { label: 'Visit Store', variant: 'secondary', icon: Store };

export const enquiry = {
  title: 'Send us a message',
  submitLabel: 'Send Message',
};

/** Section headings and intros, in page order. */
export const copy = {
  products: {
    eyebrow: 'Featured products',
    title: 'This week’s best from local sellers',
    intro: 'Hand-picked from thousands of listings. Filter by category to find what you need.',
  },
  filterLabel: 'Filter by category',
  filterStatus: (count: number, category: Category) =>
    count === 0
      ? `No featured products in ${category} this week. Try another category.`
      : `Showing ${count} featured ${count === 1 ? 'product' : 'products'}${category === 'All' ? '' : ` in ${category}`}`,
  addedToCart: (product: string, count: number) =>
    `${product} added. Cart has ${count} ${count === 1 ? 'item' : 'items'}.`,
  productListLabel: 'Featured products',
  vendors: {
    eyebrow: 'Top vendors',
    title: 'Meet the people behind the products',
    intro: 'Every vendor is a PNG business, checked by our team before their first sale.',
  },
  sell: {
    title: 'Have something to sell?',
    text: 'Open your store in a day and reach buyers in all 22 provinces.',
  },
  about: {
    eyebrow: 'About {name}',
    title: 'Built in {town} for buyers and sellers everywhere',
    intro:
      'We started {name} so a weaver in Wewak can sell to an office worker in Waigani as easily as at the roadside market.',
  },
  statsLabel: '{name} in numbers',
  contact: {
    eyebrow: 'Contact',
    title: 'We are here to help',
    intro: 'Questions about an order, a return or selling with us? We reply within 24 hours.',
    card: 'soft',
    addressLabel: 'Office',
  },
} as const;

export const footerColumns: readonly FooterColumn[] = [
  {
    title: 'Shop',
    items: [
      { label: 'Featured products', href: '#products' },
      { label: 'Our vendors', href: '#vendors' },
      { label: 'About us', href: '#about' },
    ],
  },
  {
    title: 'Help',
    items: [
      '30-day return policy',
      'Delivery nationwide',
      { label: 'Contact us', href: '#contact' },
      parentSite,
    ],
  },
];

/** Kina as shown on a price tag, e.g. K1,250. */
export const kina = (amount: number): string => formatMoney(inKina(amount));

/** The figures under the hero's actions. */
export const heroFigures: HeroStats = {
  items: heroStats,
  headingClass: 'text-(--accent-on-dark)',
  className: 'mt-10 border-t border-white/15 pt-8 sm:grid-cols-3',
};
