import type { Theme } from '../kit';

// Charcoal steel and safety orange (the accent), condensed uppercase headings, near-square corners: a site crew's look.
const buttonBase =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-sm px-6 py-3 text-sm font-bold tracking-[0.12em] uppercase transition duration-150 active:translate-y-px';

const darkEyebrow = 'text-xs font-bold tracking-[0.3em] uppercase text-(--accent-on-dark)';

export const theme: Theme = {
  root: 'font-sans bg-white text-neutral-700 [--kit-focus:var(--accent-ink)]',
  heading: 'font-display font-bold uppercase tracking-tight',
  eyebrow: 'text-xs font-bold tracking-[0.3em] uppercase text-(--accent-ink)',
  accent: 'text-(--accent-ink)',
  accentOnDark: 'text-(--accent-on-dark)',
  chip: 'bg-neutral-900 text-(--accent-on-dark)',
  radius: 'rounded-sm',
  button: {
    primary: `${buttonBase} bg-(--accent) text-(--on-accent) hover:bg-(--accent-hover)`,
    secondary: `${buttonBase} border-2 border-neutral-900 text-neutral-900 hover:bg-neutral-900 hover:text-white active:bg-neutral-800`,
    inverse: `${buttonBase} border-2 border-white/80 text-white hover:bg-white hover:text-neutral-950 active:bg-neutral-200`,
  },
  nav: {
    bar: 'border-b-4 border-(--accent) bg-neutral-950 text-white',
    brand: 'font-display text-xl font-bold tracking-wide text-white uppercase',
    link: 'text-neutral-200 transition-colors hover:text-(--accent-on-dark)',
    menu: 'border-t border-neutral-800 bg-neutral-950',
  },
  hero: {
    bg: 'bg-neutral-900 bg-[image:repeating-linear-gradient(135deg,transparent_0_40px,rgba(255,255,255,0.025)_40px_80px)]',
    heading: 'text-white',
    text: 'text-neutral-300',
    eyebrow: darkEyebrow,
  },
  surfaces: {
    light: { bg: 'bg-white', heading: 'text-neutral-950', text: 'text-neutral-600' },
    soft: { bg: 'bg-neutral-100', heading: 'text-neutral-950', text: 'text-neutral-600' },
    dark: {
      bg: 'bg-neutral-900',
      heading: 'text-white',
      text: 'text-neutral-300',
      eyebrow: darkEyebrow,
    },
  },
  card: {
    bg: 'bg-white shadow-sm ring-1 ring-neutral-200',
    heading: 'text-neutral-950',
    text: 'text-neutral-600',
  },
  field:
    'border-2 border-neutral-300 bg-white text-neutral-950 placeholder:text-neutral-400 focus:border-(--accent-ink)',
  star: 'text-orange-500',
  footer: { bg: 'bg-neutral-950', heading: 'text-white', text: 'text-neutral-400' },
};
