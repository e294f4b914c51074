import type { MetaDescriptor } from 'react-router';
import { brand } from '../../shared/brand';
import { type Lang, langs, ogLocales, pathInLang } from '../../shared/i18n/lang';

interface PageMeta {
  title: string;
  description: string;
  /** The page's English path, for the canonical link, og:url and hreflang; omit on the not-found page. */
  path?: string;
  /** The page's language: its own address, og:locale and alternates follow it. */
  lang?: Lang;
}

/** A page's <title>, description, Open Graph tags and language alternates (React Router does not merge parent meta). */
export function pageMeta({ title, description, path, lang = 'en' }: PageMeta): MetaDescriptor[] {
  // A title that already names the brand (the home page's) is not signed twice.
  const fullTitle = title.includes(brand.name) ? title : `${title} | ${brand.name}`;
  const meta: MetaDescriptor[] = [
    { title: fullTitle },
    { name: 'description', content: description },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: brand.name },
    { property: 'og:locale', content: ogLocales[lang] },
    ...langs
      .filter((other) => other !== lang)
      .map((other) => ({ property: 'og:locale:alternate', content: ogLocales[other] })),
  ];
  if (path !== undefined) {
    const urlIn = (language: Lang) => new URL(pathInLang(path, language), brand.siteUrl).href;
    meta.push(
      { property: 'og:url', content: urlIn(lang) },
      { tagName: 'link', rel: 'canonical', href: urlIn(lang) },
      ...langs.map((language) => ({
        tagName: 'link',
        rel: 'alternate',
        hrefLang: language,
        href: urlIn(language),
      })),
      { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: urlIn('en') },
    );
  }
  return meta;
}
