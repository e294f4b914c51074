import type { Theme } from '../kit';

// Deep lagoon teal (the accent) on warm sand, a high-contrast display serif and square-ish corners:
// calm, expensive, island hotel.
export const buttonBase =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-6 py-3 text-sm font-semibold tracking-[0.08em] uppercase transition duration-150 active:translate-y-px disabled:cursor-wait disabled:opacity-70';

/** An outline button for the dark surfaces (the rewards band). */
export const outlineOnDark = `${buttonBase} border border-teal-100/50 text-teal-50 hover:border-teal-50 hover:bg-white/10 active:bg-white/15`;

/** The hero's background; page.tsx preloads it. */
export const heroBackground = '/images/templates/hotel/hero-bay.svg';

export const theme: Theme = {
  root: 'font-sans bg-[#faf6ee] text-stone-700 [--kit-focus:var(--accent-ink)]',
  heading: 'font-display font-medium tracking-[-0.01em]',
  eyebrow: 'text-xs font-semibold tracking-[0.3em] uppercase text-(--accent-ink)',
  accent: 'text-(--accent-ink)',
  accentOnDark: 'text-(--accent-on-dark)',
  chip: 'bg-(--accent-soft) text-(--accent-ink)',
  radius: 'rounded-xl',
  button: {
    primary: `${buttonBase} bg-(--accent) text-(--on-accent) shadow-sm shadow-teal-950/20 hover:bg-(--accent-hover)`,
    secondary: `${buttonBase} border border-(--accent)/40 bg-transparent text-(--accent-ink) hover:border-(--accent) hover:bg-(--accent-soft)`,
    inverse: `${buttonBase} bg-(--accent-on-dark) text-teal-950 hover:bg-[color-mix(in_srgb,var(--accent-on-dark),white_30%)]`,
  },
  nav: {
    bar: 'border-b border-teal-900/10 bg-[#faf6ee]/95 text-teal-950 backdrop-blur',
    brand: 'font-display text-xl font-medium tracking-wide text-teal-950',
    link: 'text-stone-700 transition-colors hover:text-(--accent-ink)',
    menu: 'border-t border-teal-900/10 bg-[#faf6ee]',
  },
  hero: {
    bg: 'bg-[#0c3b3d] bg-[url(/images/templates/hotel/hero-bay.svg)] bg-cover bg-bottom',
    heading: 'text-[#fdf6e3]',
    text: 'text-teal-50',
    eyebrow: 'text-xs font-semibold tracking-[0.3em] uppercase text-(--accent-on-dark)',
  },
  surfaces: {
    light: { bg: 'bg-[#faf6ee]', heading: 'text-teal-950', text: 'text-stone-700' },
    soft: { bg: 'bg-[#f1e9da]', heading: 'text-teal-950', text: 'text-stone-700' },
    dark: {
      bg: 'bg-[#0c3b3d]',
      heading: 'text-[#fdf6e3]',
      text: 'text-teal-50',
      eyebrow: 'text-xs font-semibold tracking-[0.3em] uppercase text-(--accent-on-dark)',
    },
  },
  card: {
    bg: 'bg-white shadow-sm shadow-teal-950/5 ring-1 ring-stone-200',
    heading: 'text-teal-950',
    text: 'text-stone-700',
  },
  field:
    'border border-stone-300 bg-white text-stone-900 placeholder:text-stone-500 focus:border-(--accent-ink)',
  star: 'text-amber-500',
  footer: { bg: 'bg-[#082a2b]', heading: 'text-[#fdf6e3]', text: 'text-teal-100' },
};
