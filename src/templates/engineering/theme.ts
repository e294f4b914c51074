import type { Theme } from '../kit';

// Blueprint navy and bright blue (the accent), mono labels and light-weight headings: precise and technical.
const buttonBase =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-5 py-3 text-sm font-semibold transition duration-150 active:translate-y-px';

const monoOnDark =
  'font-mono text-xs font-medium tracking-[0.2em] uppercase text-(--accent-on-dark)';

export const theme: Theme = {
  root: 'font-sans bg-white text-slate-600 [--kit-focus:var(--accent-ink)]',
  heading: 'font-sans font-medium tracking-[-0.02em]',
  eyebrow: 'font-mono text-xs font-medium tracking-[0.2em] uppercase text-(--accent-ink)',
  accent: 'text-(--accent-ink)',
  accentOnDark: 'text-(--accent-on-dark)',
  chip: 'bg-(--accent-soft) text-(--accent-ink) ring-1 ring-(--accent)/25',
  radius: 'rounded-md',
  button: {
    primary: `${buttonBase} bg-(--accent) text-(--on-accent) hover:bg-(--accent-hover)`,
    secondary: `${buttonBase} border border-slate-300 bg-white text-slate-900 hover:border-(--accent) hover:text-(--accent-ink) active:bg-(--accent-soft)`,
    inverse: `${buttonBase} bg-white text-[#0b1f3a] hover:bg-(--accent-soft)`,
  },
  nav: {
    bar: 'border-b border-white/10 bg-[#0b1f3a] text-white',
    brand: 'text-lg font-semibold tracking-tight text-white',
    link: 'text-slate-300 transition-colors hover:text-white',
    menu: 'border-t border-white/10 bg-[#0b1f3a]',
  },
  hero: {
    bg: 'bg-[#0b1f3a] bg-[image:linear-gradient(rgba(125,211,252,0.07)_1px,transparent_1px),linear-gradient(90deg,rgba(125,211,252,0.07)_1px,transparent_1px)] bg-[size:32px_32px]',
    heading: 'text-white',
    text: 'text-slate-300',
    eyebrow: monoOnDark,
  },
  surfaces: {
    light: { bg: 'bg-white', heading: 'text-slate-950', text: 'text-slate-600' },
    soft: { bg: 'bg-slate-50', heading: 'text-slate-950', text: 'text-slate-600' },
    dark: {
      bg: 'bg-[#0b1f3a]',
      heading: 'text-white',
      text: 'text-slate-300',
      eyebrow: monoOnDark,
    },
  },
  card: {
    // divide-slate-200: the FAQ's row dividers, which otherwise take the dark text colour.
    bg: 'bg-white ring-1 ring-slate-200 divide-slate-200',
    heading: 'text-slate-950',
    text: 'text-slate-600',
  },
  field:
    'border border-slate-300 bg-white text-slate-900 placeholder:text-slate-400 focus:border-(--accent-ink)',
  star: 'text-amber-400',
  footer: { bg: 'bg-[#071428]', heading: 'text-white', text: 'text-slate-400' },
};
