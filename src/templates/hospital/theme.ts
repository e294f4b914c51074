import type { Theme } from '../kit';

// Deep harbour navy with clinical sky blue (the accent) and a bold serif: established, precise, reassuring.
const buttonBase =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-3 text-sm font-semibold transition duration-150 active:scale-[0.98]';

export const theme: Theme = {
  root: 'font-sans bg-white text-slate-600 [--kit-focus:var(--accent-ink)]',
  heading: 'font-serif font-bold tracking-tight',
  eyebrow: 'text-xs font-bold tracking-[0.2em] uppercase text-(--accent-ink)',
  accent: 'text-(--accent-ink)',
  accentOnDark: 'text-(--accent-on-dark)',
  chip: 'bg-(--accent-soft) text-(--accent-ink)',
  radius: 'rounded-lg',
  button: {
    primary: `${buttonBase} bg-(--accent) text-(--on-accent) hover:bg-(--accent-hover)`,
    secondary: `${buttonBase} border border-slate-300 bg-white text-slate-800 hover:border-(--accent-ink) hover:text-(--accent-ink) active:bg-(--accent-soft)`,
    inverse: `${buttonBase} bg-white text-[#0b2545] hover:bg-(--accent-soft) active:bg-(--accent-soft)`,
  },
  nav: {
    bar: 'border-b border-slate-200 bg-white/95 text-slate-900 backdrop-blur',
    brand: 'font-serif text-base font-bold sm:text-lg text-[#0b2545]',
    link: 'text-slate-700 transition-colors hover:text-(--accent-ink)',
    menu: 'border-t border-slate-200 bg-white',
  },
  hero: {
    bg: 'bg-gradient-to-b from-(--accent-soft) to-white',
    heading: 'text-[#0b2545]',
    text: 'text-slate-600',
  },
  surfaces: {
    light: { bg: 'bg-white', heading: 'text-[#0b2545]', text: 'text-slate-600' },
    soft: { bg: 'bg-slate-50', heading: 'text-[#0b2545]', text: 'text-slate-600' },
    dark: {
      bg: 'bg-[#0b2545] [--kit-focus:var(--accent-on-dark)]',
      heading: 'text-white',
      text: 'text-slate-200',
      eyebrow: 'text-xs font-bold tracking-[0.2em] uppercase text-(--accent-on-dark)',
    },
  },
  card: {
    bg: 'bg-white shadow-sm ring-1 ring-slate-200',
    heading: 'text-[#0b2545]',
    text: 'text-slate-600',
  },
  field:
    'border border-slate-300 bg-white text-slate-900 placeholder:text-slate-400 focus:border-(--accent-ink)',
  star: 'text-amber-500',
  footer: {
    bg: 'bg-[#081a33] [--kit-focus:var(--accent-on-dark)]',
    heading: 'text-white',
    text: 'text-slate-300',
  },
};
