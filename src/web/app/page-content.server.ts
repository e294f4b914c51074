import { brand } from '../../shared/brand';
import { type Template, homeOffer, templates as codeTemplates } from '../../shared/catalogue';
import type { ChatContent } from '../../shared/chat-content';
import {
  type FaqAnswers,
  type FaqEntry,
  type FaqPlaceholder,
  type FaqTopic,
  quickTopics,
} from '../../shared/faq';
import { errorWordKeys } from '../../shared/i18n/api-errors.tpi';
import { fill } from '../../shared/i18n/format';
import { type Lang, langs } from '../../shared/i18n/lang';
import { type PortfolioProject, projects as codeProjects } from '../../shared/portfolio';
import { answerValues } from '../../shared/faq-placeholders';
import type { PageContentSnapshot } from '../../shared/page-content-snapshot';
import { previewPlace } from '../../shared/preview-place';
import { sampleSlugAt } from '../../shared/sample-slug';
import type { ChatCopy } from '../../shared/words/en/chat';
import { chatCopy as enChat } from '../../shared/words/en/chat';
import { chatCopy as tpiChat } from '../../shared/words/tpi/chat';
import {
  PANEL_WORD_KEY,
  type Texts,
  areaKey,
  textsUnder,
  withTexts,
} from '../../shared/words/texts';
import { islandAreas, overlayWordKeys } from '../islands/island-areas';
import type { PageContent, SiteFacts } from '../islands/page-content';

// The one place a page's islands and loaders get the catalogue, the agency's facts, the
// portfolio and the texts owners changed from (decisions 122, 124, 125), and the chat its file per language
// (src/render/chat-content.ts): the routes' loaders, at build time and in the render worker. The
// build renders the code's content; the render worker sets a published version's first
// (`setPageContent`, through entry.server.tsx). Islands' code never imports these modules
// (eslint.config.ts).

let published: PageContentSnapshot | undefined;

/** The content the next renders show: a published version's, or the code's (undefined). */
export function setPageContent(content: PageContentSnapshot | undefined): void {
  published = content;
}

/** '+675 7100 2040' dials as 'tel:+67571002040'. */
const telOf = (phone: string) => `+${phone.replace(/\D/g, '')}`;

/** The agency's facts every agency page carries: its layout's part of the page content. */
export const siteFacts = (): SiteFacts => ({
  name: brand.name,
  legalName: brand.legalName,
  supportEmail: published?.facts.email ?? brand.mailboxes.support,
  phone: published
    ? { display: published.facts.phone, tel: telOf(published.facts.phone) }
    : { display: brand.phone.display, tel: brand.phone.tel },
  whatsappNumber: published?.facts.whatsapp ?? brand.whatsapp.number,
});

/** The address and opening hours as the English footer says them (Tok Pisin has its own words). */
export const englishPlaceAndHours = (): { place: string; hours: string } => ({
  place: published?.facts.address ?? `${brand.city}, ${brand.country}`,
  hours: published?.facts.hours ?? brand.hours,
});

const currentTemplates = (): readonly Template[] => published?.templates ?? codeTemplates;

/**
 * A sample site's page content: the preview bar's entry and neighbours from the catalogue the page
 * is rendered with, so the bar shows the price a quote charges (decision 134).
 */
const sampleWordKeys = [areaKey('preview'), PANEL_WORD_KEY];

export function sampleContent(path: string): PageContent {
  const preview = previewPlace(sampleSlugAt(path), currentTemplates());
  // The bar's and its panel's texts owners changed, in both languages: the bar says both, and
  // the panel opens in either (decision 134).
  const texts = Object.fromEntries(
    langs
      .map((lang) => [lang, textsUnder(publishedTexts(lang), sampleWordKeys)] as const)
      .filter(([, changed]) => Object.keys(changed).length > 0),
  );
  return {
    facts: siteFacts(),
    preview: Object.keys(texts).length > 0 ? { ...preview, texts } : preview,
  };
}

/**
 * The catalogue, for a page whose islands show, add or price templates: a template whose features
 * an owner published carries them in the page's language (decision 130).
 */
export function catalogueContent(lang: Lang): Pick<PageContent, 'templates'> {
  const features = published?.features[lang] ?? {};
  return {
    templates: currentTemplates().map((template) => {
      const own = features[template.slug];
      return own ? { ...template, features: own } : template;
    }),
  };
}

/** The home page's offer: its featured templates, how many are on sale and the lowest price. */
export const homeOfferContent = () => homeOffer(currentTemplates());

/** The portfolio's projects, the showcase island's props: each with its words in `lang` if not the code's. */
export const portfolioProjects = (lang: Lang): readonly PortfolioProject[] =>
  published?.projects.map(({ texts, ...project }) =>
    texts ? { ...project, texts: texts[lang] } : project,
  ) ?? codeProjects;

/** The texts owners changed in `lang`, word key → text; none at build time. */
export const publishedTexts = (lang: Lang): Texts => published?.texts[lang] ?? {};

// The word keys of the areas the islands' runtime loads from its chunks (hydrate-islands.tsx), and
// of the overlays' words (decision 131).
const islandWordKeys = [
  ...[...new Set(Object.values(islandAreas).flat())].map(areaKey),
  overlayWordKeys.overlays,
];

/**
 * The changed texts a page's islands and overlays read, for the browser to put over the words it
 * loads, so the islands hydrate with the words the page was rendered with; nothing when none
 * changed. An English page adds the language offer's, which speaks Tok Pisin there; a Tok Pisin
 * page the error sentences'.
 */
export function islandTexts(lang: Lang): Pick<PageContent, 'texts'> {
  const texts = {
    ...textsUnder(publishedTexts(lang), islandWordKeys),
    ...(lang === 'en' ? textsUnder(publishedTexts('tpi'), [overlayWordKeys.languageOffer]) : {}),
    // The forms' own checks say the API's sentences, in Tok Pisin from its table (decision 135).
    ...(lang === 'tpi' ? textsUnder(publishedTexts('tpi'), errorWordKeys) : {}),
  };
  return Object.keys(texts).length > 0 ? { texts } : {};
}

const chatCopies: Readonly<Record<Lang, ChatCopy>> = { en: enChat, tpi: tpiChat };

/** What the answers' placeholders say, from the facts and templates these pages show. */
function placeholderValues(): Record<FaqPlaceholder, string> {
  const facts = siteFacts();
  return answerValues(
    {
      email: facts.supportEmail,
      phone: facts.phone.display,
      whatsapp: facts.whatsappNumber,
      hours: englishPlaceAndHours().hours,
    },
    currentTemplates()
      .filter((template) => template.status === 'active')
      .map((template) => template.priceNumeric),
  );
}

/** The answers with their placeholders filled in. */
function filledAnswers({ entries, fallback }: FaqAnswers): FaqAnswers {
  const values = placeholderValues();
  const filled = Object.fromEntries(
    Object.entries(entries).map(([topic, { question, answer }]) => [
      topic,
      { question, answer: fill(answer, values) },
    ]),
  ) as Record<FaqTopic, FaqEntry>;
  return { entries: filled, fallback: fill(fallback, values) };
}

/** What the chat fetches when it opens in `lang`: its words, answers and quick questions. */
export function chatContent(lang: Lang): ChatContent {
  const copy = published
    ? withTexts(
        { ...chatCopies[lang], faq: published.faq[lang] },
        'chat:chatCopy',
        published.texts[lang],
      )
    : chatCopies[lang];
  return {
    copy: { ...copy, faq: filledAnswers(copy.faq) },
    quickTopics: published?.quickTopics ?? quickTopics,
  };
}
