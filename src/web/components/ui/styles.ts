/** Shared class lists for buttons and layout: presentation only, no business knowledge. */
const buttonBase =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 py-2.5 text-sm font-semibold transition-colors';

export const buttonStyles = {
  primary: `${buttonBase} bg-brand-700 text-white hover:bg-brand-800`,
  secondary: `${buttonBase} border border-stone-300 bg-white text-stone-900 hover:border-stone-400 hover:bg-stone-50`,
  onDark: `${buttonBase} bg-white text-brand-900 hover:bg-brand-50`,
} as const;

export const containerStyles = 'mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8';

export const textLinkStyles =
  'font-medium text-brand-700 underline decoration-brand-300 underline-offset-4 hover:decoration-brand-700';
