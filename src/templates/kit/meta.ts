import type { MetaDescriptor } from 'react-router';
import { brand } from '../../shared/brand';
import type { Identity } from './identity';

type Named = Pick<Identity, 'name' | 'kind'>;

/** "Paradise Bay Resort | Resort hotel template by Kumul Digital" */
export const templateTitle = ({ name, kind }: Named) =>
  `${name} | ${kind} template by ${brand.name}`;

/** Title, description and Open Graph tags for a sample template site. */
export function templateMeta(identity: Named & Pick<Identity, 'tagline'>): MetaDescriptor[] {
  const title = templateTitle(identity);
  return [
    { title },
    { name: 'description', content: identity.tagline },
    { property: 'og:title', content: title },
    { property: 'og:description', content: identity.tagline },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: brand.name },
  ];
}

/** The template's own stylesheet, the only CSS its page loads (written first in <head>). */
export function templateLinks(stylesHref: string) {
  return [{ rel: 'stylesheet', href: stylesHref, precedence: 'default' }];
}
