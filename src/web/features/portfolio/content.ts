/** The portfolio page's fixed claims and closing call to action (spec section 2). */
export interface Stat {
  value: string;
  label: string;
}

export const portfolioStats: readonly Stat[] = [
  { value: '50+', label: 'Projects delivered' },
  { value: '100%', label: 'Client satisfaction' },
  { value: '7', label: 'Sectors served' },
  { value: '24/7', label: 'Support' },
];

export const portfolioCallToAction = {
  heading: 'Ready to be our next success story?',
  text: 'Start from a ready-made template, or tell us what you need and get a detailed quote within 24 hours.',
  primary: { label: 'Browse Templates', to: '/products' },
  secondary: { label: 'Get a Quote', to: '/#contact' },
} as const;
