import type { brand } from '../../../shared/brand';

export type Mailbox = keyof typeof brand.mailboxes;

/** A run of text inside a paragraph: plain words, or a link the renderer builds from brand facts. */
export type Inline =
  | string
  | { kind: 'email'; mailbox: Mailbox }
  | { kind: 'phone' }
  | { kind: 'link'; to: string; text: string };

export type RichText = string | readonly Inline[];

export type LegalBlock =
  | { kind: 'paragraph'; text: RichText }
  | { kind: 'list'; items: readonly RichText[] }
  /** A bolded term followed by its explanation, for definitions and item-by-item rules. */
  | { kind: 'terms'; items: readonly { term: string; text: RichText }[] }
  /** The legal contacts and response times, kept in one place (legal-facts.ts). */
  | { kind: 'contacts' };

export interface LegalSection {
  /** The in-page anchor: kebab-case, unique within the document. */
  id: string;
  heading: string;
  blocks: readonly LegalBlock[];
}

export interface LegalDocument {
  title: string;
  /** One line under the title saying what the document covers. */
  summary: string;
  sections: readonly LegalSection[];
}
