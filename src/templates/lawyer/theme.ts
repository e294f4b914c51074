import type { Theme } from '../kit';

// Deep navy and brass with a bookish serif and square corners: established, sober, trustworthy.
const buttonBase =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-sm px-6 py-3 text-sm font-semibold tracking-[0.12em] uppercase transition duration-150 active:translate-y-px';

export const theme: Theme = {
  root: 'font-sans bg-[#faf8f3] text-slate-700 [--kit-focus:var(--color-amber-600)]',
  heading: 'font-serif font-bold tracking-normal',
  eyebrow: 'text-xs font-semibold tracking-[0.3em] uppercase text-[#8a6422]',
  accent: 'text-[#8a6422]',
  accentOnDark: 'text-[#d9b46a]',
  chip: 'bg-[#13233f] text-[#e6c883]',
  radius: 'rounded-sm',
  button: {
    primary: `${buttonBase} bg-[#b8893b] text-[#0d1a30] hover:bg-[#c99a4b] active:bg-[#a37730]`,
    secondary: `${buttonBase} border border-[#13233f] text-[#13233f] hover:bg-[#13233f] hover:text-white active:bg-[#0d1a30]`,
    inverse: `${buttonBase} border border-[#d9b46a]/70 text-white hover:border-[#d9b46a] hover:bg-white/10 active:bg-white/20`,
  },
  nav: {
    bar: 'border-b border-[#d9b46a]/30 bg-[#0d1a30] text-white',
    brand: 'font-serif text-xl font-bold tracking-wide text-white',
    link: 'text-slate-200 transition-colors hover:text-[#e6c883]',
    menu: 'border-t border-white/10 bg-[#0d1a30]',
  },
  hero: {
    bg: 'bg-[#13233f] bg-[radial-gradient(ellipse_at_top_right,#1f3560,transparent_60%)]',
    heading: 'text-white',
    text: 'text-slate-200',
    eyebrow: 'text-xs font-semibold tracking-[0.3em] uppercase text-[#d9b46a]',
  },
  surfaces: {
    light: { bg: 'bg-[#faf8f3]', heading: 'text-[#13233f]', text: 'text-slate-700' },
    soft: { bg: 'bg-[#f1ece1]', heading: 'text-[#13233f]', text: 'text-slate-700' },
    dark: {
      bg: 'bg-[#13233f]',
      heading: 'text-white',
      text: 'text-slate-200',
      eyebrow: 'text-xs font-semibold tracking-[0.3em] uppercase text-[#d9b46a]',
    },
  },
  card: {
    bg: 'divide-slate-200 border-t-4 border-[#b8893b] bg-white shadow-sm ring-1 ring-[#13233f]/10',
    heading: 'text-[#13233f]',
    text: 'text-slate-700',
  },
  field:
    'border border-slate-300 bg-white text-slate-900 placeholder:text-slate-400 focus:border-[#b8893b]',
  star: 'text-[#b8893b]',
  footer: { bg: 'bg-[#0a1526]', heading: 'text-white', text: 'text-slate-300' },
};
