import type { Theme } from '../kit';

// Leaf green (the accent) on warm cream with a rounded humanist face: calm, approachable, community care.
const buttonBase =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl px-5 py-3 text-base font-semibold transition duration-150 active:scale-[0.98]';

export const theme: Theme = {
  root: 'font-sans bg-[#fbfaf5] text-stone-600 [--kit-focus:var(--accent-ink)]',
  heading: 'font-display font-semibold tracking-normal',
  eyebrow: 'text-sm font-semibold text-(--accent-ink)',
  accent: 'text-(--accent-ink)',
  accentOnDark: 'text-(--accent-on-dark)',
  chip: 'bg-(--accent-soft) text-(--accent-ink)',
  radius: 'rounded-2xl',
  button: {
    primary: `${buttonBase} bg-(--accent) text-(--on-accent) shadow-sm hover:bg-(--accent-hover)`,
    secondary: `${buttonBase} border border-(--accent-ink)/30 bg-white text-(--accent-ink) hover:bg-(--accent-soft)`,
    inverse: `${buttonBase} bg-white text-(--accent-ink) hover:bg-(--accent-soft)`,
  },
  nav: {
    bar: 'border-b border-emerald-900/10 bg-[#fbfaf5]/95 text-stone-900 backdrop-blur',
    brand: 'font-display text-base font-semibold sm:text-lg text-emerald-950',
    link: 'text-stone-700 transition-colors hover:text-(--accent-ink)',
    menu: 'border-t border-emerald-900/10 bg-[#fbfaf5]',
  },
  hero: {
    bg: 'bg-gradient-to-br from-(--accent-soft) via-[#fbfaf5] to-amber-50',
    heading: 'text-emerald-950',
    text: 'text-stone-600',
  },
  surfaces: {
    light: { bg: 'bg-[#fbfaf5]', heading: 'text-emerald-950', text: 'text-stone-600' },
    soft: { bg: 'bg-(--accent-soft)', heading: 'text-emerald-950', text: 'text-stone-600' },
    dark: {
      bg: 'bg-emerald-900 [--kit-focus:var(--accent-on-dark)]',
      heading: 'text-white',
      text: 'text-emerald-50',
      eyebrow: 'text-sm font-semibold text-(--accent-on-dark)',
    },
  },
  card: {
    bg: 'bg-white shadow-sm ring-1 ring-emerald-900/10',
    heading: 'text-emerald-950',
    text: 'text-stone-600',
  },
  field:
    'border border-stone-300 bg-white text-stone-900 placeholder:text-stone-400 focus:border-(--accent-ink)',
  star: 'text-amber-500',
  footer: {
    bg: 'bg-emerald-950 [--kit-focus:var(--accent-on-dark)]',
    heading: 'text-white',
    text: 'text-emerald-100',
  },
};
