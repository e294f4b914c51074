import type { Theme } from '../kit';

// Deep navy and brass (the accent) with a bookish serif and square corners: established, sober, trustworthy.
const buttonBase =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-sm px-6 py-3 text-sm font-semibold tracking-[0.12em] uppercase transition duration-150 active:translate-y-px';

const darkEyebrow = 'text-xs font-semibold tracking-[0.3em] uppercase text-(--accent-on-dark)';

export const theme: Theme = {
  root: 'font-sans bg-[#faf8f3] text-slate-700 [--kit-focus:var(--accent-ink)]',
  heading: 'font-serif font-bold tracking-normal',
  eyebrow: 'text-xs font-semibold tracking-[0.3em] uppercase text-(--accent-ink)',
  accent: 'text-(--accent-ink)',
  accentOnDark: 'text-(--accent-on-dark)',
  chip: 'bg-[#13233f] text-(--accent-on-dark)',
  radius: 'rounded-sm',
  button: {
    primary: `${buttonBase} bg-(--accent) text-(--on-accent) hover:bg-(--accent-hover)`,
    secondary: `${buttonBase} border border-[#13233f] text-[#13233f] hover:bg-[#13233f] hover:text-white active:bg-[#0d1a30]`,
    inverse: `${buttonBase} border border-(--accent-on-dark)/70 text-white hover:border-(--accent-on-dark) hover:bg-white/10 active:bg-white/20`,
  },
  nav: {
    bar: 'border-b border-(--accent-on-dark)/30 bg-[#0d1a30] text-white [--kit-focus:var(--accent-on-dark)]',
    brand: 'font-serif text-xl font-bold tracking-wide text-white',
    link: 'text-slate-200 transition-colors hover:text-(--accent-on-dark)',
    menu: 'border-t border-white/10 bg-[#0d1a30]',
  },
  hero: {
    bg: '[--kit-focus:var(--accent-on-dark)] bg-[#13233f] bg-[radial-gradient(ellipse_at_top_right,#1f3560,transparent_60%)]',
    heading: 'text-white',
    text: 'text-slate-200',
    eyebrow: darkEyebrow,
  },
  surfaces: {
    light: { bg: 'bg-[#faf8f3]', heading: 'text-[#13233f]', text: 'text-slate-700' },
    soft: { bg: 'bg-[#f1ece1]', heading: 'text-[#13233f]', text: 'text-slate-700' },
    dark: {
      bg: 'bg-[#13233f] [--kit-focus:var(--accent-on-dark)]',
      heading: 'text-white',
      text: 'text-slate-200',
      eyebrow: darkEyebrow,
    },
  },
  card: {
    bg: 'divide-slate-200 border-t-4 border-(--accent) bg-white shadow-sm ring-1 ring-[#13233f]/10',
    heading: 'text-[#13233f]',
    text: 'text-slate-700',
  },
  field:
    'border border-slate-300 bg-white text-slate-900 placeholder:text-slate-400 focus:border-(--accent-ink)',
  star: 'text-[#b8893b]',
  footer: {
    bg: 'bg-[#0a1526] [--kit-focus:var(--accent-on-dark)]',
    heading: 'text-white',
    text: 'text-slate-300',
  },
};
