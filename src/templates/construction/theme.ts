import type { Theme } from '../kit';

// Charcoal steel and safety orange, condensed uppercase headings, near-square corners: a site crew's look.
const buttonBase =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-sm px-6 py-3 text-sm font-bold tracking-[0.12em] uppercase transition duration-150 active:translate-y-px';

const orangeEyebrow = 'text-xs font-bold tracking-[0.3em] uppercase text-orange-400';

export const theme: Theme = {
  root: 'font-sans bg-white text-neutral-700 [--kit-focus:var(--color-orange-500)]',
  heading: 'font-display font-bold uppercase tracking-tight',
  eyebrow: 'text-xs font-bold tracking-[0.3em] uppercase text-orange-700',
  accent: 'text-orange-700',
  accentOnDark: 'text-orange-400',
  chip: 'bg-neutral-900 text-orange-400',
  radius: 'rounded-sm',
  button: {
    primary: `${buttonBase} bg-orange-500 text-neutral-950 hover:bg-orange-400 active:bg-orange-600`,
    secondary: `${buttonBase} border-2 border-neutral-900 text-neutral-900 hover:bg-neutral-900 hover:text-white active:bg-neutral-800`,
    inverse: `${buttonBase} border-2 border-white/80 text-white hover:bg-white hover:text-neutral-950 active:bg-neutral-200`,
  },
  nav: {
    bar: 'border-b-4 border-orange-500 bg-neutral-950 text-white',
    brand: 'font-display text-xl font-bold tracking-wide text-white uppercase',
    link: 'text-neutral-200 transition-colors hover:text-orange-400',
    menu: 'border-t border-neutral-800 bg-neutral-950',
  },
  hero: {
    bg: 'bg-neutral-900 bg-[image:repeating-linear-gradient(135deg,transparent_0_40px,rgba(255,255,255,0.025)_40px_80px)]',
    heading: 'text-white',
    text: 'text-neutral-300',
    eyebrow: orangeEyebrow,
  },
  surfaces: {
    light: { bg: 'bg-white', heading: 'text-neutral-950', text: 'text-neutral-600' },
    soft: { bg: 'bg-neutral-100', heading: 'text-neutral-950', text: 'text-neutral-600' },
    dark: {
      bg: 'bg-neutral-900',
      heading: 'text-white',
      text: 'text-neutral-300',
      eyebrow: orangeEyebrow,
    },
  },
  card: {
    bg: 'bg-white shadow-sm ring-1 ring-neutral-200',
    heading: 'text-neutral-950',
    text: 'text-neutral-600',
  },
  field:
    'border-2 border-neutral-300 bg-white text-neutral-950 placeholder:text-neutral-400 focus:border-orange-500',
  star: 'text-orange-500',
  footer: { bg: 'bg-neutral-950', heading: 'text-white', text: 'text-neutral-400' },
};
