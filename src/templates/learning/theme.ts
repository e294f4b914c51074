import type { Theme } from '../kit';

// Violet (the accent) and marigold on white, bold rounded sans: bright, friendly, made for students.
const buttonBase =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl px-5 py-3 text-sm font-semibold transition duration-150 active:scale-[0.97]';

export const theme: Theme = {
  root: 'font-sans bg-white text-slate-600 [--kit-focus:var(--accent-ink)]',
  heading: 'font-sans font-bold tracking-tight',
  eyebrow: 'text-sm font-semibold text-(--accent-ink)',
  accent: 'text-(--accent-ink)',
  accentOnDark: 'text-(--accent-on-dark)',
  chip: 'bg-(--accent-soft) text-(--accent-ink)',
  radius: 'rounded-2xl',
  button: {
    primary: `${buttonBase} bg-(--accent) text-(--on-accent) shadow-lg shadow-(color:--accent)/20 hover:bg-(--accent-hover) active:brightness-90`,
    secondary: `${buttonBase} bg-white text-(--accent-ink) ring-1 ring-(--accent)/25 hover:bg-(--accent-soft)/50 hover:ring-(--accent)/40 active:bg-(--accent-soft)`,
    inverse: `${buttonBase} bg-amber-400 text-slate-950 hover:bg-amber-300 active:bg-amber-500`,
  },
  nav: {
    bar: 'border-b border-slate-200 bg-white/90 text-slate-900 backdrop-blur',
    brand: 'text-lg font-bold tracking-tight text-slate-900',
    link: 'text-slate-600 transition-colors hover:text-(--accent-ink)',
    menu: 'border-t border-slate-200 bg-white',
  },
  hero: {
    bg: 'bg-gradient-to-br from-(--accent-soft) via-white to-amber-50',
    heading: 'text-slate-900',
    text: 'text-slate-600',
  },
  surfaces: {
    light: { bg: 'bg-white', heading: 'text-slate-900', text: 'text-slate-600' },
    soft: { bg: 'bg-(--accent-soft)/40', heading: 'text-slate-900', text: 'text-slate-600' },
    // A deep shade of the accent, mixed into near-black so it stays darker than slate-600.
    dark: {
      bg: 'bg-[color-mix(in_oklab,var(--accent)_40%,#0a0a0a)] [--kit-focus:var(--accent-on-dark)]',
      heading: 'text-white',
      text: 'text-slate-100',
      eyebrow: 'text-sm font-semibold text-(--accent-on-dark)',
    },
  },
  card: {
    bg: 'bg-white shadow-sm ring-1 ring-slate-200',
    heading: 'text-slate-900',
    text: 'text-slate-600',
  },
  field:
    'border border-slate-300 bg-white text-slate-900 placeholder:text-slate-400 focus:border-(--accent)',
  star: 'text-amber-400',
  footer: {
    bg: 'bg-slate-950 [--kit-focus:var(--accent-on-dark)]',
    heading: 'text-white',
    text: 'text-slate-400',
  },
};
