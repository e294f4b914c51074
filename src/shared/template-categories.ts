/** The catalogue's categories, in the filter's order: code, not content owners edit (decision 121). */
export const templateCategories = [
  'Art & Design',
  'Community & Non-Profits',
  'Entertainment',
  'Events',
  'Fashion',
  'Fitness & Sports',
  'Food',
  'Health & Beauty',
  'Healthcare',
  'Home & Décor',
  'Local Business',
  'Construction',
  'Engineering Consultation',
  'Hotels & Hospitality',
  'Legal Services',
  'Security Services',
] as const;

export type TemplateCategory = (typeof templateCategories)[number];
