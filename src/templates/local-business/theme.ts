import type { Theme } from '../kit';

// Harbour teal and safety yellow, heavy uppercase sans and square corners: a no-nonsense trade store.
const buttonBase =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-5 py-3 text-sm font-bold tracking-wide uppercase transition duration-150 active:translate-y-px';

const yellowEyebrow = 'text-sm font-bold tracking-wider uppercase text-yellow-300';

export const theme: Theme = {
  root: 'font-sans bg-white text-slate-700 [--kit-focus:var(--color-cyan-600)]',
  heading: 'font-sans font-extrabold tracking-tight',
  eyebrow: 'text-sm font-bold tracking-wider uppercase text-cyan-700',
  accent: 'text-cyan-700',
  accentOnDark: 'text-yellow-300',
  chip: 'bg-yellow-300 text-cyan-950',
  radius: 'rounded-md',
  button: {
    primary: `${buttonBase} bg-yellow-400 text-slate-950 shadow-[0_3px_0_0_var(--color-yellow-700)] hover:bg-yellow-300 active:bg-yellow-500 active:shadow-none`,
    secondary: `${buttonBase} border-2 border-cyan-900 text-cyan-900 hover:bg-cyan-50 active:bg-cyan-100`,
    inverse: `${buttonBase} border-2 border-white/70 text-white hover:border-white hover:bg-white/10 active:bg-white/20`,
  },
  nav: {
    bar: 'border-b border-cyan-900 bg-cyan-950 text-white',
    brand: 'text-lg font-extrabold tracking-tight text-white uppercase',
    link: 'text-cyan-50 transition-colors hover:text-yellow-300',
    menu: 'border-t border-cyan-900 bg-cyan-950',
  },
  hero: {
    bg: 'bg-cyan-950',
    heading: 'text-white',
    text: 'text-cyan-100',
    eyebrow: yellowEyebrow,
  },
  surfaces: {
    light: { bg: 'bg-white', heading: 'text-slate-950', text: 'text-slate-700' },
    soft: { bg: 'bg-slate-100', heading: 'text-slate-950', text: 'text-slate-700' },
    dark: {
      bg: 'bg-cyan-900',
      heading: 'text-white',
      text: 'text-cyan-50',
      eyebrow: yellowEyebrow,
    },
  },
  card: {
    bg: 'border-t-4 border-yellow-400 bg-white shadow-sm ring-1 ring-slate-200',
    heading: 'text-slate-950',
    text: 'text-slate-700',
  },
  field:
    'border-2 border-slate-300 bg-white text-slate-900 placeholder:text-slate-500 focus:border-cyan-700',
  star: 'text-yellow-500',
  footer: { bg: 'bg-slate-950', heading: 'text-white', text: 'text-slate-300' },
};
