import type { Theme } from '../kit';

// Charcoal, coral (the accent) and cream with an italic serif: warm, candle-lit, by the water.
const buttonBase =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-6 py-3 text-base font-semibold transition duration-150 active:scale-[0.98]';

const darkEyebrow = 'text-sm font-semibold tracking-[0.2em] uppercase text-(--accent-on-dark)';

/** Charcoal surfaces: the focus ring turns to the accent's on-dark shade there. */
const charcoal = 'bg-[#1c1512] [--kit-focus:var(--accent-on-dark)]';

export const theme: Theme = {
  root: 'font-sans bg-[#fbf4e6] text-stone-700 [--kit-focus:var(--accent-ink)]',
  heading: 'font-serif font-medium italic tracking-tight',
  eyebrow: 'text-sm font-semibold tracking-[0.2em] uppercase text-(--accent-ink)',
  accent: 'text-(--accent-ink)',
  accentOnDark: 'text-(--accent-on-dark)',
  chip: 'bg-(--accent-soft) text-(--accent-ink)',
  radius: 'rounded-lg',
  button: {
    primary: `${buttonBase} bg-(--accent) text-(--on-accent) shadow-md shadow-(color:--accent)/25 hover:bg-(--accent-hover) active:brightness-90`,
    secondary: `${buttonBase} border-2 border-[#1c1512] text-[#1c1512] hover:bg-[#1c1512] hover:text-[#fbf4e6] active:bg-black`,
    inverse: `${buttonBase} border-2 border-[#fbf4e6]/60 text-[#fbf4e6] hover:border-[#fbf4e6] hover:bg-[#fbf4e6] hover:text-[#1c1512] active:bg-[#f3e6cf]`,
  },
  nav: {
    bar: 'border-b border-white/10 bg-[#1c1512]/95 text-[#fbf4e6] backdrop-blur [--kit-focus:var(--accent-on-dark)]',
    brand: 'font-serif text-xl italic text-[#fbf4e6]',
    link: 'text-stone-300 transition-colors hover:text-(--accent-on-dark)',
    menu: 'border-t border-white/10 bg-[#1c1512]',
  },
  hero: {
    bg: `${charcoal} bg-[radial-gradient(ellipse_at_bottom_left,#3b2418,transparent_65%)]`,
    heading: 'text-[#fbf4e6]',
    text: 'text-stone-300',
    eyebrow: darkEyebrow,
  },
  surfaces: {
    light: { bg: 'bg-[#fbf4e6]', heading: 'text-[#1c1512]', text: 'text-stone-700' },
    soft: { bg: 'bg-[#f3e6cf]', heading: 'text-[#1c1512]', text: 'text-stone-700' },
    dark: {
      bg: charcoal,
      heading: 'text-[#fbf4e6]',
      text: 'text-stone-300',
      eyebrow: darkEyebrow,
    },
  },
  card: {
    bg: 'bg-white shadow-md shadow-[#1c1512]/5 ring-1 ring-[#1c1512]/5',
    heading: 'text-[#1c1512]',
    text: 'text-stone-700',
  },
  field:
    'border border-stone-300 bg-[#fffdf8] text-stone-900 placeholder:text-stone-400 focus:border-(--accent-ink)',
  star: 'text-[#e9a23b]',
  footer: {
    bg: 'bg-[#120d0b] [--kit-focus:var(--accent-on-dark)]',
    heading: 'text-[#fbf4e6]',
    text: 'text-stone-400',
  },
};
