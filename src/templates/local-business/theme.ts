import type { Theme } from '../kit';

// Harbour teal and safety yellow (the accent), heavy uppercase sans and square corners: a no-nonsense trade store.
const buttonBase =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-5 py-3 text-sm font-bold tracking-wide uppercase transition duration-150 active:translate-y-px';

const darkEyebrow = 'text-sm font-bold tracking-wider uppercase text-(--accent-on-dark)';

export const theme: Theme = {
  root: 'font-sans bg-white text-slate-700 [--kit-focus:var(--accent-ink)]',
  heading: 'font-sans font-extrabold tracking-tight',
  eyebrow: 'text-sm font-bold tracking-wider uppercase text-(--accent-ink)',
  accent: 'text-(--accent-ink)',
  accentOnDark: 'text-(--accent-on-dark)',
  chip: 'bg-(--accent) text-(--on-accent)',
  radius: 'rounded-md',
  button: {
    primary: `${buttonBase} bg-(--accent) text-(--on-accent) shadow-[0_3px_0_0_rgb(0_0_0/0.35)] hover:bg-(--accent-hover) active:shadow-none`,
    secondary: `${buttonBase} border-2 border-cyan-900 text-cyan-900 hover:bg-cyan-50 active:bg-cyan-100`,
    inverse: `${buttonBase} border-2 border-white/70 text-white hover:border-white hover:bg-white/10 active:bg-white/20`,
  },
  nav: {
    bar: 'border-b border-cyan-900 bg-cyan-950 text-white',
    brand: 'text-lg font-extrabold tracking-tight text-white uppercase',
    link: 'text-cyan-50 transition-colors hover:text-(--accent-on-dark)',
    menu: 'border-t border-cyan-900 bg-cyan-950',
  },
  hero: {
    bg: 'bg-cyan-950',
    heading: 'text-white',
    text: 'text-cyan-100',
    eyebrow: darkEyebrow,
  },
  surfaces: {
    light: { bg: 'bg-white', heading: 'text-slate-950', text: 'text-slate-700' },
    soft: { bg: 'bg-slate-100', heading: 'text-slate-950', text: 'text-slate-700' },
    dark: {
      bg: 'bg-cyan-900',
      heading: 'text-white',
      text: 'text-cyan-50',
      eyebrow: darkEyebrow,
    },
  },
  card: {
    bg: 'border-t-4 border-(--accent) bg-white shadow-sm ring-1 ring-slate-200',
    heading: 'text-slate-950',
    text: 'text-slate-700',
  },
  field:
    'border-2 border-slate-300 bg-white text-slate-900 placeholder:text-slate-500 focus:border-(--accent-ink)',
  star: 'text-yellow-500',
  footer: { bg: 'bg-slate-950', heading: 'text-white', text: 'text-slate-300' },
};
