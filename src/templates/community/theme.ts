import type { Theme } from '../kit';

// Deep violet (the accent) with sunny amber, slab-serif headings and soft rounded cards: warm and hopeful.
const buttonBase =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-2xl px-6 py-3 text-base font-bold transition duration-150 active:scale-[0.97]';

const darkEyebrow = 'text-sm font-bold tracking-wide text-(--accent-on-dark)';

export const theme: Theme = {
  root: 'font-sans bg-white text-zinc-700 [--kit-focus:var(--accent-ink)]',
  heading: 'font-slab font-bold tracking-tight',
  eyebrow: 'text-sm font-bold tracking-wide text-(--accent-ink)',
  accent: 'text-(--accent-ink)',
  accentOnDark: 'text-(--accent-on-dark)',
  chip: 'bg-amber-100 text-amber-900',
  radius: 'rounded-2xl',
  button: {
    primary: `${buttonBase} bg-(--accent) text-(--on-accent) shadow-md shadow-violet-900/20 hover:bg-(--accent-hover)`,
    secondary: `${buttonBase} bg-white text-(--accent-ink) ring-2 ring-(--accent)/25 hover:bg-(--accent-soft) hover:ring-(--accent)/60`,
    inverse: `${buttonBase} bg-amber-400 text-violet-950 shadow-md shadow-black/20 hover:bg-amber-300 active:bg-amber-500`,
  },
  nav: {
    bar: 'border-b border-violet-100 bg-white/95 text-zinc-900 backdrop-blur',
    brand: 'font-slab text-lg font-bold text-violet-900 sm:text-xl',
    link: 'text-zinc-700 transition-colors hover:text-(--accent-ink)',
    menu: 'border-t border-violet-100 bg-white',
  },
  hero: {
    bg: 'bg-violet-800 bg-[image:radial-gradient(circle_at_85%_15%,rgba(251,191,36,0.25),transparent_45%)]',
    heading: 'text-white',
    text: 'text-violet-100',
    eyebrow: darkEyebrow,
  },
  surfaces: {
    light: { bg: 'bg-white', heading: 'text-zinc-950', text: 'text-zinc-600' },
    soft: { bg: 'bg-violet-50', heading: 'text-zinc-950', text: 'text-zinc-600' },
    dark: {
      bg: 'bg-violet-950',
      heading: 'text-white',
      text: 'text-violet-100',
      eyebrow: darkEyebrow,
    },
  },
  card: {
    bg: 'bg-white shadow-sm shadow-violet-900/5 ring-1 ring-violet-100',
    heading: 'text-zinc-950',
    text: 'text-zinc-600',
  },
  field:
    'border border-zinc-300 bg-white text-zinc-900 placeholder:text-zinc-400 focus:border-(--accent-ink)',
  star: 'text-amber-500',
  footer: { bg: 'bg-violet-950', heading: 'text-white', text: 'text-violet-200' },
};
