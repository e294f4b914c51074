import type { MetaDescriptor } from 'react-router';
import { brand } from '../../shared/brand';

export interface TemplateIdentity {
  /** The fictional business the sample site is for. */
  name: string;
  /** What kind of business it is, e.g. "Resort hotel". */
  kind: string;
  tagline: string;
}

/** Title, description and Open Graph tags for a sample template site. */
export function templateMeta({ name, kind, tagline }: TemplateIdentity): MetaDescriptor[] {
  const title = `${name} | ${kind} template by ${brand.name}`;
  return [
    { title },
    { name: 'description', content: tagline },
    { property: 'og:title', content: title },
    { property: 'og:description', content: tagline },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: brand.name },
  ];
}

/** The template's own stylesheet, the only CSS its page loads (written first in <head>). */
export function templateLinks(stylesHref: string) {
  return [{ rel: 'stylesheet', href: stylesHref, precedence: 'default' }];
}
