import type { Theme } from '../kit';

// Leaf green on warm cream with a rounded humanist face: calm, approachable, community care.
const buttonBase =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl px-5 py-3 text-base font-semibold transition duration-150 active:scale-[0.98]';

export const theme: Theme = {
  root: 'font-sans bg-[#fbfaf5] text-stone-600 [--kit-focus:var(--color-emerald-600)]',
  heading: 'font-display font-semibold tracking-normal',
  eyebrow: 'text-sm font-semibold text-emerald-700',
  accent: 'text-emerald-700',
  accentOnDark: 'text-emerald-300',
  chip: 'bg-emerald-100 text-emerald-800',
  radius: 'rounded-2xl',
  button: {
    primary: `${buttonBase} bg-emerald-700 text-white shadow-sm hover:bg-emerald-800 active:bg-emerald-900`,
    secondary: `${buttonBase} border border-emerald-700/30 bg-white text-emerald-800 hover:bg-emerald-50 active:bg-emerald-100`,
    inverse: `${buttonBase} bg-white text-emerald-900 hover:bg-emerald-50 active:bg-emerald-100`,
  },
  nav: {
    bar: 'border-b border-emerald-900/10 bg-[#fbfaf5]/95 text-stone-900 backdrop-blur',
    brand: 'font-display text-base font-semibold sm:text-lg text-emerald-950',
    link: 'text-stone-700 transition-colors hover:text-emerald-700',
    menu: 'border-t border-emerald-900/10 bg-[#fbfaf5]',
  },
  hero: {
    bg: 'bg-gradient-to-br from-emerald-50 via-[#fbfaf5] to-amber-50',
    heading: 'text-emerald-950',
    text: 'text-stone-600',
  },
  surfaces: {
    light: { bg: 'bg-[#fbfaf5]', heading: 'text-emerald-950', text: 'text-stone-600' },
    soft: { bg: 'bg-emerald-50', heading: 'text-emerald-950', text: 'text-stone-600' },
    dark: {
      bg: 'bg-emerald-900',
      heading: 'text-white',
      text: 'text-emerald-50',
      eyebrow: 'text-sm font-semibold text-emerald-200',
    },
  },
  card: {
    bg: 'bg-white shadow-sm ring-1 ring-emerald-900/10',
    heading: 'text-emerald-950',
    text: 'text-stone-600',
  },
  field:
    'border border-stone-300 bg-white text-stone-900 placeholder:text-stone-400 focus:border-emerald-600',
  star: 'text-amber-500',
  footer: { bg: 'bg-emerald-950', heading: 'text-white', text: 'text-emerald-100' },
};
