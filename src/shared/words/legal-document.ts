import type { brand } from '../brand';

export type Mailbox = keyof typeof brand.mailboxes;

/** A run of text inside a paragraph: plain words, or a link the renderer builds from brand facts. */
export type Inline =
  | string
  | { kind: 'email'; mailbox: Mailbox }
  | { kind: 'phone' }
  /** A link to another page of the site, by its English path (the renderer keeps the page's language). */
  | { kind: 'link'; to: string; text: string };

export type RichText = string | readonly Inline[];

export type LegalBlock =
  | { kind: 'paragraph'; text: RichText }
  | { kind: 'list'; items: readonly RichText[] }
  /** A bolded term followed by its explanation, for definitions and item-by-item rules. */
  | { kind: 'terms'; items: readonly { term: string; text: RichText }[] }
  /** The legal contacts and response times, kept in one place (the `legal` messages). */
  | { kind: 'contacts' };

export interface LegalSection {
  /** The in-page anchor: kebab-case, unique within the document, the same in every language. */
  id: string;
  heading: string;
  blocks: readonly LegalBlock[];
}

/**
 * A legal document's sections: the binding text in English, a plain-language summary of each
 * section, in the same order, in Tok Pisin (decision 060).
 */
export interface LegalDocument {
  sections: readonly LegalSection[];
}

export interface ResponseTime {
  topic: string;
  time: string;
  detail: string;
}
