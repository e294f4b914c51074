import type { Theme } from '../kit';

// Brick red on warm cream with rounded, chunky type: friendly, honest, affordable.
const buttonBase =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-3 text-base font-bold transition duration-150 active:scale-[0.97]';

export const theme: Theme = {
  root: 'font-rounded bg-[#fffaf3] text-stone-700 [--kit-focus:var(--color-red-700)]',
  heading: 'font-rounded font-extrabold tracking-tight',
  eyebrow: 'text-sm font-bold text-[#a8321c]',
  accent: 'text-[#a8321c]',
  accentOnDark: 'text-amber-300',
  chip: 'bg-[#fde2d4] text-[#8a2a15]',
  radius: 'rounded-xl',
  button: {
    primary: `${buttonBase} bg-[#b23a22] text-white shadow-[0_4px_0_0_#7f2514] hover:bg-[#9f331d] active:translate-y-0.5 active:shadow-[0_2px_0_0_#7f2514]`,
    secondary: `${buttonBase} border-2 border-[#b23a22] bg-white text-[#8a2a15] hover:bg-[#fdeee6] active:bg-[#fbdccc]`,
    inverse: `${buttonBase} bg-white text-[#8a2a15] hover:bg-amber-50 active:bg-amber-100`,
  },
  nav: {
    bar: 'border-b border-[#f0dccb] bg-[#fffaf3]/95 text-stone-900 backdrop-blur',
    brand: 'font-rounded text-base font-extrabold text-stone-950 sm:text-xl',
    link: 'text-stone-700 transition-colors hover:text-[#a8321c]',
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
      eyebrow: 'text-sm font-bold text-amber-300',
    },
  },
  card: {
    bg: 'bg-white shadow-sm ring-1 ring-[#f0dccb]',
    heading: 'text-stone-950',
    text: 'text-stone-600',
  },
  field:
    'border-2 border-stone-300 bg-white text-stone-900 placeholder:text-stone-400 focus:border-[#b23a22]',
  star: 'text-amber-500',
  footer: { bg: 'bg-[#2b150e]', heading: 'text-white', text: 'text-[#f3d9c9]' },
};
