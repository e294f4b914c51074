import type { Theme } from '../kit';

// Charcoal, coral and cream with an italic serif: warm, candle-lit, by the water.
const buttonBase =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-6 py-3 text-base font-semibold transition duration-150 active:scale-[0.98]';

const coralEyebrow = 'text-sm font-semibold tracking-[0.2em] uppercase text-[#f4a261]';

export const theme: Theme = {
  root: 'font-sans bg-[#fbf4e6] text-stone-700 [--kit-focus:var(--color-orange-500)]',
  heading: 'font-serif font-medium italic tracking-tight',
  eyebrow: 'text-sm font-semibold tracking-[0.2em] uppercase text-[#9f3a17]',
  accent: 'text-[#9f3a17]',
  accentOnDark: 'text-[#f4a261]',
  chip: 'bg-[#fde2d5] text-[#7c2d12]',
  radius: 'rounded-lg',
  button: {
    primary: `${buttonBase} bg-[#c2410c] text-white shadow-md shadow-[#c2410c]/25 hover:bg-[#9a3412] active:bg-[#7c2d12]`,
    secondary: `${buttonBase} border-2 border-[#1c1512] text-[#1c1512] hover:bg-[#1c1512] hover:text-[#fbf4e6] active:bg-black`,
    inverse: `${buttonBase} border-2 border-[#fbf4e6]/60 text-[#fbf4e6] hover:border-[#fbf4e6] hover:bg-[#fbf4e6] hover:text-[#1c1512] active:bg-[#f3e6cf]`,
  },
  nav: {
    bar: 'border-b border-white/10 bg-[#1c1512]/95 text-[#fbf4e6] backdrop-blur',
    brand: 'font-serif text-xl italic text-[#fbf4e6]',
    link: 'text-stone-300 transition-colors hover:text-[#f4a261]',
    menu: 'border-t border-white/10 bg-[#1c1512]',
  },
  hero: {
    bg: 'bg-[#1c1512] bg-[radial-gradient(ellipse_at_bottom_left,#3b2418,transparent_65%)]',
    heading: 'text-[#fbf4e6]',
    text: 'text-stone-300',
    eyebrow: coralEyebrow,
  },
  surfaces: {
    light: { bg: 'bg-[#fbf4e6]', heading: 'text-[#1c1512]', text: 'text-stone-700' },
    soft: { bg: 'bg-[#f3e6cf]', heading: 'text-[#1c1512]', text: 'text-stone-700' },
    dark: {
      bg: 'bg-[#1c1512]',
      heading: 'text-[#fbf4e6]',
      text: 'text-stone-300',
      eyebrow: coralEyebrow,
    },
  },
  card: {
    bg: 'bg-white shadow-md shadow-[#1c1512]/5 ring-1 ring-[#1c1512]/5',
    heading: 'text-[#1c1512]',
    text: 'text-stone-700',
  },
  field:
    'border border-stone-300 bg-[#fffdf8] text-stone-900 placeholder:text-stone-400 focus:border-[#c2410c]',
  star: 'text-[#e9a23b]',
  footer: { bg: 'bg-[#120d0b]', heading: 'text-[#fbf4e6]', text: 'text-stone-400' },
};
