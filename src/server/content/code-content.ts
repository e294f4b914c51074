import { brand } from '../../shared/brand';
import { catalogueEntries, sampleSlugs } from '../../shared/catalogue';
import { faqTopics, quickTopics } from '../../shared/faq';
import { type Lang, langs } from '../../shared/i18n/lang';
import { projects } from '../../shared/portfolio';
import {
  type ContentData,
  type ContentKind,
  SINGLETON_KINDS,
  SITE_KEY,
  parseTextKey,
} from '../../shared/schemas/content';
import { catalogue as enCatalogue } from '../../shared/words/en/catalogue';
import { faq as enFaq } from '../../shared/words/en/faq';
import { portfolio as enPortfolio } from '../../shared/words/en/portfolio';
import { catalogue as tpiCatalogue } from '../../shared/words/tpi/catalogue';
import { faq as tpiFaq } from '../../shared/words/tpi/faq';
import { portfolio as tpiPortfolio } from '../../shared/words/tpi/portfolio';
import { siteWords } from '../words-review/site-words';

// The content as the code states it (decision 121): what an item is when nothing is published,
// in the shape owners edit. Published items replace these values whole.

const words = {
  en: { catalogue: enCatalogue, faq: enFaq, portfolio: enPortfolio },
  tpi: { catalogue: tpiCatalogue, faq: tpiFaq, portfolio: tpiPortfolio },
} as const;

/** A value for each language. */
export const perLang = <T>(value: (lang: Lang) => T): Record<Lang, T> =>
  Object.fromEntries(langs.map((lang) => [lang, value(lang)])) as Record<Lang, T>;

const features = (lang: Lang, slug: string): string[] => [
  ...((words[lang].catalogue.features as Record<string, readonly string[]>)[slug] ?? []),
];

function codeTemplate(slug: string): ContentData['template'] | undefined {
  const entry = catalogueEntries.find((t) => t.slug === slug);
  if (!entry) return undefined;
  const { en, tpi } = perLang((lang) => features(lang, slug));
  return {
    title: entry.title,
    price: entry.priceNumeric,
    category: entry.category,
    status: entry.status,
    features: { en, tpi },
    picture: null,
  };
}

function codeProject(key: string): ContentData['project'] | undefined {
  const project = projects.find((p) => String(p.id) === key);
  if (!project) return undefined;
  const { en, tpi } = perLang((lang) => {
    const texts = words[lang].portfolio.projects[project.id];
    return {
      description: texts.description,
      technologies: [...texts.technologies],
      results: [...texts.results],
    };
  });
  return {
    title: project.title,
    category: project.category,
    year: project.year,
    status: project.status,
    link: project.link,
    picture: null,
    hidden: false,
    texts: { en, tpi },
  };
}

function codeFaq(topic: string): ContentData['faq'] | undefined {
  if (!(faqTopics as readonly string[]).includes(topic)) return undefined;
  const entry = (lang: Lang) => words[lang].faq.entries[topic as (typeof faqTopics)[number]];
  return {
    question: { en: entry('en').question, tpi: entry('tpi').question },
    answer: { en: entry('en').answer, tpi: entry('tpi').answer },
  };
}

/** The agency's facts as brand.ts states them. */
export const codeFacts: ContentData['facts'] = {
  phone: brand.phone.display,
  whatsapp: brand.whatsapp.number,
  email: brand.mailboxes.support,
  address: `${brand.city}, ${brand.country}`,
  hours: brand.hours,
};

/** The code's value of an item, or undefined when the code has no such item. */
export function codeValue(kind: ContentKind, key: string): unknown {
  if (SINGLETON_KINDS.includes(kind) && key !== SITE_KEY) return undefined;
  switch (kind) {
    case 'template':
      return codeTemplate(key);
    case 'project':
      return codeProject(key);
    case 'portfolio-order':
      return { order: projects.map((p) => String(p.id)) };
    case 'faq':
      return codeFaq(key);
    case 'quick-questions':
      return { topics: [...quickTopics] };
    case 'facts':
      return codeFacts;
    case 'text': {
      const text = parseTextKey(key);
      const word = text && siteWords(text.lang).get(text.wordKey);
      return word ? { text: word.text } : undefined;
    }
  }
}

/** The keys of the items the code has of a kind; texts are listed only once changed (there are 2,000). */
export function codeKeys(kind: ContentKind): string[] {
  switch (kind) {
    case 'template':
      return catalogueEntries.map((t) => t.slug);
    case 'project':
      return projects.map((p) => String(p.id));
    case 'faq':
      return [...faqTopics];
    case 'text':
      return [];
    default:
      return [SITE_KEY];
  }
}

/**
 * Whether a template may be "available now": it has something to preview, a sample site in the
 * code (src/templates/<slug>) or, as SME Contractor, a live site the code links to.
 */
export const hasSampleSite = (slug: string): boolean =>
  sampleSlugs.includes(slug) ||
  catalogueEntries.some((t) => t.slug === slug && t.previewUrl !== undefined);
