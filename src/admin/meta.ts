import type { MetaDescriptor } from 'react-router';
import { brand } from '../shared/brand';

/** Every inbox page: its own title, and never indexed (React Router does not merge parent meta). */
export const adminMeta = (title: string): MetaDescriptor[] => [
  { title: `${title} · ${brand.name} inbox` },
  { name: 'robots', content: 'noindex, nofollow' },
];
