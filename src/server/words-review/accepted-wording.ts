import { type FaqTopic, faqTopics } from '../../shared/faq';
import type { Lang } from '../../shared/i18n/lang';
import type { ContentData, ContentKind } from '../../shared/schemas/content';
import type { PublishedSite } from '../content/published';
import { siteWords } from './site-words';

// An accepted wording goes live as published content (decision 125): a lone text, or a chat
// question or answer, whose item holds both languages. A template's features and a project's
// texts are items of their own that an owner edits; their proposals still wait for words:apply.

const FAQ_KEY = /^faq:faq\.entries\.(\w+)\.(question|answer)$/;

function faqField(key: string): { topic: FaqTopic; field: 'question' | 'answer' } | undefined {
  const [, topic = '', field] = FAQ_KEY.exec(key) ?? [];
  if (!faqTopics.includes(topic as FaqTopic)) return undefined;
  return { topic: topic as FaqTopic, field: field as 'question' | 'answer' };
}

const ITEMS_OF_THEIR_OWN = /^(faq|catalogue:catalogue\.features|portfolio:portfolio\.projects)[:.]/;

/** The content change that shows `text` at word key `key`, over the published site; or none. */
export function wordingChange(
  site: PublishedSite,
  lang: Lang,
  key: string,
  text: string,
): { kind: ContentKind; key: string; data: unknown } | undefined {
  const faq = faqField(key);
  if (faq) {
    const { question, answer } = Object.fromEntries(
      (['question', 'answer'] as const).map((field) => [
        field,
        {
          en: site.faq.en.entries[faq.topic][field],
          tpi: site.faq.tpi.entries[faq.topic][field],
        },
      ]),
    ) as ContentData['faq'];
    const data: ContentData['faq'] = { question, answer };
    data[faq.field][lang] = text;
    return { kind: 'faq', key: faq.topic, data };
  }
  if (ITEMS_OF_THEIR_OWN.test(key)) return undefined;
  return { kind: 'text', key: `${lang}:${key}`, data: { text } };
}

/** What the published site shows at word key `key` in `lang`. */
export function shownWording(site: PublishedSite, lang: Lang, key: string): string | undefined {
  const faq = faqField(key);
  if (faq) return site.faq[lang].entries[faq.topic][faq.field];
  return site.texts[lang].get(key) ?? siteWords(lang).get(key)?.text;
}
