import type { Theme } from '../kit';

// Brick red (the accent) on warm cream with rounded, chunky type: friendly, honest, affordable.
const buttonBase =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-3 text-base font-bold transition duration-150 active:scale-[0.97]';

export const theme: Theme = {
  root: 'font-rounded bg-[#fffaf3] text-stone-700 [--kit-focus:var(--accent-ink)] [--brick-shadow:color-mix(in_srgb,var(--accent),black_35%)]',
  heading: 'font-rounded font-extrabold tracking-tight',
  eyebrow: 'text-sm font-bold text-(--accent-ink)',
  accent: 'text-(--accent-ink)',
  accentOnDark: 'text-(--accent-on-dark)',
  chip: 'bg-(--accent-soft) text-(--accent-ink)',
  radius: 'rounded-xl',
  button: {
    primary: `${buttonBase} bg-(--accent) text-(--on-accent) shadow-[0_4px_0_0_var(--brick-shadow)] hover:bg-(--accent-hover) active:translate-y-0.5 active:shadow-[0_2px_0_0_var(--brick-shadow)]`,
    secondary: `${buttonBase} border-2 border-(--accent) bg-white text-(--accent-ink) hover:bg-(--accent-soft)`,
    inverse: `${buttonBase} bg-white text-(--accent-ink) hover:bg-(--accent-soft)`,
  },
  nav: {
    bar: 'border-b border-[#f0dccb] bg-[#fffaf3]/95 text-stone-900 backdrop-blur',
    brand: 'font-rounded text-base font-extrabold text-stone-950 sm:text-xl',
    link: 'text-stone-700 transition-colors hover:text-(--accent-ink)',
    menu: 'border-t border-[#f0dccb] bg-[#fffaf3]',
  },
  hero: {
    bg: 'bg-[#fbe9dc]',
    heading: 'text-stone-950',
    text: 'text-stone-700',
  },
  surfaces: {
    light: { bg: 'bg-[#fffaf3]', heading: 'text-stone-950', text: 'text-stone-600' },
    soft: { bg: 'bg-[#fbeee3]', heading: 'text-stone-950', text: 'text-stone-700' },
    dark: {
      bg: 'bg-[#3a1d14]',
      heading: 'text-white',
      text: 'text-orange-100',
      eyebrow: 'text-sm font-bold text-(--accent-on-dark)',
    },
  },
  card: {
    bg: 'bg-white shadow-sm ring-1 ring-[#f0dccb]',
    heading: 'text-stone-950',
    text: 'text-stone-600',
  },
  field:
    'border-2 border-stone-300 bg-white text-stone-900 placeholder:text-stone-400 focus:border-(--accent-ink)',
  star: 'text-amber-500',
  footer: { bg: 'bg-[#2b150e]', heading: 'text-white', text: 'text-[#f3d9c9]' },
};
