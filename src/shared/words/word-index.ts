import type { Lang } from '../i18n/lang';
import * as enAcceptQuote from './en/accept-quote';
import * as enCatalogue from './en/catalogue';
import * as enChat from './en/chat';
import * as enCheckout from './en/checkout';
import * as enCollaborators from './en/collaborators';
import * as enContact from './en/contact';
import * as enFaq from './en/faq';
import * as enFooter from './en/footer';
import * as enFormAnswers from './en/form-answers';
import * as enHome from './en/home';
import * as enInvoice from './en/invoice';
import * as enLayout from './en/layout';
import * as enLegal from './en/legal';
import * as enMail from './en/mail';
import * as enNotices from './en/notices';
import * as enNewsletter from './en/newsletter';
import * as enOffline from './en/offline';
import * as enOrder from './en/order';
import * as enOverlays from './en/overlays';
import * as enPanel from './en/panel';
import * as enPortfolio from './en/portfolio';
import * as enPreview from './en/preview';
import * as enPrivacyPolicy from './en/privacy-policy';
import * as enProducts from './en/products';
import * as enSavedReplies from './en/saved-replies';
import * as enTermsOfUse from './en/terms-of-use';
import * as tpiAcceptQuote from './tpi/accept-quote';
import * as tpiApiErrors from './tpi/api-errors';
import * as tpiCatalogue from './tpi/catalogue';
import * as tpiChat from './tpi/chat';
import * as tpiCheckout from './tpi/checkout';
import * as tpiCollaborators from './tpi/collaborators';
import * as tpiContact from './tpi/contact';
import * as tpiFaq from './tpi/faq';
import * as tpiFooter from './tpi/footer';
import * as tpiFormAnswers from './tpi/form-answers';
import * as tpiHome from './tpi/home';
import * as tpiInvoice from './tpi/invoice';
import * as tpiLanguageOffer from './tpi/language-offer';
import * as tpiLayout from './tpi/layout';
import * as tpiLegal from './tpi/legal';
import * as tpiMail from './tpi/mail';
import * as tpiNotices from './tpi/notices';
import * as tpiNewsletter from './tpi/newsletter';
import * as tpiOffline from './tpi/offline';
import * as tpiOrder from './tpi/order';
import * as tpiOverlays from './tpi/overlays';
import * as tpiPanel from './tpi/panel';
import * as tpiPortfolio from './tpi/portfolio';
import * as tpiPreview from './tpi/preview';
import * as tpiPrivacyPolicy from './tpi/privacy-policy';
import * as tpiProducts from './tpi/products';
import * as tpiSavedReplies from './tpi/saved-replies';
import * as tpiTermsOfUse from './tpi/terms-of-use';

type WordModule = Readonly<Record<string, unknown>>;

/**
 * Every word file, by its name under src/shared/words/<lang>/: the glossary test, the review mode
 * and `npm run words:apply` (issue 28) read the strings through wordEntries().
 */
export const wordFiles: Readonly<Record<string, Partial<Record<Lang, WordModule>>>> = {
  'accept-quote': { en: enAcceptQuote, tpi: tpiAcceptQuote },
  'api-errors': { tpi: tpiApiErrors },
  catalogue: { en: enCatalogue, tpi: tpiCatalogue },
  chat: { en: enChat, tpi: tpiChat },
  checkout: { en: enCheckout, tpi: tpiCheckout },
  collaborators: { en: enCollaborators, tpi: tpiCollaborators },
  contact: { en: enContact, tpi: tpiContact },
  faq: { en: enFaq, tpi: tpiFaq },
  footer: { en: enFooter, tpi: tpiFooter },
  'form-answers': { en: enFormAnswers, tpi: tpiFormAnswers },
  home: { en: enHome, tpi: tpiHome },
  invoice: { en: enInvoice, tpi: tpiInvoice },
  'language-offer': { tpi: tpiLanguageOffer },
  layout: { en: enLayout, tpi: tpiLayout },
  legal: { en: enLegal, tpi: tpiLegal },
  mail: { en: enMail, tpi: tpiMail },
  newsletter: { en: enNewsletter, tpi: tpiNewsletter },
  notices: { en: enNotices, tpi: tpiNotices },
  offline: { en: enOffline, tpi: tpiOffline },
  order: { en: enOrder, tpi: tpiOrder },
  overlays: { en: enOverlays, tpi: tpiOverlays },
  panel: { en: enPanel, tpi: tpiPanel },
  portfolio: { en: enPortfolio, tpi: tpiPortfolio },
  preview: { en: enPreview, tpi: tpiPreview },
  'privacy-policy': { en: enPrivacyPolicy, tpi: tpiPrivacyPolicy },
  products: { en: enProducts, tpi: tpiProducts },
  'saved-replies': { en: enSavedReplies, tpi: tpiSavedReplies },
  'terms-of-use': { en: enTermsOfUse, tpi: tpiTermsOfUse },
};

/** Files keyed by the English sentence itself: its Tok Pisin translates the key. */
const KEYED_BY_ENGLISH = new Set(['api-errors:apiErrors', 'api-errors:apiErrorValues']);

// A legal section's Tok Pisin is a summary, not a sentence-by-sentence translation (decision 060).
const SUMMARY = /^sections\.\d+\.blocks\./;

/** One string of a word file. */
export interface WordEntry {
  /** The file and the path to the string in it: 'layout:layout.language.label'. */
  key: string;
  lang: Lang;
  /** The file's name under src/shared/words/<lang>/, without '.ts'. */
  file: string;
  path: readonly string[];
  text: string;
  /** The English it translates, where one sentence does. */
  english?: string;
}

// Not words (decision 101): names a page's code reads (a legal block's kind, a section's anchor),
// where a link goes, and how a customer pays (set in code; its values come from Settings).
const NOT_WORDS = new Set(['kind', 'id', 'to', 'href', 'howToPay']);

/** A whole string that is an address, not words: a path, an anchor, or a URL with its scheme. */
const ADDRESS = /^(?:[/\\#?]|[a-z][a-z\d+.-]*:\S)\S*$/i;

/** Collects the strings under `value` that are words, and the paths of what is left out. */
function stringsIn(
  value: unknown,
  path: readonly string[],
  found: { words: [string[], string][]; leftOut: string[][] },
  elsewhere: ReadonlySet<unknown>,
): void {
  if (typeof value === 'string') {
    if (ADDRESS.test(value)) found.leftOut.push([...path]);
    else found.words.push([[...path], value]);
  } else if (Array.isArray(value))
    value.forEach((item, index) => stringsIn(item, [...path, String(index)], found, elsewhere));
  else if (value !== null && typeof value === 'object') {
    for (const [name, item] of Object.entries(value)) {
      // Another file's words, imported here (the chat's answers): counted in their own file.
      if (elsewhere.has(item)) continue;
      if (NOT_WORDS.has(name)) found.leftOut.push([...path, name]);
      else stringsIn(item, [...path, name], found, elsewhere);
    }
  }
}

const valueAt = (root: unknown, path: readonly string[]): unknown =>
  path.reduce<unknown>(
    (value, name) =>
      value !== null && typeof value === 'object'
        ? (value as Record<string, unknown>)[name]
        : undefined,
    root,
  );

/** One language's word files, each walked once: its words, and the keys of what is not words. */
function walkFiles(lang: Lang) {
  return Object.entries(wordFiles).flatMap(([file, modules]) => {
    const module = modules[lang];
    if (!module) return [];
    const found: { words: [string[], string][]; leftOut: string[][] } = { words: [], leftOut: [] };
    const elsewhere = new Set(
      Object.entries(wordFiles)
        .filter(([other]) => other !== file)
        .flatMap(([, others]) => Object.values(others[lang] ?? {})),
    );
    stringsIn(module, [], found, elsewhere);
    return [{ file, modules, ...found }];
  });
}

/** Every string of one language's word files, with the English each one translates. */
export function wordEntries(lang: Lang): WordEntry[] {
  return walkFiles(lang).flatMap(({ file, modules, words }) =>
    words.map(([path, text]) => {
      const [exported = ''] = path;
      const englishAt = valueAt(modules.en, path);
      const english = KEYED_BY_ENGLISH.has(`${file}:${exported}`)
        ? path.at(-1)
        : lang !== 'en' && typeof englishAt === 'string' && !SUMMARY.test(path.slice(1).join('.'))
          ? englishAt
          : undefined;
      return {
        key: `${file}:${path.join('.')}`,
        lang,
        file,
        path,
        text,
        ...(english ? { english } : {}),
      };
    }),
  );
}

/**
 * Whether a key names what the word files hold but the index leaves out (a link's address, how to
 * pay), or something inside it: proposals for it are refused with their own sentence.
 */
export function isLeftOutOfWords(lang: Lang, key: string): boolean {
  return walkFiles(lang).some(({ file, leftOut }) =>
    leftOut.some((path) => {
      const held = `${file}:${path.join('.')}`;
      return key === held || key.startsWith(`${held}.`);
    }),
  );
}
