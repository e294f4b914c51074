import type { Theme } from '../kit';

// Violet and marigold on white, bold rounded sans: bright, friendly, made for students.
const buttonBase =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl px-5 py-3 text-sm font-semibold transition duration-150 active:scale-[0.97]';

export const theme: Theme = {
  root: 'font-sans bg-white text-slate-600 [--kit-focus:var(--color-violet-600)]',
  heading: 'font-sans font-bold tracking-tight',
  eyebrow: 'text-sm font-semibold text-violet-700',
  accent: 'text-violet-700',
  accentOnDark: 'text-amber-300',
  chip: 'bg-violet-100 text-violet-800',
  radius: 'rounded-2xl',
  button: {
    primary: `${buttonBase} bg-violet-700 text-white shadow-lg shadow-violet-700/20 hover:bg-violet-800 active:bg-violet-900`,
    secondary: `${buttonBase} bg-white text-violet-800 ring-1 ring-violet-200 hover:bg-violet-50 hover:ring-violet-300 active:bg-violet-100`,
    inverse: `${buttonBase} bg-amber-400 text-violet-950 hover:bg-amber-300 active:bg-amber-500`,
  },
  nav: {
    bar: 'border-b border-slate-200 bg-white/90 text-slate-900 backdrop-blur',
    brand: 'text-lg font-bold tracking-tight text-slate-900',
    link: 'text-slate-600 transition-colors hover:text-violet-700',
    menu: 'border-t border-slate-200 bg-white',
  },
  hero: {
    bg: 'bg-gradient-to-br from-violet-100 via-white to-amber-50',
    heading: 'text-slate-900',
    text: 'text-slate-600',
  },
  surfaces: {
    light: { bg: 'bg-white', heading: 'text-slate-900', text: 'text-slate-600' },
    soft: { bg: 'bg-[#f7f5ff]', heading: 'text-slate-900', text: 'text-slate-600' },
    dark: {
      bg: 'bg-violet-950',
      heading: 'text-white',
      text: 'text-violet-100',
      eyebrow: 'text-sm font-semibold text-amber-300',
    },
  },
  card: {
    bg: 'bg-white shadow-sm ring-1 ring-slate-200',
    heading: 'text-slate-900',
    text: 'text-slate-600',
  },
  field:
    'border border-slate-300 bg-white text-slate-900 placeholder:text-slate-400 focus:border-violet-500',
  star: 'text-amber-400',
  footer: { bg: 'bg-slate-950', heading: 'text-white', text: 'text-slate-400' },
};
