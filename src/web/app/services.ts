import type { ServiceId } from '../../shared/words/service-id';

export type { ServiceId };

/**
 * The agency's five services, in the order the home page's grid, the contact form and the footer
 * list them; their names and texts are messages (areas `footer` and `home`).
 */
export const serviceIds: readonly ServiceId[] = [
  'web-design',
  'web-app',
  'digital-product',
  'branding',
  'ecommerce',
];

/** A technology of the stack shown in the contact section, with its logo tile in public/images/tech. */
export interface Technology {
  name: string;
  logo: string;
}

const technology = (name: string, file: string): Technology => ({
  name,
  logo: `/images/tech/${file}.svg`,
});

export const technologies: readonly Technology[] = [
  technology('React', 'react'),
  technology('TypeScript', 'typescript'),
  technology('Node.js', 'nodejs'),
  technology('PostgreSQL', 'postgresql'),
  technology('Tailwind CSS', 'tailwind-css'),
  technology('Figma', 'figma'),
  technology('WordPress', 'wordpress'),
  technology('Shopify', 'shopify'),
  technology('Flutter', 'flutter'),
  technology('AWS', 'aws'),
];
