/** The portfolio's categories, in the filter's order: code, not content owners edit (decision 121). */
export const portfolioCategories = [
  'jobs',
  'environment',
  'transport',
  'legal',
  'retail',
  'management',
  'professional',
] as const;

export type PortfolioCategory = (typeof portfolioCategories)[number];
