import type { LucideIcon } from 'lucide-react';

/**
 * A site's look, as complete Tailwind class names. Wherever a theme paints with its accent it uses
 * the identity's palette, never a fixed colour, so a visitor's own colour shows everywhere:
 *   bg-(--accent) text-(--on-accent) hover:bg-(--accent-hover)   buttons, chips, badges
 *   text-(--accent-ink)                                          accent text on light surfaces
 *   text-(--accent-on-dark)                                      accent text on dark surfaces
 *   bg-(--accent-soft)                                           a light tint (with --accent-ink text)
 * Dark surfaces that carry accent text are slate-600 or darker (kit/accent.ts checks against it).
 * The classes live in the site's own files, so the
 * site's stylesheet (which scans its folder) generates them; the kit never builds class names.
 */
export interface Surface {
  /** Background, border and shadow classes. */
  bg: string;
  /** Colour of headings on this surface. */
  heading: string;
  /** Colour of body text on this surface. */
  text: string;
  /** The eyebrow label here, when theme.eyebrow's colour does not suit (dark surfaces). */
  eyebrow?: string;
}

export interface Theme {
  /** The page: font family, background and text colour, e.g. 'font-serif bg-white text-stone-700'
   * (the focus ring follows the accent). */
  root: string;
  /** Heading family, weight and tracking (colour comes from the surface). */
  heading: string;
  /** The small label over a title, colour included. */
  eyebrow: string;
  /** Accent text (icons, prices, links) on light surfaces. */
  accent: string;
  /** Accent text on dark surfaces. */
  accentOnDark: string;
  /** Icon chips and badges: background and text colour. */
  chip: string;
  /** Corner rounding of cards, images and fields, e.g. 'rounded-2xl'. */
  radius: string;
  /** Complete button styles: shape, colours, hover, focus-visible and active. */
  button: {
    primary: string;
    /** An outline button for light surfaces. */
    secondary: string;
    /** A button for dark surfaces and the hero. */
    inverse: string;
  };
  nav: {
    /** The sticky bar: background, border, text colour. */
    bar: string;
    /** The business name in the bar. */
    brand: string;
    /** A link in the bar: colour and hover. */
    link: string;
    /** The open mobile menu panel: background and border. */
    menu: string;
  };
  hero: Surface;
  surfaces: { light: Surface; soft: Surface; dark: Surface };
  /** Cards on light and soft surfaces. */
  card: Surface;
  /** Inputs, selects and textareas: border, background, focus. */
  field: string;
  /** A filled rating star, e.g. 'text-amber-500'. */
  star: string;
  footer: Surface;
}

export type SurfaceName = keyof Theme['surfaces'];

/** An image of ours under public/images: size given so nothing shifts while it loads. */
export interface KitImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** A call to action: a link when it has an href, else an inert button (the spec gives it no behaviour). */
export interface Action {
  label: string;
  href?: string;
  variant?: keyof Theme['button'];
  icon?: LucideIcon;
}

export interface NavLink {
  label: string;
  href: string;
}

export interface Stat {
  value: string;
  label: string;
}

export interface Testimonial {
  name: string;
  text: string;
  /** 1 to 5. */
  rating: number;
  /** Who they are, where, or when, e.g. "Boroko, Port Moresby". */
  detail?: string;
}

export interface FaqItem {
  question: string;
  answer: string;
}

export interface OpeningHours {
  days: string;
  time: string;
}

export interface FooterLink {
  label: string;
  href: string;
  /** Opens in a new tab (social links). */
  external?: boolean;
}

export interface FooterColumn {
  title: string;
  items: readonly (string | FooterLink)[];
}
