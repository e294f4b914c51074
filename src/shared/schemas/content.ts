import * as z from 'zod/mini';
import { templateCategories } from '../catalogue';
import { readDecimalInteger } from '../decimal-integer';
import { faqTopics } from '../faq';
import { type Lang, isLang, langNames } from '../i18n/lang';
import { isImageDataUrl } from '../personalisation';
import { phoneKind } from '../phone';
import { portfolioCategories } from '../portfolio';
import { isOneLine, isPlainLines } from './fields';

// What owners edit in /admin and publish (issue 45, decision 121): typed data over the code's own
// (src/shared/catalogue.ts, portfolio.ts, faq.ts, brand.ts and the word files). Every refusal is a
// sentence that names the field, so the API can answer it as it is. The checks that need the
// code's values (placeholders kept, a sample site for "available now") are the server's.

/** What can be edited, one kind of item each; a singleton kind has the one key SITE_KEY. */
export const CONTENT_KINDS = [
  'template',
  'project',
  'portfolio-order',
  'faq',
  'quick-questions',
  'facts',
  'text',
] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];
export const SITE_KEY = 'site';
export const SINGLETON_KINDS: readonly ContentKind[] = [
  'portfolio-order',
  'quick-questions',
  'facts',
];

export const PRICE_MAX_KINA = 1_000_000;

// ---------------------------------------------------------------------------------------------
// Building blocks: each names its field in every sentence it may refuse with.

const MARKUP = /[<>]/;
const SCRIPT_SCHEME = /\b(?:javascript|vbscript)\s*:/i;

/** What every text an owner writes must be: bounded, without control characters, markup or a script. */
const wordChecks = (label: string, max: number, multiline: boolean) => [
  z.maxLength(max, { error: `Please keep the ${label} to ${max} characters or fewer.` }),
  z.refine<string>((text) => (multiline ? isPlainLines(text) : isOneLine(text)), {
    error: multiline
      ? `The ${label} has an invisible control character: please remove it.`
      : `Please write the ${label} on one line, without tabs or invisible control characters.`,
  }),
  z.refine<string>((text) => !MARKUP.test(text), {
    error: `The ${label} may not contain < or >: the site's words cannot carry markup or a script.`,
  }),
  z.refine<string>((text) => !SCRIPT_SCHEME.test(text), {
    error: `The ${label} may not contain a javascript: or vbscript: address.`,
  }),
];

/** Words an owner writes: required, and as wordChecks says. */
export const contentText = (label: string, max: number, { multiline = false } = {}) =>
  z
    .string({ error: `Please write the ${label}.` })
    .check(
      z.trim(),
      z.minLength(1, { error: `Please write the ${label}.` }),
      ...wordChecks(label, max, multiline),
    );

/** A whole number read from JSON or a form's text ("3100"); anything else is refused with `error`. */
const wholeNumber = (error: string, min: number, max: number) =>
  z.pipe(
    z.transform(readDecimalInteger),
    z.int({ error }).check(z.gte(min, { error }), z.lte(max, { error })),
  );

/** The same field in each language: a missing translation is refused with the field's name. */
const inEachLanguage = <T extends z.ZodMiniType>(label: string, field: (language: string) => T) =>
  z.object(
    { en: field(langNames.en), tpi: field(langNames.tpi) },
    { error: `Please write the ${label} in English and in Tok Pisin.` },
  );

/** A list of short texts in each language, the same number in both (each has its translation). */
const listInEachLanguage = (plural: string, one: string, max: number) =>
  inEachLanguage(plural, (language) =>
    z
      .array(contentText(`${language} ${one}`, 120), {
        error: `Please write the ${language} ${plural}, as a list of texts.`,
      })
      .check(
        z.minLength(1, { error: `Please write at least one ${language} ${one}.` }),
        z.maxLength(max, { error: `Please keep the ${language} ${plural} to ${max} or fewer.` }),
      ),
  ).check(
    z.refine(({ en, tpi }) => en.length === tpi.length, {
      error: `Each English ${one} needs its Tok Pisin translation: the two lists of ${plural} must be as long as each other.`,
    }),
  );

const LINK = /\[([^\]]*)\]\(([^)]*)\)/g;
// A path of this site (one '/', not '//' or '/\'), https://, mailto: or tel: (as the chat links them).
const SAFE_TARGET = /^(?:\/(?![/\\])[^\s\\]*|https:\/\/[^\s\\]+|mailto:[^\s/\\]+|tel:\+?[\d\s-]+)$/;

/** The first link target in `text` the chat would not open safely, if any. */
export const unsafeLinkTarget = (text: string): string | undefined =>
  [...text.matchAll(LINK)].map(([, , target = '']) => target).find((t) => !SAFE_TARGET.test(t));

const withSafeLinks = (label: string, max: number) =>
  contentText(label, max).check(
    z.refine((text: string) => unsafeLinkTarget(text) === undefined, {
      error: `A link in the ${label} goes somewhere the chat cannot open: a link may go to a page of this site (/products), an https:// address, mailto: or tel:.`,
    }),
  );

/** The SHA-256 name of a picture the server decoded and re-encoded (the logo pipeline). */
const PICTURE_ID = /^[0-9a-f]{64}$/;

/** The largest picture an owner may upload (a project's, a template's): decision 126. */
export const PICTURE_MAX_BYTES = 5_000_000;

/** An uploaded picture's id; null shows the picture the code has (a new item has none). */
const uploadedPicture = z.nullable(
  z.string({ error: 'The picture must be the id of an uploaded picture, or null.' }).check(
    z.regex(PICTURE_ID, {
      error: 'The picture must be the id of an uploaded picture, or null.',
    }),
  ),
);

// ---------------------------------------------------------------------------------------------
// The items

export const TemplateContentSchema = z.object(
  {
    title: contentText('title', 80),
    price: wholeNumber(
      `The price must be a whole number of Kina from 1 to ${PRICE_MAX_KINA}, such as 3100.`,
      1,
      PRICE_MAX_KINA,
    ),
    category: z.enum(templateCategories, {
      error: `The category must be one of the catalogue's: ${templateCategories.join(', ')}.`,
    }),
    status: z.enum(['active', 'coming_soon'], {
      error: 'The status must be active (available now) or coming_soon (coming soon).',
    }),
    features: listInEachLanguage('features', 'feature', 8),
    // Optional: a template saved before it had a picture (decision 130) has the code's.
    picture: z._default(uploadedPicture, null),
  },
  {
    error: 'Please send the template as its title, price, category, status, features and picture.',
  },
);
export type TemplateContent = z.output<typeof TemplateContentSchema>;

const projectTexts = (language: string) =>
  z.object(
    {
      description: contentText(`${language} description`, 600),
      technologies: z
        .array(contentText(`${language} technology`, 60), {
          error: `Please send the ${language} technologies as a list of texts.`,
        })
        .check(z.maxLength(12, { error: `Please keep the ${language} technologies to 12.` })),
      results: z
        .array(contentText(`${language} result`, 160), {
          error: `Please send the ${language} results as a list of texts.`,
        })
        .check(z.maxLength(8, { error: `Please keep the ${language} results to 8.` })),
    },
    { error: `Please write the project's ${language} description, technologies and results.` },
  );

export const ProjectContentSchema = z.object(
  {
    title: contentText('project title', 100),
    category: z.enum(portfolioCategories, {
      error: `The project's category must be one of: ${portfolioCategories.join(', ')}.`,
    }),
    year: wholeNumber("The project's year must be a whole number from 2000 to 2100.", 2000, 2100),
    status: z.enum(['Live', 'Development', 'Maintenance'], {
      error: "The project's status must be Live, Development or Maintenance.",
    }),
    link: z.string({ error: 'The project link must be an https:// address, or # for none.' }).check(
      z.trim(),
      z.maxLength(300, { error: 'Please keep the project link to 300 characters or fewer.' }),
      z.refine((link: string) => link === '#' || /^https:\/\/[^\s<>"'\\]+$/.test(link), {
        error: 'The project link must be an https:// address, or # for none.',
      }),
    ),
    picture: uploadedPicture,
    hidden: z.boolean({ error: 'Hidden must be true or false.' }),
    texts: z.object(
      { en: projectTexts(langNames.en), tpi: projectTexts(langNames.tpi) },
      { error: "Please write the project's texts in English and in Tok Pisin." },
    ),
  },
  {
    error:
      'Please send the project as its title, category, year, status, link, picture, hidden and texts.',
  },
);
export type ProjectContent = z.output<typeof ProjectContentSchema>;

const PROJECT_KEY = /^(?:[1-9]\d{0,5}|[a-z][a-z0-9-]{1,59})$/;

export const PortfolioOrderSchema = z.object(
  {
    order: z
      .array(
        z.string({ error: 'The portfolio order must list projects by their keys.' }).check(
          z.regex(PROJECT_KEY, {
            error: 'The portfolio order must list projects by their keys.',
          }),
        ),
        { error: 'The portfolio order must list projects by their keys.' },
      )
      .check(
        z.maxLength(200, { error: 'The portfolio order may list at most 200 projects.' }),
        z.refine((keys: string[]) => new Set(keys).size === keys.length, {
          error: 'The portfolio order names a project twice.',
        }),
      ),
  },
  { error: 'Please send the portfolio order as a list of project keys.' },
);
export type PortfolioOrder = z.output<typeof PortfolioOrderSchema>;

export const FaqContentSchema = z.object(
  {
    question: inEachLanguage('question', (language) => contentText(`${language} question`, 200)),
    answer: inEachLanguage('answer', (language) => withSafeLinks(`${language} answer`, 2000)),
  },
  { error: 'Please send the question and its answer in English and in Tok Pisin.' },
);
export type FaqContent = z.output<typeof FaqContentSchema>;

export const QuickQuestionsSchema = z.object(
  {
    topics: z
      .array(
        z.enum(faqTopics, {
          error: `Each quick question must be one of the chat's topics: ${faqTopics.join(', ')}.`,
        }),
        { error: "Please send the quick questions as a list of the chat's topics." },
      )
      .check(
        z.minLength(1, { error: 'Please choose at least one quick question.' }),
        z.maxLength(6, { error: 'Please choose at most 6 quick questions.' }),
        z.refine((topics: string[]) => new Set(topics).size === topics.length, {
          error: 'The quick questions name a topic twice.',
        }),
      ),
  },
  { error: "Please send the quick questions as a list of the chat's topics." },
);
export type QuickQuestions = z.output<typeof QuickQuestionsSchema>;

export const FactsSchema = z.object(
  {
    phone: contentText('phone number', 30).check(
      z.refine((phone: string) => phoneKind(phone) !== null, {
        error: 'The phone number must be a phone number, such as +675 7100 2040.',
      }),
    ),
    whatsapp: z
      .string({
        error: 'The WhatsApp number must be digits with the country code, such as 67571002040.',
      })
      .check(
        z.trim(),
        z.regex(/^[1-9]\d{7,14}$/, {
          error: 'The WhatsApp number must be digits with the country code, such as 67571002040.',
        }),
      ),
    email: z.pipe(
      contentText('email address', 254),
      z.email({ error: 'The email address must be a valid address, such as support@example.com.' }),
    ),
    address: contentText('address', 200),
    hours: contentText('opening hours', 100),
  },
  { error: 'Please send the phone, WhatsApp number, email address, address and opening hours.' },
);
export type Facts = z.output<typeof FactsSchema>;

/** One string of the words of one language (its key is `<lang>:<word key>`). */
export const textContentSchema = (label: string) =>
  z.object(
    { text: contentText(label, 5000, { multiline: true }) },
    { error: `Please write the ${label}.` },
  );
export type TextContent = { text: string };

/** An item's data as stored and published, by kind. */
export interface ContentData {
  template: TemplateContent;
  project: ProjectContent;
  'portfolio-order': PortfolioOrder;
  faq: FaqContent;
  'quick-questions': QuickQuestions;
  facts: Facts;
  text: TextContent;
}

/** What the API checks `data` against, per kind; the server adds what needs the code's values. */
export const contentDataSchemas = {
  template: () => TemplateContentSchema,
  project: () => ProjectContentSchema,
  'portfolio-order': () => PortfolioOrderSchema,
  faq: () => FaqContentSchema,
  'quick-questions': () => QuickQuestionsSchema,
  facts: () => FactsSchema,
  text: (label: string) => textContentSchema(label),
} as const;

/** A text item's key: `<lang>:<word key>`, as 'tpi:layout:layout.nav.about'. */
export function parseTextKey(key: string): { lang: Lang; wordKey: string } | undefined {
  const at = key.indexOf(':');
  const lang = key.slice(0, at);
  return at > 0 && isLang(lang) ? { lang, wordKey: key.slice(at + 1) } : undefined;
}

/** How the sentences name a text item: 'Tok Pisin text "layout:layout.nav.about"'. */
export function textLabel(key: string): string {
  const text = parseTextKey(key);
  return text ? `${langNames[text.lang]} text "${text.wordKey}"` : 'text';
}

export type ContentCheck =
  | { success: true; data: unknown }
  /** The first refusal's sentence, and where in the data it is (for a form to show it there). */
  | { success: false; error: string; path: readonly PropertyKey[] };

/**
 * An item's data checked by its kind's schema, as the API and the editor's form check it: the
 * data as it is stored, or the first refusal's sentence naming the field.
 */
export function checkContentData(kind: ContentKind, key: string, data: unknown): ContentCheck {
  const parsed = contentDataSchemas[kind](textLabel(key)).safeParse(data);
  if (parsed.success) return { success: true, data: parsed.data };
  const [issue] = parsed.error.issues;
  const message = issue?.message ?? '';
  return {
    success: false,
    error:
      message && !message.startsWith('Invalid input')
        ? message
        : `The ${kind} is not in the form it needs. Please check its fields and try again.`,
    path: issue?.path ?? [],
  };
}

// ---------------------------------------------------------------------------------------------
// The admin API

const kindError = `The kind must be one of: ${CONTENT_KINDS.join(', ')}.`;
const keyError =
  'The key must name one item: it starts with a letter or digit, has no control characters and is at most 300 characters.';
export const ContentKindSchema = z.enum(CONTENT_KINDS, { error: kindError });
// A text's word key may end in an English sentence: the API's errors are keyed by theirs.
export const ContentKeySchema = z
  .string({ error: keyError })
  .check(z.regex(/^[A-Za-z0-9][^\p{C}]{0,299}$/u, { error: keyError }));

export const ContentItemParamsSchema = z.object({ kind: ContentKindSchema, key: ContentKeySchema });

/** A change to one item, saved as a draft; `data: null` goes back to the code's value. */
export const ContentChangeInputSchema = z.object({
  kind: ContentKindSchema,
  key: ContentKeySchema,
  data: z.custom<unknown>((data) => data !== undefined, {
    error: "Please send the item's data, or null to go back to the value in the code.",
  }),
});

const changeIdError = 'The change must be the whole-number id of one of this item’s changes.';
export const ContentRestoreSchema = z.object({
  change: wholeNumber(changeIdError, 1, 2_147_483_647),
});

export const ContentPictureInputSchema = z.object({
  picture: z.string({ error: 'Please send the picture as a PNG, JPEG or WebP data URL.' }).check(
    z.refine((picture: string) => isImageDataUrl(picture, PICTURE_MAX_BYTES), {
      error: 'The picture must be a PNG, JPEG or WebP image of 5 MB or less, sent as a data URL.',
    }),
  ),
});
export const ContentPictureSchema = z.object({ picture: z.string() });

const data = z.nullable(z.unknown());

export const ContentChangeSchema = z.object({
  id: z.number(),
  data,
  by: z.string(),
  at: z.string(),
  /** The version that published it; null while it is a draft. */
  version: z.nullable(z.number()),
});
export type ContentChange = z.output<typeof ContentChangeSchema>;

/** One item: the code's value, the published one (null: the code's), and a draft if any. */
export const ContentItemSchema = z.object({
  kind: ContentKindSchema,
  key: z.string(),
  code: data,
  published: data,
  draft: z.nullable(ContentChangeSchema),
});
export type ContentItem = z.output<typeof ContentItemSchema>;

export const ContentItemsSchema = z.object({
  /** The version the site serves; 0 before the first publish. */
  version: z.number(),
  items: z.array(ContentItemSchema),
});

export const ContentHistorySchema = z.object({
  kind: ContentKindSchema,
  key: z.string(),
  code: data,
  changes: z.array(ContentChangeSchema),
});

export const ContentChangeAnswerSchema = z.object({ item: ContentItemSchema });

export const ContentVersionSchema = z.object({
  version: z.number(),
  publishedBy: z.string(),
  publishedAt: z.string(),
  summary: z.string(),
  /** Set by the render pipeline (not yet built): null until a render of this version ran. */
  renderStatus: z.nullable(z.string()),
  renderError: z.nullable(z.string()),
});
export type ContentVersion = z.output<typeof ContentVersionSchema>;

export const ContentVersionsSchema = z.object({ versions: z.array(ContentVersionSchema) });
/** A publish may say, in the owner's words, why: it follows the summary of what changed. */
export const ContentPublishSchema = z.object({
  note: z._default(
    z
      .string({ error: 'Please send the note as text.' })
      .check(z.trim(), ...wordChecks('note', 300, false)),
    '',
  ),
});
export const ContentPublishedSchema = z.object({
  version: z.number(),
  publishedBy: z.nullable(z.string()),
  publishedAt: z.nullable(z.string()),
  summary: z.string(),
  items: z.array(z.object({ kind: ContentKindSchema, key: z.string(), data: z.unknown() })),
});

/** The addresses of the content API (owners edit and publish; staff read). */
export const contentApi = {
  items: '/api/admin/content',
  changes: '/api/admin/content/changes',
  history: (kind: ContentKind, key: string) =>
    `/api/admin/content/items/${kind}/${encodeURIComponent(key)}/history`,
  restore: (kind: ContentKind, key: string) =>
    `/api/admin/content/items/${kind}/${encodeURIComponent(key)}/restore`,
  versions: '/api/admin/content/versions',
  published: '/api/admin/content/published',
  pictures: '/api/admin/content/pictures',
} as const;
