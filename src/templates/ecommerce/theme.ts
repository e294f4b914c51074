import type { Theme } from '../kit';

// The flag's red (the accent), black and gold with a heavy grotesque: a busy, confident national marketplace.
const buttonBase =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-3 text-sm font-bold transition duration-150 active:scale-[0.98]';

export const theme: Theme = {
  root: 'font-sans bg-white text-neutral-700 [--kit-focus:var(--accent-ink)]',
  heading: 'font-sans font-black tracking-tight',
  eyebrow: 'text-xs font-bold tracking-[0.2em] uppercase text-(--accent-ink)',
  accent: 'text-(--accent-ink)',
  accentOnDark: 'text-(--accent-on-dark)',
  chip: 'bg-amber-100 text-amber-900',
  radius: 'rounded-xl',
  button: {
    primary: `${buttonBase} bg-(--accent) text-(--on-accent) shadow-sm hover:bg-(--accent-hover)`,
    secondary: `${buttonBase} border border-neutral-300 bg-white text-neutral-900 hover:border-neutral-900 active:bg-neutral-100`,
    inverse: `${buttonBase} bg-(--accent-on-dark) text-neutral-950 hover:bg-[color-mix(in_srgb,var(--accent-on-dark),white_30%)]`,
  },
  nav: {
    bar: 'border-b border-neutral-200 bg-white/95 text-neutral-900 backdrop-blur',
    brand: 'text-xl font-black tracking-tight text-neutral-950',
    link: 'text-neutral-700 transition-colors hover:text-(--accent-ink)',
    menu: 'border-t border-neutral-200 bg-white',
  },
  hero: {
    bg: 'bg-neutral-950',
    heading: 'text-white',
    text: 'text-neutral-300',
    eyebrow: 'text-xs font-bold tracking-[0.2em] uppercase text-(--accent-on-dark)',
  },
  surfaces: {
    light: { bg: 'bg-white', heading: 'text-neutral-950', text: 'text-neutral-600' },
    soft: { bg: 'bg-amber-50', heading: 'text-neutral-950', text: 'text-neutral-600' },
    dark: {
      bg: 'bg-neutral-950',
      heading: 'text-white',
      text: 'text-neutral-300',
      eyebrow: 'text-xs font-bold tracking-[0.2em] uppercase text-(--accent-on-dark)',
    },
  },
  card: {
    bg: 'bg-white ring-1 ring-neutral-200 shadow-sm',
    heading: 'text-neutral-950',
    text: 'text-neutral-600',
  },
  field:
    'border border-neutral-300 bg-white text-neutral-900 placeholder:text-neutral-400 focus:border-(--accent-ink)',
  star: 'text-amber-500',
  footer: { bg: 'bg-neutral-950', heading: 'text-white', text: 'text-neutral-300' },
};
