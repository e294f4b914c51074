import { brand } from '../../src/shared/brand';
import * as catalogue from '../../src/shared/catalogue';
import * as faq from '../../src/shared/words/en/faq';
import * as portfolio from '../../src/shared/portfolio';
import * as services from '../../src/web/app/services';
import { en } from '../../src/shared/words/en';

// Issue 15: no English sentence is visible on a Tok Pisin page. These are the sentences looked
// for: every English text of more than two words, from the message catalogue and the shared data.

/** Every string inside a value: objects, lists and module namespaces walked; functions skipped. */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

/** Names stay as they are in Tok Pisin: the brand's, the templates', the projects', the tools'. */
const names = new Set([
  ...stringsIn(brand),
  ...catalogue.templates.map((template) => template.title),
  ...portfolio.projects.map((project) => project.title),
  ...services.technologies.map((technology) => technology.name),
]);

export const normaliseSpaces = (text: string) => text.replace(/\s+/g, ' ').trim();
const wordCount = (text: string) => text.split(' ').filter(Boolean).length;

/** The longest fixed part of a message: `{title} added to your quote.` is looked for as `added to your quote.`. */
export const fixedPart = (message: string) =>
  message
    .split(/\{\w+\}/)
    .map(normaliseSpaces)
    .reduce((longest, part) => (part.length > longest.length ? part : longest), '');

export const englishTexts = [
  ...new Set(
    [en, catalogue, portfolio, faq, services]
      .flatMap(stringsIn)
      .filter((text) => !names.has(text))
      .map(fixedPart)
      .filter((text) => wordCount(text) > 2 && !names.has(text)),
  ),
];

/** The English sentences found in a text. */
export const englishIn = (text: string): string[] => {
  const folded = normaliseSpaces(text);
  return englishTexts.filter((english) => folded.includes(english));
};
