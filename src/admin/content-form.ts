import { templateCategories } from '../shared/catalogue';
import { type FaqPlaceholder, faqTopics } from '../shared/faq';
import { answerValues } from '../shared/faq-placeholders';
import { type Lang, langNames } from '../shared/i18n/lang';
import { formatMoney, kina } from '../shared/money';
import { portfolioCategories } from '../shared/portfolio';
import {
  type ContentItem,
  type ContentKind,
  checkContentData,
  parseTextKey,
} from '../shared/schemas/content';
import { portfolio as enPortfolio } from '../shared/words/en/portfolio';
import { faq as enFaq } from '../shared/words/en/faq';

// The owners' content editor (issue 45, decision 123): one form per kind of item, its fields
// named by their path in the shared schema (src/shared/schemas/content.ts), so the form's data is
// what the API checks, and a refusal, the schema's or the server's, is shown by its field.

export type FieldType =
  | 'text'
  | 'textarea'
  /** One text a line: a list of texts (features, technologies, results). */
  | 'lines'
  /** A whole number of Kina: "3100", "3,100" or "K3,100". */
  | 'kina'
  | 'number'
  | 'select'
  | 'checkbox'
  /** An uploaded picture's id, with a file input beside it. */
  | 'picture'
  /** The portfolio's order: project keys moved up and down. */
  | 'order'
  /** Up to six chat topics, in order. */
  | 'topics';

export interface Field {
  /** The field's path in the item's data: 'price', 'features.en', 'texts.tpi.results'. */
  name: string;
  label: string;
  type: FieldType;
  /** The language of its words, for a field the item has in both. */
  lang?: Lang;
  options?: readonly { value: string; label: string }[];
  hint?: string;
  /** How the schema's and the server's sentences name it ("English feature"), lower case. */
  named: readonly string[];
}

const choices = (values: readonly string[], label: (value: string) => string = (v) => v) =>
  values.map((value) => ({ value, label: label(value) }));

/** A field in each language, in the order English then Tok Pisin. */
const inBoth = (
  name: (lang: Lang) => string,
  label: string,
  type: FieldType,
  named: (language: string) => string[],
  hint?: string,
): Field[] =>
  (['en', 'tpi'] as const).map((lang) => ({
    name: name(lang),
    label: `${langNames[lang]} ${label}`,
    type,
    lang,
    named: named(langNames[lang].toLowerCase()),
    hint,
  }));

const LINES_HINT = 'One per line.';

const TEMPLATE_FIELDS: readonly Field[] = [
  { name: 'title', label: 'Title', type: 'text', named: ['title'] },
  {
    name: 'price',
    label: 'Price (Kina)',
    type: 'kina',
    named: ['price'],
    hint: 'A whole number of Kina, such as 3100.',
  },
  {
    name: 'category',
    label: 'Category',
    type: 'select',
    options: choices(templateCategories),
    named: ['category'],
  },
  {
    name: 'status',
    label: 'Status',
    type: 'select',
    options: [
      { value: 'active', label: 'Available now' },
      { value: 'coming_soon', label: 'Coming soon' },
    ],
    named: ['status'],
    hint: 'Available now only with a sample site in the code.',
  },
  ...inBoth(
    (lang) => `features.${lang}`,
    'features',
    'lines',
    (language) => [`${language} feature`],
    LINES_HINT,
  ),
  {
    name: 'picture',
    label: 'Picture',
    type: 'picture',
    named: ['picture'],
    hint: 'A PNG, JPEG or WebP picture of 5 MB at most; the site cuts it to the cards’ 8:5 shape.',
  },
];

const PROJECT_FIELDS: readonly Field[] = [
  { name: 'title', label: 'Title', type: 'text', named: ['project title'] },
  {
    name: 'category',
    label: 'Category',
    type: 'select',
    options: choices(portfolioCategories, (c) => enPortfolio.categories[c as 'jobs']),
    named: ["project's category"],
  },
  { name: 'year', label: 'Year', type: 'number', named: ["project's year"] },
  {
    name: 'status',
    label: 'Status',
    type: 'select',
    options: choices(['Live', 'Development', 'Maintenance']),
    named: ["project's status"],
  },
  {
    name: 'link',
    label: 'Link',
    type: 'text',
    named: ['project link'],
    hint: 'An https:// address, or # for none.',
  },
  {
    name: 'picture',
    label: 'Picture',
    type: 'picture',
    named: ['picture'],
    hint: 'A PNG, JPEG or WebP photo of 5 MB at most; the site cuts it to the cards’ 8:5 shape.',
  },
  { name: 'hidden', label: 'Hidden from the portfolio', type: 'checkbox', named: ['hidden'] },
  ...inBoth(
    (lang) => `texts.${lang}.description`,
    'description',
    'textarea',
    (language) => [`${language} description`],
  ),
  ...inBoth(
    (lang) => `texts.${lang}.technologies`,
    'technologies',
    'lines',
    (language) => [`${language} technolog`],
    LINES_HINT,
  ),
  ...inBoth(
    (lang) => `texts.${lang}.results`,
    'results',
    'lines',
    (language) => [`${language} result`],
    LINES_HINT,
  ),
];

const FAQ_FIELDS: readonly Field[] = [
  ...inBoth(
    (lang) => `question.${lang}`,
    'question',
    'text',
    (language) => [`${language} question`],
  ),
  ...inBoth(
    (lang) => `answer.${lang}`,
    'answer',
    'textarea',
    (language) => [`${language} answer`],
    'A link is written [words](/products); it may go to a page of this site, https://, mailto: or tel:.',
  ),
];

const FACTS_FIELDS: readonly Field[] = [
  { name: 'phone', label: 'Phone', type: 'text', named: ['phone number'] },
  {
    name: 'whatsapp',
    label: 'WhatsApp number',
    type: 'text',
    named: ['whatsapp number'],
    hint: 'Digits with the country code, such as 67571002040.',
  },
  { name: 'email', label: 'Support email', type: 'text', named: ['email address'] },
  { name: 'address', label: 'Address', type: 'text', named: ['address'] },
  { name: 'hours', label: 'Opening hours', type: 'text', named: ['opening hours'] },
];

/** The fields of an item's form, in the order the form shows them. */
export function fieldsOf(kind: ContentKind, key: string): readonly Field[] {
  switch (kind) {
    case 'template':
      return TEMPLATE_FIELDS;
    case 'project':
      return PROJECT_FIELDS;
    case 'faq':
      return FAQ_FIELDS;
    case 'facts':
      return FACTS_FIELDS;
    case 'portfolio-order':
      return [{ name: 'order', label: 'Projects, in order', type: 'order', named: ['order'] }];
    case 'quick-questions':
      return [
        {
          name: 'topics',
          label: 'Quick question',
          type: 'topics',
          options: choices(faqTopics, (topic) => enFaq.entries[topic as 'price'].question),
          named: ['quick question'],
          hint: 'Each is a chat answer’s question, in the page’s language.',
        },
      ];
    case 'text': {
      const lang = parseTextKey(key)?.lang;
      return [
        {
          name: 'text',
          label: lang ? `${langNames[lang]} text` : 'Text',
          type: 'textarea',
          lang,
          named: ['text'],
          hint: 'Keep every {placeholder} of the code’s wording: the site fills them in.',
        },
      ];
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Between the item's data and its form

/** The value at a dotted path of some data, if any. */
export function valueAt(data: unknown, path: string): unknown {
  let value = data;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

function setAt(data: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split('.');
  const last = parts.pop() as string;
  let target = data;
  for (const part of parts) {
    target[part] ??= {};
    target = target[part] as Record<string, unknown>;
  }
  target[last] = value;
}

/** What a field's input shows for a value of the data. */
export function inputValue(field: Field, value: unknown): string {
  if (Array.isArray(value)) return value.join('\n');
  if (value === null || value === undefined) return '';
  return String(value);
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** "K3,100" and "3,100" as "3100"; anything else as typed, for the schema to refuse. */
const kinaText = (text: string) =>
  text
    .trim()
    .replace(/^K\s*/i, '')
    .replace(/,(?=\d{3}(?:\D|$))/g, '');

/**
 * The item's data from its form, in the schema's shape; numbers stay text for the schema to read
 * (so "abc" is refused with the schema's sentence, never turned into NaN here).
 */
export function dataFromForm(fields: readonly Field[], form: FormData): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  const text = (name: string) => String(form.get(name) ?? '');
  for (const field of fields) {
    const { name } = field;
    switch (field.type) {
      case 'lines':
        setAt(data, name, lines(text(name)));
        break;
      case 'kina':
        setAt(data, name, kinaText(text(name)));
        break;
      case 'checkbox':
        setAt(data, name, form.get(name) === 'yes');
        break;
      case 'picture':
        // Its file is uploaded first, by the editor's action; "remove" goes back to the code's.
        setAt(data, name, form.get(`${name}.remove`) === 'yes' ? null : text(name) || null);
        break;
      case 'order':
      case 'topics':
        setAt(data, name, form.getAll(name).map(String).filter(Boolean));
        break;
      default:
        setAt(data, name, text(name));
    }
  }
  return data;
}

/** The field at the start of a path the schema refused (['features', 'en', 2] is features.en). */
export function fieldOfPath(
  fields: readonly Field[],
  path: readonly PropertyKey[],
): Field | undefined {
  const parts = path.map(String);
  for (let length = parts.length; length > 0; length -= 1) {
    const prefix = parts.slice(0, length).join('.');
    const found = fields.find(
      (field) => field.name === prefix || field.name.startsWith(`${prefix}.`),
    );
    if (found) return found;
  }
  return undefined;
}

/**
 * The field a sentence of the server names: the one named earliest in it ("The status of Price
 * Tracker ..." is the status, not the price), or none when it names no field.
 */
export function fieldOfSentence(fields: readonly Field[], sentence: string): Field | undefined {
  const lower = sentence.toLowerCase();
  let best: { field: Field; at: number; length: number } | undefined;
  for (const field of fields) {
    for (const name of field.named) {
      const at = lower.indexOf(name);
      if (at < 0) continue;
      // The earliest, and of two at one place the longer ('email address' over 'address').
      if (!best || at < best.at || (at === best.at && name.length > best.length)) {
        best = { field, at, length: name.length };
      }
    }
  }
  return best?.field;
}

/** A refusal, with the field it belongs to when it names one. */
export interface Refusal {
  error: string;
  field?: string;
}

/**
 * The form's data checked by the schema the API checks it with: its first refusal, by its field,
 * or none. The checks that need the code's values (a sample site, placeholders) are the server's.
 */
export function checkData(
  kind: ContentKind,
  key: string,
  fields: readonly Field[],
  data: unknown,
): Refusal | undefined {
  const checked = checkContentData(kind, key, data);
  if (checked.success) return undefined;
  return { error: checked.error, field: fieldOfPath(fields, checked.path)?.name };
}

// ---------------------------------------------------------------------------------------------
// How the editor names items

/** The groups of the Content page, in order, each with the kinds it lists. */
export const CONTENT_GROUPS: readonly { title: string; kinds: readonly ContentKind[] }[] = [
  { title: 'Templates', kinds: ['template'] },
  { title: 'Portfolio projects', kinds: ['portfolio-order', 'project'] },
  { title: 'Chat answers', kinds: ['faq'] },
  { title: 'Quick questions', kinds: ['quick-questions'] },
  { title: 'The agency’s facts', kinds: ['facts'] },
  { title: 'Texts', kinds: ['text'] },
];

/** What the item shows now: its draft, else its published value, else the code's. */
export function currentData(item: Pick<ContentItem, 'code' | 'published' | 'draft'>): unknown {
  if (item.draft) return item.draft.data ?? item.code;
  return item.published ?? item.code;
}

/** What the chat's placeholders will say once published: the facts and prices the list holds. */
export function answerValuesOf(
  items: readonly ContentItem[],
): Record<FaqPlaceholder, string> | undefined {
  const facts = items.find((item) => item.kind === 'facts');
  if (!facts) return undefined;
  const data = currentData(facts);
  const fact = (name: string) => String(valueAt(data, name) ?? '');
  const prices = items
    .filter((item) => item.kind === 'template')
    .map(currentData)
    .filter((template) => valueAt(template, 'status') === 'active')
    .map((template) => Number(valueAt(template, 'price')));
  return answerValues(
    {
      email: fact('email'),
      phone: fact('phone'),
      whatsapp: fact('whatsapp'),
      hours: fact('hours'),
    },
    prices,
  );
}

/** An item's name in lists and headings: "Restaurant Deluxe", "The agency’s facts". */
export function itemName(kind: ContentKind, key: string, data: unknown): string {
  const title = valueAt(data, 'title');
  switch (kind) {
    case 'template':
    case 'project':
      return typeof title === 'string' && title ? title : key;
    case 'faq': {
      const question = valueAt(data, 'question.en');
      return typeof question === 'string' && question ? question : key;
    }
    case 'portfolio-order':
      return 'The portfolio’s order';
    case 'quick-questions':
      return 'The chat’s quick questions';
    case 'facts':
      return 'The agency’s facts';
    case 'text': {
      const text = parseTextKey(key);
      return text ? `${langNames[text.lang]}: ${text.wordKey}` : key;
    }
  }
}

/** A line under an item's name: a template's price and status, a text's words. */
export function itemDetail(kind: ContentKind, data: unknown): string {
  switch (kind) {
    case 'template': {
      const price = valueAt(data, 'price');
      const status = valueAt(data, 'status') === 'active' ? 'Available now' : 'Coming soon';
      return typeof price === 'number' ? `${formatMoney(kina(price))} · ${status}` : status;
    }
    case 'project':
      return valueAt(data, 'hidden') === true
        ? 'Hidden'
        : `${String(valueAt(data, 'year') ?? '')} · ${String(valueAt(data, 'status') ?? '')}`;
    case 'text': {
      const text = valueAt(data, 'text');
      return typeof text === 'string' ? text : '';
    }
    default:
      return '';
  }
}

/** The data a new item starts from: a new template is coming soon until it has a sample site. */
export function newItemData(kind: ContentKind): unknown {
  if (kind === 'template') {
    return {
      title: '',
      price: '',
      category: templateCategories[0],
      status: 'coming_soon',
      features: { en: [], tpi: [] },
      picture: null,
    };
  }
  if (kind === 'project') {
    const texts = { description: '', technologies: [], results: [] };
    return {
      title: '',
      category: portfolioCategories[0],
      year: new Date().getFullYear(),
      status: 'Development',
      link: '#',
      picture: null,
      hidden: false,
      texts: { en: texts, tpi: texts },
    };
  }
  return null;
}

/** A new template's or project's key: its slug, as the server takes it. */
export const NEW_SLUG = /^[a-z][a-z0-9-]{1,59}$/;
