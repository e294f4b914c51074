import type { Theme } from '../kit';

// Blush and plum with rose (the accent) and a serif display face: soft, feminine, calm.
const buttonBase =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-3 text-sm font-semibold tracking-wide transition duration-150 active:scale-[0.98]';

export const theme: Theme = {
  root: 'font-sans bg-[#fdf8f6] text-stone-600 [--kit-focus:var(--accent-ink)]',
  heading: 'font-serif font-normal tracking-tight',
  eyebrow: 'text-xs font-semibold tracking-[0.25em] uppercase text-(--accent-ink)',
  accent: 'text-(--accent-ink)',
  accentOnDark: 'text-(--accent-on-dark)',
  chip: 'bg-(--accent-soft) text-(--accent-ink)',
  radius: 'rounded-3xl',
  button: {
    primary: `${buttonBase} bg-(--accent) text-(--on-accent) shadow-sm shadow-rose-900/20 hover:bg-(--accent-hover)`,
    secondary: `${buttonBase} border border-(--accent)/40 bg-white text-(--accent-ink) hover:border-(--accent)/60 hover:bg-(--accent-soft)`,
    inverse: `${buttonBase} bg-white text-(--accent-ink) hover:bg-(--accent-soft)`,
  },
  nav: {
    bar: 'border-b border-rose-100 bg-[#fdf8f6]/95 text-stone-900 backdrop-blur',
    brand: 'font-serif text-xl text-stone-950',
    link: 'text-stone-700 transition-colors hover:text-(--accent-ink)',
    menu: 'border-t border-rose-100 bg-[#fdf8f6]',
  },
  hero: {
    bg: 'bg-gradient-to-b from-rose-100/70 via-rose-50 to-[#fdf8f6]',
    heading: 'text-stone-950',
    text: 'text-stone-600',
  },
  surfaces: {
    light: { bg: 'bg-[#fdf8f6]', heading: 'text-stone-950', text: 'text-stone-600' },
    soft: { bg: 'bg-rose-50', heading: 'text-stone-950', text: 'text-stone-600' },
    dark: {
      bg: 'bg-[#3b1a2a]',
      heading: 'text-rose-50',
      text: 'text-rose-100',
      eyebrow: 'text-xs font-semibold tracking-[0.25em] uppercase text-(--accent-on-dark)',
    },
  },
  card: {
    bg: 'bg-white shadow-sm shadow-rose-900/5 ring-1 ring-rose-100',
    heading: 'text-stone-950',
    text: 'text-stone-600',
  },
  field:
    'border border-stone-300 bg-white text-stone-900 placeholder:text-stone-400 focus:border-(--accent-ink)',
  star: 'text-amber-500',
  footer: { bg: 'bg-[#2a1220]', heading: 'text-white', text: 'text-rose-100' },
};
