import type { Theme } from '../kit';

// Charcoal and blaze orange (the accent) with condensed italic capitals: loud, sweaty, after-dark
// gym energy. Every surface is dark, so accent text is --accent-on-dark throughout.
const buttonBase =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-sm px-6 py-3 text-sm font-extrabold tracking-widest uppercase transition duration-150 active:translate-y-px';

const eyebrowBase = 'text-xs font-bold tracking-[0.3em] uppercase';

export const theme: Theme = {
  root: 'font-sans bg-zinc-950 text-zinc-300 [--kit-focus:var(--accent-on-dark)]',
  heading: 'font-display font-extrabold uppercase italic tracking-tight',
  eyebrow: `${eyebrowBase} text-(--accent-on-dark)`,
  accent: 'text-(--accent-on-dark)',
  accentOnDark: 'text-(--accent-on-dark)',
  chip: 'bg-(--accent)/15 text-(--accent-on-dark)',
  radius: 'rounded-md',
  button: {
    primary: `${buttonBase} bg-(--accent) text-(--on-accent) hover:bg-(--accent-hover) active:brightness-90`,
    secondary: `${buttonBase} border-2 border-zinc-600 text-white hover:border-(--accent-on-dark) hover:text-(--accent-on-dark) active:bg-zinc-900`,
    inverse: `${buttonBase} bg-zinc-950 text-white hover:bg-zinc-800 active:bg-black`,
  },
  nav: {
    bar: 'border-b border-zinc-800 bg-zinc-950/95 text-white backdrop-blur',
    brand: 'font-display text-xl font-extrabold uppercase italic tracking-tight text-white',
    link: 'text-zinc-300 transition-colors hover:text-(--accent-on-dark)',
    menu: 'border-t border-zinc-800 bg-zinc-950',
  },
  hero: {
    // A glow of the accent in the corner, mixed into charcoal so it stays darker than slate-600.
    bg: 'bg-[radial-gradient(ellipse_at_top_right,color-mix(in_oklab,var(--accent)_25%,#09090b)_0%,#09090b_60%)]',
    heading: 'text-white',
    text: 'text-zinc-300',
  },
  surfaces: {
    light: { bg: 'bg-zinc-950', heading: 'text-white', text: 'text-zinc-300' },
    soft: { bg: 'bg-zinc-900', heading: 'text-white', text: 'text-zinc-300' },
    // The loud band is the accent itself: its text and focus ring take the accent's text colour.
    dark: {
      bg: 'bg-(--accent) [--kit-focus:var(--on-accent)]',
      heading: 'text-(--on-accent)',
      text: 'text-(--on-accent)',
      eyebrow: `${eyebrowBase} text-(--on-accent)`,
    },
  },
  card: {
    bg: 'bg-zinc-900 ring-1 ring-zinc-800',
    heading: 'text-white',
    text: 'text-zinc-300',
  },
  field:
    'border border-zinc-700 bg-zinc-950 text-white placeholder:text-zinc-500 focus:border-(--accent-on-dark)',
  star: 'text-(--accent-on-dark)',
  footer: { bg: 'bg-black', heading: 'text-white', text: 'text-zinc-400' },
};
