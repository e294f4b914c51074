import type { Theme } from '../kit';

// Charcoal and blaze orange with condensed italic capitals: loud, sweaty, after-dark gym energy.
const buttonBase =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-sm px-6 py-3 text-sm font-extrabold tracking-widest uppercase transition duration-150 active:translate-y-px';

export const theme: Theme = {
  root: 'font-sans bg-zinc-950 text-zinc-300 [--kit-focus:var(--color-orange-400)]',
  heading: 'font-display font-extrabold uppercase italic tracking-tight',
  eyebrow: 'text-xs font-bold tracking-[0.3em] uppercase text-orange-400',
  accent: 'text-orange-400',
  accentOnDark: 'text-orange-400',
  chip: 'bg-orange-500/15 text-orange-300',
  radius: 'rounded-md',
  button: {
    primary: `${buttonBase} bg-orange-500 text-zinc-950 hover:bg-orange-400 active:bg-orange-600`,
    secondary: `${buttonBase} border-2 border-zinc-600 text-white hover:border-orange-400 hover:text-orange-300 active:bg-zinc-900`,
    inverse: `${buttonBase} bg-zinc-950 text-white hover:bg-zinc-800 active:bg-black`,
  },
  nav: {
    bar: 'border-b border-zinc-800 bg-zinc-950/95 text-white backdrop-blur',
    brand: 'font-display text-xl font-extrabold uppercase italic tracking-tight text-white',
    link: 'text-zinc-300 transition-colors hover:text-orange-400',
    menu: 'border-t border-zinc-800 bg-zinc-950',
  },
  hero: {
    bg: 'bg-[radial-gradient(ellipse_at_top_right,_#431407_0%,_#09090b_60%)]',
    heading: 'text-white',
    text: 'text-zinc-300',
  },
  surfaces: {
    light: { bg: 'bg-zinc-950', heading: 'text-white', text: 'text-zinc-300' },
    soft: { bg: 'bg-zinc-900', heading: 'text-white', text: 'text-zinc-300' },
    dark: {
      bg: 'bg-orange-500',
      heading: 'text-zinc-950',
      text: 'text-zinc-900',
      eyebrow: 'text-xs font-bold tracking-[0.3em] uppercase text-zinc-950',
    },
  },
  card: {
    bg: 'bg-zinc-900 ring-1 ring-zinc-800',
    heading: 'text-white',
    text: 'text-zinc-300',
  },
  field:
    'border border-zinc-700 bg-zinc-950 text-white placeholder:text-zinc-500 focus:border-orange-400',
  star: 'text-orange-400',
  footer: { bg: 'bg-black', heading: 'text-white', text: 'text-zinc-400' },
};
