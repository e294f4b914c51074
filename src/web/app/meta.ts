import type { MetaDescriptor } from 'react-router';
import { brand } from '../../shared/brand';

interface PageMeta {
  title: string;
  description: string;
  /** The page's own path, for the canonical link and og:url; omit on the not-found page. */
  path?: string;
}

/** A page's <title>, description and Open Graph tags (React Router does not merge parent meta). */
export function pageMeta({ title, description, path }: PageMeta): MetaDescriptor[] {
  const fullTitle = title === brand.name ? title : `${title} | ${brand.name}`;
  const meta: MetaDescriptor[] = [
    { title: fullTitle },
    { name: 'description', content: description },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: brand.name },
    { property: 'og:locale', content: 'en_PG' },
  ];
  if (path !== undefined) {
    const url = new URL(path, brand.siteUrl).href;
    meta.push(
      { property: 'og:url', content: url },
      { tagName: 'link', rel: 'canonical', href: url },
    );
  }
  return meta;
}
