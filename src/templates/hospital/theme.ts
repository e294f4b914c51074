import type { Theme } from '../kit';

// Deep harbour navy with clinical sky blue and a bold serif: established, precise, reassuring.
const buttonBase =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-3 text-sm font-semibold transition duration-150 active:scale-[0.98]';

export const theme: Theme = {
  root: 'font-sans bg-white text-slate-600 [--kit-focus:var(--color-sky-600)]',
  heading: 'font-serif font-bold tracking-tight',
  eyebrow: 'text-xs font-bold tracking-[0.2em] uppercase text-sky-700',
  accent: 'text-sky-700',
  accentOnDark: 'text-sky-300',
  chip: 'bg-sky-100 text-sky-900',
  radius: 'rounded-lg',
  button: {
    primary: `${buttonBase} bg-sky-700 text-white hover:bg-sky-800 active:bg-sky-900`,
    secondary: `${buttonBase} border border-slate-300 bg-white text-slate-800 hover:border-sky-600 hover:text-sky-800 active:bg-sky-50`,
    inverse: `${buttonBase} bg-white text-[#0b2545] hover:bg-sky-50 active:bg-sky-100`,
  },
  nav: {
    bar: 'border-b border-slate-200 bg-white/95 text-slate-900 backdrop-blur',
    brand: 'font-serif text-base font-bold sm:text-lg text-[#0b2545]',
    link: 'text-slate-700 transition-colors hover:text-sky-700',
    menu: 'border-t border-slate-200 bg-white',
  },
  hero: {
    bg: 'bg-gradient-to-b from-sky-50 to-white',
    heading: 'text-[#0b2545]',
    text: 'text-slate-600',
  },
  surfaces: {
    light: { bg: 'bg-white', heading: 'text-[#0b2545]', text: 'text-slate-600' },
    soft: { bg: 'bg-slate-50', heading: 'text-[#0b2545]', text: 'text-slate-600' },
    dark: {
      bg: 'bg-[#0b2545]',
      heading: 'text-white',
      text: 'text-slate-200',
      eyebrow: 'text-xs font-bold tracking-[0.2em] uppercase text-sky-300',
    },
  },
  card: {
    bg: 'bg-white shadow-sm ring-1 ring-slate-200',
    heading: 'text-[#0b2545]',
    text: 'text-slate-600',
  },
  field:
    'border border-slate-300 bg-white text-slate-900 placeholder:text-slate-400 focus:border-sky-600',
  star: 'text-amber-500',
  footer: { bg: 'bg-[#081a33]', heading: 'text-white', text: 'text-slate-300' },
};
