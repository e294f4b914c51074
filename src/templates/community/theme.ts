import type { Theme } from '../kit';

// Deep violet with sunny amber, slab-serif headings and soft rounded cards: warm and hopeful.
const buttonBase =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-2xl px-6 py-3 text-base font-bold transition duration-150 active:scale-[0.97]';

const amberEyebrow = 'text-sm font-bold tracking-wide text-amber-300';

export const theme: Theme = {
  root: 'font-sans bg-white text-zinc-700 [--kit-focus:var(--color-violet-600)]',
  heading: 'font-slab font-bold tracking-tight',
  eyebrow: 'text-sm font-bold tracking-wide text-violet-700',
  accent: 'text-violet-700',
  accentOnDark: 'text-amber-300',
  chip: 'bg-amber-100 text-amber-900',
  radius: 'rounded-2xl',
  button: {
    primary: `${buttonBase} bg-violet-700 text-white shadow-md shadow-violet-900/20 hover:bg-violet-800 active:bg-violet-900`,
    secondary: `${buttonBase} bg-white text-violet-800 ring-2 ring-violet-200 hover:bg-violet-50 hover:ring-violet-400 active:bg-violet-100`,
    inverse: `${buttonBase} bg-amber-400 text-violet-950 shadow-md shadow-black/20 hover:bg-amber-300 active:bg-amber-500`,
  },
  nav: {
    bar: 'border-b border-violet-100 bg-white/95 text-zinc-900 backdrop-blur',
    brand: 'font-slab text-lg font-bold text-violet-900 sm:text-xl',
    link: 'text-zinc-700 transition-colors hover:text-violet-700',
    menu: 'border-t border-violet-100 bg-white',
  },
  hero: {
    bg: 'bg-violet-800 bg-[image:radial-gradient(circle_at_85%_15%,rgba(251,191,36,0.25),transparent_45%)]',
    heading: 'text-white',
    text: 'text-violet-100',
    eyebrow: amberEyebrow,
  },
  surfaces: {
    light: { bg: 'bg-white', heading: 'text-zinc-950', text: 'text-zinc-600' },
    soft: { bg: 'bg-violet-50', heading: 'text-zinc-950', text: 'text-zinc-600' },
    dark: {
      bg: 'bg-violet-950',
      heading: 'text-white',
      text: 'text-violet-100',
      eyebrow: amberEyebrow,
    },
  },
  card: {
    bg: 'bg-white shadow-sm shadow-violet-900/5 ring-1 ring-violet-100',
    heading: 'text-zinc-950',
    text: 'text-zinc-600',
  },
  field:
    'border border-zinc-300 bg-white text-zinc-900 placeholder:text-zinc-400 focus:border-violet-600',
  star: 'text-amber-500',
  footer: { bg: 'bg-violet-950', heading: 'text-white', text: 'text-violet-200' },
};
