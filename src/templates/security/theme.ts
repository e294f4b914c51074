import type { Theme } from '../kit';

// Near-black and signal red (the accent), heavy uppercase sans and hard corners: alert, serious, on duty.
const buttonBase =
  'inline-flex min-h-11 items-center justify-center gap-2 px-6 py-3 text-sm font-bold tracking-widest uppercase transition duration-150 active:translate-y-px';

const darkEyebrow = 'text-xs font-bold tracking-[0.25em] uppercase text-(--accent-on-dark)';

export const theme: Theme = {
  root: 'font-sans bg-zinc-50 text-zinc-700 [--kit-focus:var(--accent-ink)]',
  heading: 'font-sans font-black tracking-tight uppercase',
  eyebrow: 'text-xs font-bold tracking-[0.25em] uppercase text-(--accent-ink)',
  accent: 'text-(--accent-ink)',
  accentOnDark: 'text-(--accent-on-dark)',
  chip: 'bg-zinc-900 text-(--accent-on-dark)',
  radius: 'rounded-none',
  button: {
    primary: `${buttonBase} bg-(--accent) text-(--on-accent) hover:bg-(--accent-hover)`,
    secondary: `${buttonBase} border-2 border-zinc-900 text-zinc-900 hover:bg-zinc-900 hover:text-white active:bg-black`,
    inverse: `${buttonBase} border-2 border-white/60 text-white hover:border-white hover:bg-white hover:text-zinc-950 active:bg-zinc-200`,
  },
  nav: {
    bar: 'border-b-2 border-(--accent) bg-zinc-950 text-white [--kit-focus:var(--accent-on-dark)]',
    brand: 'text-sm font-black tracking-wide text-white uppercase sm:text-lg sm:tracking-wider',
    link: 'text-zinc-300 transition-colors hover:text-white',
    menu: 'border-t border-zinc-800 bg-zinc-950',
  },
  hero: {
    bg: '[--kit-focus:var(--accent-on-dark)] bg-zinc-950 bg-[linear-gradient(135deg,#1c1c20_0%,#09090b_65%)]',
    heading: 'text-white',
    text: 'text-zinc-300',
    eyebrow: darkEyebrow,
  },
  surfaces: {
    light: { bg: 'bg-zinc-50', heading: 'text-zinc-950', text: 'text-zinc-700' },
    soft: { bg: 'bg-zinc-200/60', heading: 'text-zinc-950', text: 'text-zinc-700' },
    dark: {
      bg: 'bg-zinc-900 [--kit-focus:var(--accent-on-dark)]',
      heading: 'text-white',
      text: 'text-zinc-300',
      eyebrow: darkEyebrow,
    },
  },
  card: {
    bg: 'divide-zinc-200 bg-white shadow-sm ring-1 ring-zinc-200',
    heading: 'text-zinc-950',
    text: 'text-zinc-700',
  },
  field:
    'border-2 border-zinc-300 bg-white text-zinc-900 placeholder:text-zinc-400 focus:border-(--accent-ink)',
  star: 'text-amber-500',
  footer: {
    bg: 'bg-zinc-950 [--kit-focus:var(--accent-on-dark)]',
    heading: 'text-white',
    text: 'text-zinc-400',
  },
};
