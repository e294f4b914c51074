import type { Kysely } from 'kysely';
import { FAQ_PLACEHOLDERS } from '../../shared/faq';
import { langNames, langs } from '../../shared/i18n/lang';
import {
  type ContentData,
  type ContentKind,
  SINGLETON_KINDS,
  SITE_KEY,
  checkContentData,
  parseTextKey,
  textLabel,
  unsafeLinkTarget,
} from '../../shared/schemas/content';
import { isLeftOutOfWords } from '../../shared/words/word-index';
import type { Database } from '../db/schema';
import { pictureExists } from '../db/repositories/pictures';
import { HttpError } from '../http-error';
import { WORDING_MESSAGES, placeholdersOf } from '../words-review/wording-checks';
import { codeValue, hasSampleSite } from './code-content';

// What an owner's change must be before it is stored (issue 45 point 5, decision 121): the shared
// schema's shape and words, then what needs the code's values or the database.

export const CONTENT_MESSAGES = {
  newTemplateKey:
    "A new template's key is its slug: 2 to 60 lowercase letters, digits and hyphens, starting with a letter, such as flower-shop.",
  newProjectKey:
    "A new project's key is its slug: 2 to 60 lowercase letters, digits and hyphens, starting with a letter, such as lae-bakery.",
  pictureMissing:
    'The picture was not found among the uploaded pictures: please upload it again and use the id it is given.',
  ownItem: (what: string) =>
    `That text is edited with its own item (${what}), so both languages change together.`,
  unchanged: 'That is the value it has now: nothing to save.',
} as const;

const NEW_SLUG = /^[a-z][a-z0-9-]{1,59}$/;

// Texts that are part of an item with both languages: edited there, never as a lone text.
const OWN_ITEMS: readonly [RegExp, string][] = [
  [/^faq:/, "the chat's question and answer"],
  [/^catalogue:catalogue\.features\./, "the template's features"],
  [/^portfolio:portfolio\.projects\./, "the project's texts"],
];

/** 404 unless `key` names an item of `kind` that exists or may be added. */
function checkKey(kind: ContentKind, key: string, code: unknown): void {
  if (SINGLETON_KINDS.includes(kind)) {
    if (key !== SITE_KEY) {
      throw new HttpError(404, `There is no ${kind} item "${key}": its only key is "${SITE_KEY}".`);
    }
    return;
  }
  if (code !== undefined) return;
  if (kind === 'template' && !NEW_SLUG.test(key)) {
    throw new HttpError(400, CONTENT_MESSAGES.newTemplateKey);
  }
  if (kind === 'project' && !NEW_SLUG.test(key)) {
    throw new HttpError(400, CONTENT_MESSAGES.newProjectKey);
  }
  if (kind === 'faq') {
    throw new HttpError(404, `There is no chat topic "${key}": a topic is added in the code.`);
  }
  if (kind === 'text') {
    const text = parseTextKey(key);
    if (text && isLeftOutOfWords(text.lang, text.wordKey)) {
      throw new HttpError(400, WORDING_MESSAGES.notWords);
    }
    throw new HttpError(
      404,
      `There is no text "${key}": a text's key is its language and its word key, such as tpi:layout:layout.nav.about.`,
    );
  }
}

/**
 * An owner's answer keeps the placeholders of the code's (the site fills in its facts and prices)
 * and holds no others, which would show as written.
 */
function checkAnswerPlaceholders(answer: ContentData['faq'], code: unknown): void {
  const known = FAQ_PLACEHOLDERS.map((name) => `{${name}}`);
  for (const lang of langs) {
    const label = `${langNames[lang]} answer`;
    const wording = answer.answer[lang];
    const kept = placeholdersOf((code as ContentData['faq']).answer[lang]);
    const lost = kept.filter((placeholder) => !wording.includes(placeholder));
    if (lost.length > 0) {
      throw new HttpError(
        400,
        `The ${label} must keep ${lost.join(', ')}: the site fills in the agency's details there.`,
      );
    }
    const unknown = placeholdersOf(wording).filter((placeholder) => !known.includes(placeholder));
    if (unknown.length > 0) {
      throw new HttpError(
        400,
        `The ${label} has ${unknown.join(', ')}, which the site cannot fill in: it may use ${known.join(', ')}.`,
      );
    }
  }
}

/**
 * The data to store for a change to `kind`/`key`, checked; null (back to the code's value) as it
 * is. Throws a 4xx with a sentence naming the field.
 */
export async function checkedChange(
  db: Kysely<Database>,
  kind: ContentKind,
  key: string,
  data: unknown,
): Promise<unknown> {
  const code = codeValue(kind, key);
  checkKey(kind, key, code);
  if (data === null) return null;
  const text = kind === 'text' ? parseTextKey(key) : undefined;
  if (text) {
    const own = OWN_ITEMS.find(([pattern]) => pattern.test(text.wordKey));
    if (own) throw new HttpError(400, CONTENT_MESSAGES.ownItem(own[1]));
  }
  const label = textLabel(key);
  const checked = checkContentData(kind, key, data);
  if (!checked.success) throw new HttpError(400, checked.error);
  const value = checked.data;

  if (kind === 'template') {
    const { title, status } = value as { title: string; status: string };
    if (status === 'active' && !hasSampleSite(key)) {
      throw new HttpError(
        400,
        `The status of ${title} can be available now (active) only once it has a sample site in the code (src/templates/${key}): until then it stays coming soon (coming_soon).`,
      );
    }
  }
  if (kind === 'project' || kind === 'template') {
    const { picture } = value as { picture: string | null };
    if (picture !== null && !(await pictureExists(db, picture))) {
      throw new HttpError(400, CONTENT_MESSAGES.pictureMissing);
    }
  }
  if (kind === 'faq') checkAnswerPlaceholders(value as ContentData['faq'], code);
  if (text) {
    const wording = (value as { text: string }).text;
    const kept = placeholdersOf((code as { text: string }).text);
    if (placeholdersOf(wording).join() !== kept.join()) {
      throw new HttpError(
        400,
        kept.length > 0
          ? `The ${label} must keep the placeholders of the code's wording, no more and no fewer: ${kept.join(', ')} (the site fills them in).`
          : `The ${label} has no placeholders in the code: please remove the words in { }.`,
      );
    }
    const target = unsafeLinkTarget(wording);
    if (target !== undefined) {
      throw new HttpError(
        400,
        `A link in the ${label} goes to "${target}": a link may go to a page of this site (/products), an https:// address, mailto: or tel:.`,
      );
    }
  }
  return value;
}
